import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import { useT } from '../i18n';
import type { ActionFailure } from '../server/actions.server';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A labelled input whose hint and error are linked by `aria-describedby` (WCAG 3.3.1). */
export function Field({ label, name, error, hint, className, ...input }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`bo-field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="bo-hint">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  name: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  error?: string | undefined;
}

/** A labelled native select (works before JavaScript loads). */
export function SelectField({ label, name, options, error, className, ...select }: SelectFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`bo-field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A field's error line, which the control names in `aria-describedby` (WCAG 3.3.1). */
export function FieldError({ id, error }: { id: string | undefined; error: string | undefined }) {
  return error ? (
    <p id={id} className="bo-field-error">
      {error}
    </p>
  ) : null;
}

/** A form-level message; `alert` is announced at once (errors), `status` politely (notices). */
export function Notice({
  tone,
  children,
}: {
  tone: 'danger' | 'success' | 'warning' | 'info';
  children: ReactNode;
}) {
  return (
    <div className={`bo-notice bo-notice-${tone}`} role={tone === 'danger' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

/**
 * A refused form shown again: `typed` is what was typed in a field (only for the form of `intent`
 * when the page has several), `fieldError` the words beside it.
 */
export function useFailedForm(failure: ActionFailure | undefined, intent?: string) {
  const t = useT();
  const mine = failure !== undefined && (intent === undefined || failure.intent === intent);
  return {
    typed: (name: string): string | undefined => (mine ? failure.values?.[name] : undefined),
    fieldError: (name: string): string | undefined => {
      const key = failure?.fields?.[name];
      return key ? t(key) : undefined;
    },
  };
}
