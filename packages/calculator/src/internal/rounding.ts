// Exact money arithmetic: products of integers divided once and rounded half up (ARCHITECTURE
// decision 4: every component is rounded to the centavo once, half up). BigInt keeps the
// intermediate product exact however large principal × rate × days grows.

/** round-half-up(Π factors / divisor) for non-negative integer factors and a positive integer divisor. */
export function productDivHalfUp(factors: readonly number[], divisor: number): number {
  let numerator = 1n;
  for (const factor of factors) numerator *= BigInt(factor);
  const d = BigInt(divisor);
  return Number((2n * numerator + d) / (2n * d));
}
