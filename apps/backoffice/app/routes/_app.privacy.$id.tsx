import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { CaseHeader } from '../components/case-register';
import { ActPanel, AnswerPanel, Deadline, IdentityPanel, useShown } from '../components/privacy-panels';
import { RecordFailure } from '../components/record-tabs';
import { date, dateTime } from '../format';
import { pageTitle, useT } from '../i18n';
import type { ActionFailure } from '../server/actions.server';
import { privacyCaseAction, privacyCaseLoader } from './_app.privacy.$id.server';

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageTitle(
    matches,
    data ? (t) => t('backoffice:titles.arcoRequest', { folio: data.item.folio }) : undefined,
  );

export const loader = ({ request, params }: LoaderFunctionArgs) => privacyCaseLoader(request, params);
export const action = ({ request, params }: ActionFunctionArgs) => privacyCaseAction(request, params);

/** An ARCO request as the privacy officer works it (issue 51). */
export default function PrivacyRequest() {
  const { item, canWork, canDecide, userId } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>() as ActionFailure | undefined;
  const t = useT();
  const shown = useShown();
  const w = (key: string, params?: Record<string, string | number>) =>
    t(`backoffice:privacy.${key}` as never, params as never);
  const facts: ReadonlyArray<readonly [string, React.ReactNode]> = [
    [w('right'), `${w(`rights.${item.right}`)}${item.purpose ? ` · ${w(`purposes.${item.purpose}`)}` : ''}`],
    [w('client'), `${shown(item.clientName)} (${item.clientId})`],
    [w('channel'), w(`channels.${item.channel}`)],
    [w('receivedAt'), dateTime(item.receivedAt)],
    [w('status'), w(`statuses.${item.status}`)],
    [
      w('answerDueDate'),
      <>
        {date(item.answerDueDate)}{' '}
        <span className={`bo-badge ${item.answerOverdue ? 'bo-badge-danger' : 'bo-badge-info'}`}>
          {item.answerOverdue ? w('overdue') : w('onTime')}
        </span>
      </>,
    ],
    ...(item.actDueDate
      ? [
          [
            w('actDueDate'),
            <>
              {date(item.actDueDate)}{' '}
              <span className={`bo-badge ${item.actOverdue ? 'bo-badge-danger' : 'bo-badge-info'}`}>
                {item.actOverdue ? w('overdue') : w('onTime')}
              </span>
            </>,
          ] as const,
        ]
      : []),
    [w('nextDue'), <Deadline key="next" item={item} />],
  ];
  return (
    <>
      <CaseHeader
        back={{ to: '/privacy', label: w('back') }}
        title={w('itemTitle', { folio: item.folio })}
        facts={facts}
      />
      <RecordFailure failure={failure} />
      {item.openLoan && (item.right === 'cancellation' || item.right === 'opposition') ? (
        <p className="bo-notice bo-notice-warning">{w('openLoan')}</p>
      ) : null}
      <section className="bo-card bo-stack" aria-labelledby="description-title">
        <h2 id="description-title">{w('description')}</h2>
        <p className="bo-pre-wrap">{shown(item.description)}</p>
      </section>
      {item.corrections ? (
        <section className="bo-card bo-stack bo-mt-16" aria-labelledby="corrections-title">
          <h2 id="corrections-title">{w('corrections.title')}</h2>
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{w('corrections.field')}</th>
                <th scope="col">{w('corrections.current')}</th>
                <th scope="col">{w('corrections.value')}</th>
              </tr>
            </thead>
            <tbody>
              {item.corrections.map((change) => (
                <tr key={change.field}>
                  <th scope="row">{w(`fields.${change.field}`)}</th>
                  <td>{shown(change.current)}</td>
                  <td>{shown(change.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {item.documentUrl ? (
            <p>
              <a href={item.documentUrl} target="_blank" rel="noreferrer">
                {w('corrections.document')}
              </a>
            </p>
          ) : (
            <p className="bo-muted">{w('corrections.noDocument')}</p>
          )}
        </section>
      ) : null}
      <IdentityPanel item={item} canWork={canWork} failure={failure} />
      <AnswerPanel item={item} canWork={canWork} failure={failure} />
      <ActPanel item={item} canWork={canWork} canDecide={canDecide} userId={userId} failure={failure} />
      <section className="bo-stack bo-mt-16" aria-labelledby="history-title">
        <h2 id="history-title">{w('history')}</h2>
        <dl className="bo-facts">
          <div>
            <dt>{w('loggedBy')}</dt>
            <dd>{item.loggedBy?.name ?? w('filedByClient')}</dd>
          </div>
        </dl>
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';
