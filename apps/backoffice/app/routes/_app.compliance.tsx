import { WATCHLIST_KINDS } from '@lender/contracts';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { AmlThresholdsSection } from '../components/aml-thresholds-section';
import { ProduceReportSection, RaiseAlertSection, UploadListSection } from '../components/compliance-forms';
import { IntentForm, useFailedForm } from '../components/form';
import { ItemTable } from '../components/item-table';
import { RecordFailure } from '../components/record-tabs';
import { DecisionButtons, ReasonForm } from '../components/row-decisions';
import { useSectionWords } from '../components/section-words';
import { dateTime } from '../format';
import { pageTitle, useT } from '../i18n';
import type { ActionFailure } from '../server/actions.server';
import { complianceAction, complianceLoader, type ProducedReport } from './_app.compliance.server';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, (t) => t('backoffice:nav.compliance'));

export const loader = ({ request }: LoaderFunctionArgs) => complianceLoader(request);
export const action = ({ request }: ActionFunctionArgs) => complianceAction(request);

/**
 * The PLD officer's screen (issue 50): alerts, matches and watch lists, in words (a list's file
 * uploaded, a version confirmed by a second officer, two for one the system loaded); the form any
 * staff member uses to report a worrying operation; the periodic report and its download; the AML
 * thresholds in force, their history and the request to change them (issue 63).
 */
export default function Compliance() {
  const { alerts, matches, lists, thresholds, me, canRead, canRaise, canWork, canDecide } =
    useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as ActionFailure | ProducedReport | undefined;
  const produced = answer && 'report' in answer ? answer.report : undefined;
  const failure = answer && !('report' in answer) ? (answer as ActionFailure) : undefined;
  const raiseForm = useFailedForm(failure, 'raise');
  const reportForm = useFailedForm(failure, 'report');
  const t = useT();
  const { w } = useSectionWords('compliance');
  const fieldOf = (intent: string, name: string) =>
    failure?.intent === intent && failure.fields?.[name] ? t(failure.fields[name]) : undefined;
  const diligenceError = (clientId: number) =>
    failure?.values?.id === String(clientId) ? fieldOf('diligence', 'reason') : undefined;

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
          <ItemTable
            caption={w('alerts.title')}
            empty={w('alerts.empty')}
            head={['created', 'kind', 'rule', 'client', 'due', 'decision'].map((key) => w(`alerts.${key}`))}
            items={alerts}
            cells={(alert) => (
              <>
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
                    <PendingReview
                      waiting={w('alerts.waiting', {
                        decision: w(`decisions.${alert.pendingDecision.decision}`),
                        reason: alert.pendingDecision.reason,
                      })}
                      pending={alert.pendingDecision}
                      me={me}
                      canDecide={canDecide}
                    />
                  ) : canWork ? (
                    <ReasonForm
                      intent="decide"
                      id={alert.id}
                      fieldId={`alert-reason-${alert.id}`}
                      label={w('alerts.reason')}
                      maxLength={4000}
                    >
                      <DecisionButtons
                        name="decision"
                        options={[
                          { value: 'report', label: w('alerts.report'), main: true },
                          // A relevant operation goes in the quarterly file, never dismissed (ADR 378).
                          ...(alert.kind === 'relevant'
                            ? []
                            : [{ value: 'dismiss', label: w('alerts.dismiss') }]),
                        ]}
                      />
                    </ReasonForm>
                  ) : null}
                </td>
              </>
            )}
          />

          <h2>{w('matches.title')}</h2>
          <ItemTable
            caption={w('matches.title')}
            empty={w('matches.empty')}
            head={['client', 'list', 'entry', 'score', 'reasons', 'state', 'risk', 'reason'].map((key) =>
              w(`matches.${key}`),
            )}
            items={matches}
            cells={(match) => (
              <>
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
                  {match.pendingClearance ? (
                    <PendingReview
                      waiting={w('matches.waiting', { reason: match.pendingClearance.reason })}
                      pending={match.pendingClearance}
                      me={me}
                      canDecide={canDecide}
                    />
                  ) : canWork ? (
                    <ReasonForm
                      intent="match"
                      id={match.id}
                      fieldId={`match-reason-${match.id}`}
                      label={w('matches.reason')}
                      hiddenLabel
                      maxLength={2000}
                    >
                      <DecisionButtons
                        name="outcome"
                        options={[
                          { value: 'cleared', label: w('matches.clear') },
                          { value: 'confirmed', label: w('matches.confirm'), main: true },
                        ]}
                      />
                    </ReasonForm>
                  ) : null}
                  {canWork && match.riskGrade === 'high' ? (
                    <ReasonForm
                      intent="diligence"
                      id={match.clientId}
                      fieldId={`diligence-reason-${match.id}`}
                      label={w('diligence.reason')}
                      maxLength={4000}
                      error={diligenceError(match.clientId)}
                      errorId={`diligence-error-${match.id}`}
                      className="bo-stack bo-mt-16"
                    >
                      <button type="submit" className="bo-button">
                        {w('diligence.submit')}
                      </button>
                    </ReasonForm>
                  ) : null}
                </td>
              </>
            )}
          />

          <h2>{w('lists.title')}</h2>
          <ItemTable
            caption={w('lists.title')}
            head={[
              ...['list', 'source', 'entries', 'status', 'loadedAt'].map((key) => w(`lists.${key}`)),
              '',
            ]}
            items={lists}
            cells={(version) => (
              <>
                <td>{w(`listNames.${version.list}`)}</td>
                <td>{version.source}</td>
                <td>{version.entries}</td>
                <td>{w(`versionStatuses.${version.status}`)}</td>
                <td>{dateTime(version.loadedAt)}</td>
                <td>
                  {canWork &&
                  version.status === 'awaiting_confirmation' &&
                  version.loadedBy !== me &&
                  version.acceptedBy !== me ? (
                    <IntentForm intent="confirm" fields={{ id: version.id }}>
                      <button type="submit" className="bo-button bo-button-primary">
                        {w(
                          version.loadedBy === null && version.acceptedBy === null
                            ? 'lists.accept'
                            : 'lists.confirm',
                        )}
                      </button>
                    </IntentForm>
                  ) : null}
                </td>
              </>
            )}
          />
          {canWork ? (
            <>
              <UploadListSection w={w} fieldOf={fieldOf} />
              <p className="bo-hint bo-mt-16">{w('lists.loadHint')}</p>
              <div className="bo-actions">
                {WATCHLIST_KINDS.map((list) => (
                  <IntentForm key={list} intent="load" fields={{ list }}>
                    <button type="submit" className="bo-button bo-button-wrap">
                      {w('lists.load')}: {w(`listNames.${list}`)}
                    </button>
                  </IntentForm>
                ))}
              </div>
            </>
          ) : null}
          {thresholds ? (
            <AmlThresholdsSection w={w} thresholds={thresholds} me={me} canWork={canWork} failure={failure} />
          ) : null}
        </>
      ) : null}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';

/** A decision waiting for another user (maker-checker): its maker is told so, a checker approves or rejects. */
function PendingReview({
  waiting,
  pending,
  me,
  canDecide,
}: {
  waiting: string;
  pending: { makerId: number; approvalId: number; version: number };
  me: number;
  canDecide: boolean;
}) {
  const { w } = useSectionWords('compliance');
  return (
    <div className="bo-stack">
      <p>{waiting}</p>
      {pending.makerId === me ? (
        <p className="bo-hint">{w('alerts.yours')}</p>
      ) : canDecide ? (
        <IntentForm
          intent="review"
          fields={{ id: pending.approvalId, version: pending.version }}
          className="bo-actions"
        >
          <DecisionButtons
            name="approve"
            options={[
              { value: 'true', label: w('alerts.approve'), main: true },
              { value: 'false', label: w('alerts.reject') },
            ]}
          />
        </IntentForm>
      ) : null}
    </div>
  );
}
