import { clampAmount, roundAmountOnBlur, sliderState } from '@lender/calculator';
import { formatMoney } from '@lender/i18n';
import { Minus, Plus } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Label, Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import { IconButton } from '../components/Actions';
import * as fieldStyles from '../styles/field.css';
import { useUiText } from '../text/text';
import { useHydrated } from '../utils/hydrated';
import { MoneyField } from './MaskedFields';
import * as styles from './slider.css';

export interface AmountSliderProps {
  label: ReactNode;
  /** Centavos. */
  value: number;
  /** Called with a clamped, rounded amount in centavos. */
  onChange: (centavos: number) => void;
  /** Centavos. */
  min: number;
  /** Centavos. */
  max: number;
  /** Centavos: the step (spec §9 `interval`). */
  interval: number;
  isDisabled?: boolean;
  /** Shows the typed-amount input (spec §2: "a typed amount input when editable"). */
  editable?: boolean;
  /** Accessible name of the typed input. */
  typedLabel?: string;
  /**
   * The form field that posts the amount, in whole pesos. Before hydration (and without JavaScript)
   * the slider is a native number input with this name; afterwards a hidden input carries it.
   */
  name?: string;
}

/**
 * The amount slider of spec §2/§5: a 36 px dot, min and max labels, arrow keys and Page keys (React
 * Aria), and, so no drag is ever required (WCAG 2.2 2.5.7), −/+ buttons and a typed amount that is
 * rounded to the nearest step on blur and clamped.
 */
export function AmountSlider({
  label,
  value,
  onChange,
  min,
  max,
  interval,
  isDisabled,
  editable = true,
  typedLabel,
  name,
}: AmountSliderProps) {
  const t = useUiText();
  const hydrated = useHydrated();
  const nativeId = useId();
  const slider = sliderState({ min, max, interval });
  const disabled = isDisabled || slider.disabled;
  const step = slider.step ?? interval;
  const bounds = { min, max, interval };
  const [typed, setTyped] = useState(String(Math.floor(value / 100)));
  useEffect(() => setTyped(String(Math.floor(value / 100))), [value]);

  const stepBy = (direction: 1 | -1) => onChange(clampAmount(value + direction * step, bounds));
  const commitTyped = () => {
    const pesos = Number(typed || '0');
    const next = roundAmountOnBlur(pesos * 100, bounds);
    setTyped(String(Math.floor(next / 100)));
    if (next !== value) onChange(next);
  };

  if (!hydrated) {
    // Server render: a native number input in pesos (min, max and step of the slider) that posts
    // without JavaScript; React Aria's slider takes over once the page is hydrated.
    return (
      <div className={styles.root}>
        <div className={styles.header}>
          <label htmlFor={nativeId}>{label}</label>
        </div>
        <div className={fieldStyles.control}>
          <input
            id={nativeId}
            className={fieldStyles.input}
            type="number"
            name={name}
            min={Math.floor(min / 100)}
            max={Math.floor(Math.max(min, max) / 100)}
            step={Math.max(1, Math.floor(step / 100))}
            defaultValue={Math.floor(value / 100)}
            disabled={disabled}
            aria-describedby={`${nativeId}-limits`}
          />
        </div>
        <div id={`${nativeId}-limits`} className={styles.limits}>
          <span>
            {t('slider.min')} {formatMoney(min)}
          </span>
          <span>
            {t('slider.max')} {formatMoney(max)}
          </span>
        </div>
      </div>
    );
  }

  return (
    <Slider
      className={styles.root}
      value={value}
      minValue={min}
      maxValue={Math.max(min, max)}
      step={step}
      isDisabled={disabled}
      onChange={(next) => onChange(clampAmount(next, bounds))}
      formatOptions={{ style: 'currency', currency: 'MXN', maximumFractionDigits: 0, useGrouping: false }}
    >
      <div className={styles.header}>
        <Label>{label}</Label>
        <SliderOutput className={styles.amount}>{() => formatMoney(value)}</SliderOutput>
      </div>
      <div className={styles.row}>
        <IconButton
          label={t('slider.decrease', { step: formatMoney(step) })}
          icon={<Minus size={20} />}
          onPress={() => stepBy(-1)}
          isDisabled={disabled || value <= min}
        />
        <SliderTrack className={styles.track}>
          {({ state }) => (
            <>
              <div className={styles.rail} />
              <div className={styles.fill} style={{ width: `${state.getThumbPercent(0) * 100}%` }} />
              <SliderThumb className={styles.thumb} aria-valuetext={formatMoney(value)} />
            </>
          )}
        </SliderTrack>
        <IconButton
          label={t('slider.increase', { step: formatMoney(step) })}
          icon={<Plus size={20} />}
          onPress={() => stepBy(1)}
          isDisabled={disabled || value >= max}
        />
      </div>
      <div className={styles.limits}>
        <span>
          {t('slider.min')} {formatMoney(min)}
        </span>
        <span>
          {t('slider.max')} {formatMoney(max)}
        </span>
      </div>
      {editable ? (
        <MoneyField
          className={styles.typed}
          label={typedLabel ?? t('slider.typed')}
          value={typed}
          onChange={setTyped}
          onBlur={commitTyped}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitTyped();
          }}
          isDisabled={disabled}
        />
      ) : null}
      {name ? <input type="hidden" name={name} value={Math.floor(value / 100)} /> : null}
    </Slider>
  );
}
