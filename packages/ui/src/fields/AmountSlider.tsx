import { clampAmount, sliderState } from '@lender/calculator';
import { formatMoney } from '@lender/i18n';
import { Minus, Plus } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Label, Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import { IconButton } from '../components/Actions';
import { useUiText } from '../text/text';
import { useHydrated } from '../utils/hydrated';
import { AmountLimitsText, AmountRange, TypedAmountNoteText, useTypedAmount } from './AmountRange';
import { WholePesosField } from './MaskedFields';
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
  /** Centavos: the step. */
  interval: number;
  isDisabled?: boolean;
  /** Shows the typed-amount input ("a typed amount input when editable"). */
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
 * The amount slider: a 36 px dot, min and max labels, arrow keys and Page keys (React
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
  const slider = sliderState({ min, max, interval });
  const disabled = isDisabled || slider.disabled;
  const step = slider.step ?? interval;
  const bounds = { min, max, interval };
  const [typed, setTyped, commitTyped, note] = useTypedAmount(value, bounds, onChange);
  const noteId = useId();

  const stepBy = (direction: 1 | -1) => onChange(clampAmount(value + direction * step, bounds));

  if (!hydrated) {
    // Server render: the light calculator's native number input in pesos (min, max and step of the
    // slider) that posts without JavaScript; React Aria's slider takes over once the page is hydrated.
    return (
      <AmountRange
        label={label}
        name={name}
        value={value}
        min={min}
        max={max}
        step={step}
        interval={interval}
        disabled={disabled}
        onChange={onChange}
      />
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
      <AmountLimitsText min={min} max={max} />
      {editable ? (
        <WholePesosField
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
      {editable ? <TypedAmountNoteText id={`${noteId}-typed-note`} note={note} /> : null}
      {name ? <input type="hidden" name={name} value={Math.floor(value / 100)} /> : null}
    </Slider>
  );
}
