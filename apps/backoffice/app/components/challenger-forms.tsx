import { useT } from '../i18n';
import type { ActionFailure } from '../server/actions.server';
import { Field, IntentForm, Notice, SelectField, SubmitButton, TextBox, useFailedForm } from './form';

// The requests of the champion and challenger page (issue 67 point 3): an editor asks to start a
// draft as challenger (in shadow or on a whole percent of new applications) or to end the running
// one; another admin approves, so until then each shows as waiting.

const F = 'backoffice:creditMonitoring.challengers.form' as const;

function Refusal({ failure, intent }: { failure: ActionFailure | undefined; intent: string }) {
  const t = useT();
  return failure?.intent === intent && failure.key ? (
    <Notice tone={failure.conflict ? 'warning' : 'danger'}>{t(failure.key, failure.params)}</Notice>
  ) : null;
}

/** The start form, or why there is none (one runs, one waits, no draft). */
export function StartChallenger({
  drafts,
  running,
  pendingStart,
  failure,
}: {
  drafts: ReadonlyArray<{ version: number; revision: number }>;
  running: boolean;
  pendingStart: { id: number; policyVersion: number | null } | null;
  failure: ActionFailure | undefined;
}) {
  const t = useT();
  const { field } = useFailedForm(failure, 'start');
  const body = pendingStart ? (
    <Notice tone="info">
      {t(`${F}.waitingStart`, { id: pendingStart.id, version: pendingStart.policyVersion ?? '—' })}
    </Notice>
  ) : running ? (
    <p className="bo-muted">{t(`${F}.runningNote`)}</p>
  ) : drafts.length === 0 ? (
    <p className="bo-muted">{t(`${F}.noDraft`)}</p>
  ) : (
    <IntentForm intent="start" className="bo-stack" noValidate>
      <p className="bo-muted">{t(`${F}.startHint`)}</p>
      <SelectField
        label={t(`${F}.version`)}
        options={drafts.map((draft) => ({
          value: `${draft.version}:${draft.revision}`,
          label: t('backoffice:creditPolicy.versionName', { version: draft.version }),
        }))}
        {...field('version')}
      />
      <SelectField
        label={t(`${F}.mode`)}
        options={(['shadow', 'split'] as const).map((mode) => ({
          value: mode,
          label: t(`${F}.modes.${mode}`),
        }))}
        {...field('mode', 'shadow')}
      />
      <Field
        label={t(`${F}.share`)}
        hint={t(`${F}.shareHint`)}
        inputMode="numeric"
        autoComplete="off"
        {...field('sharePercent')}
      />
      <TextBox
        id="challenger-start-reason"
        label={t(`${F}.reason`)}
        rows={2}
        maxLength={500}
        {...field('reason')}
      />
      <SubmitButton label={t(`${F}.start`)} />
    </IntentForm>
  );
  return (
    <section className="bo-card bo-stack" aria-labelledby="challenger-start-title">
      <h2 id="challenger-start-title">{t(`${F}.startTitle`)}</h2>
      <Refusal failure={failure} intent="start" />
      {body}
    </section>
  );
}

/** The running challenger's end request, or the one waiting for approval. */
export function EndChallenger({
  challenger,
  failure,
}: {
  challenger: { id: number; pendingEnd: { approvalId: number } | null };
  failure: ActionFailure | undefined;
}) {
  const t = useT();
  const { field } = useFailedForm(failure, 'end');
  if (challenger.pendingEnd) {
    return <p>{t(`${F}.waitingEnd`, { id: challenger.pendingEnd.approvalId })}</p>;
  }
  return (
    <IntentForm intent="end" fields={{ challengerId: challenger.id }} className="bo-stack" noValidate>
      <Refusal failure={failure} intent="end" />
      <TextBox
        id={`challenger-end-reason-${challenger.id}`}
        label={t(`${F}.endReason`)}
        rows={1}
        maxLength={500}
        {...field('reason')}
      />
      <SubmitButton label={t(`${F}.end`)} tone="secondary" />
    </IntentForm>
  );
}
