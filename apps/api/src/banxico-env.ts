// Banxico's SIE API (issue 52): the day's UDI value (series SP68257), which converts the 1,500-UDIS
// cap banks put on each SPEI transfer from 2026 into pesos on the SPEI instructions, and the FIX
// rate (SF43718) of the relevant-operations threshold. Without BANXICO_SIE_TOKEN the core answers the
// sandbox's values (plausible, not Banxico's), which production refuses; a staging rehearsal may keep them.
import { banxicoSie, type CoreOptions, SIE_DEFAULT_URL } from '@lender/core';
import { z } from 'zod';

/** The variables, spread into `EnvSchema`. */
export const BANXICO_ENV_SHAPE = {
  /** The SIE API's query token (banxico.org.mx/SieAPIRest/service/v1/token), sent as `Bmx-Token`. */
  BANXICO_SIE_TOKEN: z.string().min(1).optional(),
  /** The SIE API's base URL (a mirror or a test server); Banxico's own when absent. */
  BANXICO_SIE_URL: z.string().url().default(SIE_DEFAULT_URL),
  /** How long to wait for a figure (ms). */
  BANXICO_SIE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
};

const BanxicoEnvSchema = z.object(BANXICO_ENV_SHAPE);
type BanxicoEnv = z.infer<typeof BanxicoEnvSchema>;

/** What production (not a staging rehearsal) refuses: the sandbox's UDI values, plain HTTP. */
export function productionBanxicoProblems(env: BanxicoEnv): Array<{ path: string; message: string }> {
  if (!env.BANXICO_SIE_TOKEN)
    return [
      {
        path: 'BANXICO_SIE_TOKEN',
        message:
          "BANXICO_SIE_TOKEN is not set: the SPEI instructions would state a transfer cap from the sandbox's UDI values, not Banxico's",
      },
    ];
  if (new URL(env.BANXICO_SIE_URL).protocol !== 'https:')
    return [{ path: 'BANXICO_SIE_URL', message: 'BANXICO_SIE_URL must be https in production' }];
  return [];
}

/** The core's UDI and exchange-rate ports from the environment (none: the sandbox's). */
export function banxicoOptionsOf(env: BanxicoEnv): Pick<CoreOptions, 'udis' | 'exchangeRates'> {
  if (!env.BANXICO_SIE_TOKEN) return {};
  const sie = banxicoSie({
    token: env.BANXICO_SIE_TOKEN,
    url: env.BANXICO_SIE_URL,
    timeoutMs: env.BANXICO_SIE_TIMEOUT_MS,
  });
  return { udis: sie, exchangeRates: sie };
}
