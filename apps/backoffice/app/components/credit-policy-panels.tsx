import { type CreditPolicy, POLICY_CUT_OFFS, type PolicyCutOff, scorecardChanges } from '@lender/contracts';
import { useT } from '../i18n';
import type { ActionFailure } from '../server/actions.server';
import { Field, IntentForm, Notice, SubmitButton, TextBox, useFailedForm } from './form';
import { cutOffInput, cutOffText, ruleLines } from './policy-words';
import { ScorecardFacts, ScorecardFields } from './scorecard-fields';
import { scorecardChangeLine } from './scorecard-words';

// The chosen credit policy version (issue 67): its rules in words, its cut-offs (a form for a
// draft an editor may change), what differs from the version in force, and the publication:
// asked by an editor, approved by another admin.

/** The rules of the version, in the order they are checked. */
export function PolicyRules({ policy }: { policy: CreditPolicy }) {
  const t = useT();
  return (
    <section className="bo-card bo-stack" aria-labelledby="rules-title">
      <h2 id="rules-title">{t('backoffice:creditPolicy.rulesTitle')}</h2>
      <ol className="bo-stack">
        {ruleLines(t, policy.document).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
    </section>
  );
}

/** The cut-offs and scorecard parts that differ from the version in force, each before and after, in words. */
export function PolicyChanges({ policy, inForce }: { policy: CreditPolicy; inForce: CreditPolicy | null }) {
  const t = useT();
  if (!inForce || inForce.version === policy.version) return null;
  const lines = [
    ...POLICY_CUT_OFFS.filter((name) => policy.cutOffs[name] !== inForce.cutOffs[name]).map((name) =>
      t('backoffice:creditPolicy.changeLine', {
        field: t(`backoffice:creditPolicy.cutOffs.${name}`),
        before: cutOffText(name, inForce.cutOffs[name]),
        after: cutOffText(name, policy.cutOffs[name]),
      }),
    ),
    // The very list the `policy.publish` request carries for the checker (contracts' `scorecardChanges`).
    ...scorecardChanges(inForce.document.scorecard, policy.document.scorecard).map((change) =>
      scorecardChangeLine(t, change),
    ),
  ];
  return (
    <section className="bo-card bo-stack" aria-labelledby="changes-title">
      <h2 id="changes-title">{t('backoffice:creditPolicy.changesTitle')}</h2>
      {lines.length === 0 ? (
        <p className="bo-muted">{t('backoffice:creditPolicy.noChanges')}</p>
      ) : (
        <ul>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The cut-offs: values in words, or a form for a draft the admin may edit. */
export function PolicyCutOffs({
  policy,
  editable,
  failure,
}: {
  policy: CreditPolicy;
  editable: boolean;
  failure: ActionFailure | undefined;
}) {
  const t = useT();
  const { field } = useFailedForm(failure, 'save');
  const label = (name: PolicyCutOff) => t(`backoffice:creditPolicy.cutOffs.${name}`);
  const { scorecard } = policy.document;
  return (
    <section className="bo-card bo-stack" aria-labelledby="cutoffs-title">
      <h2 id="cutoffs-title">{t('backoffice:creditPolicy.cutOffsTitle')}</h2>
      {editable ? (
        <IntentForm
          intent="save"
          fields={{ version: policy.version, revision: policy.revision }}
          className="bo-stack"
          noValidate
        >
          {failure?.intent === 'save' && failure.key ? (
            <Notice tone={failure.conflict ? 'warning' : 'danger'}>{t(failure.key, failure.params)}</Notice>
          ) : null}
          <p className="bo-muted">{t('backoffice:creditPolicy.cutOffHint')}</p>
          <div className="bo-filters">
            {POLICY_CUT_OFFS.map((name) => (
              <Field
                key={name}
                label={label(name)}
                inputMode="decimal"
                {...field(`cutOff.${name}`, cutOffInput(name, policy.cutOffs[name]))}
              />
            ))}
          </div>
          {scorecard ? <ScorecardFields scorecard={scorecard} field={field} /> : null}
          <SubmitButton label={t('backoffice:creditPolicy.save')} />
        </IntentForm>
      ) : (
        <dl className="bo-facts">
          {POLICY_CUT_OFFS.map((name) => (
            <div key={name}>
              <dt>{label(name)}</dt>
              <dd>{cutOffText(name, policy.cutOffs[name])}</dd>
            </div>
          ))}
          {scorecard ? <ScorecardFacts scorecard={scorecard} /> : null}
        </dl>
      )}
    </section>
  );
}

/** Asking for the publication of a draft, or approving another admin's request. */
export function PolicyPublication({
  policy,
  userId,
  canEdit,
  canApprove,
  failure,
}: {
  policy: CreditPolicy;
  userId: number;
  canEdit: boolean;
  canApprove: boolean;
  failure: ActionFailure | undefined;
}) {
  const t = useT();
  const { field } = useFailedForm(failure, 'ask');
  if (policy.status !== 'draft') return null;
  const refusal =
    failure && (failure.intent === 'ask' || failure.intent === 'approve') && failure.key ? (
      <Notice tone={failure.conflict ? 'warning' : 'danger'}>{t(failure.key, failure.params)}</Notice>
    ) : null;
  if (policy.pending) {
    const own = policy.pending.maker.id === userId;
    return (
      <section className="bo-card bo-stack" aria-labelledby="publication-title">
        <h2 id="publication-title">{t('backoffice:creditPolicy.askTitle')}</h2>
        {refusal}
        <p>{t('backoffice:creditPolicy.waiting', { name: policy.pending.maker.name })}</p>
        {own ? <p className="bo-muted">{t('backoffice:creditPolicy.ownRequest')}</p> : null}
        {canApprove && !own ? (
          <IntentForm
            intent="approve"
            fields={{
              version: policy.version,
              approvalId: policy.pending.approvalId,
              approvalVersion: policy.pending.approvalVersion,
            }}
          >
            <SubmitButton label={t('backoffice:creditPolicy.approve')} />
          </IntentForm>
        ) : null}
      </section>
    );
  }
  if (!canEdit) return null;
  return (
    <section className="bo-card bo-stack" aria-labelledby="publication-title">
      <h2 id="publication-title">{t('backoffice:creditPolicy.askTitle')}</h2>
      {refusal}
      <p className="bo-muted">{t('backoffice:creditPolicy.askHint')}</p>
      <IntentForm
        intent="ask"
        fields={{ version: policy.version, revision: policy.revision }}
        className="bo-stack"
      >
        <TextBox
          id="policy-reason"
          label={t('backoffice:creditPolicy.reason')}
          rows={2}
          maxLength={500}
          {...field('reason')}
        />
        <SubmitButton label={t('backoffice:creditPolicy.ask')} />
      </IntentForm>
    </section>
  );
}
