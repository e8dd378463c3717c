import { fromApiAmount } from '@lender/calculator';
import type { Money, PaymentReference } from '@lender/contracts';
import { formatMoney } from '@lender/i18n';
import { Alert, CopyField } from '@lender/ui';
import { useT } from '../../lib/i18n';

const c = (money: Money) => fromApiAmount(money.amount);

/**
 * The body of {@link SpeiTransferSplit} (`SpeiTransferSplit.tsx`), loaded only when a reference needs
 * it: a SPEI amount above the per-transfer cap banks apply from 2026 (1,500 UDIS unless the customer
 * raises their own limit, issue 52): what the cap is today in pesos, that the bank may refuse one
 * larger transfer, and the transfers to make instead, all under the same reference, whose amounts
 * add up to what is still to pay. Nothing when the amount fits in one transfer and nothing of it
 * has arrived yet.
 */
export default function SpeiTransferPanel({
  reference,
  copyable = false,
}: {
  reference: PaymentReference;
  /** Each part's amount in a copy field (the instructions panel); plain text in the list. */
  copyable?: boolean;
}) {
  const t = useT();
  const cap = reference.transferCap;
  if (!cap) return null;
  const pending = c(cap.pending);
  const received = c(reference.amount) - pending;
  const count = cap.parts.length;
  return (
    // A whole row inside a reference's list item (a wrapping flex row, styles.css `.doc-list li`).
    <div style={{ flexBasis: '100%' }}>
      <Alert tone="warning" title={t('loan:pay.speiCap.title')}>
        <div data-testid="spei-cap" data-reference={reference.reference}>
          <p>
            {t('loan:pay.speiCap.explain', {
              cap: c(cap.cap),
              udi: cap.udiValue,
              date: cap.udiDate,
              amount: c(reference.amount),
            })}
          </p>
          {received > 0 ? <p>{t('loan:pay.speiCap.received', { received, pending })}</p> : null}
          {count > 1 ? <p>{t('loan:pay.speiCap.split', { count })}</p> : null}
          <ol data-testid="spei-parts" style={{ margin: 0, paddingLeft: 20 }}>
            {cap.parts.map((part, i) => {
              const label = t('loan:pay.speiCap.part', { n: i + 1, count });
              return (
                <li key={`${i}-${part.amount}`} data-amount={part.amount}>
                  {copyable ? (
                    <CopyField label={label} value={part.amount.toFixed(2)} display={formatMoney(c(part))} />
                  ) : (
                    <>
                      {label}: <strong>{formatMoney(c(part))}</strong>
                    </>
                  )}
                </li>
              );
            })}
          </ol>
          <p>{t('loan:pay.speiCap.total', { amount: pending })}</p>
          <p>{t('loan:pay.speiCap.raised')}</p>
        </div>
      </Alert>
    </div>
  );
}
