import { ARCO_ARCHIVE_DAYS, ARCO_DENIAL_REASONS, ARCO_OUTCOMES, type ArcoCase } from '@lender/contracts';
import { dateTime } from '../format';
import { useT } from '../i18n';
import type { ActionFailure } from '../server/actions.server';
import { DueDate } from './case-register';
import { Field, IntentForm, SelectField, SubmitButton, TextBox, useFailedForm } from './form';
import { useSectionWords } from './section-words';

// The panels of an ARCO request's page (`_app.privacy.$id.tsx`, issue 51): the identity check, the
// answer and the act under maker-checker, each a plain form that works before JavaScript loads.

/** What anonymisation writes in place of a personal text (core's `ANONYMISED`). */
const ANONYMISED_MARK = '[anonymised]';

/**
 * A text of a request as the officer reads it: the anonymisation's marker in words (a name made
 * only of markers is one word), `—` for none.
 */
export function useShown(): (text: string | null | undefined) => string {
  const t = useT();
  return (text) => {
    if (text === null || text === undefined || text === '') return '—';
    if (!text.includes(ANONYMISED_MARK)) return text;
    const word = t('backoffice:privacy.anonymised');
    return text.split(ANONYMISED_MARK).join(' ').trim() === ''
      ? word
      : text.split(ANONYMISED_MARK).join(word);
  };
}

/** What each panel of the request's page is given. */
interface PanelProps {
  item: ArcoCase;
  canWork: boolean;
  failure: ActionFailure | undefined;
}

/** How the requester's identity is proven, and the officer's check of an ID sent by e-mail or letter. */
export function IdentityPanel({ item, canWork, failure }: PanelProps) {
  const { w } = useSectionWords('privacy');
  const shown = useShown();
  const { field } = useFailedForm(failure, 'identity');
  return (
    <section className="bo-card bo-stack bo-mt-16" aria-labelledby="identity-title">
      <h2 id="identity-title">{w('identity.title')}</h2>
      <dl className="bo-facts">
        <div>
          <dt>{w('identity.check')}</dt>
          <dd>{w(`identityChecks.${item.identityCheck}`)}</dd>
        </div>
        <div>
          <dt>{w('status')}</dt>
          <dd>
            <span className={`bo-badge ${item.identityVerified ? 'bo-badge-success' : 'bo-badge-warning'}`}>
              {item.identityVerified ? w('identity.verified') : w('identity.pending')}
            </span>
          </dd>
        </div>
        {item.identityVerifiedBy ? (
          <div>
            <dt>{w('identity.note')}</dt>
            <dd>
              {shown(item.identityNote)}
              <br />
              {w('identity.verifiedBy', {
                name: item.identityVerifiedBy.name,
                when: dateTime(item.identityVerifiedAt),
              })}
            </dd>
          </div>
        ) : null}
      </dl>
      {canWork && !item.identityVerified && item.status === 'received' ? (
        <IntentForm intent="identity" className="bo-stack" noValidate>
          <Field label={w('identity.note')} hint={w('identity.noteHint')} {...field('note')} />
          <SubmitButton label={w('identity.submit')} tone="secondary" />
        </IntentForm>
      ) : null}
    </section>
  );
}

/** The answer given, or the form that gives it (once). */
export function AnswerPanel({ item, canWork, failure }: PanelProps) {
  const { w, choices } = useSectionWords('privacy');
  const shown = useShown();
  const { field } = useFailedForm(failure, 'answer');
  if (item.status !== 'received') {
    return (
      <section className="bo-card bo-stack bo-mt-16" aria-labelledby="answer-title">
        <h2 id="answer-title">
          {w('answer.outcome')}: {item.outcome ? w(`outcomes.${item.outcome}`) : '—'}
          {item.denialReason ? ` · ${w(`denialReasons.${item.denialReason}`)}` : ''}
        </h2>
        <p className="bo-pre-wrap">{shown(item.answerText)}</p>
        {item.answeredBy ? (
          <p className="bo-muted">
            {w('answer.given', { name: item.answeredBy.name, when: dateTime(item.answeredAt) })}
          </p>
        ) : null}
      </section>
    );
  }
  if (!canWork) return null;
  return (
    <section className="bo-card bo-stack bo-mt-16" aria-labelledby="answer-title">
      <h2 id="answer-title">{w('answer.title')}</h2>
      <p className="bo-hint">{w('answer.hint')}</p>
      {item.identityVerified ? null : (
        <p className="bo-notice bo-notice-warning">{w('answer.needsIdentity')}</p>
      )}
      <IntentForm intent="answer" className="bo-stack" noValidate>
        <div className="bo-filters">
          <SelectField
            label={w('answer.outcome')}
            {...field('outcome', '')}
            options={[{ value: '', label: '—' }, ...choices('outcomes', ARCO_OUTCOMES)]}
          />
          <SelectField
            label={w('answer.denialReason')}
            {...field('denialReason', '')}
            options={[{ value: '', label: '—' }, ...choices('denialReasons', ARCO_DENIAL_REASONS)]}
          />
        </div>
        <TextBox id="answer-text" label={w('answer.text')} {...field('text')} rows={4} maxLength={4000} />
        <SubmitButton label={w('answer.submit')} />
      </IntentForm>
    </section>
  );
}

/** Acting on a granted request: asked by one officer, approved or rejected by another; then done. */
export function ActPanel({
  item,
  canWork,
  canDecide,
  userId,
  failure,
}: PanelProps & { canDecide: boolean; userId: number }) {
  const { w } = useSectionWords('privacy');
  const { field } = useFailedForm(failure, 'action');
  if (item.status !== 'answered' && item.status !== 'completed') return null;
  const pending = item.action?.status === 'pending' ? item.action : null;
  const rejected = item.action?.status === 'rejected' ? item.action : null;
  return (
    <section className="bo-card bo-stack bo-mt-16" aria-labelledby="act-title">
      <h2 id="act-title">{w('act.title')}</h2>
      {item.status === 'completed' ? (
        <>
          <p>{w('act.done', { when: dateTime(item.completedAt) })}</p>
          {item.right === 'cancellation' && item.actResult ? (
            <p data-testid="cancellation-result">
              {item.actResult.anonymised === true ? w('act.anonymised') : w('act.blocked')}
            </p>
          ) : null}
          {item.right === 'access' ? (
            <p>
              <a href={`/privacy/${item.id}/archive`} download>
                {w('act.archive')}
              </a>
            </p>
          ) : null}
        </>
      ) : (
        <>
          <p className="bo-hint">{w(`act.hint.${item.right}`, { days: ARCO_ARCHIVE_DAYS })}</p>
          {pending ? (
            <>
              <p>{w('act.pending', { name: pending.maker.name, when: dateTime(pending.createdAt) })}</p>
              <p className="bo-pre-wrap">{pending.reason}</p>
              {pending.maker.id === userId ? (
                <p className="bo-muted">{w('act.makerCannot')}</p>
              ) : canDecide ? (
                <div className="bo-actions">
                  {(['approve', 'reject'] as const).map((intent) => (
                    <IntentForm
                      key={intent}
                      intent={intent}
                      fields={{ approvalId: pending.id, version: pending.version }}
                    >
                      <button
                        type="submit"
                        className={`bo-button ${intent === 'approve' ? 'bo-button-primary' : 'bo-button-secondary'}`}
                      >
                        {w(`act.${intent}`)}
                      </button>
                    </IntentForm>
                  ))}
                </div>
              ) : null}
            </>
          ) : canWork ? (
            <IntentForm intent="action" className="bo-stack" noValidate>
              {rejected ? (
                <p className="bo-muted">{w('act.rejected', { name: rejected.checker?.name ?? '' })}</p>
              ) : null}
              <Field label={w('act.reason')} {...field('reason')} />
              <SubmitButton label={w('act.request')} />
            </IntentForm>
          ) : null}
        </>
      )}
    </section>
  );
}

/** The deadline a request runs against now, with its badge: overdue, or on time. */
export function Deadline({ item }: { item: Pick<ArcoCase, 'nextDueDate' | 'answerOverdue' | 'actOverdue'> }) {
  const t = useT();
  if (!item.nextDueDate) return <>—</>;
  return (
    <DueDate
      due={item.nextDueDate}
      overdue={item.answerOverdue || item.actOverdue}
      words={{ overdue: t('backoffice:privacy.overdue'), onTime: t('backoffice:privacy.onTime') }}
    />
  );
}
