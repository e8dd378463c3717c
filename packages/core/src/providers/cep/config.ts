import { readFileSync } from 'node:fs';
import { type BanxicoCepOptions, banxicoCep } from './banxico';
import type { CepPort } from './port';

// Where the real adapter is configured (ADR 323): Banxico's certificate comes from configuration —
// a file (`CEP_CERTIFICATE_FILE`, PEM or DER, a PEM bundle for a change of certificate) or the PEM
// itself (`CEP_CERTIFICATE_PEM`) — never from the service it verifies.

/** The environment variables the real CEP adapter reads. */
export interface CepEnvironment {
  readonly CEP_BASE_URL?: string | undefined;
  readonly CEP_TIMEOUT_MS?: string | undefined;
  readonly CEP_CERTIFICATE_FILE?: string | undefined;
  readonly CEP_CERTIFICATE_PEM?: string | undefined;
}

/** The options of `banxicoCep` from the environment; a `RangeError` naming what is missing or wrong. */
export function banxicoCepOptionsFromEnv(env: CepEnvironment): BanxicoCepOptions {
  const file = env.CEP_CERTIFICATE_FILE?.trim();
  const pem = env.CEP_CERTIFICATE_PEM?.trim();
  let certificates: string | Uint8Array;
  if (file) {
    try {
      certificates = new Uint8Array(readFileSync(file));
    } catch (error) {
      throw new RangeError(`CEP_CERTIFICATE_FILE cannot be read: ${(error as Error).message}`);
    }
  } else if (pem) {
    // An environment variable often carries a PEM's line breaks escaped.
    certificates = pem.replaceAll('\\n', '\n');
  } else {
    throw new RangeError(
      "CEP_CERTIFICATE_FILE or CEP_CERTIFICATE_PEM: Banxico's certificate is required to verify CEPs",
    );
  }
  const timeoutMs = env.CEP_TIMEOUT_MS ? Number(env.CEP_TIMEOUT_MS) : undefined;
  if (timeoutMs !== undefined && !(Number.isInteger(timeoutMs) && timeoutMs >= 100))
    throw new RangeError('CEP_TIMEOUT_MS is a whole number of milliseconds, at least 100');
  return {
    certificates,
    ...(env.CEP_BASE_URL && { baseUrl: env.CEP_BASE_URL }),
    ...(timeoutMs !== undefined && { timeoutMs }),
  };
}

/** The real CEP adapter as the environment configures it. */
export function banxicoCepFromEnv(env: CepEnvironment): CepPort {
  return banxicoCep(banxicoCepOptionsFromEnv(env));
}
