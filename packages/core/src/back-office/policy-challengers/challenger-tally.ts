import { addDays } from '@lender/calculator/kernel';
import { LOAN_STATUS } from '@lender/calculator/platform';
import type { ChallengerComparison } from '@lender/contracts';
import { isApproved } from '../../decision/stored-decision';

// The arms of a challenger compared (ADR 332): pure over the logged decisions and their loans.

/** Days past the due date after which a loan's outcome is known (and unpaid, it is in default). */
export const MATURITY_DAYS = 60;

export interface LoggedDecision {
  readonly decidingArm: 'champion' | 'challenger';
  readonly championOutcome: number;
  readonly challengerOutcome: number;
  /** The loan signed from the application, if any. */
  readonly loan: {
    readonly status: number;
    readonly startDate: string | null;
    readonly dueDate: string;
    readonly overdueDays: number;
  } | null;
}

/** A rate in basis points, rounded half up; null without a denominator. */
export const rateBps = (part: number, whole: number) =>
  whole === 0 ? null : Math.floor((part * 10_000 * 2 + whole) / (whole * 2));

type Arm = ChallengerComparison['arms'][number];
type Vintage = Arm['vintages'][number];

function vintagesOf(loans: NonNullable<LoggedDecision['loan']>[], today: string): Vintage[] {
  const byMonth = new Map<string, { loans: number; matured: number; defaulted: number }>();
  for (const loan of loans) {
    if (loan.startDate === null) continue;
    const month = loan.startDate.slice(0, 7);
    const tally = byMonth.get(month) ?? { loans: 0, matured: 0, defaulted: 0 };
    const lost = loan.status === LOAN_STATUS.writeOff || loan.status === LOAN_STATUS.soldDebt;
    const late = loan.status !== LOAN_STATUS.paid && loan.overdueDays >= MATURITY_DAYS;
    const known = lost || loan.status === LOAN_STATUS.paid || addDays(loan.dueDate, MATURITY_DAYS) <= today;
    tally.loans += 1;
    if (known) tally.matured += 1;
    if (known && (lost || late)) tally.defaulted += 1;
    byMonth.set(month, tally);
  }
  return [...byMonth.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, t]) => ({ month, ...t, defaultRateBps: rateBps(t.defaulted, t.matured) }));
}

/**
 * The two arms: the champion's decisions are the ones it took; a split challenger's the ones it
 * took, a shadow challenger's its logged outcome of every decision (it lent nothing, so it has no
 * vintage). Default rate = defaulted ÷ matured loans of the month they started.
 */
export function tallyArms(
  rows: readonly LoggedDecision[],
  mode: 'shadow' | 'split',
  versions: { champion: number; challenger: number },
  today: string,
): { arms: Arm[]; outcomesDiffer: number } {
  const arm = (name: 'champion' | 'challenger'): Arm => {
    const own = rows.filter((row) => row.decidingArm === name);
    const judged = name === 'challenger' && mode === 'shadow' ? rows : own;
    const outcome = (row: LoggedDecision) =>
      name === 'champion' ? row.championOutcome : row.challengerOutcome;
    const approved = judged.filter((row) => isApproved(outcome(row))).length;
    return {
      arm: name,
      policyVersion: versions[name],
      decides: name === 'champion' || mode === 'split',
      decisions: judged.length,
      approved,
      approvalRateBps: rateBps(approved, judged.length),
      vintages: vintagesOf(
        own.flatMap((row) => (row.loan ? [row.loan] : [])),
        today,
      ),
    };
  };
  const outcomesDiffer = rows.filter((row) => row.championOutcome !== row.challengerOutcome).length;
  return { arms: [arm('champion'), arm('challenger')], outcomesDiffer };
}
