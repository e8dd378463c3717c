import { formatPercent, type MessageKey } from '@lender/i18n';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { AuditTable } from '../components/audit-table';
import { ContactFacts, type RevealedContact, ShowContactButton } from '../components/client-contact';
import { codeWords } from '../components/codes';
import { Notice } from '../components/form';
import { InvalidRowLine } from '../components/list-screen';
import { ReasonAction } from '../components/reason-action';
import { RecordFailure, RecordTabs } from '../components/record-tabs';
import { StatusBadge } from '../components/status';
import { CaptionedTable } from '../components/table-region';
import { date, dateTime, fullName, pesos } from '../format';
import { useT } from '../i18n';
import { type InvalidRow, invalidRowsAt, withInvalidRows } from '../invalid';
import { type ActionFailure, errorWords, invalid, readReason, refused } from '../server/actions.server';
import {
  failureResponse,
  readable,
  redirectWithNotice,
  requireAdmin,
  requirePermission,
} from '../server/auth.server';
import { revealContact } from '../server/contact.server';
import { loadRecordTab, readRecordAction, recordId } from '../server/record-tabs.server';

export const TABS = [
  'summary',
  'applications',
  'loans',
  'payments',
  'documents',
  'consents',
  'messages',
  'audit',
  'offer',
] as const;
type Tab = (typeof TABS)[number];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.name} · Lender back-office` : 'Lender back-office' },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'clients.read');
  const id = recordId(params);
  const { backOffice } = admin.api;
  // The record and the open tab's own data, side by side.
  const [detail, { tab, loaded }] = await Promise.all([
    readable(backOffice.client({ params: { id } })),
    loadRecordTab(request, TABS, {
      audit: () => backOffice.clientTimeline({ params: { id }, query: { perPage: 100 } }),
      offer: async () => (admin.can('clients.offer') ? backOffice.clientOffer({ params: { id } }) : null),
      applications: () => backOffice.clientDecisions({ params: { id } }),
      consents: () => backOffice.clientConsents({ params: { id } }),
      documents: () => backOffice.clientDocuments({ params: { id } }),
    }),
  ]);
  if (!detail.success) throw failureResponse(detail);
  const { audit, offer, applications: decisions, consents, documents } = loaded;
  const { profile } = detail.data;
  return data(
    {
      id,
      tab,
      name: fullName(profile) || `#${id}`,
      detail: detail.data,
      audit: audit?.success ? audit.data : null,
      decisions: decisions?.success ? decisions.data : [],
      consents: consents?.success ? consents.data : [],
      documents: documents?.success ? documents.data : [],
      offer: offer
        ? offer.success
          ? { ok: true as const, offer: offer.data }
          : { ok: false as const, key: errorWords(offer.code) }
        : null,
      // Issue 36: rows the API sent that broke their contract, marked where they were.
      invalid: {
        applications: invalidRowsAt(detail.invalid, 'applications'),
        loans: invalidRowsAt(detail.invalid, 'loans'),
        ledger: invalidRowsAt(detail.invalid, 'ledger'),
        messages: invalidRowsAt(detail.invalid, 'messages'),
        decisions: decisions?.success ? invalidRowsAt(decisions.invalid) : [],
        consents: consents?.success ? invalidRowsAt(consents.invalid) : [],
        documents: documents?.success ? invalidRowsAt(documents.invalid) : [],
        audit: audit?.success ? invalidRowsAt(audit.invalid) : [],
      },
      can: {
        block: admin.can('clients.block'),
        unblock: admin.can('clients.unblock'),
        blacklist: admin.can('clients.blacklist'),
        sandbox: admin.can('clients.sandbox'),
        audit: admin.can('audit.read'),
        offer: admin.can('clients.offer'),
        contact: admin.can('clients.contact'),
      },
    },
    { headers: admin.headers },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { admin, id, form, intent, back } = await readRecordAction(request, params);
  if (intent === 'contact') return revealContact(request, admin, id);
  if (intent === 'sandbox') {
    const result = await admin.api.backOffice.startSandbox({ params: { id } });
    if (!result.success) return refused(request, admin, intent, result, { form });
    return redirectWithNotice(admin, back, 'backoffice:client.sandboxStarted');
  }
  if (intent !== 'block' && intent !== 'unblock' && intent !== 'blacklist') return invalid(intent, {}, form);
  const reason = readReason(form);
  if (!reason) return invalid(intent, { reason: 'backoffice:client.reasonRequired' }, form);
  const call =
    intent === 'block'
      ? admin.api.backOffice.blockClient
      : intent === 'unblock'
        ? admin.api.backOffice.unblockClient
        : admin.api.backOffice.blacklistClient;
  // The status the admin saw: if another admin changed it first, the API answers 409 and the page
  // shows the current status instead of overwriting it.
  const seen = Number(form.get('expectedStatus'));
  const expectedStatus = [1, 2, 3, 4, 5].includes(seen) ? (seen as 1 | 2 | 3 | 4 | 5) : undefined;
  const result = await call({
    params: { id },
    body: expectedStatus ? { reason, expectedStatus } : { reason },
  });
  if (!result.success) return refused(request, admin, intent, result, { form });
  // What the API answered: the client's status now.
  return redirectWithNotice(admin, back, 'backoffice:client.statusNow', {
    status: `backoffice:status.client.${result.data.status}`,
  });
}

export default function ClientPage() {
  const { id, tab, name, detail, audit, offer, can, decisions, consents, documents, invalid } =
    useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as
    | (ActionFailure & { contact?: undefined })
    | { contact: RevealedContact; fields?: undefined; intent?: undefined }
    | undefined;
  const failure = answer && !answer.contact ? (answer as ActionFailure) : undefined;
  const contact = answer?.contact;
  const t = useT();
  const { profile } = detail;
  const tabLabel: Record<Tab, MessageKey> = {
    summary: 'backoffice:tabs.summary',
    applications: 'backoffice:tabs.applications',
    loans: 'backoffice:tabs.loans',
    payments: 'backoffice:tabs.payments',
    documents: 'backoffice:tabs.documents',
    consents: 'backoffice:client.consents',
    messages: 'backoffice:tabs.messages',
    audit: 'backoffice:tabs.audit',
    offer: 'backoffice:client.offer',
  };
  const visibleTabs = TABS.filter((item) => (item === 'offer' ? can.offer : true));
  const seenStatus = { expectedStatus: profile.status };
  const errorOf = (intent: string) =>
    failure?.intent === intent && failure.fields?.reason ? t(failure.fields.reason) : undefined;
  return (
    <>
      <section className="bo-record-header" aria-labelledby="client-title">
        <h1 id="client-title">
          {name} <StatusBadge kind="client" status={profile.status} />
        </h1>
        <dl className="bo-facts">
          <div>
            <dt>{t('backoffice:clients.columns.id')}</dt>
            <dd className="bo-num" style={{ textAlign: 'start' }}>
              {id}
            </dd>
          </div>
          <div>
            <dt>{t('backoffice:client.email')}</dt>
            <dd>{profile.email ?? '—'}</dd>
          </div>
          <ContactFacts
            label={t('backoffice:client.phone')}
            masked={profile.info.mobilePhone.number}
            contact={contact}
            testId="client-phone"
          />
          <div>
            <dt>{t('backoffice:client.birthDate')}</dt>
            <dd>{date(profile.birthDate)}</dd>
          </div>
          <div>
            <dt>{t('backoffice:clients.fake')}</dt>
            <dd>{profile.fake ? t('backoffice:app.yes') : t('backoffice:app.no')}</dd>
          </div>
        </dl>
        <RecordFailure failure={failure} />
        <div className="bo-actions">
          {can.contact && !contact ? <ShowContactButton /> : null}
          {can.block && profile.status !== 2 && profile.status !== 3 ? (
            <ReasonAction
              intent="block"
              label={t('backoffice:actions.block')}
              tone="danger"
              error={errorOf('block')}
              hidden={seenStatus}
            />
          ) : null}
          {can.unblock && profile.status === 2 ? (
            <ReasonAction
              intent="unblock"
              label={t('backoffice:actions.unblock')}
              error={errorOf('unblock')}
              hidden={seenStatus}
            />
          ) : null}
          {can.blacklist && profile.status !== 3 ? (
            <ReasonAction
              intent="blacklist"
              label={t('backoffice:client.blacklist')}
              tone="danger"
              error={errorOf('blacklist')}
              hidden={seenStatus}
            />
          ) : null}
          {can.sandbox ? (
            <form method="post">
              <input type="hidden" name="intent" value="sandbox" />
              <button type="submit" className="bo-button bo-button-secondary">
                {t('backoffice:client.sandbox')}
              </button>
            </form>
          ) : null}
        </div>
      </section>

      <RecordTabs
        label={name}
        tabs={visibleTabs}
        labels={tabLabel}
        current={tab}
        extra={
          <li>
            <Link to={`/clients/${id}/features`}>{t('backoffice:features.link')}</Link>
          </li>
        }
      >
        {tab === 'summary' ? (
          <dl className="bo-facts">
            <div>
              <dt>{t('backoffice:client.type')}</dt>
              <dd>
                {profile.closedLoansCount > 0
                  ? t('backoffice:clients.typeRepeated')
                  : t('backoffice:clients.typeFirst')}
              </dd>
            </div>
            <div>
              <dt>{t('backoffice:client.availableAmount')}</dt>
              <dd>{pesos(profile.availableLoanAmount)}</dd>
            </div>
            <div>
              <dt>{t('backoffice:client.bankAccount')}</dt>
              <dd>{profile.bankAccountMasked ?? '—'}</dd>
            </div>
            <div>
              <dt>{t('backoffice:loans.title')}</dt>
              <dd>{detail.loans.length}</dd>
            </div>
            <div>
              <dt>{t('backoffice:tabs.applications')}</dt>
              <dd>{detail.applications.length}</dd>
            </div>
          </dl>
        ) : null}
        {tab === 'applications' ? (
          <>
            <Table
              caption={t('backoffice:tabs.applications')}
              head={[
                t('backoffice:applications.id'),
                t('backoffice:applications.status'),
                t('backoffice:applications.amount'),
                t('backoffice:applications.term'),
              ]}
              rows={detail.applications.map((application) => [
                application.id,
                <StatusBadge key="s" kind="application" status={application.status} />,
                pesos(application.principalAmount),
                t('backoffice:loans.termDays', { count: application.term.value }),
              ])}
              invalidRows={invalid.applications}
              numeric={[0, 2]}
            />
            <h3>{t('backoffice:client.decisions')}</h3>
            {invalid.decisions.map((row) => (
              <p key={`invalid-${row.position}`} className="bo-notice bo-notice-danger">
                <span className="bo-badge bo-badge-danger">{t('backoffice:invalid.cell')}</span>{' '}
                {row.id === undefined
                  ? t('backoffice:invalid.row')
                  : t('backoffice:invalid.rowOf', { id: row.id })}
              </p>
            ))}
            {decisions.length === 0 && invalid.decisions.length === 0 ? (
              <p className="bo-muted">{t('backoffice:client.noRows')}</p>
            ) : (
              decisions.map((decision) => (
                <details key={decision.id} className="bo-card" style={{ marginBottom: 8 }}>
                  <summary>
                    {t('backoffice:applications.id')} {decision.applicationId} ·{' '}
                    <StatusBadge kind="application" status={decision.outcome} /> ·{' '}
                    {codeWords.of(t, 'decidedBy', decision.decidedBy)} · {dateTime(decision.createdAt)}
                  </summary>
                  <h4>{t('backoffice:client.reasons')}</h4>
                  <ul>
                    {decision.reasons.map((reason) => (
                      <li key={`${reason.rule}-${reason.code}`}>
                        <strong>{codeWords.of(t, 'decisionRule', reason.rule)}</strong>:{' '}
                        {codeWords.of(t, 'decisionReason', reason.code)}
                        {reason.params ? ` (${Object.values(reason.params).join(', ')})` : ''}
                      </li>
                    ))}
                  </ul>
                  <details>
                    <summary>{t('backoffice:client.inputs')}</summary>
                    <p className="bo-muted">{t('backoffice:decision.inputsHint')}</p>
                    <pre className="bo-pre">{JSON.stringify(decision.inputs, null, 2)}</pre>
                  </details>
                </details>
              ))
            )}
          </>
        ) : null}
        {tab === 'loans' ? (
          <Table
            caption={t('backoffice:tabs.loans')}
            head={[
              t('backoffice:loans.id'),
              t('backoffice:loans.status'),
              t('backoffice:loans.amount'),
              t('backoffice:loans.balance'),
              t('backoffice:loans.due'),
            ]}
            rows={detail.loans.map((loan) => [
              <Link key="l" to={`/loans/${loan.id}`}>
                {loan.id}
              </Link>,
              <StatusBadge key="s" kind="loan" status={loan.status} />,
              pesos(loan.principal),
              pesos(loan.outstanding),
              date(loan.dueDate),
            ])}
            invalidRows={invalid.loans}
            numeric={[0, 2, 3]}
          />
        ) : null}
        {tab === 'payments' ? (
          <Table
            caption={t('backoffice:client.ledger')}
            head={[
              t('backoffice:loans.id'),
              t('backoffice:client.account'),
              t('backoffice:client.kind'),
              t('backoffice:loans.amount'),
              t('backoffice:client.bookedOn'),
            ]}
            rows={detail.ledger.map((entry) => [
              entry.loanId,
              codeWords.account(t, entry.account),
              codeWords.ledgerKind(t, entry.kind),
              pesos({ amount: entry.amount }),
              date(entry.bookedOn),
            ])}
            invalidRows={invalid.ledger}
            numeric={[0, 3]}
          />
        ) : null}
        {tab === 'documents' ? (
          documents.length === 0 ? (
            <p className="bo-muted">{t('backoffice:client.noRows')}</p>
          ) : (
            <div className="bo-grid">
              {documents.map((document) => (
                <figure key={document.id} className="bo-card" style={{ margin: 0 }}>
                  <figcaption>
                    {codeWords.of(t, 'clientDocument', document.type)} · {document.format.toUpperCase()} ·{' '}
                    {dateTime(document.uploadedAt)}
                  </figcaption>
                  {document.url === null ? (
                    <p className="bo-muted">{t('backoffice:client.documentDeleted')}</p>
                  ) : document.contentType === 'application/pdf' ? (
                    <iframe
                      src={document.url}
                      title={`${codeWords.of(t, 'clientDocument', document.type)} ${document.id}`}
                      style={{ width: '100%', height: 360, border: 0 }}
                    />
                  ) : (
                    <img
                      src={document.url}
                      alt={`${codeWords.of(t, 'clientDocument', document.type)} ${document.id}`}
                      style={{ maxWidth: '100%', height: 'auto' }}
                    />
                  )}
                  {document.url ? (
                    <a href={document.url} target="_blank" rel="noreferrer">
                      {t('backoffice:client.open')}
                    </a>
                  ) : null}
                </figure>
              ))}
            </div>
          )
        ) : null}
        {tab === 'consents' ? (
          <Table
            caption={t('backoffice:client.consents')}
            head={[
              t('backoffice:client.kind'),
              t('backoffice:audit.when'),
              t('backoffice:applications.id'),
              t('backoffice:loans.id'),
              'IP',
              t('backoffice:client.documentHash'),
            ]}
            rows={consents.map((consent) => [
              consent.kind === 'direct_debit'
                ? `${t('backoffice:client.directDebit')} (${consent.paymentType ? codeWords.of(t, 'directDebitType', consent.paymentType) : '—'})`
                : t('backoffice:client.signature'),
              dateTime(consent.at),
              consent.applicationId ?? '—',
              consent.loanId ?? '—',
              consent.ip ?? '—',
              consent.documentHash ? <code key="h">{consent.documentHash.slice(0, 16)}…</code> : '—',
            ])}
            invalidRows={invalid.consents}
          />
        ) : null}
        {tab === 'messages' ? (
          <Table
            caption={t('backoffice:tabs.messages')}
            head={[
              t('backoffice:outbox.channel'),
              t('backoffice:outbox.template'),
              t('backoffice:outbox.body'),
              t('backoffice:outbox.sent'),
            ]}
            rows={detail.messages.map((message) => [
              codeWords.of(t, 'outboxChannel', message.channel),
              codeWords.of(t, 'template', message.template),
              message.body,
              dateTime(message.createdAt),
            ])}
            invalidRows={invalid.messages}
          />
        ) : null}
        {tab === 'audit' && audit ? (
          <AuditTable entries={audit} caption={t('backoffice:tabs.audit')} invalidRows={invalid.audit} />
        ) : null}
        {tab === 'offer' && offer ? (
          offer.ok ? (
            <dl className="bo-facts">
              {(
                [
                  ['backoffice:client.offerAmount', pesos(offer.offer.principal)],
                  ['backoffice:client.offerInterest', pesos(offer.offer.interest)],
                  ['backoffice:client.offerFee', pesos(offer.offer.serviceFee)],
                  ['backoffice:client.offerTotal', pesos(offer.offer.total)],
                  ['backoffice:client.offerDue', date(offer.offer.endDate)],
                  [
                    'backoffice:client.offerCat',
                    `${formatPercent(offer.offer.cat)} ${t('backoffice:loans.catNote')}`,
                  ],
                ] as const
              ).map(([key, value]) => (
                <div key={key}>
                  <dt>{t(key)}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <Notice tone="warning">{t(offer.key)}</Notice>
          )
        ) : null}
      </RecordTabs>
    </>
  );
}

/** A plain, dense table with a caption; `numeric` columns align their figures. */
export function Table({
  caption,
  head,
  rows,
  invalidRows,
  numeric = [],
}: {
  caption: string;
  head: string[];
  rows: React.ReactNode[][];
  /** Rows the API sent that broke their contract (issue 36), marked in their places. */
  invalidRows?: readonly InvalidRow[] | undefined;
  numeric?: number[];
}) {
  const t = useT();
  return (
    <CaptionedTable
      caption={caption}
      empty={rows.length === 0 && !invalidRows?.length ? t('backoffice:client.noRows') : undefined}
    >
      <thead>
        <tr>
          {head.map((label, index) => (
            <th
              key={`${index}-${label}`}
              scope="col"
              className={numeric.includes(index) ? 'bo-num' : undefined}
            >
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {withInvalidRows(rows, invalidRows).map((entry, rowIndex) =>
          'invalid' in entry ? (
            <InvalidRowLine
              key={`invalid-${entry.invalid.position}`}
              row={entry.invalid}
              span={head.length}
            />
          ) : (
            <tr key={rowIndex}>
              {entry.row.map((cell, index) => (
                <td key={index} className={numeric.includes(index) ? 'bo-num' : undefined}>
                  {cell}
                </td>
              ))}
            </tr>
          ),
        )}
      </tbody>
    </CaptionedTable>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';
