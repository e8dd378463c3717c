// CAT, Costo Anual Total, Banxico's annual total cost (Circular 21/2009 and its methodology):
// the annual rate i solving Σ disbursements/(1+i)^t = Σ payments/(1+i)^s, times in years, IVA
// excluded, shown with one decimal.
import { CatError } from './cat-error';

/**
 * One cash flow: centavos the borrower receives (> 0) or pays (< 0), `years` after signing.
 *
 * @example
 * ```ts
 * const disbursement: CashFlow = { amount: 3_000_00, years: 0 };
 * ```
 */
export interface CashFlow {
  readonly amount: number;
  readonly years: number;
}

// Bisection on r = ln(1 + i): r ∈ [ln 0.01, 700] spans i from −99 % to about 10³⁰⁴ %, wide
// enough for short-term loans whose CATs run to many thousands of percent (and far beyond).
const LOW = Math.log(0.01);
const HIGH = 700;
const ITERATIONS = 200;

/**
 * Banxico's CAT of a schedule of cash flows, in percent with one decimal. Flows on two dates (a
 * single repayment: this product's loans) have it in closed form; any other schedule is solved by
 * bisection.
 * For a regular schedule use `k / PERIODS_PER_YEAR[cycle]` as `years`; for a single repayment,
 * `days / 365`. Pass amounts without IVA.
 *
 * @param flows - money received (positive) and paid (negative), in centavos.
 * @returns the CAT in percent, e.g. `57.4`.
 * @throws {CatError} when the flows have no rate in the bracket (e.g. money in one direction only).
 * @example
 * ```ts
 * import { cat } from '@lender/calculator';
 *
 * // Banxico's example: 15,000 lent, a 100 fee at signing, 24 monthly payments of 962.33.
 * const flows = [{ amount: 15_000_00, years: 0 }, { amount: -100_00, years: 0 }];
 * for (let k = 1; k <= 24; k++) flows.push({ amount: -962_33, years: k / 12 });
 * cat(flows); // 57.4
 *
 * // A single repayment: 2,000 lent, 2,345 repaid 15 days later.
 * cat([{ amount: 2_000_00, years: 0 }, { amount: -2_345_00, years: 15 / 365 }]); // 4705.6
 * ```
 */
export function cat(flows: readonly CashFlow[]): number {
  checkFlows(flows);
  const rate = rateOfTwoDates(flows);
  return rate === undefined ? catByBisection(flows) : percentOf(rate);
}

function checkFlows(flows: readonly CashFlow[]): void {
  if (flows.length === 0) throw new CatError('CAT needs at least one cash flow');
  for (const flow of flows) {
    if (!Number.isFinite(flow.amount) || !Number.isFinite(flow.years) || flow.years < 0) {
      throw new CatError('CAT cash flows need finite amounts and non-negative times');
    }
  }
}

/**
 * The continuously compounded rate r = ln(1 + i) of flows on exactly two dates, `a` in all on the
 * first and `b` on the second, of opposite signs: a·e^(−r·t₀) + b·e^(−r·t₁) = 0 gives
 * r = ln(−b / a) / (t₁ − t₀). `undefined` for any other schedule, and for a rate outside the
 * bisection's bracket (the bisection then answers, or refuses, as it always did). Exact where the
 * bisection stops within 10⁻¹³ of it: the same CAT to its one decimal below 10⁹ % (a test compares
 * the two; beyond, they agree to eight digits and the bisection's last ones are its own), without
 * its ~50 steps of two `Math.exp` each on every offer priced.
 */
function rateOfTwoDates(flows: readonly CashFlow[]): number | undefined {
  const first = (flows[0] as CashFlow).years;
  let second = Number.NaN;
  let a = 0;
  let b = 0;
  for (const flow of flows) {
    if (flow.years === first) a += flow.amount;
    else if (Number.isNaN(second) || flow.years === second) {
      second = flow.years;
      b += flow.amount;
    } else return undefined;
  }
  if (Number.isNaN(second) || a === 0 || b === 0 || Math.sign(a) === Math.sign(b)) return undefined;
  const rate = second > first ? Math.log(-b / a) / (second - first) : Math.log(-a / b) / (first - second);
  return rate >= LOW && rate <= HIGH ? rate : undefined;
}

/** A continuously compounded annual rate as Banxico's CAT: percent, one decimal, half away from zero. */
function percentOf(rate: number): number {
  const percent = (Math.exp(rate) - 1) * 100;
  // The + 0 turns −0 into 0.
  return (Math.sign(percent) * Math.round(Math.abs(percent) * 10)) / 10 + 0;
}

/**
 * {@link cat} by bisection, for any schedule (exported for the tests that hold the closed form to
 * it; not part of the package's entry points). Checks the flows as `cat` does.
 */
export function catByBisection(flows: readonly CashFlow[]): number {
  checkFlows(flows);
  // Present value at a continuously compounded rate r; it rises with r whenever the borrower
  // receives before paying, so one sign change brackets the root.
  const presentValue = (r: number): number =>
    flows.reduce((sum, flow) => sum + flow.amount * Math.exp(-r * flow.years), 0);
  let low = LOW;
  let high = HIGH;
  const atLow = presentValue(low);
  const atHigh = presentValue(high);
  // Flows that net to nothing at every rate cost nothing.
  if (atLow === 0 && atHigh === 0) return 0;
  if (Math.sign(atLow) === Math.sign(atHigh)) {
    throw new CatError('CAT is out of range: the flows have no annual rate between -99 % and 10^304 %');
  }
  const rising = atHigh > 0;
  for (let step = 0; step < ITERATIONS && high - low > 1e-13; step++) {
    const middle = (low + high) / 2;
    if (presentValue(middle) < 0 === rising) low = middle;
    else high = middle;
  }
  return percentOf((low + high) / 2);
}
