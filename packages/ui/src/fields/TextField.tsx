import { AlertCircle } from 'lucide-react';
import {
  type FocusEvent,
  type KeyboardEvent,
  type MutableRefObject,
  type ReactNode,
  type Ref,
  useId,
  useRef,
  useState,
} from 'react';
import * as styles from '../styles/field.css';
import { useUiText } from '../text/text';
import { cx } from '../utils/cx';
import { useBrowserLayoutEffect, useEarlyInput } from '../utils/early-input';
import { caretAfterFormat, type Mask } from './masks';

export interface TextFieldProps {
  /** The form field's name (the form posts it without JavaScript). */
  name?: string;
  id?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  /** Invalid without an error text (the error text makes it invalid too). */
  isInvalid?: boolean;
  autoComplete?: string;
  autoFocus?: boolean;
  maxLength?: number;
  minLength?: number;
  pattern?: string;
  enterKeyHint?: 'enter' | 'done' | 'go' | 'next' | 'previous' | 'search' | 'send';
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  onKeyUp?: (event: KeyboardEvent<HTMLInputElement>) => void;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-details'?: string;
  /** The visible label (every field has one). */
  label: ReactNode;
  /** Help under the label, linked by `aria-describedby`. */
  hint?: ReactNode;
  /** The error text: makes the field invalid, linked by `aria-describedby`, announced. */
  error?: ReactNode;
  /** The stored value (for a masked field: the parsed value, digits for a phone). */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Input mask: what is kept and how it is shown. */
  mask?: Mask;
  placeholder?: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'search' | 'url';
  inputMode?: 'numeric' | 'text' | 'tel' | 'decimal' | 'email' | 'search' | 'url';
  /** Something inside the box before the text ($, an icon). */
  prefix?: ReactNode;
  /** A control inside the box after the text (the password's reveal button). */
  suffix?: ReactNode;
  /** Live text with the hint that is not an error (the CLABE's bank name), announced politely. */
  status?: ReactNode;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Shows the value in a monospace-like tabular face (codes, CLABE, card). */
  tabular?: boolean;
  autoCapitalize?: 'off' | 'none' | 'on' | 'sentences' | 'words' | 'characters';
  spellCheck?: 'true' | 'false';
}

/**
 * A labelled text field from a native `<input>` (no React Aria: it costs the borrower's phone
 * nothing beyond React): the hint, the live status and the error are linked by
 * `aria-describedby`, the error marks it `aria-invalid` and is announced, and an optional
 * mask keeps the caret where the person typed. It posts without JavaScript.
 */
export function TextField({
  label,
  hint,
  error,
  value,
  defaultValue,
  onChange,
  mask,
  placeholder,
  type = 'text',
  inputMode,
  prefix,
  suffix,
  status,
  className,
  inputRef,
  tabular,
  isInvalid,
  isRequired,
  isDisabled,
  isReadOnly,
  autoCapitalize,
  spellCheck,
  id,
  'aria-describedby': describedByProp,
  ...rest
}: TextFieldProps) {
  const [inner, setInner] = useState(() => mask?.parse(defaultValue ?? '') ?? defaultValue ?? '');
  const stored = value ?? inner;
  const display = mask ? mask.format(stored) : stored;
  const ownRef = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const hintId = `${autoId}-hint`;
  const errorId = `${autoId}-error`;

  useBrowserLayoutEffect(() => {
    const input = ownRef.current;
    if (caret.current === null || !input || document.activeElement !== input) return;
    input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  // A character the mask cannot take (letters in an amount) is dropped, and said (`abc`
  // in the income was silently emptied, then answered "obligatorio").
  const [dropped, setDropped] = useState(false);
  const handleChange = (typed: string) => {
    const next = mask ? mask.parse(typed) : typed;
    if (mask) {
      const kept = mask.format(next);
      setDropped([...typed].some((ch) => !mask.significant.test(ch) && !kept.includes(ch)));
      const at = ownRef.current?.selectionStart ?? typed.length;
      caret.current = caretAfterFormat(typed, at, mask.format(next), mask);
    }
    if (value === undefined) setInner(next);
    onChange?.(next);
  };
  // Typed before the scripts ran (or autofilled): kept, not wiped by the next render.
  useEarlyInput(() => {
    const typed = ownRef.current?.value;
    return typed !== undefined && typed !== display ? typed : undefined;
  }, handleChange);

  const invalid = isInvalid || Boolean(error);
  const t = useUiText();
  const shownStatus =
    status ??
    (dropped
      ? mask?.inputMode === 'numeric' || mask?.inputMode === 'tel'
        ? t('field.digitsOnly')
        : t('field.charNotAllowed')
      : undefined);
  const hasHint = Boolean(hint) || shownStatus !== undefined;
  const describedBy =
    [describedByProp, hasHint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div
      className={cx(styles.field, className)}
      data-invalid={invalid || undefined}
      data-disabled={isDisabled || undefined}
      data-required={isRequired || undefined}
    >
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {hasHint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
          {shownStatus !== undefined ? (
            <span aria-live="polite" className={styles.after} style={{ display: 'block' }}>
              {shownStatus}
            </span>
          ) : null}
        </span>
      ) : null}
      <div
        className={styles.control}
        data-invalid={invalid || undefined}
        data-disabled={isDisabled || undefined}
      >
        {prefix ? <span className={styles.adornment}>{prefix}</span> : null}
        <input
          {...rest}
          id={inputId}
          ref={(node) => {
            ownRef.current = node;
            if (typeof inputRef === 'function') inputRef(node);
            else if (inputRef) (inputRef as MutableRefObject<HTMLInputElement | null>).current = node;
          }}
          type={type}
          value={display}
          onChange={(event) => handleChange(event.target.value)}
          className={styles.input}
          placeholder={placeholder}
          inputMode={inputMode ?? mask?.inputMode}
          autoCapitalize={autoCapitalize}
          spellCheck={spellCheck}
          required={isRequired || undefined}
          disabled={isDisabled || undefined}
          readOnly={isReadOnly || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          data-disabled={isDisabled || undefined}
          style={tabular ? { letterSpacing: '0.04em' } : undefined}
        />
        {suffix}
      </div>
      {error ? (
        <div id={errorId} className={styles.error}>
          <AlertCircle aria-hidden size={16} style={{ flex: 'none', marginTop: 2 }} />
          <span>{error}</span>
        </div>
      ) : null}
    </div>
  );
}
