import { formatMoney } from '@lender/i18n';
import type { ReactNode } from 'react';
import { VisuallyHidden } from '../layout/Layout';
import { cx } from '../utils/cx';
import * as styles from './money-summary.css';

/** One line of a {@link MoneySummary}. */
export interface MoneySummaryItem {
  /** Stable key (e.g. `total`), also the row's `data-figure` for tests that compare figures with the API. */
  id: string;
  label: ReactNode;
  /** Centavos (formatted as pesos), or any node (a date, a CAT). */
  value: number | ReactNode;
  /** The same figure before a counter-offer, shown struck through beside the new one. */
  before?: number | ReactNode;
  /** The largest, boldest line (the money is the hero). */
  emphasis?: boolean;
  /** A line under the figure (the CAT's "sin IVA…"). */
  note?: ReactNode;
}

export interface MoneySummaryProps {
  items: readonly MoneySummaryItem[];
  /** Accessible name of the list (a visible heading usually sits above it). */
  label?: string;
  /** Column names when `before` values are shown ("Lo que pediste", "Lo que te podemos prestar"). */
  compareLabels?: { before: string; after: string };
}

const show = (value: number | ReactNode) => (typeof value === 'number' ? formatMoney(value) : value);

/**
 * The figures of an offer, a carátula or a balance as a description list: label, amount, and, for a
 * counter-offer, the previous amount struck through beside it ("counter-offers show old
 * and new side by side"). Colour is never the only signal: the old figure is also named.
 */
export function MoneySummary({ items, label, compareLabels }: MoneySummaryProps) {
  const compared = items.some((item) => item.before !== undefined);
  return (
    <dl className={styles.list} aria-label={label}>
      {compared && compareLabels ? (
        <div className={cx(styles.row, styles.rowCompared, styles.headRow)} aria-hidden="true">
          <span />
          <span className={styles.value}>{compareLabels.before}</span>
          <span className={styles.value}>{compareLabels.after}</span>
        </div>
      ) : null}
      {items.map((item) => (
        <div key={item.id} className={cx(styles.row, compared && styles.rowCompared)} data-figure={item.id}>
          <dt className={styles.term}>{item.label}</dt>
          {compared ? (
            <dd className={cx(styles.value, styles.before)} data-before="">
              {item.before === undefined ? null : (
                <>
                  {compareLabels ? <VisuallyHidden>{compareLabels.before}: </VisuallyHidden> : null}
                  {show(item.before)}
                </>
              )}
            </dd>
          ) : null}
          <dd className={cx(styles.value, item.emphasis && styles.emphasis)} data-value="">
            {compared && compareLabels && item.before !== undefined ? (
              <VisuallyHidden>{compareLabels.after}: </VisuallyHidden>
            ) : null}
            {show(item.value)}
          </dd>
          {item.note ? <dd className={styles.note}>{item.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
