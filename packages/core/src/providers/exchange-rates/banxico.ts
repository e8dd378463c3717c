import { ProviderError } from '../provider-error';
import type { ExchangeRatePort, UdiPort, UdiValue } from './port';

// Banxico's SIE API (Sistema de Información Económica, banxico.org.mx/SieAPIRest/service/v1):
// `GET <base>/series/<id>/datos/<from>/<to>` with the query token in the `Bmx-Token` header answers
// `{ "bmx": { "series": [{ "idSerie", "titulo", "datos": [{ "fecha": "dd/mm/yyyy", "dato": "8.651234" }] }] } }`.
// A day without a figure is absent or `"N/E"`; figures may carry thousands separators ("1,234.5").

/** The SIE series this adapter reads. */
export const SIE_SERIES = {
  /** Valor de UDIS, pesos per UDI with six decimals, one per calendar day. */
  udi: 'SP68257',
  /** Tipo de cambio FIX, pesos per US dollar with four decimals, banking days only. */
  fix: 'SF43718',
} as const;

/** Banxico's public endpoint. */
export const SIE_DEFAULT_URL = 'https://www.banxico.org.mx/SieAPIRest/service/v1';

/** How to reach the SIE API (the API builds it from `BANXICO_SIE_*`, `apps/api/README.md`). */
export interface BanxicoSieOptions {
  /** The query token Banxico issues (banxico.org.mx/SieAPIRest/service/v1/token). */
  readonly token: string;
  /** @default SIE_DEFAULT_URL */
  readonly url?: string;
  /** How many days back to look for the last published figure (FIX skips weekends). @default 10 */
  readonly lookbackDays?: number;
  /** @default 10_000 */
  readonly timeoutMs?: number;
  /** The fetch to use (tests pass none: Node's own). */
  readonly fetch?: typeof fetch;
}

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const FIGURE = /^\d+(\.\d+)?$/;

/** `dd/mm/yyyy` → `yyyy-mm-dd`, or null. */
function isoOf(fecha: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(fecha);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}

/** A decimal figure as an integer of `decimals` places, rounded half up; null when it is no figure. */
export function scaledFigure(dato: string, decimals: number): number | null {
  const text = dato.replaceAll(',', '').trim();
  if (!FIGURE.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  const kept = Number(whole) * 10 ** decimals + Number(fraction.slice(0, decimals).padEnd(decimals, '0'));
  return fraction.length > decimals && Number(fraction[decimals]) >= 5 ? kept + 1 : kept;
}

/**
 * The real UDI and exchange-rate ports over Banxico's SIE API: the figure of the day asked, or
 * the last one published in the days before it. Anything else (no token accepted, no figure, a
 * body that is not the SIE's) is a `ProviderError`; the token never appears in its message.
 */
export function banxicoSie(options: BanxicoSieOptions): UdiPort & ExchangeRatePort {
  const base = (options.url ?? SIE_DEFAULT_URL).replace(/\/+$/, '');
  const send = options.fetch ?? fetch;
  const lookback = options.lookbackDays ?? 10;
  const fail = (message: string) => new ProviderError('banxico-sie', message);

  /** The last figure of `series` on or before `day`: its day and its text. */
  async function lastFigure(series: string, day: string): Promise<{ day: string; dato: string }> {
    if (!DAY.test(day)) throw new RangeError(`not a date: ${day}`);
    const from = new Date(Date.parse(`${day}T00:00:00Z`) - lookback * DAY_MS).toISOString().slice(0, 10);
    let answer: Response;
    try {
      answer = await send(`${base}/series/${series}/datos/${from}/${day}`, {
        headers: { 'Bmx-Token': options.token, accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw fail(`${series}: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!answer.ok) throw fail(`${series}: HTTP ${answer.status}`);
    let body: unknown;
    try {
      body = await answer.json();
    } catch {
      throw fail(`${series}: the answer is not JSON`);
    }
    const found = (
      body as { bmx?: { series?: Array<{ idSerie?: unknown; datos?: unknown }> } }
    ).bmx?.series?.find((entry) => entry.idSerie === series);
    if (!found) throw fail(`${series}: the answer holds no such series`);
    const figures = (Array.isArray(found.datos) ? found.datos : [])
      .map((entry: { fecha?: unknown; dato?: unknown }) => ({
        day: typeof entry.fecha === 'string' ? isoOf(entry.fecha) : null,
        dato: typeof entry.dato === 'string' ? entry.dato : '',
      }))
      .filter((entry): entry is { day: string; dato: string } => entry.day !== null && entry.day <= day)
      .filter((entry) => scaledFigure(entry.dato, 0) !== null)
      .sort((a, b) => a.day.localeCompare(b.day));
    const last = figures.at(-1);
    if (!last) throw fail(`${series}: no figure published from ${from} to ${day}`);
    return last;
  }

  return {
    name: 'banxico-sie',
    async udiValue(day): Promise<UdiValue> {
      const figure = await lastFigure(SIE_SERIES.udi, day);
      const millionths = scaledFigure(figure.dato, 6);
      if (millionths === null || millionths <= 0)
        throw fail(`${SIE_SERIES.udi}: ${figure.dato} is no UDI value`);
      return { day: figure.day, millionths, source: 'banxico-sie' };
    },
    async usdRate(day) {
      const figure = await lastFigure(SIE_SERIES.fix, day);
      const centavosPerUsd = scaledFigure(figure.dato, 2);
      if (centavosPerUsd === null || centavosPerUsd <= 0)
        throw fail(`${SIE_SERIES.fix}: ${figure.dato} is no exchange rate`);
      const tenThousandthsPerUsd = scaledFigure(figure.dato, 4) ?? centavosPerUsd * 100;
      return { day: figure.day, centavosPerUsd, tenThousandthsPerUsd, source: 'banxico-sie' };
    },
  };
}
