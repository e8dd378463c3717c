import { formatDate, formatMoney } from '@lender/i18n';
import type { ReactNode } from 'react';
import { cx } from '../utils/cx';
import * as styles from './data.css';

/** An invoice of the schedule as the API gives it (centavos). */
export interface RepaymentScheduleRow {
  id: number | string;
  /** `YYYY-MM-DD`. */
  dueDate: string;
  principal: number;
  interest: number;
  fees: number;
  vat: number;
  lateFees: number;
  /** The invoice's total as the API computed it (never re-added here: the page must equal the API). */
  total: number;
  outstanding: number;
  /** The status as shown (a badge or words), given by the app. */
  status: ReactNode;
}

/** The column names and caption; words are the app's (`loan:schedule.*`). */
export interface RepaymentScheduleLabels {
  caption: string;
  number: string;
  date: string;
  principal: string;
  interest: string;
  fees: string;
  vat: string;
  lateFees: string;
  total: string;
  outstanding: string;
  status: string;
}

export interface RepaymentScheduleProps {
  rows: readonly RepaymentScheduleRow[];
  labels: RepaymentScheduleLabels;
}

/**
 * The loan's schedule with every figure of each invoice: principal, interest, fees, IVA, late fees,
 * total and what is still owed, with its status. Unlike {@link Schedule} it takes each total from the
 * API, so late fees and rounding are the API's to the centavo. One semantic table at every width: it
 * scrolls sideways on a phone inside a focusable region (WCAG 2.1.1), with the date as row header.
 */
export function RepaymentSchedule({ rows, labels }: RepaymentScheduleProps) {
  const money = (centavos: number) => formatMoney(centavos);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className={styles.tableWrap} aria-label={labels.caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{labels.caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.th}>
              {labels.number}
            </th>
            <th scope="col" className={styles.th}>
              {labels.date}
            </th>
            {(['principal', 'interest', 'fees', 'vat', 'lateFees', 'total', 'outstanding'] as const).map(
              (key) => (
                <th key={key} scope="col" className={cx(styles.th, styles.num)}>
                  {labels[key]}
                </th>
              ),
            )}
            <th scope="col" className={styles.th}>
              {labels.status}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.id} data-invoice={row.id}>
              <td className={styles.td}>{index + 1}</td>
              <th scope="row" className={styles.td} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatDate(row.dueDate)}
              </th>
              <td className={cx(styles.td, styles.num)} data-figure="principal">
                {money(row.principal)}
              </td>
              <td className={cx(styles.td, styles.num)} data-figure="interest">
                {money(row.interest)}
              </td>
              <td className={cx(styles.td, styles.num)} data-figure="fees">
                {money(row.fees)}
              </td>
              <td className={cx(styles.td, styles.num)} data-figure="vat">
                {money(row.vat)}
              </td>
              <td className={cx(styles.td, styles.num)} data-figure="lateFees">
                {money(row.lateFees)}
              </td>
              <td className={cx(styles.td, styles.num)} data-figure="total">
                <strong>{money(row.total)}</strong>
              </td>
              <td className={cx(styles.td, styles.num)} data-figure="outstanding">
                {money(row.outstanding)}
              </td>
              <td className={styles.td}>{row.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
