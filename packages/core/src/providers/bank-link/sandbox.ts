import { randomBytes } from 'node:crypto';
import type { BankLinkAccount } from '@lender/db/schema';
import { catalog } from '@lender/i18n/es-MX';
import { digestOf } from '../digest';
import { ProviderError } from '../provider-error';
import type { BankLinkProvider } from './port';

/** Link ids starting with this make the bank-link sandbox fail like a provider outage. */
export const SANDBOX_BANK_LINK_FAILURE_PREFIX = 'fail';

/**
 * The bank-link sandbox: widget tokens are random; a link's accounts and income are derived from
 * its id (the same link always gives the same summary).
 */
export function sandboxBankLink(): BankLinkProvider {
  return {
    name: 'sandbox-belvo',
    async createWidgetToken() {
      return { accessToken: `belvo_sandbox_${randomBytes(24).toString('base64url')}`, expiresIn: 600 };
    },
    async fetchLinkSummary({ linkId }) {
      if (linkId.startsWith(SANDBOX_BANK_LINK_FAILURE_PREFIX)) {
        throw new ProviderError('sandbox-belvo', 'Link could not be read');
      }
      const digest = digestOf(linkId);
      const count = 1 + ((digest[0] as number) % 3);
      const categories = ['CHECKING_ACCOUNT', 'SAVINGS_ACCOUNT', 'CREDIT_CARD'] as const;
      const accounts: BankLinkAccount[] = Array.from({ length: count }, (_, i) => ({
        id: `acc_${digest.subarray(i * 4, i * 4 + 4).toString('hex')}`,
        name: [
          catalog.bankAccountKind.payroll,
          catalog.bankAccountKind.savings,
          catalog.bankAccountKind.credit_card,
        ][i] as string,
        category: categories[i] as BankLinkAccount['category'],
        currency: 'MXN',
        balanceCurrent: digest.readUInt16BE(8 + i * 2) * 100,
      }));
      // 6 000 to 39 998 pesos a month, in centavos.
      const monthlyIncome = (6_000 + 2 * (digest.readUInt16BE(16) % 17_000)) * 100;
      return {
        accounts,
        monthlyIncome,
        incomeMonths: 3 + ((digest[18] as number) % 10),
        incomeRegularity: Math.round(((digest[19] as number) / 255) * 100) / 100,
      };
    },
  };
}
