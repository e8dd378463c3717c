import { roundAmountOnBlur } from '@lender/calculator';
import { formatMoney } from '@lender/i18n';
import { type ReactNode, useEffect, useState } from 'react';
import * as fieldStyles from '../styles/field.css';
import { useUiText } from '../text/text';
import * as styles from './slider.css';

// What the amount slider and the light calculator's amount share, without React Aria (ADR 036).

/** The amount bounds in centavos: the slider's limits and its step (spec §9 `interval`). */
export interface AmountBounds {
  min: number;
  max: number;
  interval: number;
}

/**
 * The typed amount in whole pesos, kept in step with `value`; `commitTyped` rounds it to the step
 * and clamps it (spec §2) and reports a changed amount.
 */
export function useTypedAmount(value: number, bounds: AmountBounds, onChange: (centavos: number) => void) {
  const [typed, setTyped] = useState(String(Math.floor(value / 100)));
  useEffect(() => setTyped(String(Math.floor(value / 100))), [value]);
  const commitTyped = () => {
    const next = roundAmountOnBlur(Number(typed || '0') * 100, bounds);
    setTyped(String(Math.floor(next / 100)));
    if (next !== value) onChange(next);
  };
  return { typed, setTyped, commitTyped };
}

/** The "min … max …" line under the slider. */
export function AmountLimits({ id, min, max }: { id?: string; min: number; max: number }) {
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
 * The amount before hydration: a native number input in pesos (the slider's min, max and step) that
 * posts without JavaScript, described by the limits line.
 */
export function NativeAmountInput({
  id,
  label,
  name,
  value,
  min,
  max,
  step,
  disabled,
}: {
  id: string;
  label: ReactNode;
  name: string | undefined;
  value: number;
  min: number;
  max: number;
  step: number;
  disabled: boolean;
}) {
  return (
    <div className={styles.root}>
      <div className={styles.header}>
        <label htmlFor={id}>{label}</label>
      </div>
      <div className={fieldStyles.control}>
        <input
          id={id}
          className={fieldStyles.input}
          type="number"
          name={name}
          min={Math.floor(min / 100)}
          max={Math.floor(Math.max(min, max) / 100)}
          step={Math.max(1, Math.floor(step / 100))}
          defaultValue={Math.floor(value / 100)}
          disabled={disabled}
          aria-describedby={`${id}-limits`}
        />
      </div>
      <AmountLimits id={`${id}-limits`} min={min} max={max} />
    </div>
  );
}
