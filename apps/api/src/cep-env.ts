// Banxico's CEP (the signed proof of a SPEI transfer) that "Ya pagué por SPEI" claims are checked
// against (ADR 323): the service's URL and Banxico's certificate, which verifies each CEP's seal.
// Without a certificate the core's sandbox CEP stays — it vouches for any transfer asked about — which
// production refuses; a staging rehearsal may keep it.
import { banxicoCepFromEnv, type CoreOptions } from '@lender/core';
import { z } from 'zod';

/** The variables, spread into `EnvSchema`. */
export const CEP_ENV_SHAPE = {
  /** Banxico's CEP certificate: a file (PEM, a PEM bundle across a change of certificate, or DER)… */
  CEP_CERTIFICATE_FILE: z.string().min(1).optional(),
  /** …or the PEM itself (line breaks may be written `\n`). */
  CEP_CERTIFICATE_PEM: z.string().min(1).optional(),
  /** The CEP service's base URL (a mirror or a test server); Banxico's own when absent. */
  CEP_BASE_URL: z.string().url().optional(),
  /** How long to wait for a CEP (ms). */
  CEP_TIMEOUT_MS: z.string().regex(/^\d+$/, 'milliseconds').optional(),
};

const CepEnvSchema = z.object(CEP_ENV_SHAPE);
type CepEnv = z.infer<typeof CepEnvSchema>;

const configured = (env: CepEnv) => Boolean(env.CEP_CERTIFICATE_FILE || env.CEP_CERTIFICATE_PEM);

/**
 * `EnvSchema`'s check of `CEP_*`: a certificate that cannot be read is refused everywhere; no
 * certificate in production (a staging rehearsal may keep the sandbox CEP).
 */
export function checkCepEnv(
  env: CepEnv & { NODE_ENV: string; DEPLOYMENT_STAGE?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (configured(env)) {
    try {
      banxicoCepFromEnv(env);
    } catch (error) {
      ctx.addIssue({ code: 'custom', path: ['CEP_CERTIFICATE_FILE'], message: (error as Error).message });
    }
  } else if (env.NODE_ENV === 'production' && env.DEPLOYMENT_STAGE !== 'staging') {
    ctx.addIssue({
      code: 'custom',
      path: ['CEP_CERTIFICATE_FILE'],
      message:
        'CEP_CERTIFICATE_FILE (or CEP_CERTIFICATE_PEM) is not set: SPEI claims would be checked by the sandbox CEP, which vouches for any transfer',
    });
  }
}

/** The core's CEP port from the environment (none: the sandbox's). */
export function cepProvidersOf(env: CepEnv): NonNullable<CoreOptions['providers']> {
  return configured(env) ? { cep: banxicoCepFromEnv(env) } : {};
}
