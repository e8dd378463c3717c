import { t } from '../i18n';

/**
 * The fees a loan can be charged, by their ledger component (`fee_receivable:<component>`), in the
 * order the documents list them.
 */
export const FEE_COMPONENTS = [
  'service_fee',
  'processing_fee',
  'withdrawal_fee',
  'invoicing_fee',
  'extension_fee',
  'late_fee',
] as const;
export type FeeComponent = (typeof FEE_COMPONENTS)[number];

/** The fee a ledger account is the receivable of, or null for any other account. */
export function feeComponentOf(account: string): FeeComponent | null {
  const fee = account.startsWith('fee_receivable:') ? account.slice('fee_receivable:'.length) : '';
  return (FEE_COMPONENTS as readonly string[]).includes(fee) ? (fee as FeeComponent) : null;
}

/**
 * A fee's one name (issue 61): the words its CFDI concept states, which the carátula and contract,
 * each receipt and the CFDI print, and the back office's ledger words match (`one-story.test.ts`).
 *
 * @example feeName('processing_fee') // 'Comisión por apertura'
 */
export function feeName(component: FeeComponent): string {
  return t(`documents:cfdi.concepts.${component}`);
}
