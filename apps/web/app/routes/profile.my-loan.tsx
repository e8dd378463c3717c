import { fromApiAmount, LOAN_STATUS } from '@lender/calculator';
import type { Invoice, Loan, Money, PaymentReference, Rollover } from '@lender/contracts';
import { formatDate, formatDateTime, formatMoney } from '@lender/i18n';
import { createIdempotencyKey } from '@lender/sdk';
import {
  Alert,
  Badge,
  Barcode,
  Button,
  Card,
  CardNumberField,
  CopyField,
  Link,
  MoneyField,
  MoneySummary,
  NativeCheckbox,
  NativeRadioGroup,
  RepaymentSchedule,
  Stack,
  StatusBadge,
  TextField,
} from '@lender/ui';
import { checkOrigin } from '@lender/web-kit';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { Confirmation } from '../components/Confirmation';
import { FormError } from '../components/FormShell';
import { SignedDocuments } from '../components/SignedDocuments';
import { env } from '../lib/env.server';
import { guardFlow } from '../lib/flow.server';
import { type FormProblems, messageOf, problemsOf, text } from '../lib/forms.server';
import { useT } from '../lib/i18n';
import { serverTranslator } from '../lib/i18n.server';
import { centavosFromForm, keyFrom, moneyOf, pdfResponse } from '../lib/lending.server';
import { wordsClientLoader } from '../lib/words';
import { pathOf } from '../paths';

const ROUTE = 'profile-my-loan___es' as const;
const HERE = pathOf(ROUTE);
const c = (money: Money) => fromApiAmount(money.amount);

/**
 * `/profile/my-loan` (spec §2, DESIGN.md "My loan"): balance today and the next due date first, then
 * "Pagar" by card (on file, or a new one with explicit consent), SPEI (CLABE, reference, concept,
 * copy buttons) or cash (barcode and reference, printable through /print), for everything or part;
 * the extensions with their price with and without IVA and the new due date; the schedule with each
 * invoice's figures; the payments and the documents. Every action is a form that posts without
 * JavaScript; money moves with an Idempotency-Key made when the page renders.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { ctx, me } = await guardFlow(request, ROUTE);
  const url = new URL(request.url);
  const documentId = Number(url.searchParams.get('document'));
  if (Number.isSafeInteger(documentId) && documentId > 0) {
    return pdfResponse(
      await ctx.api.client.documentDownloadTemporary({ params: { id: documentId } }),
      `documento-${documentId}.pdf`,
    );
  }
  return pageData(ctx, me?.hasActiveRefinancing ?? false, url.searchParams.get('pagar'));
}

async function pageData(
  ctx: Awaited<ReturnType<typeof guardFlow>>['ctx'],
  hasActiveRefinancing: boolean,
  /** `?pagar=` of an extension's link: what the payment form starts on (without scripts). */
  preselect: string | null,
) {
  const [loan, schedule, documents, cards, payments] = await Promise.all([
    ctx.api.client.activeLoan(),
    ctx.api.client.paymentSchedule(),
    ctx.api.client.documentList(),
    ctx.api.client.savedCards(),
    ctx.api.client.activeLoanPayments(),
  ]);
  return data(
    {
      loan: loan.success ? loan.data : null,
      invoices: schedule.success ? schedule.data.invoices : [],
      documents: documents.success ? documents.data : [],
      card: cards.success ? (cards.data.cards[0] ?? null) : null,
      payments: payments.success ? payments.data.payments : [],
      hasActiveRefinancing,
      preselect:
        preselect && /^(full|partial|rollover:(cheap|expensive))$/.test(preselect) ? preselect : null,
      idempotencyKey: createIdempotencyKey(),
    },
    { headers: await ctx.headers() },
  );
}

type Channel = 'card' | 'spei' | 'cash';
type Result = FormProblems & {
  intent?: string;
  /** What was paid: the loan (`repayment`) or an extension (`rollover`). */
  kind?: 'repayment' | 'rollover';
  values?: Record<string, string>;
  reference?: PaymentReference;
  cardPending?: Money;
};

/** The card block inside a payment form: a quiet frame, not the browser's default groove. */
const FIELDSET = { border: '1px solid #d9d4cb', borderRadius: 12, padding: '8px 16px 16px', margin: 0 };
const LEGEND = { padding: '0 4px', fontWeight: 600 };

const CARD_FIELDS = ['cardNumber', 'holderName', 'expiryMonth', 'expiryYear'] as const;
/** The smallest part payment (centavos): one peso. */
const MIN_PAYMENT = 100;
/** What many stores take in one cash payment (centavos), said beside the barcode. */
const CASH_STORE_LIMIT = 1_000_000;

export async function action({ request }: ActionFunctionArgs) {
  checkOrigin(request, { allowedOrigins: env().allowedOrigins });
  const { ctx } = await guardFlow(request, ROUTE);
  const t = serverTranslator();
  const form = await request.formData();
  const intent = text(form, 'intent');
  const values = Object.fromEntries(
    ['what', 'amount', 'channel', 'consent', ...CARD_FIELDS].map((n) => [n, text(form, n)]),
  );
  // One form pays everything (issue 37 trap 10): `what` is the whole loan, another amount, or an
  // extension (`rollover:cheap`, `rollover:expensive`); the channel and card are chosen once.
  const extension = /^rollover:(cheap|expensive)$/.exec(values.what ?? '')?.[1] as
    | 'cheap'
    | 'expensive'
    | undefined;
  const kind = extension ? 'rollover' : 'repayment';
  const fail = (fieldErrors: Record<string, string>, status = 400) =>
    data<Result>({ fieldErrors, intent, kind, values }, { status });
  if (intent !== 'pay') return fail({ what: messageOf('required') });
  const channel = values.channel as Channel;
  if (!['card', 'spei', 'cash'].includes(channel)) return fail({ channel: messageOf('required') });
  let amount: Money | undefined;
  if (kind === 'repayment' && values.what === 'partial') {
    const loan = await ctx.api.client.activeLoan();
    const max = loan.success ? c(loan.data.outstanding) : 0;
    const typed = centavosFromForm(values.amount ?? '');
    if (typed === null || typed < MIN_PAYMENT || typed > max)
      return fail({ amount: t('loan:pay.outOfRange', { min: MIN_PAYMENT, max }) });
    amount = moneyOf(typed);
  }
  const key = keyFrom(form);
  const keyed = key ? { idempotencyKey: `${key}:${kind}:${channel}` } : {};
  if (extension) {
    const chosen = await ctx.api.client.chooseRollover({
      body: { type: extension },
      ...(key ? { idempotencyKey: `${key}:choose` } : {}),
    });
    if (!chosen.success && chosen.code !== 'rollover_not_available') {
      return data<Result>({ ...problemsOf(chosen), intent, kind, values }, { status: chosen.status });
    }
  }
  if (channel === 'card') {
    if (values.consent === '') return fail({ consent: t('loan:pay.cardConsentRequired') });
    const consent = await ctx.api.client.directDebitConsent({
      body: { accepted: true, paymentType: 'card' },
    });
    if (!consent.success)
      return data<Result>({ ...problemsOf(consent), intent, kind, values }, { status: consent.status });
    if (values.cardNumber) {
      const card = await ctx.api.client.debitCard({
        body: {
          cardNumber: values.cardNumber.replace(/\D/g, ''),
          holderName: values.holderName ?? '',
          expiryMonth: Number(values.expiryMonth),
          expiryYear: Number(values.expiryYear),
        },
      });
      if (!card.success)
        return data<Result>({ ...problemsOf(card), intent, kind, values }, { status: card.status });
    }
    const charged = await ctx.api.client.chargeRollover({
      body: { kind, ...(amount ? { amount } : {}) },
      ...keyed,
    });
    if (!charged.success) {
      return data<Result>(
        {
          ...problemsOf(charged),
          ...(charged.code === 'provider_failed' ? { formError: t('loan:pay.declined') } : {}),
          intent,
          kind,
          values,
        },
        { status: charged.status },
      );
    }
    return data<Result>({ fieldErrors: {}, intent, kind, cardPending: charged.data.amount });
  }
  const reference = await ctx.api.client.paymentReference({
    body: { kind, channel: channel === 'spei' ? 'clabe' : 'cash', ...(amount ? { amount } : {}) },
    ...keyed,
  });
  if (!reference.success)
    return data<Result>({ ...problemsOf(reference), intent, kind, values }, { status: reference.status });
  return data<Result>({ fieldErrors: {}, intent, kind, reference: reference.data });
}

function dueState(loan: Loan) {
  const days = loan.repaymentInvoice?.dueDays ?? null;
  return days;
}

function scheduleStatus(invoice: Invoice, t: ReturnType<typeof useT>) {
  if (invoice.status === 'paid') return <StatusBadge kind="installment" status="paid" />;
  return (
    <Badge tone={invoice.status === 'draft' ? 'neutral' : 'info'}>
      {t(`loan:schedule.invoiceStatus.${invoice.status}`)}
    </Badge>
  );
}

function ReferencePanel({ reference }: { reference: PaymentReference }) {
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
        </Stack>
      </Card>
    </section>
  );
}

function ChannelChoice({ defaultValue, error }: { defaultValue?: string; error?: string }) {
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

function CardFields({
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
function RolloverOption({ rollover, onChoose }: { rollover: Rollover; onChoose: (what: string) => void }) {
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

export default function MyLoan() {
  const d = useLoaderData<typeof pageData>();
  const result = useActionData<typeof action>() as Result | undefined;
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const loan = d.loan;
  const payValues = result?.values ?? {};
  const payErrors = result?.fieldErrors ?? {};
  const [what, setWhat] = useState(payValues.what || d.preselect || 'full');
  const chooseToPay = (choice: string) => {
    setWhat(choice);
    const form = document.getElementById('pagar');
    form?.scrollIntoView({ block: 'start' });
    form?.querySelector<HTMLInputElement>(`input[name="what"][value="${choice}"]`)?.focus();
  };
  if (!loan) {
    return (
      <main className="page">
        <h1 className="page-title">{t('loan:title')}</h1>
        <Card>
          <p>{t('loan:noLoan.title')}</p>
          <Link href={pathOf('profile-no-loan___es')}>{t('loan:noLoan.text')}</Link>
        </Card>
      </main>
    );
  }
  const dueDays = dueState(loan);
  const lateFees = d.invoices.reduce((sum, invoice) => sum + c(invoice.lateFees), 0);
  const available = loan.rollovers.filter((r) => r.status === 'inactive');
  const pendingFee = loan.rollovers.find((r) => r.status === 'active');
  const paidRollover = loan.rollovers.filter((r) => r.status === 'paid').at(-1);
  const extensions = pendingFee ? [pendingFee] : available;
  const scheduleTotal = c(loan.outstanding);
  const payoff = loan.earlyPayoff ? c(loan.earlyPayoff) : null;
  const saving = payoff !== null ? scheduleTotal - payoff : 0;
  return (
    <main className="page">
      <h1 className="page-title">{t('loan:title')}</h1>
      <Stack gap="6">
        {loan.status === LOAN_STATUS.draft ? <Alert tone="info">{t('loan:pendingPayout')}</Alert> : null}
        {d.hasActiveRefinancing || pendingFee ? <Alert tone="warning">{t('loan:refinancing')}</Alert> : null}
        <Confirmation
          token={result}
          message={
            result?.cardPending
              ? t('loan:pay.cardPending')
              : result?.kind === 'rollover' && result.reference
                ? t('loan:extension.chosen', { price: c(result.reference.amount) })
                : null
          }
        />
        <Card title={t('loan:loanNumber', { id: loan.id })}>
          <MoneySummary
            label={t('loan:title')}
            items={[
              {
                id: 'dueDate',
                label: t('loan:nextPayment'),
                value: formatDate(loan.repaymentInvoice?.dueDate ?? loan.dueDate),
                emphasis: true,
                ...(dueDays === null
                  ? {}
                  : {
                      note:
                        dueDays > 0
                          ? t('loan:daysLeft', { count: dueDays })
                          : dueDays === 0
                            ? t('loan:dueToday')
                            : t('loan:daysLate', { count: -dueDays }),
                    }),
              },
              {
                id: 'outstanding',
                label: t('loan:scheduleTotal'),
                value: scheduleTotal,
                emphasis: true,
                note: t('loan:scheduleTotalHint'),
              },
              ...(payoff !== null
                ? [
                    {
                      id: 'earlyPayoff',
                      label: t('loan:payoffToday'),
                      value: payoff,
                      emphasis: true,
                      note: t('loan:payoffTodayHint'),
                    },
                  ]
                : []),
              ...(saving > 0 ? [{ id: 'saving', label: t('loan:payoffSaving'), value: saving }] : []),
              ...(lateFees > 0 ? [{ id: 'lateFees', label: t('loan:lateFees'), value: lateFees }] : []),
              { id: 'principal', label: t('loan:principal'), value: c(loan.principal) },
            ]}
          />
        </Card>
        {loan.status === LOAN_STATUS.active ? (
          <Card title={t('loan:pay.title')}>
            <Form method="post" replace noValidate id="pagar" className="pay-form">
              <input type="hidden" name="intent" value="pay" />
              <input type="hidden" name="idempotencyKey" value={d.idempotencyKey} />
              <Stack gap="4">
                <FormError error={result?.formError} />
                <NativeRadioGroup
                  name="what"
                  label={t('loan:pay.what')}
                  options={[
                    { value: 'full', label: t('loan:pay.full', { amount: payoff ?? scheduleTotal }) },
                    { value: 'partial', label: t('loan:pay.partial') },
                    ...extensions.map((rollover) => ({
                      value: `rollover:${rollover.type}`,
                      label: t('loan:pay.extension', {
                        name: t(`loan:extension.${rollover.type}`),
                        price: c(rollover.fee),
                        date: rollover.newDueDate,
                      }),
                    })),
                  ]}
                  value={what}
                  onChange={setWhat}
                  error={payErrors.what}
                />
                {/* Only for "Otro monto" (styles.css, `:has()`). */}
                <div className="partial-amount">
                  <MoneyField
                    name="amount"
                    label={t('loan:pay.amount')}
                    hint={t('loan:pay.partialHint', { min: MIN_PAYMENT, max: scheduleTotal })}
                    defaultValue={payValues.amount}
                    error={payErrors.amount}
                  />
                </div>
                <ChannelChoice defaultValue={payValues.channel} error={payErrors.channel} />
                <CardFields card={d.card} values={payValues} errors={payErrors} />
                <Button type="submit" variant="primary" fullWidth isLoading={busy}>
                  {t('loan:pay.payNowPlain')}
                </Button>
              </Stack>
            </Form>
          </Card>
        ) : null}
        {result?.reference ? <ReferencePanel reference={result.reference} /> : null}
        {loan.status === LOAN_STATUS.active ? (
          <section aria-labelledby="extensions">
            <h2 id="extensions">{t('loan:extension.title')}</h2>
            <p>{t('loan:extension.explain')}</p>
            {paidRollover ? (
              <Alert tone="success">{t('loan:extension.active', { date: paidRollover.newDueDate })}</Alert>
            ) : null}
            {extensions.length === 0 ? <p>{t('loan:extension.none')}</p> : null}
            <Stack gap="4">
              {extensions.map((rollover) => (
                <RolloverOption key={rollover.id} rollover={rollover} onChoose={chooseToPay} />
              ))}
            </Stack>
          </section>
        ) : null}
        <RepaymentSchedule
          labels={{
            caption: t('loan:schedule.title'),
            number: '#',
            date: t('loan:schedule.date'),
            principal: t('loan:schedule.principal'),
            interest: t('loan:schedule.interest'),
            fees: t('loan:schedule.fees'),
            vat: t('loan:schedule.vat'),
            lateFees: t('loan:schedule.lateFees'),
            total: t('loan:schedule.total'),
            outstanding: t('loan:schedule.outstanding'),
            status: t('loan:schedule.status'),
          }}
          rows={d.invoices.map((invoice) => ({
            id: invoice.id,
            dueDate: invoice.dueDate,
            principal: c(invoice.principal),
            interest: c(invoice.interest),
            fees: c(invoice.fees),
            vat: c(invoice.vat),
            lateFees: c(invoice.lateFees),
            total: c(invoice.total),
            outstanding: c(invoice.outstanding),
            status: scheduleStatus(invoice, t),
          }))}
        />
        {d.payments.length > 0 ? (
          <Card title={t('loan:pay.history')}>
            <ul className="link-list">
              {d.payments.map((payment) => (
                <li key={payment.id} data-payment={payment.id}>
                  {formatDateTime(payment.createdAt)} · {t(`loan:pay.paymentKind.${payment.kind}`)} ·{' '}
                  {t(`loan:pay.paymentType.${payment.paymentType}`)} · {formatMoney(c(payment.amount))} ·{' '}
                  <strong>{t(`loan:pay.paymentStatus.${payment.status}`)}</strong>
                </li>
              ))}
            </ul>
          </Card>
        ) : null}
        <Card title={t('loan:documents.title')}>
          <SignedDocuments documents={d.documents} href={HERE} empty={t('loan:documents.empty')} />
        </Card>
      </Stack>
    </main>
  );
}

/** After a client navigation the page waits for its words too (static files, issue 37). */
export const clientLoader = wordsClientLoader;
