import * as z from 'zod';
import { CENTAVOS_PER_PESO, hasAtMostTwoDecimals } from './internal/refinements.js';

export { CENTAVOS_PER_PESO, hasAtMostTwoDecimals };

/** The only currency the product lends in. */
export const CURRENCY = 'MXN' as const;

/** A currency code as the API writes it. */
export const CurrencySchema = z.literal(CURRENCY).meta({ id: 'Currency' });
export type Currency = z.infer<typeof CurrencySchema>;

/**
 * A non-negative amount in pesos with at most two decimals.
 *
 * @example 1500.5
 */
export const PesosSchema = z
  .number()
  .nonnegative()
  .refine(Number.isFinite, { message: 'Must be a finite number' })
  .refine(hasAtMostTwoDecimals, { message: 'At most two decimals' })
  .meta({ id: 'Pesos', description: 'Amount in Mexican pesos, at most two decimals.', example: 1500 });
export type Pesos = z.infer<typeof PesosSchema>;

/**
 * Money as the API shows it: pesos with at most two decimals and the currency.
 *
 * @example { amount: 1500, currency: 'MXN' }
 */
export const MoneySchema = z
  .object({
    amount: PesosSchema,
    currency: CurrencySchema,
  })
  .meta({ id: 'Money' });
export type Money = z.infer<typeof MoneySchema>;

/** Converts integer centavos (the unit inside the code) to pesos for the API. */
export function centavosToPesos(centavos: number): number {
  if (!Number.isSafeInteger(centavos)) {
    throw new RangeError(`centavos must be a safe integer, got ${centavos}`);
  }
  return centavos / CENTAVOS_PER_PESO;
}

/** Converts API pesos (at most two decimals) to integer centavos. */
export function pesosToCentavos(pesos: number): number {
  if (!Number.isFinite(pesos) || !hasAtMostTwoDecimals(pesos)) {
    throw new RangeError(`pesos must be finite with at most two decimals, got ${pesos}`);
  }
  return Math.round(pesos * CENTAVOS_PER_PESO);
}

/** Builds the API money object from integer centavos. */
export function moneyFromCentavos(centavos: number): Money {
  return { amount: centavosToPesos(centavos), currency: CURRENCY };
}
