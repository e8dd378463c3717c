import type { ExchangeRatePort, UdiPort } from './port';

/** A fixed rate (default MXN 18.00 per USD), or one per day when given. */
export function sandboxExchangeRates(
  options: { centavosPerUsd?: number; byDay?: Readonly<Record<string, number>> } = {},
): ExchangeRatePort {
  return {
    name: 'sandbox',
    sandbox: true,
    async usdRate(day) {
      return {
        day,
        centavosPerUsd: options.byDay?.[day] ?? options.centavosPerUsd ?? 18_00,
        source: 'sandbox',
      };
    },
  };
}

/** The sandbox's UDI value on 2026-01-01 (millionths of a peso), near what Banxico published. */
export const SANDBOX_UDI_ANCHOR = { day: '2026-01-01', millionths: 8_651_234 } as const;
/** The yearly inflation the sandbox's UDI grows by (3.8 %), compounded per calendar day. */
const SANDBOX_UDI_YEARLY_GROWTH = 1.038;
const DAY_MS = 86_400_000;

/**
 * Offline, deterministic UDI values: 8.651234 pesos on 2026-01-01, growing (or, before it,
 * shrinking) by 3.8 % a year day by day, rounded to six decimals as Banxico's; or the value given
 * for a day (`byDay`), or one value for every day (`millionths`).
 */
export function sandboxUdis(
  options: { millionths?: number; byDay?: Readonly<Record<string, number>> } = {},
): UdiPort {
  return {
    name: 'sandbox',
    sandbox: true,
    async udiValue(day) {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new RangeError(`not a date: ${day}`);
      const given = options.byDay?.[day] ?? options.millionths;
      if (given !== undefined) return { day, millionths: given, source: 'sandbox' };
      const days =
        (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${SANDBOX_UDI_ANCHOR.day}T00:00:00Z`)) / DAY_MS;
      const millionths = Math.round(
        SANDBOX_UDI_ANCHOR.millionths * SANDBOX_UDI_YEARLY_GROWTH ** (days / 365),
      );
      return { day, millionths, source: 'sandbox' };
    },
  };
}
