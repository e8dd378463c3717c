import { formatPercent } from '@lender/i18n';
import { Link, type useLoaderData } from '@remix-run/react';
import type { ClientTab } from '../client-record';
import { date, dateTime, pesos } from '../format';
import { useT } from '../i18n';
import type { clientRecordLoader } from '../routes/_app.clients.$id.server';
import { AuditTable } from './audit-table';
import { ClientDirectDebitsPanel } from './client-direct-debits';
import { codeWords } from './codes';
import { Notice } from './form';
import { RecordTable as Table } from './record-table';
import { RegistrationFacts } from './registration-facts';
import { StatusBadge } from './status';

type ClientRecord = ReturnType<typeof useLoaderData<typeof clientRecordLoader>>;

/** The open tab of a client's record: summary, applications and decisions, loans, payments, documents, consents, messages, audit, offer. */
export function ClientRecordPanels({
  tab,
  detail,
  audit,
  offer,
  decisions,
  consents,
  documents,
  debits,
  invalid,
}: Pick<
  ClientRecord,
  'detail' | 'audit' | 'offer' | 'decisions' | 'consents' | 'documents' | 'debits' | 'invalid'
> & {
  tab: ClientTab;
}) {
  const t = useT();
  const { profile } = detail;
  return (
    <>
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
      {tab === 'summary' ? <RegistrationFacts answers={detail.registration} /> : null}
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
              <details key={decision.id} className="bo-card bo-spaced-bottom-small">
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
      {tab === 'debits' ? (
        debits ? (
          <ClientDirectDebitsPanel debits={debits} />
        ) : (
          <Notice tone="warning">{t('backoffice:paymentOversight.refused')}</Notice>
        )
      ) : null}
      {tab === 'documents' ? (
        documents.length === 0 ? (
          <p className="bo-muted">{t('backoffice:client.noRows')}</p>
        ) : (
          <div className="bo-grid">
            {documents.map((document) => (
              <figure key={document.id} className="bo-card bo-flush">
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
                    className="bo-document-frame"
                  />
                ) : (
                  <img
                    className="bo-fit"
                    src={document.url}
                    alt={`${codeWords.of(t, 'clientDocument', document.type)} ${document.id}`}
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
    </>
  );
}
