import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { AmountRange } from '../fields/AmountRange';
import { NativeSelect } from '../fields/NativeChoice';
import { VisuallyHidden } from '../layout/Layout';
import { type UiTranslate, useUiText } from '../text/text';
import { cx } from '../utils/cx';
import * as actionStyles from './actions.css';
import * as styles from './calculator.css';
import {
  CalculatorFigures,
  CalculatorFrame,
  type CalculatorSelectProps,
  SalaryFields,
} from './calculator-parts';
import type { CalculatorProps } from './calculator-props';
import { useCalculatorView } from './calculator-shared';
import * as dataStyles from './data.css';
import * as feedbackStyles from './feedback.css';
import * as shellStyles from './shell.css';

/** What the light calculator takes: the calculator's props for the full, editable mode. */
export type QuickCalculatorProps = Omit<CalculatorProps, 'mode' | 'wide' | 'limit' | 'increase'>;

const hoverDelayMs = 1000; // popups open after hovering 1 s

/**
 * The calculator built from native elements only — `<input type="range">`, buttons,
 * `<select>` — for the borrower home page, where the first-load JavaScript budget leaves no room for
 * React Aria. Same engine (`@lender/calculator`), same words, same styles and the same
 * form fields as `Calculator` in its full mode: tabs, amount with −/+ and a typed entry, pay cycle
 * and pay date, the figures, the CAT explanation and the button; the server's quote through `quote`.
 */
export function QuickCalculator({
  isSubmitting,
  formAction,
  submitButton = true,
  ...props
}: QuickCalculatorProps) {
  const t = useUiText();
  const id = useId();
  const view = useCalculatorView(props, null, false);
  const { state, dispatch, slider, disabled, loading, failed, retry, buttonLabel, submit } = view;
  if (view.hidden) return null;

  const send = () => {
    if (!isSubmitting) submit();
  };
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const tab = event.key === 'Home' ? 0 : event.key === 'End' ? 1 : state.tab === 0 ? 1 : 0;
    dispatch({ type: 'tab.select', tab });
    document.getElementById(`${id}-tab-${tab}`)?.focus();
  };

  return (
    <CalculatorFrame
      view={view}
      wide={false}
      titleId={`${id}-title`}
      titleStyle={{ position: 'relative' }}
      Info={InfoToggle}
      formAction={formAction}
      onSubmit={send}
    >
      {/* A signed-in borrower is one kind of client (the server knows which): no tabs to choose. */}
      {props.authorized ? null : (
        <div role="tablist" aria-label={t('calculator.tabs')} className={styles.tabs}>
          {([0, 1] as const).map((tab) => (
            <button
              key={tab}
              type="button"
              role="tab"
              id={`${id}-tab-${tab}`}
              aria-selected={state.tab === tab}
              aria-controls={`${id}-panel`}
              tabIndex={state.tab === tab ? 0 : -1}
              data-selected={state.tab === tab ? 'true' : undefined}
              disabled={disabled}
              className={cx(styles.tab, shellStyles.nativeFocus)}
              style={{
                border: 0,
                background: state.tab === tab ? undefined : 'transparent',
                font: 'inherit',
              }}
              onClick={() => dispatch({ type: 'tab.select', tab })}
              onKeyDown={onTabKey}
            >
              {tab === 0 ? t('calculator.tabNew') : t('calculator.tabRepeated')}
            </button>
          ))}
        </div>
      )}
      <div
        {...(props.authorized
          ? {}
          : { role: 'tabpanel', id: `${id}-panel`, 'aria-labelledby': `${id}-tab-${state.tab}` })}
        className={cx(styles.panel, styles.body)}
      >
        {/* `data-calculator-controls`: a page whose own form posts these choices hides them when the
            browser runs no scripts (they cannot post from here), so each choice has one control. */}
        <div className={styles.fields} data-calculator-controls="">
          <AmountRange
            label={t('calculator.amount')}
            name={formAction ? 'amountPesos' : undefined}
            value={state.amount.current}
            min={slider.min}
            max={slider.max}
            step={slider.step ?? state.amount.interval}
            interval={state.amount.interval}
            disabled={disabled || slider.disabled}
            onChange={(value) => dispatch({ type: 'amount.change', value })}
          />
          <SalaryFields view={view} named={Boolean(formAction)} Select={CalculatorNativeSelect} />
        </div>
        <div className={styles.fields}>
          <div style={{ position: 'relative' }} aria-busy={loading || undefined}>
            {failed ? (
              <div className={dataStyles.statsBlock}>
                <button
                  type="button"
                  className={cx(dataStyles.statsError, shellStyles.nativeFocus)}
                  onClick={() => retry()}
                >
                  {t('stats.error')}
                </button>
              </div>
            ) : (
              <dl className={dataStyles.statsBlock} aria-label={t('calculator.statsTitle')}>
                <CalculatorFigures view={view} />
              </dl>
            )}
            {loading && !failed ? (
              <div className={feedbackStyles.loadingOverlay} role="status" aria-live="polite">
                <span aria-hidden className={actionStyles.spinner} style={{ width: 32, height: 32 }} />
                <span>{t('common.loading')}</span>
              </div>
            ) : null}
          </div>
          <p className={styles.catNote}>{t('calculator.catNote')}</p>
          {submitButton ? (
            <button
              type={formAction ? 'submit' : 'button'}
              disabled={disabled}
              aria-disabled={isSubmitting || undefined}
              data-pending={isSubmitting ? 'true' : undefined}
              className={cx(
                actionStyles.button({ size: 'lg', fullWidth: true }),
                shellStyles.nativeFocus,
                shellStyles.hoverBrand,
              )}
              onClick={
                formAction
                  ? (event) => {
                      if (isSubmitting) event.preventDefault();
                    }
                  : send
              }
            >
              {isSubmitting ? (
                <span aria-hidden className={actionStyles.spinner} style={{ width: 18, height: 18 }} />
              ) : null}
              <span>{buttonLabel === 'login' ? t('calculator.login') : t('calculator.apply')}</span>
              {isSubmitting ? (
                <VisuallyHidden aria-live="polite">{t('common.loading')}</VisuallyHidden>
              ) : null}
            </button>
          ) : null}
        </div>
      </div>
    </CalculatorFrame>
  );
}

/** The calculator's selects as the kit's native select (which also keeps a choice made before hydration). */
function CalculatorNativeSelect({
  name,
  label,
  options,
  value,
  onChange,
  error,
  disabled,
}: CalculatorSelectProps) {
  return (
    <NativeSelect
      name={name}
      label={label}
      options={options}
      value={value}
      onChange={onChange}
      error={error}
      isDisabled={disabled}
    />
  );
}

/**
 * The "?" beside the title: a disclosure button that shows the explanation below it, on press or
 * after hovering 1 s. Escape closes it and puts the focus back on the "?" (wherever the focus was
 * in it, or if it had none); a press outside, or the focus leaving it, closes it too.
 */
function InfoToggle({ topic, title, children }: { topic: string; title: string; children: ReactNode }) {
  const t: UiTranslate = useUiText();
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const root = useRef<HTMLSpanElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      const focused = document.activeElement;
      if (!focused || focused === document.body || root.current?.contains(focused)) trigger.current?.focus();
    };
    const focusLeft = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !root.current?.contains(next)) setOpen(false);
    };
    const node = root.current;
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', onEscape);
    node?.addEventListener('focusout', focusLeft);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', onEscape);
      node?.removeEventListener('focusout', focusLeft);
    };
  }, [open]);
  return (
    <span ref={root}>
      <button
        ref={trigger}
        type="button"
        className={cx(feedbackStyles.infoTrigger, shellStyles.nativeFocus)}
        aria-label={t('popover.open', { topic })}
        aria-expanded={open}
        aria-controls={`${id}-info`}
        onClick={() => setOpen((o) => !o)}
        onMouseEnter={() => {
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setOpen(true), hoverDelayMs);
        }}
        onMouseLeave={() => clearTimeout(timer.current)}
      >
        ?
      </button>
      <section
        id={`${id}-info`}
        hidden={!open}
        aria-label={title}
        className={feedbackStyles.popover}
        style={{ position: 'absolute', top: '100%', right: 0, zIndex: 30, marginTop: 8 }}
      >
        <div className={feedbackStyles.popoverDialog}>
          <h3 style={{ margin: '0 0 8px', fontSize: 16 }}>{title}</h3>
          {children}
        </div>
      </section>
    </span>
  );
}
