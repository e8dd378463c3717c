import { WATCHLIST_KINDS } from '@lender/contracts';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { ProduceReportSection, RaiseAlertSection } from '../components/compliance-forms';
import { FieldError, useFailedForm } from '../components/form';
import { RecordFailure } from '../components/record-tabs';
import { CaptionedTable } from '../components/table-region';
import { dateTime } from '../format';
import { pageTitle, useT } from '../i18n';
import type { ActionFailure } from '../server/actions.server';
import { complianceAction, complianceLoader, type ProducedReport } from './_app.compliance.server';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, (t) => t('backoffice:nav.compliance'));

export const loader = ({ request }: LoaderFunctionArgs) => complianceLoader(request);
export const action = ({ request }: ActionFunctionArgs) => complianceAction(request);

/**
 * The PLD officer's screen (issue 50): alerts, matches and watch lists, in words; the form any
 * staff member uses to report a worrying operation; the periodic report and its download.
 */
export default function Compliance() {
  const { alerts, matches, lists, me, canRead, canRaise, canWork, canDecide } =
    useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as ActionFailure | ProducedReport | undefined;
  const produced = answer && 'report' in answer ? answer.report : undefined;
  const failure = answer && !('report' in answer) ? (answer as ActionFailure) : undefined;
  const raiseForm = useFailedForm(failure, 'raise');
  const reportForm = useFailedForm(failure, 'report');
  const t = useT();
  const fieldOf = (intent: string, name: string) =>
    failure?.intent === intent && failure.fields?.[name] ? t(failure.fields[name]) : undefined;
  const diligenceError = (clientId: number) =>
    failure?.values?.id === String(clientId) ? fieldOf('diligence', 'reason') : undefined;
  const w = (key: string, params?: Record<string, string | number>) =>
    t(`backoffice:compliance.${key}` as never, params as never) as string;

  return (
    <>
      <h1>{w('title')}</h1>
      <p className="bo-muted">{canRead ? w('intro') : w('raise.intro')}</p>
      <RecordFailure failure={failure} />

      {canRaise ? (
        <RaiseAlertSection w={w} fieldOf={fieldOf} typed={raiseForm.typed} canRead={canRead} />
      ) : null}

      {canWork ? (
        <ProduceReportSection w={w} fieldOf={fieldOf} typed={reportForm.typed} produced={produced} />
      ) : null}

      {canRead ? (
        <>
          <h2>{w('alerts.title')}</h2>
          <CaptionedTable
            caption={w('alerts.title')}
            empty={alerts.length === 0 ? w('alerts.empty') : undefined}
          >
            <thead>
              <tr>
                <th scope="col">{w('alerts.created')}</th>
                <th scope="col">{w('alerts.kind')}</th>
                <th scope="col">{w('alerts.rule')}</th>
                <th scope="col">{w('alerts.client')}</th>
                <th scope="col">{w('alerts.due')}</th>
                <th scope="col">{w('alerts.decision')}</th>
              </tr>
            </thead>
            <tbody>
              {alerts.map((alert) => (
                <tr key={alert.id}>
                  <td>{dateTime(alert.createdAt)}</td>
                  <td>{w(`kinds.${alert.kind}`)}</td>
                  <td>
                    {alert.rule ? w(`rules.${alert.rule}`) : '—'}
                    {alert.description ? <p className="bo-hint">{alert.description}</p> : null}
                  </td>
                  <td className="bo-name">
                    {alert.clientId ? <Link to={`/clients/${alert.clientId}`}>{alert.clientName}</Link> : '—'}
                  </td>
                  <td>{alert.dueAt ? dateTime(alert.dueAt) : '—'}</td>
                  <td>
                    {alert.pendingDecision ? (
                      <div className="bo-stack">
                        <p>
                          {w('alerts.waiting', {
                            decision: w(`decisions.${alert.pendingDecision.decision}`),
                            reason: alert.pendingDecision.reason,
                          })}
                        </p>
                        {alert.pendingDecision.makerId === me ? (
                          <p className="bo-hint">{w('alerts.yours')}</p>
                        ) : canDecide ? (
                          <Form method="post" className="bo-actions">
                            <input type="hidden" name="intent" value="review" />
                            <input type="hidden" name="id" value={alert.pendingDecision.approvalId} />
                            <input type="hidden" name="version" value={alert.pendingDecision.version} />
                            <button
                              type="submit"
                              name="approve"
                              value="true"
                              className="bo-button bo-button-primary"
                            >
                              {w('alerts.approve')}
                            </button>
                            <button type="submit" name="approve" value="false" className="bo-button">
                              {w('alerts.reject')}
                            </button>
                          </Form>
                        ) : null}
                      </div>
                    ) : canWork ? (
                      <Form method="post" className="bo-stack">
                        <input type="hidden" name="intent" value="decide" />
                        <input type="hidden" name="id" value={alert.id} />
                        <label htmlFor={`alert-reason-${alert.id}`}>{w('alerts.reason')}</label>
                        <textarea
                          id={`alert-reason-${alert.id}`}
                          name="reason"
                          rows={2}
                          maxLength={4000}
                          required
                        />
                        <div className="bo-actions">
                          <button
                            type="submit"
                            name="decision"
                            value="report"
                            className="bo-button bo-button-primary"
                          >
                            {w('alerts.report')}
                          </button>
                          <button type="submit" name="decision" value="dismiss" className="bo-button">
                            {w('alerts.dismiss')}
                          </button>
                        </div>
                      </Form>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </CaptionedTable>

          <h2>{w('matches.title')}</h2>
          <CaptionedTable
            caption={w('matches.title')}
            empty={matches.length === 0 ? w('matches.empty') : undefined}
          >
            <thead>
              <tr>
                <th scope="col">{w('matches.client')}</th>
                <th scope="col">{w('matches.list')}</th>
                <th scope="col">{w('matches.entry')}</th>
                <th scope="col">{w('matches.score')}</th>
                <th scope="col">{w('matches.reasons')}</th>
                <th scope="col">{w('matches.state')}</th>
                <th scope="col">{w('matches.risk')}</th>
                <th scope="col">{w('matches.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {matches.map((match) => (
                <tr key={match.id}>
                  <td className="bo-name">
                    <Link to={`/clients/${match.clientId}`}>{match.clientName}</Link>
                  </td>
                  <td>{w(`listNames.${match.list}`)}</td>
                  <td className="bo-name">{match.entryName}</td>
                  <td>{match.score}</td>
                  <td>{match.reasons.map((reason) => w(`reasons.${reason}`)).join(', ')}</td>
                  <td>{match.clientState ? w(`states.${match.clientState}`) : '—'}</td>
                  <td>{match.riskGrade ? w(`grades.${match.riskGrade}`) : '—'}</td>
                  <td>
                    {canWork ? (
                      <Form method="post" className="bo-stack">
                        <input type="hidden" name="intent" value="match" />
                        <input type="hidden" name="id" value={match.id} />
                        <label htmlFor={`match-reason-${match.id}`} className="bo-visually-hidden">
                          {w('matches.reason')}
                        </label>
                        <textarea
                          id={`match-reason-${match.id}`}
                          name="reason"
                          rows={2}
                          maxLength={2000}
                          required
                        />
                        <div className="bo-actions">
                          <button type="submit" name="outcome" value="cleared" className="bo-button">
                            {w('matches.clear')}
                          </button>
                          <button
                            type="submit"
                            name="outcome"
                            value="confirmed"
                            className="bo-button bo-button-primary"
                          >
                            {w('matches.confirm')}
                          </button>
                        </div>
                      </Form>
                    ) : null}
                    {canWork && match.riskGrade === 'high' ? (
                      <Form method="post" className="bo-stack bo-mt-16">
                        <input type="hidden" name="intent" value="diligence" />
                        <input type="hidden" name="id" value={match.clientId} />
                        <label htmlFor={`diligence-reason-${match.id}`}>{w('diligence.reason')}</label>
                        <textarea
                          id={`diligence-reason-${match.id}`}
                          name="reason"
                          rows={2}
                          maxLength={4000}
                          required
                          aria-invalid={diligenceError(match.clientId) ? true : undefined}
                          aria-describedby={
                            diligenceError(match.clientId) ? `diligence-error-${match.id}` : undefined
                          }
                        />
                        <FieldError
                          id={`diligence-error-${match.id}`}
                          error={diligenceError(match.clientId)}
                        />
                        <div className="bo-actions">
                          <button type="submit" className="bo-button">
                            {w('diligence.submit')}
                          </button>
                        </div>
                      </Form>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </CaptionedTable>

          <h2>{w('lists.title')}</h2>
          <CaptionedTable caption={w('lists.title')} empty={undefined}>
            <thead>
              <tr>
                <th scope="col">{w('lists.list')}</th>
                <th scope="col">{w('lists.source')}</th>
                <th scope="col">{w('lists.entries')}</th>
                <th scope="col">{w('lists.status')}</th>
                <th scope="col">{w('lists.loadedAt')}</th>
                <th scope="col" />
              </tr>
            </thead>
            <tbody>
              {lists.map((version) => (
                <tr key={version.id}>
                  <td>{w(`listNames.${version.list}`)}</td>
                  <td>{version.source}</td>
                  <td>{version.entries}</td>
                  <td>{w(`versionStatuses.${version.status}`)}</td>
                  <td>{dateTime(version.loadedAt)}</td>
                  <td>
                    {canWork && version.status === 'awaiting_confirmation' && version.loadedBy !== me ? (
                      <Form method="post">
                        <input type="hidden" name="intent" value="confirm" />
                        <input type="hidden" name="id" value={version.id} />
                        <button type="submit" className="bo-button bo-button-primary">
                          {w('lists.confirm')}
                        </button>
                      </Form>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </CaptionedTable>
          {canWork ? (
            <div className="bo-actions bo-mt-16">
              {WATCHLIST_KINDS.map((list) => (
                <Form method="post" key={list}>
                  <input type="hidden" name="intent" value="load" />
                  <input type="hidden" name="list" value={list} />
                  <button type="submit" className="bo-button bo-button-wrap">
                    {w('lists.load')}: {w(`listNames.${list}`)}
                  </button>
                </Form>
              ))}
            </div>
          ) : null}
        </>
      ) : null}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';
