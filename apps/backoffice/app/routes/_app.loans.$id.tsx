import { MANUAL_PAYMENT_FORMS } from '@lender/contracts';
import { formatPercent } from '@lender/i18n';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { ApprovalCard } from '../components/approval-actions';
import { CfdiTable } from '../components/cfdi-table';
import { ContactFacts, type RevealedContact, ShowContactButton } from '../components/client-contact';
import { FieldError, SelectField } from '../components/form';
import { LoanRecordPanels } from '../components/loan-record-panels';
import { ReasonAction } from '../components/reason-action';
import { RecordFailure, RecordTabs } from '../components/record-tabs';
import { Standing, StatusBadge } from '../components/status';
import { centavos, date } from '../format';
import { pageTitle, useT } from '../i18n';
import { TAB_LABELS, TABS } from '../loan-record';
import type { ActionFailure } from '../server/actions.server';
import { loanRecordAction, loanRecordLoader } from './_app.loans.$id.server';

export { TABS };

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageTitle(matches, data ? (t) => t('backoffice:titles.loan', { id: data.page.summary.id }) : undefined);

export const loader = ({ request, params }: LoaderFunctionArgs) => loanRecordLoader(request, params);
export const action = ({ request, params }: ActionFunctionArgs) => loanRecordAction(request, params);

export default function LoanPage() {
  const { tab, page, me, can, today, invalid, evidence, cfdis } = useLoaderData<typeof loader>();
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
            <dt>{t('backoffice:loans.contractNumber')}</dt>
            <dd data-testid="contract-number">{page.loan.contractNumber}</dd>
          </div>
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
              <SelectField
                label={t('backoffice:loans.paymentForm')}
                name="paymentForm"
                required
                defaultValue={typed('payment', 'paymentForm') ?? ''}
                error={fieldError('payment', 'paymentForm')}
                options={[
                  { value: '', label: t('backoffice:loans.paymentFormChoose') },
                  ...MANUAL_PAYMENT_FORMS.map((code) => ({
                    value: code,
                    label: t(`backoffice:loans.paymentForms.${code}`),
                  })),
                ]}
              />
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

      <section aria-labelledby="loan-evidence" data-testid="loan-evidence">
        <h2 id="loan-evidence">{t('backoffice:loans.evidence.title')}</h2>
        {evidence ? (
          <>
            <dl className="bo-facts">
              <div>
                <dt>{t('backoffice:loans.evidence.hash')}</dt>
                <dd>
                  {t(evidence.hash)} <code className="bo-hash">{evidence.pdfSha256}</code>
                </dd>
              </div>
              <div>
                <dt>{t('backoffice:loans.evidence.timestamp')}</dt>
                <dd>
                  {t(evidence.timestamp)}
                  {evidence.stampedAt
                    ? ` · ${t('backoffice:loans.evidence.stampedAt')} ${evidence.stampedAt}`
                    : ''}
                </dd>
              </div>
              <div>
                <dt>{t('backoffice:loans.evidence.events')}</dt>
                <dd>
                  {t(evidence.events)}
                  {evidence.signedAt
                    ? ` · ${t('backoffice:loans.evidence.signedAt')} ${evidence.signedAt}`
                    : ''}
                </dd>
              </div>
              <div>
                <dt>{t('backoffice:loans.evidence.authority')}</dt>
                <dd>
                  {evidence.sandboxAuthority
                    ? t('backoffice:loans.evidence.sandboxAuthority')
                    : (evidence.authority ?? '—')}
                </dd>
              </div>
            </dl>
            <p>
              <a href={`/loans/${summary.id}/evidence`} download>
                {t('backoffice:loans.evidence.bundle')}
              </a>
            </p>
          </>
        ) : (
          <p>{t('backoffice:loans.evidence.unavailable')}</p>
        )}
      </section>

      {cfdis ? (
        <section aria-labelledby="loan-cfdis" data-testid="loan-cfdis">
          <h2 id="loan-cfdis">{t('backoffice:fiscal.title')}</h2>
          <CfdiTable
            cfdis={cfdis}
            caption={t('backoffice:fiscal.title')}
            empty={t('backoffice:fiscal.loanEmpty')}
          />
        </section>
      ) : null}

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
        <LoanRecordPanels
          tab={tab}
          page={page}
          invalid={invalid}
          canReverse={can.reverse}
          canReceipt={can.receipt}
          reversalAsked={reversalAsked}
          reverseError={fieldError('reverse', 'reason')}
        />
      </RecordTabs>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';
