import { formatMoney, formatPercent, type MessageKey, toApiDate } from '@lender/i18n';
import { createIdempotencyKey } from '@lender/sdk';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { ApprovalCard } from '../components/approval-actions';
import { ContactFacts, type RevealedContact, ShowContactButton } from '../components/client-contact';
import { codeWords } from '../components/codes';
import { FieldError } from '../components/form';
import { ReasonAction } from '../components/reason-action';
import { RecordTable as Table } from '../components/record-table';
import { RecordFailure, RecordTabs } from '../components/record-tabs';
import { RefundTable } from '../components/refund-table';
import { RecordedBy, Standing, StatusBadge } from '../components/status';
import { centavos, date, dateTime } from '../format';
import { useT } from '../i18n';
import { invalidRowsAt } from '../invalid';
import { type ActionFailure, invalid, readReason, refused } from '../server/actions.server';
import {
  failureResponse,
  readable,
  redirectWithNotice,
  requireAdmin,
  requirePermission,
} from '../server/auth.server';
import { revealContact } from '../server/contact.server';
import { loadRecordTab, readRecordAction, recordId } from '../server/record-tabs.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Préstamo ${data.page.summary.id} · Lender back-office` : 'Lender back-office' },
];

/** The loan page's tabs (the API answers the whole page in one call; the tab picks what shows). */
export const TABS = ['schedule', 'payments', 'ledger', 'extensions', 'documents'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABELS: Record<Tab, MessageKey> = {
  schedule: 'backoffice:loans.schedule',
  payments: 'backoffice:loans.payments',
  ledger: 'backoffice:client.ledger',
  extensions: 'backoffice:loans.extensions',
  documents: 'backoffice:tabs.documents',
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'loans.read');
  const [result, { tab }] = await Promise.all([
    readable(admin.api.backOffice.loan({ params: { id: recordId(params) } })),
    loadRecordTab(request, TABS, {}),
  ]);
  if (!result.success) throw failureResponse(result);
  const invalid = result.invalid;
  return data(
    {
      tab,
      page: result.data,
      // Issue 36: rows the API sent that broke their contract, marked where they were.
      invalid: {
        schedule: invalidRowsAt(invalid, 'schedule'),
        payments: invalidRowsAt(invalid, 'payments'),
        ledger: invalidRowsAt(invalid, 'ledger'),
        extensions: invalidRowsAt(invalid, 'extensions'),
        documents: invalidRowsAt(invalid, 'documents'),
      },
      me: admin.user.id,
      today: toApiDate(new Date()),
      can: {
        pay: admin.can('loans.record_payment'),
        writeOff: admin.can('loans.write_off'),
        refund: admin.can('payments.refund'),
        reverse: admin.can('payments.reverse'),
        decide: admin.can('approvals.decide'),
        contact: admin.can('clients.contact'),
      },
    },
    { headers: admin.headers },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { admin, id, form, intent, back } = await readRecordAction(request, params);
  const reason = readReason(form);
  if (intent === 'payment') {
    const fields: NonNullable<ActionFailure['fields']> = {};
    const amount = Number(String(form.get('amount') ?? '').replace(',', '.'));
    const paidOn = String(form.get('paidOn') ?? '');
    const reference = String(form.get('reference') ?? '').trim();
    if (!Number.isFinite(amount) || amount <= 0 || Math.round(amount * 100) !== amount * 100)
      fields.amount = 'backoffice:loans.amountInvalid';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(paidOn)) fields.paidOn = 'backoffice:loans.dateInvalid';
    if (!reference) fields.reference = 'backoffice:loans.referenceRequired';
    if (!reason) fields.reason = 'backoffice:client.reasonRequired';
    if (Object.keys(fields).length > 0 || !reason) return invalid(intent, fields, form);
    const result = await admin.api.backOffice.recordPayment({
      params: { id },
      body: { amount: { amount, currency: 'MXN' }, paidOn, reference, reason },
      // One key per submitted form: a double click is the same payment (spec §7 keyed money calls).
      idempotencyKey: String(form.get('idempotencyKey') || createIdempotencyKey()),
    });
    if (!result.success) return refused(request, admin, intent, result, { form });
    // What the API booked: the payment's number, amount and status.
    return redirectWithNotice(admin, back, 'backoffice:loans.paymentRecordedAs', {
      id: result.data.id,
      amount: formatPesosOf(result.data.amount.amount),
      loan: id,
      status: `backoffice:payments.statuses.${result.data.status}`,
    });
  }
  if (intent === 'write-off') {
    if (!reason) return invalid(intent, { reason: 'backoffice:client.reasonRequired' }, form);
    const result = await admin.api.backOffice.requestWriteOff({ params: { id }, body: { reason } });
    if (!result.success) return refused(request, admin, intent, result);
    return redirectWithNotice(admin, back, 'backoffice:loans.writeOffRequestedAs', {
      loan: id,
      approval: result.data.id,
    });
  }
  if (intent === 'reverse') {
    const paymentId = Number(form.get('paymentId'));
    if (!Number.isInteger(paymentId) || paymentId <= 0) return invalid(intent, {});
    if (!reason) return invalid(intent, { reason: 'backoffice:client.reasonRequired' }, form);
    const result = await admin.api.backOffice.requestPaymentReversal({
      params: { id, paymentId },
      body: { reason },
    });
    if (!result.success) return refused(request, admin, intent, result);
    const amount = Number(result.data.payload.amountCentavos ?? 0);
    return redirectWithNotice(admin, back, 'backoffice:loans.reversalRequested', {
      id: paymentId,
      amount: formatMoney(amount),
      approval: result.data.id,
    });
  }
  if (intent === 'contact') {
    const loan = await admin.api.backOffice.loan({ params: { id } });
    if (!loan.success) return refused(request, admin, intent, loan);
    return revealContact(request, admin, loan.data.summary.clientId);
  }
  if (intent === 'refund') {
    const amount = Number(String(form.get('amount') ?? '').replace(',', '.'));
    const refundFields: NonNullable<ActionFailure['fields']> = {};
    if (!Number.isFinite(amount) || amount <= 0 || Math.round(amount * 100) !== amount * 100)
      refundFields.amount = 'backoffice:loans.amountInvalid';
    if (!reason) refundFields.reason = 'backoffice:client.reasonRequired';
    if (Object.keys(refundFields).length > 0 || !reason) return invalid(intent, refundFields, form);
    const result = await admin.api.backOffice.requestRefund({
      params: { id },
      body: { amountCentavos: Math.round(amount * 100), reason },
    });
    if (!result.success)
      return refused(request, admin, intent, result, {
        form,
        fieldOf: (field) => (field === 'amountCentavos' ? 'amount' : field),
      });
    return redirectWithNotice(admin, back, 'backoffice:loans.refundRequestedAs', {
      amount: formatMoney(Math.round(amount * 100)),
      approval: result.data.id,
    });
  }
  return invalid(intent, {});
}

/** Pesos of an API amount, as the one money formatter writes them. */
const formatPesosOf = (pesos: number) => formatMoney(Math.round(pesos * 100));

export default function LoanPage() {
  const { tab, page, me, can, today, invalid } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as
    | (ActionFailure & { contact?: RevealedContact })
    | undefined;
  const contact = answer?.contact;
  const failure = answer && !contact ? answer : undefined;
  const t = useT();
  const { summary } = page;
  const fieldError = (intent: string, name: string) =>
    failure?.intent === intent && failure.fields?.[name] ? t(failure.fields[name]) : undefined;
  const typed = (intent: string, name: string) =>
    failure?.intent === intent ? failure.values?.[name] : undefined;
  const pendingWriteOff = page.approvals.some(
    (approval) => approval.kind === 'loan.write_off' && approval.status === 'pending',
  );
  const reversalAsked = (paymentId: number) =>
    page.approvals.some(
      (approval) =>
        approval.kind === 'payment.reversal' &&
        approval.status === 'pending' &&
        approval.entity.id === String(paymentId),
    );
  const active = summary.status === 4 || summary.status === 6;
  return (
    <>
      <section className="bo-record-header" aria-labelledby="loan-title">
        <h1 id="loan-title">
          {t('backoffice:loans.id')} {summary.id} <StatusBadge kind="loan" status={summary.status} />
        </h1>
        <dl className="bo-facts">
          <div>
            <dt>{t('backoffice:queue.client')}</dt>
            <dd>
              <Link to={`/clients/${summary.clientId}`}>{summary.clientName || `#${summary.clientId}`}</Link>
            </dd>
          </div>
          <ContactFacts
            label={t('backoffice:loans.phone')}
            masked={page.facts.clientPhoneMasked}
            contact={contact}
            testId="loan-phone"
          />
          <div>
            <dt>{t('backoffice:loans.disbursedOn')}</dt>
            <dd>{date(page.facts.disbursedOn)}</dd>
          </div>
          <div>
            <dt>{t('backoffice:loans.amount')}</dt>
            <dd>{centavos(summary.principalCentavos)}</dd>
          </div>
          <div>
            <dt>{t('backoffice:loans.annualRate')}</dt>
            <dd>
              {page.facts.annualRatePercent === null
                ? '—'
                : formatPercent(page.facts.annualRatePercent, { decimals: 2 })}
              {page.facts.dailyRatePercent === null
                ? null
                : ` (${formatPercent(page.facts.dailyRatePercent, { decimals: 4 })} ${t('backoffice:loans.dailyRate').toLowerCase()})`}
            </dd>
          </div>
          <div>
            <dt>{t('backoffice:loans.cat')}</dt>
            <dd>
              {page.facts.catPercent === null
                ? '—'
                : `${formatPercent(page.facts.catPercent)} ${t('backoffice:loans.catNote')}`}
            </dd>
          </div>
          <div>
            <dt>{t('backoffice:loans.balance')}</dt>
            <dd data-testid="outstanding">{centavos(summary.outstandingCentavos)}</dd>
          </div>
          <div>
            <dt>{t('backoffice:loans.due')}</dt>
            <dd>{date(summary.dueDate)}</dd>
          </div>
          <div>
            <dt>{t('backoffice:loans.daysPastDue')}</dt>
            <dd>
              {summary.overdueDays > 0
                ? t('backoffice:loans.overdueDays', { count: summary.overdueDays })
                : '0'}
            </dd>
          </div>
          <div>
            <dt>{t('backoffice:loans.standing')}</dt>
            <dd>
              <Standing standing={summary.standing} bucket={summary.overdueBucket} />
            </dd>
          </div>
        </dl>
        <RecordFailure failure={failure} />
        <div className="bo-actions">
          {can.contact && !contact ? <ShowContactButton /> : null}
          {can.pay && active ? (
            <ReasonAction
              intent="payment"
              label={t('backoffice:loans.recordPayment')}
              error={fieldError('payment', 'reason')}
            >
              <input
                type="hidden"
                name="idempotencyKey"
                value={`${summary.id}-${page.payments.length}-${page.ledger.length}`}
              />
              <div className="bo-field">
                <label htmlFor="payment-amount">{t('backoffice:loans.paymentAmount')}</label>
                <input
                  id="payment-amount"
                  name="amount"
                  inputMode="decimal"
                  defaultValue={typed('payment', 'amount')}
                  required
                  aria-describedby={fieldError('payment', 'amount') ? 'payment-amount-error' : undefined}
                  aria-invalid={fieldError('payment', 'amount') ? true : undefined}
                />
                <FieldError id="payment-amount-error" error={fieldError('payment', 'amount')} />
              </div>
              <div className="bo-field">
                <label htmlFor="payment-date">{t('backoffice:loans.paidOn')}</label>
                <input
                  id="payment-date"
                  name="paidOn"
                  type="date"
                  defaultValue={typed('payment', 'paidOn') ?? today}
                  required
                  aria-invalid={fieldError('payment', 'paidOn') ? true : undefined}
                  aria-describedby={fieldError('payment', 'paidOn') ? 'payment-date-error' : undefined}
                />
                <FieldError id="payment-date-error" error={fieldError('payment', 'paidOn')} />
              </div>
              <div className="bo-field">
                <label htmlFor="payment-reference">{t('backoffice:loans.reference')}</label>
                <input
                  id="payment-reference"
                  name="reference"
                  required
                  maxLength={128}
                  defaultValue={typed('payment', 'reference')}
                  aria-invalid={fieldError('payment', 'reference') ? true : undefined}
                  aria-describedby={
                    fieldError('payment', 'reference') ? 'payment-reference-error' : undefined
                  }
                />
                <FieldError id="payment-reference-error" error={fieldError('payment', 'reference')} />
              </div>
            </ReasonAction>
          ) : null}
          {can.writeOff && active && !pendingWriteOff ? (
            <ReasonAction
              intent="write-off"
              label={t('backoffice:loans.writeOff')}
              tone="danger"
              error={fieldError('write-off', 'reason')}
            />
          ) : null}
          {can.refund && page.refundableCentavos > 0 ? (
            <ReasonAction
              intent="refund"
              label={t('backoffice:loans.refund')}
              error={fieldError('refund', 'reason')}
            >
              <div className="bo-field">
                <label htmlFor="refund-amount">
                  {t('backoffice:loans.refundAmount', { max: centavos(page.refundableCentavos) })}
                </label>
                <input
                  id="refund-amount"
                  name="amount"
                  inputMode="decimal"
                  required
                  defaultValue={typed('refund', 'amount')}
                  aria-invalid={fieldError('refund', 'amount') ? true : undefined}
                  aria-describedby={fieldError('refund', 'amount') ? 'refund-amount-error' : undefined}
                />
                <FieldError id="refund-amount-error" error={fieldError('refund', 'amount')} />
              </div>
            </ReasonAction>
          ) : null}
        </div>
      </section>

      {page.approvals.length > 0 ? (
        <section aria-labelledby="loan-approvals">
          <h2 id="loan-approvals">{t('backoffice:nav.approvals')}</h2>
          {page.approvals.map((approval) => (
            <ApprovalCard key={approval.id} approval={approval} me={me} canDecide={can.decide} />
          ))}
        </section>
      ) : null}

      <RecordTabs
        label={`${t('backoffice:loans.id')} ${summary.id}`}
        tabs={TABS}
        labels={TAB_LABELS}
        current={tab}
      >
        {tab === 'schedule' ? (
          <Table
            caption={t('backoffice:loans.schedule')}
            head={[
              t('backoffice:loans.status'),
              t('backoffice:loans.due'),
              t('backoffice:loans.principal'),
              t('backoffice:loans.interest'),
              t('backoffice:loans.fees'),
              t('backoffice:loans.vat'),
              t('backoffice:loans.lateFees'),
              t('backoffice:loans.total'),
              t('backoffice:loans.paid'),
              t('backoffice:loans.outstanding'),
              t('backoffice:loans.paidOn'),
            ]}
            rows={page.schedule.map((line) => [
              // The line's kind and status in one cell: the breakdown fits 1280 px.
              `${codeWords.scheduleKind(t, line.kind)} · ${codeWords.scheduleStatus(t, line.status)}`,
              date(line.dueDate),
              centavos(line.principalCentavos),
              centavos(line.interestCentavos),
              centavos(line.feesCentavos),
              centavos(line.vatCentavos),
              centavos(line.lateFeesCentavos),
              centavos(line.amountCentavos),
              centavos(line.paidCentavos),
              centavos(line.outstandingCentavos),
              dateTime(line.paidAt),
            ])}
            invalidRows={invalid.schedule}
            numeric={[2, 3, 4, 5, 6, 7, 8, 9]}
          />
        ) : null}
        {tab === 'payments' ? (
          <Table
            caption={t('backoffice:loans.payments')}
            head={[
              t('backoffice:payments.id'),
              t('backoffice:payments.kind'),
              t('backoffice:payments.channel'),
              t('backoffice:payments.status'),
              t('backoffice:loans.amount'),
              t('backoffice:loans.reference'),
              t('backoffice:payments.recordedBy'),
              t('backoffice:audit.when'),
              t('backoffice:loans.reverse'),
            ]}
            rows={page.payments.map((payment) => [
              payment.id,
              codeWords.of(t, 'paymentKind', payment.kind),
              codeWords.of(t, 'paymentChannel', payment.channel),
              codeWords.of(t, 'paymentStatus', payment.status),
              centavos(payment.paidCentavos ?? payment.amountCentavos),
              payment.reference,
              <RecordedBy key="by" by={payment.recordedBy} />,
              dateTime(payment.createdAt),
              can.reverse &&
              payment.status === 'completed' &&
              payment.kind === 'repayment' &&
              !reversalAsked(payment.id) ? (
                <ReasonAction
                  key="reverse"
                  intent="reverse"
                  label={t('backoffice:loans.reverse')}
                  tone="danger"
                  error={fieldError('reverse', 'reason')}
                  hidden={{ paymentId: payment.id }}
                >
                  <p style={{ margin: 0 }}>
                    {t('backoffice:loans.reverseOf', {
                      id: payment.id,
                      amount: centavos(payment.paidCentavos ?? payment.amountCentavos),
                    })}
                  </p>
                </ReasonAction>
              ) : (
                ''
              ),
            ])}
            invalidRows={invalid.payments}
            numeric={[0, 4]}
          />
        ) : null}
        {tab === 'payments' ? (
          <section aria-labelledby="loan-refunds">
            <h2 id="loan-refunds">{t('backoffice:payments.refunds')}</h2>
            <RefundTable refunds={page.refunds} withLoan={false} />
          </section>
        ) : null}
        {tab === 'ledger' ? (
          <Table
            caption={t('backoffice:client.ledger')}
            head={[
              t('backoffice:client.bookedOn'),
              t('backoffice:client.kind'),
              t('backoffice:client.account'),
              t('backoffice:loans.amount'),
              t('backoffice:loans.reference'),
            ]}
            rows={page.ledger.map((entry) => [
              date(entry.effectiveDate),
              codeWords.ledgerKind(t, entry.kind),
              codeWords.account(t, entry.account),
              centavos(entry.amountCentavos),
              codeWords.ledgerReference(t, entry.reference),
            ])}
            invalidRows={invalid.ledger}
            numeric={[3]}
          />
        ) : null}
        {tab === 'extensions' ? (
          <Table
            caption={t('backoffice:loans.extensions')}
            head={[
              t('backoffice:client.kind'),
              t('backoffice:loans.status'),
              t('backoffice:loans.days'),
              t('backoffice:client.offerFee'),
              t('backoffice:loans.due'),
            ]}
            rows={page.extensions.map((extension) => [
              codeWords.extensionType(t, extension.type),
              codeWords.extensionStatus(t, extension.status),
              extension.days,
              centavos(extension.feeCentavos),
              date(extension.newDueDate),
            ])}
            invalidRows={invalid.extensions}
            numeric={[2, 3]}
          />
        ) : null}
        {tab === 'documents' ? (
          <Table
            caption={t('backoffice:tabs.documents')}
            head={[t('backoffice:client.document'), t('backoffice:client.kind'), t('backoffice:audit.when')]}
            rows={page.documents.map((document) => [
              document.title,
              codeWords.of(t, 'loanDocument', document.type),
              dateTime(document.createdAt),
            ])}
            invalidRows={invalid.documents}
          />
        ) : null}
      </RecordTabs>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';
