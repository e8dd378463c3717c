import { fromApiAmount } from '@lender/calculator';
import type { Money, Payment, PaymentReference } from '@lender/contracts';
import { formatMoney } from '@lender/i18n';
import { Card, Stack } from '@lender/ui';
import { useT } from '../../lib/i18n';
import { cepHref, paidWhen, receiptHref } from '../../lib/receipt-links';
import { SpeiTransferSplit } from './SpeiTransferSplit';

const c = (money: Money) => fromApiAmount(money.amount);

// The payment sections of `/profile/my-loan` (issue 47): what the borrower was shown to pay with
// (references) apart from the money received (payments, each with its receipt). A reference is
// never listed as a payment, so asking for SPEI and cash instructions never reads as paying twice.

/** "Referencias vigentes": the SPEI and cash references still payable; nothing when there are none. */
export function LiveReferences({ references }: { references: readonly PaymentReference[] }) {
  const t = useT();
  if (references.length === 0) return null;
  return (
    <Card title={t('loan:pay.references')}>
      <Stack gap="2">
        <p>{t('loan:pay.referencesExplain')}</p>
        <ul className="doc-list" data-testid="live-references">
          {references.map((reference) => (
            <li key={reference.id} data-reference={reference.reference}>
              <span>
                <strong>
                  {t('loan:pay.referenceItem', {
                    channel: t(reference.channel === 'cash' ? 'loan:pay.cash' : 'loan:pay.spei'),
                    amount: c(reference.amount),
                  })}
                </strong>
                <br />
                {reference.channel === 'clabe' && reference.clabe
                  ? `${t('loan:pay.clabe')}: ${reference.clabe} · `
                  : null}
                {t('loan:pay.reference')}: {reference.reference}
              </span>
              <span>{t('loan:pay.referenceValidUntil', { date: reference.expiresAt })}</span>
              <SpeiTransferSplit reference={reference} />
            </li>
          ))}
        </ul>
      </Stack>
    </Card>
  );
}

/**
 * "Tus pagos": the money received, newest first, each with its receipt (PDF, a resource route) and,
 * for a SPEI payment a claim verified with Banxico's CEP, that CEP (XML and PDF as Banxico issued it);
 * above it, a card charge the bank has not confirmed, said to be what it is; below, a payment the
 * lender reversed (a transfer that bounced, money posted to the wrong loan), said not to count.
 */
export function PaymentHistory({ payments }: { payments: readonly Payment[] }) {
  const t = useT();
  const received = payments.filter((payment) => payment.status === 'completed');
  const charging = payments.filter(
    (payment) => payment.status === 'pending' && payment.paymentType === 'card',
  );
  const reversed = payments.filter((payment) => payment.status === 'reversed');
  return (
    <>
      {charging.length > 0 ? (
        <Card title={t('loan:pay.cardCharges')}>
          <Stack gap="2">
            <p>{t('loan:pay.cardChargesExplain')}</p>
            <ul className="doc-list" data-testid="card-charges">
              {charging.map((payment) => (
                <li key={payment.id}>
                  {t('loan:pay.cardChargeItem', { amount: c(payment.amount), date: payment.createdAt })}
                </li>
              ))}
            </ul>
          </Stack>
        </Card>
      ) : null}
      <Card title={t('loan:pay.history')}>
        <Stack gap="2">
          <p>{received.length > 0 ? t('loan:pay.historyExplain') : t('loan:pay.historyEmpty')}</p>
          {received.length > 0 ? (
            <ul className="doc-list" data-testid="payments-received">
              {received.map((payment) => {
                const { at, paidOn } = paidWhen(payment);
                return (
                  <li key={payment.id} data-payment={payment.id}>
                    <span>
                      <strong>{formatMoney(c(payment.amount))}</strong> ·{' '}
                      {t(`loan:pay.paymentKind.${payment.kind}`)} ·{' '}
                      {t(`loan:pay.paymentType.${payment.paymentType}`)}
                      <br />
                      {paidOn
                        ? t('loan:pay.paidOnRecorded', { paidOn, date: at })
                        : t('loan:pay.receivedAt', { date: at })}
                    </span>
                    <a
                      href={receiptHref(payment.folio)}
                      download
                      aria-label={t('loan:pay.receiptLabel', { amount: c(payment.amount), date: at })}
                    >
                      {t('loan:pay.receipt')}
                    </a>
                    {payment.cepFormats.map((format) => (
                      <a
                        key={format}
                        href={cepHref(payment.folio, format)}
                        download
                        data-cep={format}
                        aria-label={t(`loan:pay.cep.${format}Label`, { amount: c(payment.amount), date: at })}
                      >
                        {t(`loan:pay.cep.${format}`)}
                      </a>
                    ))}
                  </li>
                );
              })}
            </ul>
          ) : null}
        </Stack>
      </Card>
      {reversed.length > 0 ? (
        <Card title={t('loan:pay.reversedPayments')}>
          <Stack gap="2">
            <p>{t('loan:pay.reversedPaymentsExplain')}</p>
            <ul className="doc-list" data-testid="payments-reversed">
              {reversed.map((payment) => (
                <li key={payment.id} data-payment={payment.id}>
                  {t('loan:pay.reversedPaymentItem', {
                    amount: c(payment.amount),
                    kind: t(`loan:pay.paymentKind.${payment.kind}`),
                    channel: t(`loan:pay.paymentType.${payment.paymentType}`),
                    date: paidWhen(payment).at,
                  })}
                </li>
              ))}
            </ul>
          </Stack>
        </Card>
      ) : null}
    </>
  );
}
