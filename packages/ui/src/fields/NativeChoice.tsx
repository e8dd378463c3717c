import { AlertCircle, Check } from 'lucide-react';
import { type ChangeEvent, type FocusEvent, type ReactNode, useId, useRef, useState } from 'react';
import * as fieldStyles from '../styles/field.css';
import { useUiText } from '../text/text';
import { cx } from '../utils/cx';
import { useEarlyInput } from '../utils/early-input';
import * as styles from './choice.css';

// The choice controls from native HTML elements: no React Aria, so a page of
// them costs nothing beyond React; they post without JavaScript, the browser and the screen reader
// give the keyboard and the announcements, and they look like the React Aria ones of `Choice.tsx`.

/** One option of a select or radio group (the same shape as `ChoiceOption` of `Choice.tsx`). */
export interface NativeChoiceOption<V extends string = string> {
  value: V;
  label: string;
  isDisabled?: boolean;
}

function FieldErrorText({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} className={fieldStyles.error}>
      <AlertCircle aria-hidden size={16} style={{ flex: 'none', marginTop: 2 }} />
      <span>{children}</span>
    </div>
  );
}

const joinIds = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

export interface NativeSelectProps<V extends string> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  options: readonly NativeChoiceOption<V>[];
  /** Controlled value (`null` or `''`: nothing chosen yet). */
  value?: V | null;
  defaultValue?: V;
  onChange?: (value: V) => void;
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => void;
  /** The first, empty option ("Selecciona una opción" by default). */
  placeholder?: string;
  name?: string;
  id?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isInvalid?: boolean;
  autoComplete?: string;
  className?: string;
}

/**
 * A native `<select>` with a label, a hint and an error linked by `aria-describedby`, styled like
 * the React Aria `Select`. The phone's own picker opens it; it posts without JavaScript.
 */
export function NativeSelect<V extends string>({
  label,
  hint,
  error,
  options,
  value,
  defaultValue,
  onChange,
  onBlur,
  placeholder,
  name,
  id,
  isRequired,
  isDisabled,
  isInvalid,
  autoComplete,
  className,
}: NativeSelectProps<V>) {
  const t = useUiText();
  const autoId = useId();
  const selectId = id ?? `${autoId}-select`;
  const invalid = isInvalid || Boolean(error);
  const controlled = value !== undefined ? { value: value ?? '' } : { defaultValue: defaultValue ?? '' };
  const ref = useRef<HTMLSelectElement | null>(null);
  // Chosen before the scripts ran: kept (a controlled select would go back to `value`), and told.
  useEarlyInput(
    () => {
      const chosen = ref.current?.value;
      return chosen && chosen !== (value ?? defaultValue ?? '') ? (chosen as V) : undefined;
    },
    (chosen) => onChange?.(chosen),
  );
  return (
    <div className={cx(fieldStyles.field, className)} data-invalid={invalid || undefined}>
      <label htmlFor={selectId} className={fieldStyles.label}>
        {label}
      </label>
      {hint ? (
        <span id={`${autoId}-hint`} className={fieldStyles.hint}>
          {hint}
        </span>
      ) : null}
      <select
        ref={ref}
        id={selectId}
        name={name}
        className={styles.nativeSelect}
        {...controlled}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange?.(event.target.value as V)}
        onBlur={onBlur}
        required={isRequired || undefined}
        disabled={isDisabled || undefined}
        autoComplete={autoComplete}
        aria-invalid={invalid || undefined}
        aria-describedby={joinIds(Boolean(hint) && `${autoId}-hint`, Boolean(error) && `${autoId}-error`)}
      >
        <option value="" disabled>
          {placeholder ?? t('select.placeholder')}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.isDisabled}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? <FieldErrorText id={`${autoId}-error`}>{error}</FieldErrorText> : null}
    </div>
  );
}

export interface NativeCheckboxProps {
  /** The label; may contain links (a consent with "lee el aviso de privacidad"). */
  children: ReactNode;
  error?: ReactNode;
  name?: string;
  /** What the form posts when checked (`on` by default, as the browser does). */
  value?: string;
  id?: string;
  /** Controlled state. */
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  isRequired?: boolean;
  isDisabled?: boolean;
  isInvalid?: boolean;
  className?: string;
}

/**
 * A native checkbox for consents, drawn like the React Aria `Checkbox`: the label wraps the input,
 * so the whole line toggles it; the error is linked by `aria-describedby`.
 */
export function NativeCheckbox({
  children,
  error,
  name,
  value,
  id,
  isSelected,
  defaultSelected,
  onChange,
  isRequired,
  isDisabled,
  isInvalid,
  className,
}: NativeCheckboxProps) {
  const errorId = `${useId()}-error`;
  const invalid = isInvalid || Boolean(error);
  const controlled =
    isSelected !== undefined ? { checked: isSelected } : { defaultChecked: defaultSelected ?? false };
  const ref = useRef<HTMLInputElement | null>(null);
  // Ticked or cleared before the scripts ran: kept (a controlled box would go back), and told.
  useEarlyInput(
    () => {
      const checked = ref.current?.checked;
      return checked !== undefined && checked !== (isSelected ?? defaultSelected ?? false)
        ? checked
        : undefined;
    },
    (checked) => onChange?.(checked),
  );
  return (
    <div className={cx(fieldStyles.field, className)}>
      <label className={cx(styles.checkbox, styles.nativeChoice)}>
        <input
          ref={ref}
          type="checkbox"
          id={id}
          name={name}
          // Only when given: a `value` prop, even undefined, makes React post '' instead of `on`.
          {...(value === undefined ? {} : { value })}
          className={styles.nativeInput}
          {...controlled}
          onChange={(event) => onChange?.(event.target.checked)}
          required={isRequired || undefined}
          disabled={isDisabled || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span aria-hidden className={styles.nativeBox}>
          <Check className={styles.nativeTick} size={16} strokeWidth={3} />
        </span>
        <span>{children}</span>
      </label>
      {error ? <FieldErrorText id={errorId}>{error}</FieldErrorText> : null}
    </div>
  );
}

export interface NativeRadioGroupProps<V extends string> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  options: readonly NativeChoiceOption<V>[];
  /** The inputs' name: the form posts the chosen value under it. */
  name: string;
  /** Controlled value (`null` or `''`: none chosen). */
  value?: V | null;
  defaultValue?: V;
  onChange?: (value: V) => void;
  isRequired?: boolean;
  isDisabled?: boolean;
  isInvalid?: boolean;
  className?: string;
}

/**
 * Radio buttons in a `<fieldset>` named by its `<legend>`; the browser moves between them with the
 * arrow keys. Drawn like the React Aria `RadioGroup`.
 */
export function NativeRadioGroup<V extends string>({
  label,
  hint,
  error,
  options,
  name,
  value,
  defaultValue,
  onChange,
  isRequired,
  isDisabled,
  isInvalid,
  className,
}: NativeRadioGroupProps<V>) {
  const autoId = useId();
  const invalid = isInvalid || Boolean(error);
  // Uncontrolled radios keep their own state; a controlled group follows `value`.
  const [inner, setInner] = useState<string>(defaultValue ?? '');
  const current = value === undefined ? inner : (value ?? '');
  const ref = useRef<HTMLFieldSetElement | null>(null);
  // Chosen before the scripts ran: kept (the radios are controlled and would go back), and told.
  useEarlyInput(
    () => {
      const chosen = ref.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value;
      return chosen && chosen !== current ? (chosen as V) : undefined;
    },
    (chosen) => {
      if (value === undefined) setInner(chosen);
      onChange?.(chosen);
    },
  );
  return (
    <fieldset
      ref={ref}
      className={cx(fieldStyles.field, styles.nativeGroup, className)}
      data-invalid={invalid || undefined}
      disabled={isDisabled || undefined}
      aria-describedby={joinIds(Boolean(hint) && `${autoId}-hint`, Boolean(error) && `${autoId}-error`)}
    >
      <legend className={styles.legend} style={{ padding: 0 }}>
        {label}
      </legend>
      {hint ? (
        <span id={`${autoId}-hint`} className={fieldStyles.hint}>
          {hint}
        </span>
      ) : null}
      <div className={styles.radioGroup}>
        {options.map((option) => (
          <label key={option.value} className={cx(styles.radio, styles.nativeChoice)}>
            <input
              type="radio"
              name={name}
              value={option.value}
              className={styles.nativeInput}
              checked={current === option.value}
              onChange={() => {
                if (value === undefined) setInner(option.value);
                onChange?.(option.value);
              }}
              disabled={option.isDisabled || undefined}
              required={isRequired || undefined}
              aria-invalid={invalid || undefined}
            />
            <span aria-hidden className={styles.nativeDot} />
            {option.label}
          </label>
        ))}
      </div>
      {error ? <FieldErrorText id={`${autoId}-error`}>{error}</FieldErrorText> : null}
    </fieldset>
  );
}
