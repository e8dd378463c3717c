import { Form, type FormProps } from '@remix-run/react';
import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { useT } from '../i18n';
import type { ActionFailure } from '../server/actions.server';

/** What a control of a field carries: whether it is wrong, and the ids of its hint and error lines. */
interface Described {
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A field of the back office: its label, its hint, the control (given what describes it) and its
 * error line, the control linked to both by `aria-describedby` (WCAG 3.3.1).
 */
function FieldFrame({
  id,
  label,
  hint,
  error,
  className,
  control,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error: string | undefined;
  /** Classes beside `bo-field`. */
  className?: string | undefined;
  control(described: Described): ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`bo-field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="bo-hint">
          {hint}
        </p>
      ) : null}
      {control({
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
      })}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** What a field is given beside its control's own attributes. */
interface FieldWords {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: string | undefined;
}

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> & FieldWords;

/** A labelled input whose hint and error are linked by `aria-describedby` (WCAG 3.3.1). */
export function Field({ label, name, error, hint, className, ...input }: FieldProps) {
  const id = useId();
  return (
    <FieldFrame
      id={id}
      label={label}
      hint={hint}
      error={error}
      className={className}
      control={(described) => <input id={id} name={name} {...described} {...input} />}
    />
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name'> &
  Omit<FieldWords, 'hint'> & { options: ReadonlyArray<{ value: string; label: string }> };

/** A labelled native select (works before JavaScript loads). */
export function SelectField({ label, name, options, error, className, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame
      id={id}
      label={label}
      error={error}
      className={className}
      control={(described) => (
        <select id={id} name={name} {...described} {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

type TextBoxProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'> &
  FieldWords & {
    /** The textarea's id; its hint and error lines are `<id>-hint` and `<id>-error`. */
    id: string;
  };

/** A labelled textarea across the form's width, its hint and error linked by `aria-describedby`. */
export function TextBox({ id, label, name, error, hint, ...textarea }: TextBoxProps) {
  return (
    <FieldFrame
      id={id}
      label={label}
      hint={hint}
      error={error}
      className="bo-field-wide"
      control={(described) => <textarea id={id} name={name} {...described} {...textarea} />}
    />
  );
}

/** A form's submit button on its own line. */
export function SubmitButton({ label, tone = 'primary' }: { label: string; tone?: 'primary' | 'secondary' }) {
  return (
    <div>
      <button type="submit" className={`bo-button bo-button-${tone}`}>
        {label}
      </button>
    </div>
  );
}

/**
 * A POST form of one of the page's actions: its `intent` and the record it acts on as hidden
 * fields, then what it shows (a reason, the buttons).
 */
export function IntentForm({
  intent,
  fields = {},
  children,
  ...form
}: Omit<FormProps, 'method'> & {
  intent: string;
  /** Hidden fields after the intent (the record's id, its version). */
  fields?: Record<string, string | number>;
  children: ReactNode;
}) {
  return (
    <Form method="post" {...form}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </Form>
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
 * when the page has several), `fieldError` the words beside it, and `field` both with the field's
 * name, to spread on a `Field`, `SelectField` or `TextBox` (`fallback` when nothing was typed).
 */
export function useFailedForm(failure: ActionFailure | undefined, intent?: string) {
  const t = useT();
  const mine = failure !== undefined && (intent === undefined || failure.intent === intent);
  const typed = (name: string): string | undefined => (mine ? failure.values?.[name] : undefined);
  const fieldError = (name: string): string | undefined => {
    const key = failure?.fields?.[name];
    return key ? t(key) : undefined;
  };
  const field = (name: string, fallback?: string) => ({
    name,
    defaultValue: typed(name) ?? fallback,
    error: fieldError(name),
  });
  return { typed, fieldError, field };
}
