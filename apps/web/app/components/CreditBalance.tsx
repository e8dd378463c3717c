import { fromApiAmount } from '@lender/calculator';
import type { ClientProfile } from '@lender/contracts';
import { Alert } from '@lender/ui';
import { useT } from '../lib/i18n';

/** What the borrower paid beyond what they owed, held to be refunded to their CLABE. */
export interface Credit {
  /** Centavos, above zero. */
  readonly amount: number;
  /** The CLABE's masked last digits, when one is saved. */
  readonly account: string | null;
}

/** The credit balance of the borrower's profile (issue 61), or null when they are owed nothing. */
export function creditOf(
  me: Pick<ClientProfile, 'creditBalance' | 'bankAccountMasked'> | null,
): Credit | null {
  const amount = me?.creditBalance ? fromApiAmount(me.creditBalance.amount) : 0;
  return amount > 0 ? { amount, account: me?.bankAccountMasked ?? null } : null;
}

/** "Tienes un saldo a favor de $…" and where it goes back; nothing without a credit. */
export function CreditBalance({ credit }: { credit: Credit | null }) {
  const t = useT();
  if (!credit) return null;
  return (
    <Alert tone="success" title={t('loan:credit.title', { amount: credit.amount })}>
      <p data-credit={credit.amount}>
        {credit.account ? t('loan:credit.text', { account: credit.account }) : t('loan:credit.textNoAccount')}
      </p>
    </Alert>
  );
}
