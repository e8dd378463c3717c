import { type AmountBounds, clampAmount, roundAmountOnBlur } from '@lender/calculator';
import { formatMoney } from '@lender/i18n';
import { type CSSProperties, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import * as actionStyles from '../components/actions.css';
import * as shellStyles from '../components/shell.css';
import * as fieldStyles from '../styles/field.css';
import { useUiText } from '../text/text';
import { cx } from '../utils/cx';
import { useEarlyInput } from '../utils/early-input';
import { useHydrated } from '../utils/hydrated';
import { MinusIcon, PlusIcon } from '../utils/light-icons';
import * as styles from './slider.css';

// The light calculator's amount range and what the amount slider (React Aria) shares with it, in a
// module without React Aria.

/** Why a typed amount was changed when it was committed (never silently). */
export type TypedAmountNote =
  | { kind: 'notNumber'; amount: number }
  | { kind: 'belowMin' | 'aboveMax' | 'rounded'; amount: number; limit: number };

/**
 * What a typed amount (whole pesos, as typed) becomes when it is committed: rounded to the nearest
 * step and clamped, and why it changed — letters are not an amount (the amount stays as it was),
 * below the minimum, above the maximum, or between two steps.
 */
export function commitTypedAmount(
  text: string,
  current: number,
  bounds: AmountBounds,
): { value: number; note: TypedAmountNote | null } {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return { value: current, note: { kind: 'notNumber', amount: current } };
  const asked = Number(trimmed) * 100;
  const value = roundAmountOnBlur(asked, bounds);
  if (value === asked) return { value, note: null };
  if (asked < bounds.min) return { value, note: { kind: 'belowMin', amount: value, limit: bounds.min } };
  if (asked > bounds.max) return { value, note: { kind: 'aboveMax', amount: value, limit: bounds.max } };
  return { value, note: { kind: 'rounded', amount: value, limit: bounds.interval } };
}

/**
 * The typed amount in whole pesos: follows `value`; `commitTyped` (on blur or Enter) rounds it to the
 * nearest step, clamps it, reports it when it changed, and keeps a `note` saying why it differs from
 * what was typed (shown under the field and announced).
 */
export function useTypedAmount(value: number, bounds: AmountBounds, onChange: (centavos: number) => void) {
  const [typed, setTypedText] = useState(String(Math.floor(value / 100)));
  const [note, setNote] = useState<TypedAmountNote | null>(null);
  useEffect(() => setTypedText(String(Math.floor(value / 100))), [value]);
  const setTyped = (text: string) => {
    setTypedText(text);
    setNote(null);
  };
  const commitTyped = () => {
    const committed = commitTypedAmount(typed, value, bounds);
    setTypedText(String(Math.floor(committed.value / 100)));
    setNote(committed.note);
    if (committed.value !== value) onChange(committed.value);
  };
  return [typed, setTyped, commitTyped, note] as const;
}

/** The words of a {@link TypedAmountNote}. */
export function TypedAmountNoteText({ id, note }: { id: string; note: TypedAmountNote | null }) {
  const t = useUiText();
  return (
    <span id={id} className={fieldStyles.hint} role="status" aria-live="polite">
      {note === null
        ? null
        : note.kind === 'notNumber'
          ? t('slider.notNumber', { amount: formatMoney(note.amount) })
          : t(`slider.${note.kind}`, { amount: formatMoney(note.amount), limit: formatMoney(note.limit) })}
    </span>
  );
}

/** "Mínimo $1000 · Máximo $4000" under the slider. */
export function AmountLimitsText({ id, min, max }: { id?: string; min: number; max: number }) {
  const t = useUiText();
  return (
    <div id={id} className={styles.limits}>
      <span>
        {t('slider.min')} {formatMoney(min)}
      </span>
      <span>
        {t('slider.max')} {formatMoney(max)}
      </span>
    </div>
  );
}

/**
 * The light calculator's amount (and `AmountSlider`'s before hydration): before hydration a native
 * number input in pesos (it posts without JavaScript), then a native range (arrow, Page, Home and End keys; `aria-valuetext` in pesos) with −/+ buttons and a
 * typed amount rounded to the step on blur, so no drag is ever needed (WCAG 2.2 2.5.7).
 */
export function AmountRange({
  label,
  name,
  value,
  min,
  max,
  step,
  interval,
  disabled,
  onChange,
}: {
  label: ReactNode;
  name: string | undefined;
  value: number;
  min: number;
  max: number;
  step: number;
  interval: number;
  disabled: boolean;
  onChange: (centavos: number) => void;
}) {
  const t = useUiText();
  const hydrated = useHydrated();
  const id = useId();
  const bounds = { min, max, interval };
  const top = Math.max(min, max);
  const [typed, setTyped, commitTyped, note] = useTypedAmount(value, bounds, onChange);
  // An amount typed into the server's number input before the scripts ran is the borrower's:
  // rounded to the step and clamped as a typed amount is, then the range shows it.
  const early = useRef<HTMLInputElement>(null);
  useEarlyInput(
    () => {
      const text = early.current?.value ?? '';
      if (!/^\d+$/.test(text) || Number(text) === Math.floor(value / 100)) return undefined;
      return roundAmountOnBlur(Number(text) * 100, bounds);
    },
    (centavos) => {
      if (centavos !== value) onChange(centavos);
    },
  );
  if (!hydrated) {
    return (
      <div className={styles.root}>
        <div className={styles.header}>
          <label htmlFor={id}>{label}</label>
        </div>
        <div className={fieldStyles.control}>
          <input
            ref={early}
            id={id}
            className={fieldStyles.input}
            type="number"
            name={name}
            min={Math.floor(min / 100)}
            max={Math.floor(top / 100)}
            step={Math.max(1, Math.floor(step / 100))}
            defaultValue={Math.floor(value / 100)}
            disabled={disabled}
            aria-describedby={`${id}-limits`}
          />
        </div>
        <AmountLimitsText id={`${id}-limits`} min={min} max={max} />
      </div>
    );
  }
  const percent = top > min ? ((value - min) / (top - min)) * 100 : 0;
  const stepButton = (direction: 1 | -1, icon: ReactNode, text: string, off: boolean) => (
    <button
      type="button"
      aria-label={text}
      disabled={off}
      className={cx(actionStyles.iconButton, shellStyles.nativeFocus, shellStyles.hoverSunken)}
      onClick={() => onChange(clampAmount(value + direction * step, bounds))}
    >
      <span aria-hidden style={{ display: 'inline-flex' }}>
        {icon}
      </span>
    </button>
  );
  return (
    <div className={styles.root}>
      <div className={styles.header}>
        <label htmlFor={id}>{label}</label>
        <output htmlFor={id} className={styles.amount}>
          {formatMoney(value)}
        </output>
      </div>
      <div className={styles.row}>
        {stepButton(
          -1,
          <MinusIcon size={20} />,
          t('slider.decrease', { step: formatMoney(step) }),
          disabled || value <= min,
        )}
        <input
          id={id}
          type="range"
          className={styles.nativeRange}
          style={{ '--fill': `${percent}%` } as CSSProperties}
          min={min}
          max={top}
          step={step}
          value={value}
          disabled={disabled}
          aria-valuetext={formatMoney(value)}
          aria-describedby={`${id}-limits`}
          onChange={(event) => onChange(clampAmount(Number(event.target.value), bounds))}
        />
        {stepButton(
          1,
          <PlusIcon size={20} />,
          t('slider.increase', { step: formatMoney(step) }),
          disabled || value >= max,
        )}
      </div>
      <AmountLimitsText id={`${id}-limits`} min={min} max={max} />
      <div className={cx(fieldStyles.field, styles.typed)}>
        <label htmlFor={`${id}-typed`} className={fieldStyles.label}>
          {t('slider.typed')}
        </label>
        <div className={fieldStyles.control}>
          <input
            id={`${id}-typed`}
            className={fieldStyles.input}
            style={{ fontVariantNumeric: 'tabular-nums' }}
            inputMode="numeric"
            autoComplete="off"
            value={typed}
            disabled={disabled}
            aria-describedby={`${id}-typed-note`}
            onChange={(event) => setTyped(event.target.value)}
            onBlur={commitTyped}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                commitTyped();
              }
            }}
          />
        </div>
      </div>
      <TypedAmountNoteText id={`${id}-typed-note`} note={note} />
      {name ? <input type="hidden" name={name} value={Math.floor(value / 100)} /> : null}
    </div>
  );
}
