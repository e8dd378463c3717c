import { createHash } from 'node:crypto';
import type { PayoutProvider } from './port';

/** The sandbox confirms a payout this many seconds after it was sent, as a provider would. */
export const SANDBOX_PAYOUT_CONFIRM_SECONDS = 60;

/** The SPEI participant the sandbox sends from (STP's key), as a CEP names the ordering bank. */
export const SANDBOX_PAYOUT_SPEI_KEY = '90646';

/**
 * The sandbox payout adapter: offline and deterministic. References derive from the payout id; every
 * payout completes, except SPEI to a CLABE whose account number is all zeros (a rejected transfer).
 */
export function sandboxPayouts(): PayoutProvider {
  return {
    name: 'sandbox-payouts',
    sandbox: true,
    async send(request): Promise<{ reference: string; details: Record<string, string> }> {
      const digest = createHash('sha256')
        .update(request.purpose === 'refund' ? `refund:${request.payoutId}` : `payout:${request.payoutId}`)
        .digest('hex')
        .slice(0, 10)
        .toUpperCase();
      if (request.method === 'bank_transfer') {
        // The outcome is carried by the reference itself: nothing in memory (architecture decision 3).
        const reference =
          request.clabe.slice(6, 17) === '00000000000' ? `SPEIFAIL${digest}` : `SPEI${digest}`;
        // The clave de rastreo and the ordering bank: what the payout's CEP is looked up by.
        return {
          reference,
          details: {
            clabeLast4: request.clabe.slice(-4),
            trackingKey: reference,
            senderBank: SANDBOX_PAYOUT_SPEI_KEY,
          },
        };
      }
      // A pick-up code the borrower shows at the counter, with the brand it is valid at.
      return { reference: `${request.brand.toUpperCase()}-${digest}`, details: { brand: request.brand } };
    },
    async status(reference) {
      return reference.startsWith('SPEIFAIL') ? 'failed' : 'completed';
    },
  };
}
