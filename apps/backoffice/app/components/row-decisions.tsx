import type { ReactNode } from 'react';
import { FieldError, IntentForm } from './form';

// The decisions taken in a table's row (the compliance screen's alerts and matches): a plain form
// with the written reason the audit keeps, and the buttons that say what was decided.

/** A row's decision that keeps a written reason (a plain form: it works before JavaScript loads). */
export function ReasonForm({
  intent,
  id,
  fieldId,
  label,
  hiddenLabel = false,
  maxLength,
  error,
  errorId,
  className = 'bo-stack',
  children,
}: {
  intent: string;
  /** The record the decision is about. */
  id: number;
  /** The reason field's id. */
  fieldId: string;
  label: string;
  /** The label only for screen readers (the column's header says it). */
  hiddenLabel?: boolean;
  maxLength: number;
  /** The refusal of this row's last try, beside the field (`errorId`). */
  error?: string | undefined;
  errorId?: string;
  className?: string;
  /** The buttons. */
  children: ReactNode;
}) {
  return (
    <IntentForm intent={intent} fields={{ id }} className={className}>
      <label htmlFor={fieldId} className={hiddenLabel ? 'bo-visually-hidden' : undefined}>
        {label}
      </label>
      <textarea
        id={fieldId}
        name="reason"
        rows={2}
        maxLength={maxLength}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <FieldError id={errorId} error={error} />
      <div className="bo-actions">{children}</div>
    </IntentForm>
  );
}

/** The buttons of a decision: each sends `name` with its value; the main one stands out. */
export function DecisionButtons({
  name,
  options,
}: {
  name: string;
  options: ReadonlyArray<{ value: string; label: string; main?: boolean }>;
}) {
  return options.map((option) => (
    <button
      key={option.value}
      type="submit"
      name={name}
      value={option.value}
      className={option.main ? 'bo-button bo-button-primary' : 'bo-button'}
    >
      {option.label}
    </button>
  ));
}
