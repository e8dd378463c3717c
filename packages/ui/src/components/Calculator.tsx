import { formatMoney } from '@lender/i18n';
import { Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { AmountSlider } from '../fields/AmountSlider';
import { Select } from '../fields/Choice';
import { useUiText } from '../text/text';
import { Button, IconButton } from './Actions';
import * as styles from './calculator.css';
import {
  CalculatorFigures,
  CalculatorFrame,
  type CalculatorSelectProps,
  SalaryFields,
} from './calculator-parts';
import type { CalculatorProps } from './calculator-props';
import { useCalculatorView } from './calculator-shared';
import { StatsBlock } from './Data';
import { InfoPopover } from './Feedback';

export type {
  CalculatorClient,
  CalculatorProps,
  CalculatorQuote,
  CalculatorSubmit,
} from './calculator-props';

/**
 * The calculator: tabs for new and repeated clients (a guest's choice: a signed-in borrower's kind is
 * known, so `authorized` shows none), the amount slider with typed
 * entry, pay cycle then pay date, the stats block (amount, total, due date, CAT sin IVA, first-loan
 * discount), the info popup and the button. Quotes instantly with `@lender/calculator` and
 * reconciles with the server through `quote`.
 */
export function Calculator({
  mode = 'full',
  limit,
  wide = false,
  submitButton = true,
  increase = null,
  isSubmitting,
  formAction,
  ...props
}: CalculatorProps) {
  const t = useUiText();
  const titleId = useId();
  const view = useCalculatorView(props, increase, limit === 'first');
  const { state, dispatch, slider, disabled, loading, failed, retry, buttonLabel, submit } = view;
  const [editing, setEditing] = useState(mode === 'full');
  if (view.hidden) return null;

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
        <SalaryFields view={view} named={Boolean(formAction)} Select={AriaSelect} />
      </div>
      <div className={styles.fields}>
        <StatsBlock
          label={t('calculator.statsTitle')}
          isLoading={loading}
          error={failed}
          onRetry={() => retry()}
        >
          <CalculatorFigures view={view} />
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

  return (
    <CalculatorFrame
      view={view}
      wide={wide}
      titleId={titleId}
      Info={InfoPopover}
      formAction={formAction}
      onSubmit={submit}
    >
      {/* A signed-in borrower is one kind of client: the server knows which, so no tabs to choose. */}
      {props.authorized ? (
        <div className={styles.panel}>{body}</div>
      ) : (
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
      )}
    </CalculatorFrame>
  );
}

/** The kit's React Aria `Select` as a calculator select. */
function AriaSelect({ disabled, ...props }: CalculatorSelectProps) {
  return <Select<string> {...props} isDisabled={disabled} />;
}
