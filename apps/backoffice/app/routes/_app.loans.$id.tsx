import { type MessageKey, toApiDate } from '@lender/i18n';
import { createIdempotencyKey } from '@lender/sdk';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { ApprovalCard } from '../components/approval-actions';
import { codeWords } from '../components/codes';
import { FieldError } from '../components/form';
import { ReasonAction } from '../components/reason-action';
import { RecordFailure, RecordTabs } from '../components/record-tabs';
import { RefundTable } from '../components/refund-table';
import { RecordedBy, StatusBadge } from '../components/status';
import { centavos, date, dateTime } from '../format';
import { useT } from '../i18n';
import { type ActionFailure, invalid, readReason, refused } from '../server/actions.server';
import { failureResponse, redirectWithNotice, requireAdmin, requirePermission } from '../server/auth.server';
import { loadRecordTab, readRecordAction, recordId } from '../server/record-tabs.server';
import { Table } from './_app.clients.$id';

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
    admin.api.backOffice.loan({ params: { id: recordId(params) } }),
    loadRecordTab(request, TABS, {}),
  ]);
  if (!result.success) throw failureResponse(result);
  return data(
    {
      tab,
      page: result.data,
      me: admin.user.id,
      today: toApiDate(new Date()),
      can: {
        pay: admin.can('loans.record_payment'),
        writeOff: admin.can('loans.write_off'),
        refund: admin.can('payments.refund'),
        decide: admin.can('approvals.decide'),
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
    if (Object.keys(fields).length > 0 || !reason) return invalid(intent, fields);
    const result = await admin.api.backOffice.recordPayment({
      params: { id },
      body: { amount: { amount, currency: 'MXN' }, paidOn, reference, reason },
      // One key per submitted form: a double click is the same payment (spec §7 keyed money calls).
      idempotencyKey: String(form.get('idempotencyKey') || createIdempotencyKey()),
    });
    if (!result.success) return refused(request, admin, intent, result);
    return redirectWithNotice(admin, back, 'backoffice:loans.paymentRecorded');
  }
  if (intent === 'write-off') {
    if (!reason) return invalid(intent, { reason: 'backoffice:client.reasonRequired' });
    const result = await admin.api.backOffice.requestWriteOff({ params: { id }, body: { reason } });
    if (!result.success) return refused(request, admin, intent, result);
    return redirectWithNotice(admin, back, 'backoffice:loans.writeOffRequested');
  }
  if (intent === 'refund') {
    const amount = Number(String(form.get('amount') ?? '').replace(',', '.'));
    if (!Number.isFinite(amount) || amount <= 0)
      return invalid(intent, { amount: 'backoffice:loans.amountInvalid' });
    if (!reason) return invalid(intent, { reason: 'backoffice:client.reasonRequired' });
    const result = await admin.api.backOffice.requestRefund({
      params: { id },
      body: { amountCentavos: Math.round(amount * 100), reason },
    });
    if (!result.success) return refused(request, admin, intent, result);
    return redirectWithNotice(admin, back, 'backoffice:loans.refundRequested');
  }
  return invalid(intent, {});
}

export default function LoanPage() {
  const { tab, page, me, can, today } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>() as ActionFailure | undefined;
  const t = useT();
  const { summary } = page;
  const fieldError = (intent: string, name: string) =>
    failure?.intent === intent && failure.fields?.[name] ? t(failure.fields[name]) : undefined;
  const pendingWriteOff = page.approvals.some(
    (approval) => approval.kind === 'loan.write_off' && approval.status === 'pending',
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
          <div>
            <dt>{t('backoffice:loans.amount')}</dt>
            <dd>{centavos(summary.principalCentavos)}</dd>
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
            <dt>{t('backoffice:loans.overdue')}</dt>
            <dd>
              {summary.overdueDays > 0
                ? t('backoffice:loans.overdueDays', { count: summary.overdueDays })
                : '—'}
            </dd>
          </div>
        </dl>
        <RecordFailure failure={failure} />
        <div className="bo-actions">
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
                  required
                  aria-describedby={fieldError('payment', 'amount') ? 'payment-amount-error' : undefined}
                  aria-invalid={fieldError('payment', 'amount') ? true : undefined}
                />
                <FieldError id="payment-amount-error" error={fieldError('payment', 'amount')} />
              </div>
              <div className="bo-field">
                <label htmlFor="payment-date">{t('backoffice:loans.paidOn')}</label>
                <input id="payment-date" name="paidOn" type="date" defaultValue={today} required />
              </div>
              <div className="bo-field">
                <label htmlFor="payment-reference">{t('backoffice:loans.reference')}</label>
                <input
                  id="payment-reference"
                  name="reference"
                  required
                  maxLength={128}
                  aria-invalid={fieldError('payment', 'reference') ? true : undefined}
                />
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
                <input id="refund-amount" name="amount" inputMode="decimal" required />
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
              t('backoffice:client.kind'),
              t('backoffice:loans.status'),
              t('backoffice:loans.due'),
              t('backoffice:loans.amount'),
              t('backoffice:loans.paidAt'),
            ]}
            rows={page.schedule.map((line) => [
              codeWords.scheduleKind(t, line.kind),
              codeWords.scheduleStatus(t, line.status),
              date(line.dueDate),
              centavos(line.amountCentavos),
              dateTime(line.paidAt),
            ])}
            numeric={[3]}
          />
        ) : null}
        {tab === 'payments' ? (
          <Table
            caption={t('backoffice:loans.payments')}
            head={[
              t('backoffice:payments.id'),
              t('backoffice:payments.channel'),
              t('backoffice:payments.status'),
              t('backoffice:loans.amount'),
              t('backoffice:loans.reference'),
              t('backoffice:payments.recordedBy'),
              t('backoffice:audit.when'),
            ]}
            rows={page.payments.map((payment) => [
              payment.id,
              t(`backoffice:payments.channels.${payment.channel}`),
              t(`backoffice:payments.statuses.${payment.status}`),
              centavos(payment.paidCentavos ?? payment.amountCentavos),
              payment.reference,
              <RecordedBy key="by" by={payment.recordedBy} />,
              dateTime(payment.createdAt),
            ])}
            numeric={[0, 3]}
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
              entry.reference,
            ])}
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
            numeric={[2, 3]}
          />
        ) : null}
        {tab === 'documents' ? (
          <Table
            caption={t('backoffice:tabs.documents')}
            head={[t('backoffice:client.document'), t('backoffice:client.kind'), t('backoffice:audit.when')]}
            rows={page.documents.map((document) => [
              document.title,
              document.type,
              dateTime(document.createdAt),
            ])}
          />
        ) : null}
      </RecordTabs>
    </>
  );
}
