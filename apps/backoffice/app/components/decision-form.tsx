import type { MessageKey } from '@lender/i18n';
import { Form } from '@remix-run/react';
import type { Ref } from 'react';
import { useT } from '../i18n';
import { FieldError } from './form';
import { ReasonField } from './reason-action';

/** A decision an agent takes on a manual case. */
export type ManualDecision = 'approve' | 'approve_decrease' | 'reject';

/** Each decision, its words and its key (the queue's `a`/`d`/`r`, issue 16). */
export const DECISION_CHOICES: ReadonlyArray<{
  value: ManualDecision;
  label: MessageKey;
  hint: MessageKey;
  key: 'a' | 'd' | 'r';
}> = [
  {
    value: 'approve',
    label: 'backoffice:queue.approve',
    hint: 'backoffice:review.choices.approveHint',
    key: 'a',
  },
  {
    value: 'approve_decrease',
    label: 'backoffice:queue.decrease',
    hint: 'backoffice:review.choices.decreaseHint',
    key: 'd',
  },
  {
    value: 'reject',
    label: 'backoffice:queue.reject',
    hint: 'backoffice:review.choices.rejectHint',
    key: 'r',
  },
];

/** The decision a key chooses, or null for any other key. */
export function decisionOfKey(key: string): ManualDecision | null {
  return DECISION_CHOICES.find((choice) => choice.key === key.toLowerCase())?.value ?? null;
}

/**
 * The decision of the panel: three choices drawn as cards, each with its shortcut as a key badge
 * (`<kbd>`, named for screen readers in its description and by `aria-keyshortcuts`), the lower
 * amount when it is the choice, the reason, and the button that says what it does.
 */
export function DecisionForm(props: {
  applicationId: number;
  decision: ManualDecision;
  onChoose(decision: ManualDecision): void;
  reasonRef: Ref<HTMLTextAreaElement>;
  errors: { amount?: string | undefined; reason?: string | undefined };
  values: Record<string, string> | undefined;
}) {
  const t = useT();
  const { decision, errors } = props;
  return (
    <Form method="post" className="bo-stack" noValidate>
      <input type="hidden" name="intent" value="decide" />
      <input type="hidden" name="applicationId" value={props.applicationId} />
      <fieldset className="bo-choices">
        <legend>{t('backoffice:queue.decision')}</legend>
        {DECISION_CHOICES.map((choice) => {
          const id = `decide-${choice.value}`;
          const shortcut = t('backoffice:review.choices.shortcut', { key: choice.key.toUpperCase() });
          return (
            <div key={choice.value} className={`bo-choice bo-choice-${choice.value}`}>
              <input
                type="radio"
                id={id}
                name="decision"
                value={choice.value}
                checked={decision === choice.value}
                onChange={() => props.onChoose(choice.value)}
                aria-keyshortcuts={choice.key}
                aria-describedby={`${id}-hint ${id}-key`}
              />
              <label htmlFor={id}>{t(choice.label)}</label>
              {/* The key as a key badge; screen readers hear "Atajo de teclado: A" from the description. */}
              <span aria-hidden="true">
                <kbd className="bo-kbd">{choice.key.toUpperCase()}</kbd>
              </span>
              <p id={`${id}-hint`} className="bo-choice-hint">
                {t(choice.hint)}
              </p>
              <span id={`${id}-key`} className="bo-visually-hidden">
                {shortcut}
              </span>
            </div>
          );
        })}
      </fieldset>
      <p className="bo-hint">{t('backoffice:review.choices.keys')}</p>
      {decision === 'approve_decrease' ? (
        <div className="bo-field">
          <label htmlFor="decide-amount">{t('backoffice:queue.newAmount')}</label>
          <input
            id="decide-amount"
            name="amount"
            inputMode="decimal"
            defaultValue={props.values?.amount}
            required
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={errors.amount ? 'decide-amount-error' : undefined}
          />
          <FieldError id="decide-amount-error" error={errors.amount} />
        </div>
      ) : null}
      <ReasonField
        id="decide-reason"
        errorId="decide-reason-error"
        label={t('backoffice:queue.reason')}
        error={errors.reason}
        textareaRef={props.reasonRef}
        defaultValue={props.values?.reason}
      />
      <div>
        <button
          type="submit"
          className={`bo-button ${decision === 'reject' ? 'bo-button-danger' : 'bo-button-primary'}`}
        >
          {t(
            DECISION_CHOICES.find((choice) => choice.value === decision)?.label ?? 'backoffice:queue.approve',
          )}
        </button>
      </div>
    </Form>
  );
}
