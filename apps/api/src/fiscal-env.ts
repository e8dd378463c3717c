// CFDI 4.0 of interest and fees (issue 51): the lender's CSD (the `.cer` and `.key` files SAT gave
// it and the key's password) and the PAC that certifies (its service and credentials). Without
// FISCAL_PAC_URL the core seals with the sandbox's test CSD and stamps with a test PAC (no fiscal
// value), which production refuses; a staging rehearsal may keep it.
import { readFileSync } from 'node:fs';
import { type CoreOptions, type CsdFiles, pacFiscal } from '@lender/core';
import { z } from 'zod';

/** The variables, spread into `EnvSchema`. */
export const FISCAL_ENV_SHAPE = {
  /** The PAC's web service (https): `POST <url>/stamp` and `<url>/cancel` (core's `pac.ts`). */
  FISCAL_PAC_URL: z.string().url().optional(),
  /** The PAC's name, as each CFDI records who certified it (default: the URL's host). */
  FISCAL_PAC_NAME: z.string().max(100).optional(),
  FISCAL_PAC_USERNAME: z.string().optional(),
  FISCAL_PAC_PASSWORD: z.string().optional(),
  /** The lender's CSD certificate (`.cer`, DER) and private key (`.key`, encrypted PKCS#8 DER). */
  FISCAL_CSD_CERTIFICATE_FILE: z.string().optional(),
  FISCAL_CSD_KEY_FILE: z.string().optional(),
  FISCAL_CSD_PASSWORD: z.string().optional(),
  /** The issuer as SAT registers it: its RFC (the CSD's), name without the company type, regime. */
  FISCAL_ISSUER_RFC: z
    .string()
    .regex(/^[A-ZÑ&]{3,4}\d{6}[A-Z\d]{3}$/, 'an RFC')
    .optional(),
  FISCAL_ISSUER_NAME: z.string().optional(),
  FISCAL_ISSUER_REGIME: z
    .string()
    .regex(/^\d{3}$/, 'a c_RegimenFiscal code such as 601')
    .default('601'),
  /** The postal code of the place of issue (LugarExpedicion). */
  FISCAL_ISSUER_POSTAL_CODE: z
    .string()
    .regex(/^\d{5}$/, 'five digits')
    .optional(),
};

const FiscalEnvSchema = z.object(FISCAL_ENV_SHAPE);
type FiscalEnv = z.infer<typeof FiscalEnvSchema>;

/** What a PAC needs besides its URL: each missing one is a problem. */
const PAC_NEEDS = [
  'FISCAL_PAC_USERNAME',
  'FISCAL_PAC_PASSWORD',
  'FISCAL_CSD_CERTIFICATE_FILE',
  'FISCAL_CSD_KEY_FILE',
  'FISCAL_CSD_PASSWORD',
  'FISCAL_ISSUER_RFC',
  'FISCAL_ISSUER_NAME',
  'FISCAL_ISSUER_POSTAL_CODE',
] as const;

/** What any deployment refuses: a PAC without the credentials and CSD it needs. */
export function fiscalProblems(env: FiscalEnv): Array<{ path: string; message: string }> {
  if (!env.FISCAL_PAC_URL) return [];
  return PAC_NEEDS.filter((name) => !env[name]?.trim()).map((name) => ({
    path: name,
    message: `${name} is required with FISCAL_PAC_URL: the PAC certifies CFDIs sealed with the lender's CSD`,
  }));
}

/** What production (not a staging rehearsal) refuses: CFDIs sealed with the sandbox's test CSD. */
export function productionFiscalProblems(env: FiscalEnv): Array<{ path: string; message: string }> {
  if (env.FISCAL_PAC_URL) return [];
  return [
    {
      path: 'FISCAL_PAC_URL',
      message:
        "FISCAL_PAC_URL is not set: CFDIs would be sealed with the sandbox's test CSD and stamped by a test PAC, with no fiscal value",
    },
  ];
}

/**
 * `EnvSchema`'s check of `FISCAL_*`: a PAC without what it needs is refused everywhere; the sandbox's
 * CFDIs in production (a staging rehearsal may keep them).
 */
export function checkFiscalEnv(
  env: FiscalEnv & { NODE_ENV: string; DEPLOYMENT_STAGE?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  const production = env.NODE_ENV === 'production' && env.DEPLOYMENT_STAGE !== 'staging';
  for (const { path, message } of [
    ...fiscalProblems(env),
    ...(production ? productionFiscalProblems(env) : []),
  ])
    ctx.addIssue({ code: 'custom', path: [path], message });
}

/** The core's fiscal port from the environment (none: the sandbox's). */
export function fiscalOptionsOf(env: FiscalEnv): Pick<CoreOptions, 'fiscal'> {
  if (!env.FISCAL_PAC_URL || fiscalProblems(env).length > 0) return {};
  const csd: CsdFiles = {
    certificate: new Uint8Array(readFileSync(env.FISCAL_CSD_CERTIFICATE_FILE as string)),
    key: new Uint8Array(readFileSync(env.FISCAL_CSD_KEY_FILE as string)),
    password: env.FISCAL_CSD_PASSWORD as string,
  };
  return {
    fiscal: pacFiscal({
      name: env.FISCAL_PAC_NAME ?? new URL(env.FISCAL_PAC_URL).host,
      url: env.FISCAL_PAC_URL,
      username: env.FISCAL_PAC_USERNAME as string,
      password: env.FISCAL_PAC_PASSWORD as string,
      csd,
      issuer: {
        rfc: env.FISCAL_ISSUER_RFC as string,
        name: env.FISCAL_ISSUER_NAME as string,
        regime: env.FISCAL_ISSUER_REGIME,
        postalCode: env.FISCAL_ISSUER_POSTAL_CODE as string,
      },
    }),
  };
}
