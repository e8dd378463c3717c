import { AlertCircle } from 'lucide-react';
import {
  type MutableRefObject,
  type ReactNode,
  type Ref,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  FieldError,
  Group,
  Input,
  Label,
  Text,
} from 'react-aria-components';
import * as styles from '../styles/field.css';
import { cx } from '../utils/cx';
import { caretAfterFormat, type Mask } from './masks';

// useLayoutEffect warns when rendered on the server; the caret only matters in a browser.
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, 'value' | 'defaultValue' | 'onChange' | 'children' | 'className'> {
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
  /** Spec §5 input mask: what is kept and how it is shown. */
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
 * A labelled text field with hint and error linked by `aria-describedby` (React Aria), and an
 * optional spec §5 mask that keeps the caret where the person typed.
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
  autoCapitalize,
  spellCheck,
  ...rest
}: TextFieldProps) {
  const [inner, setInner] = useState(() => mask?.parse(defaultValue ?? '') ?? defaultValue ?? '');
  const stored = value ?? inner;
  const display = mask ? mask.format(stored) : stored;
  const ownRef = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);

  useBrowserLayoutEffect(() => {
    const input = ownRef.current;
    if (caret.current === null || !input || document.activeElement !== input) return;
    input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const handleChange = (typed: string) => {
    const next = mask ? mask.parse(typed) : typed;
    if (mask) {
      const at = ownRef.current?.selectionStart ?? typed.length;
      caret.current = caretAfterFormat(typed, at, mask.format(next), mask);
    }
    if (value === undefined) setInner(next);
    onChange?.(next);
  };

  const invalid = isInvalid || Boolean(error);
  return (
    <AriaTextField
      {...rest}
      type={type}
      value={display}
      onChange={handleChange}
      isInvalid={invalid}
      className={cx(styles.field, className)}
    >
      <Label className={styles.label}>{label}</Label>
      {hint || status !== undefined ? (
        <Text slot="description" className={styles.hint}>
          {hint}
          {status !== undefined ? (
            <span aria-live="polite" className={styles.after} style={{ display: 'block' }}>
              {status}
            </span>
          ) : null}
        </Text>
      ) : null}
      <Group className={styles.control} isInvalid={invalid} isDisabled={rest.isDisabled}>
        {prefix ? <span className={styles.adornment}>{prefix}</span> : null}
        <Input
          ref={(node) => {
            ownRef.current = node;
            if (typeof inputRef === 'function') inputRef(node);
            else if (inputRef) (inputRef as MutableRefObject<HTMLInputElement | null>).current = node;
          }}
          className={styles.input}
          placeholder={placeholder}
          inputMode={inputMode ?? mask?.inputMode}
          autoCapitalize={autoCapitalize}
          spellCheck={spellCheck}
          style={tabular ? { letterSpacing: '0.04em' } : undefined}
        />
        {suffix}
      </Group>
      <FieldError className={styles.error}>
        <AlertCircle aria-hidden size={16} style={{ flex: 'none', marginTop: 2 }} />
        <span>{error}</span>
      </FieldError>
    </AriaTextField>
  );
}
