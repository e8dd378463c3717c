import { PAY_CYCLE_TABLE } from '@lender/calculator';
import type { ManualCaseEvidence } from '@lender/contracts';
import { messageKeyOf } from '@lender/i18n';
import { Link } from '@remix-run/react';
import { centavos, date, dateTime } from '../format';
import { useT } from '../i18n';
import { CaseSection, Fact } from './case-evidence';
import { reasonWords } from './case-words';
import { Badge, StatusBadge } from './status';

// The lender's side of a manual case in the decision panel (issue 48): the case itself, the
// scoring, the engine's reasons in words, the client's history and the clients related to it.

const VERDICT_TONE = { allow: 'success', review: 'warning', deny: 'danger' } as const;

/** The case at a glance: amount, term, pay cycle, the client's age and seniority. */
export function CaseSummary({ evidence }: { evidence: ManualCaseEvidence }) {
  const t = useT();
  const { client } = evidence;
  return (
    <div className="bo-case-summary">
      <dl className="bo-case-facts">
        <Fact term={t('backoffice:review.summary.requested')}>{centavos(evidence.requestedCentavos)}</Fact>
        <Fact term={t('backoffice:review.summary.term')}>
          {t('backoffice:loans.termDays', { count: evidence.termDays })}
        </Fact>
        <Fact term={t('backoffice:review.summary.payCycle')}>
          {t(messageKeyOf(PAY_CYCLE_TABLE[evidence.payCycle].shortLabelKey))}
        </Fact>
        <Fact term={t('backoffice:review.summary.sequence')}>
          {t(`backoffice:review.summary.${evidence.sequenceType}`)}
        </Fact>
        <Fact term={t('backoffice:review.summary.age')}>
          {client.age === null ? '—' : t('backoffice:review.summary.years', { count: client.age })}
          {client.birthDate ? <span className="bo-case-sub">{date(client.birthDate)}</span> : null}
        </Fact>
        <Fact term={t('backoffice:review.summary.applied')}>{dateTime(evidence.appliedAt)}</Fact>
        <Fact term={t('backoffice:review.summary.registered')}>{date(client.registeredAt)}</Fact>
      </dl>
      <p className="bo-case-open">
        <Link to={`/clients/${client.id}`}>{t('backoffice:review.summary.openClient')}</Link>
      </p>
    </div>
  );
}

function Score({ scoring }: { scoring: ManualCaseEvidence['scoring'] }) {
  const t = useT();
  const verdict = (value: 'allow' | 'review' | 'deny') => (
    <Badge tone={VERDICT_TONE[value]}>{t(`backoffice:review.score.verdicts.${value}`)}</Badge>
  );
  const soda = scoring.helloSoda;
  return (
    <dl className="bo-case-facts">
      <Fact term={t('backoffice:review.score.juicy')}>
        {scoring.juicyScore ? (
          <>
            <strong>{scoring.juicyScore.score}</strong> {verdict(scoring.juicyScore.verdict)}
          </>
        ) : (
          t('backoffice:review.score.none')
        )}
      </Fact>
      <Fact term={t('backoffice:review.score.helloSoda')}>
        {soda ? (
          <>
            <strong>{soda.score}</strong>{' '}
            {verdict(soda.decision === 'pass' ? 'allow' : soda.decision === 'fail' ? 'deny' : 'review')}
          </>
        ) : (
          t('backoffice:review.score.none')
        )}
      </Fact>
      <Fact term={t('backoffice:review.score.device')}>
        {scoring.iovation ? verdict(scoring.iovation.verdict) : t('backoffice:review.score.none')}
      </Fact>
      <Fact term={t('backoffice:review.score.behaviour')}>
        {t(
          scoring.behaviouralData
            ? 'backoffice:review.score.behaviourYes'
            : 'backoffice:review.score.behaviourNo',
        )}
      </Fact>
    </dl>
  );
}

function Reasons({ decision }: { decision: ManualCaseEvidence['decision'] }) {
  const t = useT();
  if (!decision) return <p className="bo-muted">{t('backoffice:review.reasons.none')}</p>;
  return (
    <>
      <p className="bo-hint">
        {t('backoffice:review.reasons.engine', {
          when: dateTime(decision.createdAt),
          ruleSet: decision.ruleSet,
        })}
      </p>
      <ul className="bo-case-reasons">
        {decision.reasons.map((reason) => {
          const words = reasonWords(t, reason);
          return (
            <li key={`${reason.rule}-${reason.code}`}>
              <strong>{words.rule}:</strong> {words.why}.{words.detail ? ` ${words.detail}` : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}

function History({ history }: { history: ManualCaseEvidence['history'] }) {
  const t = useT();
  return (
    <div className="bo-case-history">
      <div>
        <h4>{t('backoffice:review.history.applications')}</h4>
        {history.applications.length === 0 ? (
          <p className="bo-muted">{t('backoffice:review.history.noApplications')}</p>
        ) : (
          <ul>
            {history.applications.map((application) => (
              <li key={application.id}>
                {t('backoffice:applications.id')} {application.id} · {centavos(application.amountCentavos)} ·{' '}
                {date(application.createdAt)} <StatusBadge kind="application" status={application.status} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h4>{t('backoffice:review.history.loans')}</h4>
        {history.loans.length === 0 ? (
          <p className="bo-muted">{t('backoffice:review.history.noLoans')}</p>
        ) : (
          <ul>
            {history.loans.map((loan) => (
              <li key={loan.id}>
                <Link to={`/loans/${loan.id}`}>
                  {t('backoffice:loans.id')} {loan.id}
                </Link>{' '}
                · {centavos(loan.principalCentavos)} ·{' '}
                {loan.closedAt
                  ? t('backoffice:review.history.closedOn', { date: date(loan.closedAt) })
                  : t('backoffice:review.history.due', { date: date(loan.dueDate) })}{' '}
                <StatusBadge kind="loan" status={loan.status} />
                {loan.overdueDays > 0 ? (
                  <>
                    {' '}
                    <Badge tone="danger">
                      {t('backoffice:review.history.overdue', { count: loan.overdueDays })}
                    </Badge>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function Duplicates({ duplicates }: { duplicates: ManualCaseEvidence['duplicates'] }) {
  const t = useT();
  return (
    <>
      {duplicates.length === 0 ? (
        <p>{t('backoffice:review.duplicates.none')}</p>
      ) : (
        <ul className="bo-case-duplicates">
          {duplicates.map((duplicate) => (
            <li key={duplicate.clientId}>
              <Link to={`/clients/${duplicate.clientId}`}>
                {duplicate.fullName || `#${duplicate.clientId}`}
              </Link>{' '}
              <StatusBadge kind="client" status={duplicate.status} />{' '}
              {duplicate.matches.map((match) => (
                <Badge key={match} tone="warning">
                  {t(`backoffice:review.duplicates.matches.${match}`)}
                </Badge>
              ))}
            </li>
          ))}
        </ul>
      )}
      <p className="bo-hint">{t('backoffice:review.duplicates.unique')}</p>
    </>
  );
}

/** Scoring, the engine's reasons, the history and the related clients of a case. */
export function CaseEngine({ evidence }: { evidence: ManualCaseEvidence }) {
  const t = useT();
  return (
    <>
      <div className="bo-case-pair">
        <CaseSection title={t('backoffice:review.sections.reasons')} id="case-reasons">
          <Reasons decision={evidence.decision} />
        </CaseSection>
        <CaseSection title={t('backoffice:review.sections.score')} id="case-score">
          <Score scoring={evidence.scoring} />
        </CaseSection>
      </div>
      <CaseSection title={t('backoffice:review.sections.history')} id="case-history">
        <History history={evidence.history} />
      </CaseSection>
      <CaseSection title={t('backoffice:review.sections.duplicates')} id="case-duplicates">
        <Duplicates duplicates={evidence.duplicates} />
      </CaseSection>
    </>
  );
}
