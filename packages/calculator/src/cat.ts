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
 * Banxico's CAT of a schedule of cash flows, in percent with one decimal, by bisection.
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
 * ```
 */
export function cat(flows: readonly CashFlow[]): number {
  if (flows.length === 0) throw new CatError('CAT needs at least one cash flow');
  for (const flow of flows) {
    if (!Number.isFinite(flow.amount) || !Number.isFinite(flow.years) || flow.years < 0) {
      throw new CatError('CAT cash flows need finite amounts and non-negative times');
    }
  }
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
  const percent = (Math.exp((low + high) / 2) - 1) * 100;
  // One decimal, half away from zero; the + 0 turns −0 into 0.
  return (Math.sign(percent) * Math.round(Math.abs(percent) * 10)) / 10 + 0;
}
