import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { ArmsTable, modeWords, VintageTables } from '../components/challenger-comparison';
import { Badge } from '../components/status';
import { CaptionedTable } from '../components/table-region';
import { dateTime } from '../format';
import { pageTitle, useT } from '../i18n';
import { challengersLoader } from './_app.credit-policy.challengers.server';

const C = 'backoffice:creditMonitoring.challengers' as const;

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, (t) => t(`${C}.title`));

export const loader = ({ request }: LoaderFunctionArgs) => challengersLoader(request);

/** The challengers that ran and the chosen one compared with the version in force. */
export default function ChallengersPage() {
  const { challengers, chosenId, comparison } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      <p>
        <Link to="/credit-policy">← {t('backoffice:creditMonitoring.back')}</Link>
      </p>
      <h1>{t(`${C}.title`)}</h1>
      <p className="bo-muted">{t(`${C}.intro`)}</p>
      <section className="bo-stack" aria-labelledby="challengers-title">
        <h2 id="challengers-title">{t(`${C}.listTitle`)}</h2>
        <CaptionedTable
          caption={t(`${C}.listTitle`)}
          empty={challengers.length === 0 ? t(`${C}.none`) : undefined}
        >
          <thead>
            <tr>
              <th scope="col">{t(`${C}.columns.challenger`)}</th>
              <th scope="col">{t(`${C}.columns.mode`)}</th>
              <th scope="col">{t(`${C}.columns.status`)}</th>
              <th scope="col">{t(`${C}.columns.startedAt`)}</th>
              <th scope="col">{t(`${C}.columns.endedAt`)}</th>
            </tr>
          </thead>
          <tbody>
            {challengers.map((challenger) => (
              <tr key={challenger.id} aria-current={challenger.id === chosenId ? 'true' : undefined}>
                <td>
                  <Link to={`?id=${challenger.id}`}>
                    {t('backoffice:creditPolicy.versionName', { version: challenger.policyVersion })}
                  </Link>
                </td>
                <td>{modeWords(t, challenger)}</td>
                <td>
                  <Badge tone={challenger.status === 'running' ? 'success' : 'neutral'}>
                    {t(`${C}.statuses.${challenger.status}`)}
                  </Badge>
                </td>
                <td>{dateTime(challenger.startedAt)}</td>
                <td>{challenger.endedAt ? dateTime(challenger.endedAt) : t(`${C}.stillRunning`)}</td>
              </tr>
            ))}
          </tbody>
        </CaptionedTable>
      </section>
      {comparison ? (
        <div className="bo-stack bo-mt-16">
          <ArmsTable comparison={comparison} />
          <VintageTables comparison={comparison} />
        </div>
      ) : null}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';
