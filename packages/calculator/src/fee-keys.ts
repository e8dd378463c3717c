// The rates and fees of the product that CONDUSEF registers (LTOSF art. 6), one key each, and the
// registration each carries. Below both the product (`product.ts`: its `registrations`, the demo
// product's folios) and the rules of registration (`fee-registration.ts`), which re-exports them.

/**
 * The rates and fees of the product that CONDUSEF registers, one key each.
 *
 * @example
 * ```ts
 * const key: FeeKey = 'serviceFee';
 * ```
 */
export const FEE_KEYS = [
  'interestFirst',
  'interestRepeated',
  'serviceFee',
  'processingFee',
  'withdrawalFee',
  'invoicingFee',
  'extensionCheap',
  'extensionExpensive',
  'lateFee',
] as const;
export type FeeKey = (typeof FEE_KEYS)[number];

/**
 * A fee's CONDUSEF (RECO) registration: dates `YYYY-MM-DD` in America/Mexico_City.
 *
 * @example
 * ```ts
 * const registration: FeeRegistration = { folio: '1234-567-890123/01-00001-0125', registeredOn: '2025-01-02', inForceFrom: '2025-02-01' };
 * ```
 */
export interface FeeRegistration {
  readonly folio: string;
  readonly registeredOn: string;
  /** The first day the fee may be charged. */
  readonly inForceFrom: string;
}

/** The registrations of a product's fees, by fee. */
export type FeeRegistrations = Readonly<Partial<Record<FeeKey, FeeRegistration>>>;
