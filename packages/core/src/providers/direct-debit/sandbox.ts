import { createHash } from 'node:crypto';
import { addBusinessDays } from '../../calendar/business-days';
import type { DebitOutcome, DirectDebitPort } from './port';

/**
 * The sandbox's rule, by the amount's centavos (so any test or tester picks the answer by the amount
 * alone, whatever the account): `…51` insufficient funds, `…52` account closed, `…53` objected,
 * anything else accepted. Reason codes are the sandbox's two-digit codes, modelled on the clearing
 * house's; a real adapter maps its own codes to the same outcomes.
 */
export const SANDBOX_DEBIT_RULE = {
  51: { outcome: 'insufficient_funds', reasonCode: '04' },
  52: { outcome: 'account_closed', reasonCode: '03' },
  53: { outcome: 'objected', reasonCode: '09' },
} as const satisfies Record<number, { outcome: DebitOutcome; reasonCode: string }>;

/** The outcome the sandbox gives `amount` centavos. */
export function sandboxDebitOutcome(amount: number): { outcome: DebitOutcome; reasonCode: string | null } {
  const rule = SANDBOX_DEBIT_RULE[(amount % 100) as keyof typeof SANDBOX_DEBIT_RULE];
  return rule ?? { outcome: 'accepted', reasonCode: null };
}

/**
 * The sandbox clearing house: offline and deterministic. The request id derives from our reference;
 * an accepted debit settles the next bank business day after it is presented.
 */
export function sandboxDirectDebit(): DirectDebitPort {
  return {
    name: 'sandbox-direct-debit',
    sandbox: true,
    async debit(request) {
      const { outcome, reasonCode } = sandboxDebitOutcome(request.amount);
      const digest = createHash('sha256').update(`debit:${request.reference}`).digest('hex');
      return {
        requestId: `DOM${digest.slice(0, 16).toUpperCase()}`,
        outcome,
        reasonCode,
        settlementDate: outcome === 'accepted' ? addBusinessDays(request.chargeOn, 1) : null,
      };
    },
  };
}
