import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { ArmsTable, modeWords, VintageTables } from '../components/challenger-comparison';
import { EndChallenger, StartChallenger } from '../components/challenger-forms';
import { Badge } from '../components/status';
import { CaptionedTable } from '../components/table-region';
import { dateTime } from '../format';
import { pageTitle, useT } from '../i18n';
import type { ActionFailure } from '../server/actions.server';
import { challengersAction, challengersLoader } from './_app.credit-policy.challengers.server';

const C = 'backoffice:creditMonitoring.challengers' as const;

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, (t) => t(`${C}.title`));

export const loader = ({ request }: LoaderFunctionArgs) => challengersLoader(request);
export const action = ({ request }: ActionFunctionArgs) => challengersAction(request);

/** The challengers that ran and the chosen one compared with the version in force; an editor's requests. */
export default function ChallengersPage() {
  const { challengers, chosenId, comparison, canEdit, drafts, pendingStart } = useLoaderData<typeof loader>();
  const failure = (useActionData<typeof action>() ?? undefined) as ActionFailure | undefined;
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
              {canEdit ? <th scope="col">{t(`${C}.columns.end`)}</th> : null}
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
                {canEdit ? (
                  <td>
                    {challenger.status === 'running' ? (
                      <EndChallenger challenger={challenger} failure={failure} />
                    ) : null}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </CaptionedTable>
      </section>
      {canEdit ? (
        <StartChallenger
          drafts={drafts}
          running={challengers.some((challenger) => challenger.status === 'running')}
          pendingStart={pendingStart}
          failure={failure}
        />
      ) : null}
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
