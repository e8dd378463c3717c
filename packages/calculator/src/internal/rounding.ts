// Exact money arithmetic: products of integers divided once and rounded half up (ARCHITECTURE
// every component is rounded to the centavo once, half up). The intermediate product
// stays exact however large principal × rate × days grows: in doubles while it is a safe integer
// (every operation below is then exact), in BigInt past that.

/** round-half-up(Π factors / divisor) for non-negative integer factors and a positive integer divisor. */
export function productDivHalfUp(factors: readonly number[], divisor: number): number {
  // 2 × product + divisor must be a safe integer for the double path to be exact. A product of
  // integers is exact while it is a safe integer; one that is not rounds to 2^53 or more, past the
  // limit, so the check after each multiplication never lets an inexact product through.
  const limit = (Number.MAX_SAFE_INTEGER - divisor) / 2;
  let product = 1;
  for (const factor of factors) {
    product *= factor;
    if (!(product <= limit)) return bigProductDivHalfUp(factors, divisor);
  }
  const numerator = 2 * product + divisor;
  const denominator = 2 * divisor;
  // Integer division without rounding error: subtract the remainder, then divide exactly.
  return (numerator - (numerator % denominator)) / denominator;
}

/** {@link productDivHalfUp} in BigInt, for products past `Number.MAX_SAFE_INTEGER`. */
export function bigProductDivHalfUp(factors: readonly number[], divisor: number): number {
  let numerator = 1n;
  for (const factor of factors) numerator *= BigInt(factor);
  const d = BigInt(divisor);
  return Number((2n * numerator + d) / (2n * d));
}
