import {
  type CalculatorState,
  type CalculatorTab,
  type CalculatorTarget,
  firstLoanDiscountFlag,
  isCalculatorDisabled,
  isCalculatorHidden,
  type OfferRequest,
  PAY_CYCLES,
  type PayCycle,
  type PayDefaultsClient,
  type ProductConfig,
  selectButtonLabel,
  selectFieldErrors,
  selectPayDateOptions,
  selectSlider,
  selectTarget,
} from '@lender/calculator';
import { formatDate, formatMoney, formatPercent } from '@lender/i18n';
import { Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { AmountSlider } from '../fields/AmountSlider';
import { Select } from '../fields/Choice';
import { useUiText } from '../text/text';
import { Button, IconButton } from './Actions';
import * as styles from './calculator.css';
import { payDateLabel, sameQuote, useCalculatorEngine } from './calculator-shared';
import { Stat, StatsBlock } from './Data';
import { InfoPopover } from './Feedback';

/** The figures the stats block shows; what `quote` resolves to (a subset of the API's offer). */
export interface CalculatorQuote {
  /** Centavos. */
  principal: number;
  /** Centavos due on `endDate`. */
  total: number;
  /** `YYYY-MM-DD`. */
  endDate: string;
  /** Percent, one decimal, without IVA. */
  cat: number;
}

export interface CalculatorClient extends PayDefaultsClient {
  /** Centavos. */
  availableLoanAmount: number;
  hasActiveLoan: boolean;
}

export interface CalculatorSubmit {
  target: CalculatorTarget;
  request: OfferRequest;
  state: CalculatorState;
}

export interface CalculatorProps {
  /** The product's prices and limits (from the server's config). */
  product: ProductConfig;
  /** Today in the Mexico City business clock, `YYYY-MM-DD`. */
  today: string;
  /** Signed in as a client. */
  authorized?: boolean;
  client?: CalculatorClient | null;
  /** A pending increase offer: its principal is the minimum. */
  increase?: { principal: number } | null;
  /** Starting values (the calculator cookie). */
  initial?: { amount?: number; tab?: CalculatorTab; payCycle?: PayCycle | null; payDates?: string | null };
  /** `compact`: the amount is edited only after pressing the pencil. */
  mode?: 'full' | 'compact';
  /** `first`: the slider stops at the first-loan maximum. */
  limit?: 'first';
  /** Two columns on desktop. */
  wide?: boolean;
  /** Hide the pay cycle and pay date selects. */
  hideSalary?: boolean;
  /**
   * `false`: no button of its own, for a page whose own form carries the calculator's figures and
   * submits them (one act, one button).
   */
  submitButton?: boolean;
  /** Hide them when the client's salary cycle and next pay date are already known. */
  autoHideSalary?: boolean;
  /** Spec §2 hide rule input: the client's current amount and days until the repayment invoice is due. */
  hideContext?: { currentAmount: number | null; repaymentInvoiceDueDays: number | null };
  /** Spec §5 disable rule input. */
  disableContext?: {
    hasActualApplication: boolean;
    hasActiveRefinancing: boolean;
    editable?: boolean;
    increasePending?: boolean;
  };
  /** The server's quote for a request; its figures replace the local ones when it answers. */
  quote?: (request: OfferRequest) => Promise<CalculatorQuote>;
  /** Called when the button is pressed with a complete request. */
  onSubmit?: (submit: CalculatorSubmit) => void;
  /** Called on every state change (to save the calculator cookie). */
  onChange?: (state: CalculatorState) => void;
  isSubmitting?: boolean;
  /**
   * Makes the calculator a form that posts here without JavaScript: `intent=calculator`, `target`,
   * `tab`, `amountPesos`, `payCycle` and `payDates` (native controls until hydration). With
   * JavaScript the submit calls `onSubmit` instead.
   */
  formAction?: string;
}

/**
 * The calculator of spec §2/§4/§5: tabs for new and repeated clients, the amount slider with typed
 * entry, pay cycle then pay date, the stats block (amount, total, due date, CAT sin IVA, first-loan
 * discount), the info popup and the button. Quotes instantly with `@lender/calculator` and
 * reconciles with the server through `quote`.
 */
export function Calculator({
  product,
  today,
  authorized = false,
  client = null,
  increase = null,
  initial,
  mode = 'full',
  limit,
  wide = false,
  hideSalary = false,
  submitButton = true,
  autoHideSalary = false,
  hideContext,
  disableContext,
  quote,
  onSubmit,
  onChange,
  isSubmitting,
  formAction,
}: CalculatorProps) {
  const t = useUiText();
  const titleId = useId();
  const { state, dispatch, request, shown, local, server, loading, failed, retry } = useCalculatorEngine({
    product,
    today,
    authorized,
    client,
    initial,
    increase,
    firstLoanTab: limit === 'first',
    onChange,
    quote,
  });
  const [editing, setEditing] = useState(mode === 'full');
  if (hideContext && isCalculatorHidden(hideContext)) return null;
  const disabled = disableContext ? isCalculatorDisabled(disableContext) : false;

  const slider = selectSlider(state);
  const errors = selectFieldErrors(state);
  const dateOptions = selectPayDateOptions(state);
  const discount = state.tab === 0 ? firstLoanDiscountFlag(product) : null;
  const salaryHidden = hideSalary || (autoHideSalary && Boolean(client?.salaryCycle && client?.nextPayDate));
  const buttonLabel = selectButtonLabel(state);

  const submit = () => {
    dispatch({ type: 'submit.attempt' });
    if (request) onSubmit?.({ target: selectTarget(state), request, state });
  };

  const amountBlock =
    editing || mode === 'full' ? (
      <AmountSlider
        label={t('calculator.amount')}
        name={formAction ? 'amountPesos' : undefined}
        value={state.amount.current}
        min={slider.min}
        max={slider.max}
        interval={state.amount.interval}
        isDisabled={disabled || slider.disabled}
        onChange={(value) => dispatch({ type: 'amount.change', value })}
      />
    ) : (
      <div className={styles.compactAmount}>
        <div>
          <div>{t('calculator.amount')}</div>
          <div className={styles.bigAmount}>{formatMoney(state.amount.current)}</div>
        </div>
        <IconButton
          label={t('calculator.editAmount')}
          icon={<Pencil size={20} />}
          onPress={() => setEditing(true)}
          isDisabled={disabled}
        />
      </div>
    );

  const body = (
    <div className={wide ? `${styles.body} ${styles.wideBody}` : styles.body}>
      <div className={styles.fields}>
        {amountBlock}
        {salaryHidden ? null : (
          <>
            <Select<PayCycle>
              name={formAction ? 'payCycle' : undefined}
              label={t('calculator.payCycle')}
              options={PAY_CYCLES.map((cycle) => ({ value: cycle, label: t(`calculator.${cycle}`) }))}
              value={state.payCycle}
              onChange={(cycle) => dispatch({ type: 'payCycle.select', cycle })}
              error={errors.payCycle ? t('calculator.choosePayCycle') : undefined}
              isDisabled={disabled}
            />
            {state.payCycle ? (
              <Select<string>
                name={formAction ? 'payDates' : undefined}
                label={t('calculator.payDate')}
                options={dateOptions.map((option) => ({
                  value: option.value,
                  label: payDateLabel(t, option),
                }))}
                value={state.payDates}
                onChange={(value) => dispatch({ type: 'payDate.select', value })}
                error={errors.payDates ? t('calculator.choosePayDate') : undefined}
                isDisabled={disabled}
              />
            ) : null}
          </>
        )}
      </div>
      <div className={styles.fields}>
        <StatsBlock
          label={t('calculator.statsTitle')}
          isLoading={loading}
          error={failed}
          onRetry={() => retry()}
        >
          <Stat label={t('calculator.statAmount')} value={formatMoney(state.amount.current)} size="lg" />
          <Stat label={t('calculator.statTotal')} value={shown ? formatMoney(shown.total) : '—'} size="lg" />
          <Stat label={t('calculator.statDueDate')} value={shown ? formatDate(shown.endDate) : '—'} />
          <Stat
            label={t('calculator.statCat')}
            value={shown ? formatPercent(shown.cat) : '—'}
            note={
              discount && discount.params.percent > 0 ? (
                <span className={styles.discount} title={t('calculator.discountNote')}>
                  {t('calculator.discount', { percent: discount.params.percent })}
                  <span
                    style={{
                      position: 'absolute',
                      width: 1,
                      height: 1,
                      overflow: 'hidden',
                      clip: 'rect(0 0 0 0)',
                    }}
                  >
                    {' '}
                    {t('calculator.discountNote')}
                  </span>
                </span>
              ) : undefined
            }
          />
        </StatsBlock>
        <p className={styles.catNote}>{t('calculator.catNote')}</p>
        {submitButton ? (
          <Button
            fullWidth
            size="lg"
            type={formAction ? 'submit' : 'button'}
            isDisabled={disabled}
            isLoading={isSubmitting}
            onPress={formAction ? undefined : submit}
          >
            {buttonLabel === 'login' ? t('calculator.login') : t('calculator.apply')}
          </Button>
        ) : null}
      </div>
    </div>
  );

  const section = (
    <section className={styles.root({ wide })} aria-labelledby={titleId}>
      <div className={styles.titleRow}>
        <h2 id={titleId} className={styles.title}>
          {t('calculator.title')}
        </h2>
        <InfoPopover topic={t('calculator.statCat')} title={t('calculator.infoTitle')}>
          <p style={{ margin: 0 }}>{t('calculator.infoBody')}</p>
        </InfoPopover>
      </div>
      <Tabs
        selectedKey={String(state.tab)}
        onSelectionChange={(key) => dispatch({ type: 'tab.select', tab: key === '1' ? 1 : 0 })}
        isDisabled={disabled}
      >
        <TabList aria-label={t('calculator.tabs')} className={styles.tabs}>
          <Tab id="0" className={styles.tab}>
            {t('calculator.tabNew')}
          </Tab>
          <Tab id="1" className={styles.tab}>
            {t('calculator.tabRepeated')}
          </Tab>
        </TabList>
        <TabPanel id="0" className={styles.panel}>
          {body}
        </TabPanel>
        <TabPanel id="1" className={styles.panel}>
          {body}
        </TabPanel>
      </Tabs>
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
        submit();
      }}
    >
      <input type="hidden" name="intent" value="calculator" />
      <input type="hidden" name="target" value={selectTarget(state)} />
      <input type="hidden" name="tab" value={String(state.tab)} />
      {section}
    </form>
  );
}
