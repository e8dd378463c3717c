/**
 * The exchange-rate port (issue 50): the day's USD rate the relevant-operations threshold is
 * converted with. A real adapter reads Banxico's FIX rate (SIE API series SF43718, a token from
 * banxico.org.mx); the sandbox adapter answers a fixed rate.
 */
export interface ExchangeRatePort {
  readonly name: string;
  readonly sandbox?: boolean;
  /**
   * MXN centavos per one US dollar on business date `day` (`YYYY-MM-DD`); `tenThousandthsPerUsd`,
   * when the source publishes it, is the rate as published (the FIX has four decimals: 18.2350 is
   * 18_2350), which the relevant-operation threshold is converted with (centavos would move it by up
   * to MXN 37.50).
   */
  usdRate(
    day: string,
  ): Promise<{ day: string; centavosPerUsd: number; tenThousandthsPerUsd?: number; source: string }>;
}

/** The value of one UDI (Unidad de Inversión) on a day, as Banxico publishes it: six decimals. */
export interface UdiValue {
  /** The day the value is for (`YYYY-MM-DD`): the day asked, or the last one published before it. */
  readonly day: string;
  /** Millionths of a peso per UDI (8.651234 pesos: 8_651_234), an integer as Banxico's six decimals. */
  readonly millionths: number;
  /** Who said so: `banxico-sie` or `sandbox`. */
  readonly source: string;
}

/**
 * The UDI port (issue 52): the day's UDI value, which Banxico publishes for every calendar day
 * (SIE API series SP68257). From 2026-01-01 banks cap each SPEI transfer at 1,500 UDIS unless the
 * customer raises their own limit, so the SPEI instructions convert that cap to pesos with it.
 */
export interface UdiPort {
  readonly name: string;
  readonly sandbox?: boolean;
  /** The value in force on `day` (`YYYY-MM-DD`, Mexico City business date). */
  udiValue(day: string): Promise<UdiValue>;
}
