import { PAY_CYCLES } from '@lender/calculator';
import { selectFieldErrors, selectPayDateOptions, selectTarget } from '@lender/calculator/platform';
import { formatDate, formatMoney, formatPercent } from '@lender/i18n';
import type { ComponentType, CSSProperties, ReactNode } from 'react';
import { VisuallyHidden } from '../layout/Layout';
import { useUiText } from '../text/text';
import { Stat } from './Card';
import * as styles from './calculator.css';
import { type CalculatorView, payDateLabel, sameQuote } from './calculator-shared';

// The markup both calculators share, without React Aria: the full `Calculator`
// passes its React Aria select and popover, the light `QuickCalculator` its native ones.

/** The props a calculator's select gets (React Aria's `Select` or a native one). */
export interface CalculatorSelectProps {
  name: string | undefined;
  label: string;
  options: readonly { value: string; label: string }[];
  value: string | null;
  onChange: (value: string) => void;
  error: string | undefined;
  disabled: boolean;
}

/** The pay cycle select, then the pay date select once a cycle is chosen, unless hidden. */
export function SalaryFields({
  view,
  named,
  Select,
}: {
  view: CalculatorView;
  /** Posts them as `payCycle` and `payDates` (the calculator is a form). */
  named: boolean;
  Select: ComponentType<CalculatorSelectProps>;
}) {
  const t = useUiText();
  const { state, dispatch, disabled } = view;
  const errors = selectFieldErrors(state);
  if (view.salaryHidden) return null;
  return (
    <>
      <Select
        name={named ? 'payCycle' : undefined}
        label={t('calculator.payCycle')}
        options={PAY_CYCLES.map((cycle) => ({ value: cycle, label: t(`calculator.${cycle}`) }))}
        value={state.payCycle}
        onChange={(cycle) => {
          const picked = PAY_CYCLES.find((c) => c === cycle);
          if (picked) dispatch({ type: 'payCycle.select', cycle: picked });
        }}
        error={errors.payCycle ? t('calculator.choosePayCycle') : undefined}
        disabled={disabled}
      />
      {state.payCycle ? (
        <Select
          name={named ? 'payDates' : undefined}
          label={t('calculator.payDate')}
          options={selectPayDateOptions(state).map((option) => ({
            value: option.value,
            label: payDateLabel(t, option),
          }))}
          value={state.payDates}
          onChange={(value) => dispatch({ type: 'payDate.select', value })}
          error={errors.payDates ? t('calculator.choosePayDate') : undefined}
          disabled={disabled}
        />
      ) : null}
    </>
  );
}

/**
 * The four figures (amount, total, due date, CAT), as `Stat`s. The first-loan discount is on the
 * interest, so its chip stands by the total it lowers and says so, not under the CAT.
 */
export function CalculatorFigures({ view }: { view: CalculatorView }) {
  const t = useUiText();
  const { state, shown, discount } = view;
  return (
    <>
      <Stat label={t('calculator.statAmount')} value={formatMoney(state.amount.current)} size="lg" />
      <Stat
        label={t('calculator.statTotal')}
        value={shown ? formatMoney(shown.total) : '—'}
        size="lg"
        note={
          discount && discount.params.percent > 0 ? (
            <span className={styles.discount} data-discount="interest">
              {t('calculator.discount', { percent: discount.params.percent })}
              <VisuallyHidden> {t('calculator.discountNote')}</VisuallyHidden>
            </span>
          ) : undefined
        }
      />
      <Stat label={t('calculator.statDueDate')} value={shown ? formatDate(shown.endDate) : '—'} />
      <Stat label={t('calculator.statCat')} value={shown ? formatPercent(shown.cat) : '—'} />
    </>
  );
}

/**
 * The calculator's section: the title with the CAT explanation (`Info`), the body, and the note
 * when the server's quote differs from the local one; with `formAction`, inside the POST form
 * (`intent`, `target`, `tab`) whose submit calls `onSubmit` instead when JavaScript runs.
 */
export function CalculatorFrame({
  view,
  wide,
  titleId,
  titleStyle,
  Info,
  formAction,
  onSubmit,
  children,
}: {
  view: CalculatorView;
  wide: boolean;
  titleId: string;
  titleStyle?: CSSProperties;
  Info: ComponentType<{ topic: string; title: string; children: ReactNode }>;
  formAction: string | undefined;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const t = useUiText();
  const { state, server, local } = view;
  const section = (
    <section className={styles.root({ wide })} aria-labelledby={titleId}>
      <div className={styles.titleRow} style={titleStyle}>
        <h2 id={titleId} className={styles.title}>
          {t('calculator.title')}
        </h2>
        <Info topic={t('calculator.statCat')} title={t('calculator.infoTitle')}>
          <p style={{ margin: 0 }}>{t('calculator.infoBody')}</p>
        </Info>
      </div>
      {children}
      {server?.quote && local && !sameQuote(server.quote, local) ? (
        <p role="status" style={{ margin: 0, fontSize: 14 }}>
          {t('calculator.serverDiffers')}
        </p>
      ) : null}
    </section>
  );
  if (!formAction) return section;
  return (
    <form
      method="post"
      action={formAction}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <input type="hidden" name="intent" value="calculator" />
      <input type="hidden" name="target" value={selectTarget(state)} />
      <input type="hidden" name="tab" value={String(state.tab)} />
      {section}
    </form>
  );
}
