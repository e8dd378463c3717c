import { fromApiAmount } from '@lender/calculator';
import { addDays, daysBetween, lastDayToPay } from '@lender/calculator/kernel';
import type { Invoice, Loan, Money, PaymentReference, Rollover } from '@lender/contracts';
import { formatMoney } from '@lender/i18n';
import {
  Badge,
  Barcode,
  Card,
  CardNumberField,
  CopyField,
  Link,
  MoneySummary,
  NativeCheckbox,
  NativeRadioGroup,
  Stack,
  StatusBadge,
  TextField,
} from '@lender/ui';
import { useEffect, useRef } from 'react';
import { useT } from '../../lib/i18n';
import { pathOf } from '../../paths';
import { SpeiTransferSplit } from './SpeiTransferSplit';

const HERE = pathOf('profile-my-loan___es');
const c = (money: Money) => fromApiAmount(money.amount);

// The pieces of `/profile/my-loan` (`route.tsx` beside it): the payment reference, the
// channel and card fields of the payment form, an extension as the borrower weighs it.

/** The card block inside a payment form: a quiet frame, not the browser's default groove. */
const FIELDSET = { border: '1px solid #d9d4cb', borderRadius: 12, padding: '8px 16px 16px', margin: 0 };
const LEGEND = { padding: '0 4px', fontWeight: 600 };

/** What many stores take in one cash payment (centavos), said beside the barcode. */
const CASH_STORE_LIMIT = 1_000_000;

/**
 * Days until the payment is due (positive), 0 through its last day to pay, or the days late
 * (negative) counted as the late fees are, from the last day to pay (ADR 211, 322): a payment due on a
 * Sunday is on time on Monday and one day late on Tuesday. `null` with nothing to pay.
 */
export function dueState(loan: Loan): number | null {
  const invoice = loan.repaymentInvoice;
  if (!invoice) return null;
  if (invoice.dueDays >= 0) return invoice.dueDays;
  const today = addDays(invoice.dueDate, -invoice.dueDays);
  const lastDay = lastDayToPay(invoice.dueDate);
  return today <= lastDay ? 0 : -daysBetween(lastDay, today);
}

export function scheduleStatus(invoice: Invoice, t: ReturnType<typeof useT>) {
  if (invoice.status === 'paid') return <StatusBadge kind="installment" status="paid" />;
  return (
    <Badge tone={invoice.status === 'draft' ? 'neutral' : 'info'}>
      {t(`loan:schedule.invoiceStatus.${invoice.status}`)}
    </Badge>
  );
}

export function ReferencePanel({ reference }: { reference: PaymentReference }) {
  const t = useT();
  const panel = useRef<HTMLElement>(null);
  // After "Pagar" the reference is what the borrower needs next: it gets the focus and the view
  // (issue 37 trap 10), wherever the form was on a long phone page.
  useEffect(() => {
    panel.current?.focus();
    panel.current?.scrollIntoView({ block: 'start' });
  }, [reference.reference]);
  const amount = c(reference.amount);
  const printUrl = `${pathOf('print___es')}?${new URLSearchParams({
    reference: reference.reference,
    amount: String(reference.amount.amount),
    expiresAt: reference.expiresAt,
  })}`;
  return (
    <section
      ref={panel}
      tabIndex={-1}
      id="referencia"
      aria-labelledby="reference-title"
      className="focus-target"
    >
      <Card
        title={
          <span id="reference-title">
            {reference.channel === 'cash' ? t('loan:pay.cash') : t('loan:pay.spei')}
          </span>
        }
        tone="brand"
      >
        <Stack gap="3">
          <p data-testid="reference-amount">
            {t('loan:pay.amount')}: <strong>{formatMoney(amount)}</strong>
          </p>
          {reference.channel === 'clabe' && reference.clabe ? (
            <>
              <p>{t('loan:pay.speiText')}</p>
              <SpeiTransferSplit reference={reference} copyable />
              <CopyField label={t('loan:pay.clabe')} value={reference.clabe} />
              <CopyField label={t('loan:pay.concept')} value={reference.reference} />
              <p>{t('loan:pay.speiPosting')}</p>
            </>
          ) : (
            <>
              <p>{t('loan:pay.cashText')}</p>
              {reference.barcode ? <Barcode value={reference.barcode} /> : null}
              <CopyField label={t('loan:pay.reference')} value={reference.reference} />
              <p>{t('loan:pay.cashLimits', { max: CASH_STORE_LIMIT })}</p>
              <p>{t('loan:pay.cashPosting')}</p>
              <p>
                <Link href={printUrl}>{t('loan:pay.print')}</Link>
              </p>
            </>
          )}
          <p>{t('loan:pay.expiresAt', { date: reference.expiresAt })}</p>
          {/* Issue 47: instructions are not a payment; the money shows in "Tus pagos" once received. */}
          <p data-testid="reference-not-payment">{t('loan:pay.referenceNotPayment')}</p>
        </Stack>
      </Card>
    </section>
  );
}

export function ChannelChoice({ defaultValue, error }: { defaultValue?: string; error?: string }) {
  const t = useT();
  return (
    <NativeRadioGroup
      name="channel"
      label={t('loan:pay.method')}
      options={[
        { value: 'card', label: t('loan:pay.card') },
        { value: 'spei', label: t('loan:pay.spei') },
        { value: 'cash', label: t('loan:pay.cash') },
      ]}
      defaultValue={defaultValue || 'card'}
      error={error}
    />
  );
}

export function CardFields({
  card,
  values,
  errors,
}: {
  card: { masked: string } | null;
  values: Record<string, string>;
  errors: Record<string, string>;
}) {
  const t = useT();
  return (
    // Shown only while "Con tarjeta" is the chosen way (styles.css, `:has()`: before scripts too).
    <fieldset style={FIELDSET} className="card-panel">
      <legend style={LEGEND}>{t('loan:pay.card')}</legend>
      <Stack gap="3">
        {card ? (
          <p data-testid="card-on-file">{t('loan:pay.cardOnFile', { card: card.masked })}</p>
        ) : (
          <p>{t('loan:pay.noCard')}</p>
        )}
        {card ? null : (
          <>
            <CardNumberField
              name="cardNumber"
              label={t('loan:pay.cardNumber')}
              defaultValue={values.cardNumber}
              error={errors.cardNumber}
            />
            <TextField
              name="holderName"
              label={t('loan:pay.holderName')}
              autoComplete="cc-name"
              defaultValue={values.holderName}
              error={errors.holderName}
            />
            <TextField
              name="expiryMonth"
              label={t('loan:pay.expiryMonth')}
              inputMode="numeric"
              autoComplete="cc-exp-month"
              defaultValue={values.expiryMonth}
              error={errors.expiryMonth}
            />
            <TextField
              name="expiryYear"
              label={t('loan:pay.expiryYear')}
              inputMode="numeric"
              autoComplete="cc-exp-year"
              defaultValue={values.expiryYear}
              error={errors.expiryYear}
            />
          </>
        )}
        <NativeCheckbox name="consent" value="yes" error={errors.consent}>
          {t('loan:pay.cardConsent')}
        </NativeCheckbox>
      </Stack>
    </fieldset>
  );
}

/** An extension (prórroga) as the borrower weighs it: its price with and without IVA and the new date. */
export function RolloverOption({
  rollover,
  onChoose,
}: {
  rollover: Rollover;
  onChoose: (what: string) => void;
}) {
  const t = useT();
  const what = `rollover:${rollover.type}`;
  return (
    <Card title={t(`loan:extension.${rollover.type}`)}>
      <MoneySummary
        items={[
          {
            id: `rollover-${rollover.type}-fee`,
            label: t('loan:extension.price'),
            value: t('loan:extension.priceWithVat', { price: c(rollover.fee) }),
            emphasis: true,
          },
          {
            id: `rollover-${rollover.type}-feeWithoutVat`,
            label: t('loan:extension.priceNoVat'),
            value: t('loan:extension.priceWithoutVat', { price: c(rollover.feeWithoutVat) }),
          },
          {
            id: `rollover-${rollover.type}-newDueDate`,
            label: t('loan:dueDate'),
            value: t('loan:extension.newDueDate', { date: rollover.newDueDate }),
          },
        ]}
        label={t(`loan:extension.${rollover.type}`)}
      />
      {/* The one payment form below pays it: this link chooses it there (a reload without scripts). */}
      <a
        className="text-link"
        href={`${HERE}?pagar=${what}#pagar`}
        onClick={(event) => {
          event.preventDefault();
          onChoose(what);
        }}
      >
        {t('loan:extension.payThis')}
      </a>
    </Card>
  );
}
