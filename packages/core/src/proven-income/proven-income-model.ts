import { PAY_CYCLE_TABLE, PAY_CYCLES, type PayCycle } from '@lender/calculator';
import { type DeclaredPay, provenPayOf } from '../debit-schedule/paydays';
import { type Confidence, confidenceOn, STALE_AFTER_DAYS } from '../decision/proof-confidence';
import type { PayrollCfdi } from '../providers/fiscal/check-payroll-cfdi';

// Income the borrower proves (issue 67 point 6, ADR 333): the monthly income, exactly in centavos,
// from the net pays of up to three payroll CFDIs and their periodicity; the pay cycle read from the
// pay dates; and how far the proof can be trusted.

/** The most CFDIs one upload takes: the last three pays. */
export const MAX_PAYROLL_CFDIS = 3;
/** A proof whose newest pay is older than this many days is stale (`decision/proof-confidence.ts`). */
export { STALE_AFTER_DAYS };

/** The share of the median net pay a consistent set's pays stay within (25 %). */
const SPREAD_PERCENT = 25;

/** SAT's periodicities (c_PeriodicidadPago) an income is read from: pays a year, and our cycle. */
export const PERIODICITIES: Readonly<Record<string, { perYear: number; cycle: PayCycle | null }>> =
  Object.fromEntries(
    Object.entries({ '01': 365, '02': 52, '03': 26, '04': 24, '05': 12, '06': 6, '10': 36 }).map(
      ([code, perYear]) => [code, { perYear, cycle: cycleOfPerYear(perYear) }],
    ),
  );

/** Our pay cycle paying `perYear` times a year (the calculator's table), else none. */
function cycleOfPerYear(perYear: number): PayCycle | null {
  return PAY_CYCLES.find((cycle) => PAY_CYCLE_TABLE[cycle].periodsPerYear === perYear) ?? null;
}

export type { Confidence };

export interface ProvenIncomeResult {
  /** Centavos a month: Σ(net pay × pays a year) ÷ (12 × CFDIs), rounded down to the centavo. */
  readonly monthlyIncome: number;
  readonly payCycle: PayCycle | null;
  readonly newestPaidOn: string;
  /** Days of the month paid on, ascending; 31 stands for the month's last day. */
  readonly payDays: number[];
  readonly confidence: Confidence;
  /** The newest CFDI's employer. */
  readonly employerRfc: string;
}

const isMonthEnd = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate() === d;
};
/** A pay date's day of the month, 31 for the month's last day (as `paydays.ts` clamps it). */
const payDayOf = (date: string) => (isMonthEnd(date) ? 31 : Number(date.slice(8)));

/** Whether the set is three pays of one employer and periodicity, periods apart, pays alike. */
export function consistent(cfdis: readonly PayrollCfdi[]): boolean {
  if (cfdis.length < MAX_PAYROLL_CFDIS) return false;
  const [first] = cfdis;
  if (!first || cfdis.some((c) => c.employerRfc !== first.employerRfc || c.periodicity !== first.periodicity))
    return false;
  const byPeriod = [...cfdis].sort((a, b) => a.periodStart.localeCompare(b.periodStart));
  for (let i = 1; i < byPeriod.length; i++)
    if ((byPeriod[i]?.periodStart ?? '') <= (byPeriod[i - 1]?.periodEnd ?? '')) return false;
  const pays = cfdis.map((c) => c.netPay).sort((a, b) => a - b);
  const median = pays[Math.floor(pays.length / 2)] ?? 0;
  return pays.every((pay) => Math.abs(pay - median) * 100 <= median * SPREAD_PERCENT);
}

/** The proven income of sound, SAT-valid CFDIs (one to three, periodicities of {@link PERIODICITIES}). */
export function provenIncomeOf(cfdis: readonly PayrollCfdi[], today: string): ProvenIncomeResult {
  if (cfdis.length === 0 || cfdis.length > MAX_PAYROLL_CFDIS)
    throw new RangeError(`one to ${MAX_PAYROLL_CFDIS} CFDIs`);
  let yearly = 0;
  for (const cfdi of cfdis) {
    const periodicity = PERIODICITIES[cfdi.periodicity];
    if (!periodicity) throw new RangeError(`periodicity ${cfdi.periodicity} has no pays a year`);
    yearly += cfdi.netPay * periodicity.perYear;
  }
  const monthlyIncome = Math.floor(yearly / (12 * cfdis.length));
  const newest = [...cfdis].sort((a, b) => b.paidOn.localeCompare(a.paidOn))[0] as PayrollCfdi;
  const payCycle = PERIODICITIES[newest.periodicity]?.cycle ?? null;
  const sameCycle = cfdis.filter((c) => c.periodicity === newest.periodicity);
  const days = [...new Set(sameCycle.map((c) => payDayOf(c.paidOn)))].sort((a, b) => a - b);
  const schedule = payCycle ? PAY_CYCLE_TABLE[payCycle].schedule.kind : null;
  const payDays =
    schedule === 'monthDays' ? [payDayOf(newest.paidOn)] : schedule === 'dayPairs' ? semiMonthly(days) : days;
  // Stale on the upload day already: `low`; later days read it again (`confidenceOn`, ADR 340).
  const confidence = confidenceOn(
    { confidence: consistent(cfdis) ? 'high' : 'medium', newestPaidOn: newest.paidOn },
    today,
  );
  return {
    monthlyIncome,
    payCycle,
    newestPaidOn: newest.paidOn,
    payDays,
    confidence,
    employerRfc: newest.employerRfc,
  };
}

/**
 * A quincena's two pay days from the days seen: one in the first half (else the 15th) and one in the
 * second (else the month's end); the later of each half when pays moved.
 */
function semiMonthly(days: readonly number[]): number[] {
  const first = days.filter((d) => d <= 15).at(-1) ?? 15;
  const second = days.filter((d) => d > 15).at(-1) ?? 31;
  return [first, second];
}

/** The proof as the collections' paydays read a declared pay (`paydays.ts`, ADR 329, 340). */
export function declaredPayOf(
  result: Pick<ProvenIncomeResult, 'payCycle' | 'newestPaidOn' | 'payDays'>,
): DeclaredPay {
  return provenPayOf(result);
}
