// biome-ignore-all lint/a11y/noRedundantRoles: the stacked phone layout changes the table parts' CSS display, which makes some browsers (Safari) drop their table semantics; the explicit roles keep them.
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

/** The money columns, in order. */
const FIGURES = ['principal', 'interest', 'fees', 'vat', 'lateFees', 'total', 'outstanding'] as const;

export interface RepaymentScheduleProps {
  rows: readonly RepaymentScheduleRow[];
  labels: RepaymentScheduleLabels;
}

/**
 * The loan's schedule with every figure of each invoice: principal, interest, fees, IVA, late fees,
 * total and what is still owed, with its status. Unlike {@link Schedule} it takes each total from the
 * API, so late fees and rounding are the API's to the centavo. One semantic table at every width, with
 * the date as row header; below the tablet breakpoint each invoice stacks into a block with one named
 * line per figure, so nothing is cut at 375 px. The region stays focusable should a very
 * narrow screen still scroll it (WCAG 2.1.1).
 */
export function RepaymentSchedule({ rows, labels }: RepaymentScheduleProps) {
  const money = (centavos: number) => formatMoney(centavos);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className={styles.tableWrap} aria-label={labels.caption} tabIndex={0}>
      <table className={cx(styles.table, styles.stackTable)} role="table">
        <caption className={cx(styles.caption, styles.stackCaption)}>{labels.caption}</caption>
        <thead className={styles.stackHead} role="rowgroup">
          <tr role="row">
            <th scope="col" className={styles.th} role="columnheader">
              {labels.number}
            </th>
            <th scope="col" className={styles.th} role="columnheader">
              {labels.date}
            </th>
            {FIGURES.map((key) => (
              <th key={key} scope="col" className={cx(styles.th, styles.num)} role="columnheader">
                {labels[key]}
              </th>
            ))}
            <th scope="col" className={styles.th} role="columnheader">
              {labels.status}
            </th>
          </tr>
        </thead>
        <tbody className={styles.stackBody} role="rowgroup">
          {rows.map((row, index) => (
            <tr key={row.id} data-invoice={row.id} className={styles.stackRow} role="row">
              <td className={cx(styles.td, styles.stackCell)} role="cell">
                {index + 1}
              </td>
              <th
                scope="row"
                role="rowheader"
                className={cx(styles.td, styles.stackCell)}
                style={{ fontVariantNumeric: 'tabular-nums' }}
              >
                {formatDate(row.dueDate)}
              </th>
              {FIGURES.map((key) => (
                <td key={key} className={cx(styles.td, styles.num, styles.stackFigure)} role="cell">
                  <span className={styles.stackLabel} aria-hidden="true">
                    {labels[key]}
                  </span>
                  {/* The figure alone carries `data-figure`: its text is the money, nothing else. */}
                  {key === 'total' ? (
                    <strong data-figure={key}>{money(row[key])}</strong>
                  ) : (
                    <span data-figure={key}>{money(row[key])}</span>
                  )}
                </td>
              ))}
              <td className={cx(styles.td, styles.stackStatus)} role="cell">
                {row.status}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
