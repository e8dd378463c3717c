// The time-stamping authority of signed contracts (NOM-151, ADR 290): an authorised provider's
// RFC 3161 endpoint, its credentials and its certificates. Without TIMESTAMP_URL the core stamps with
// its sandbox authority (a key in the process's memory, no legal value), which production refuses;
// a staging rehearsal may keep it.
import { readFileSync } from 'node:fs';
import { type CoreOptions, certificatesFromPem, httpTimestamp } from '@lender/core';
import { z } from 'zod';

const OID = /^\d+(\.\d+)+$/;

/** The certificates (DER) of a PEM file: the authority's signing certificate or its CA. */
const certificateFile = z.string().transform((path, ctx) => {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    ctx.addIssue({ code: 'custom', message: `cannot read ${path}` });
    return z.NEVER;
  }
  const certificates = certificatesFromPem(text);
  if (certificates.length > 0) return certificates;
  ctx.addIssue({ code: 'custom', message: `${path} holds no PEM certificate` });
  return z.NEVER;
});

/** The variables, spread into `EnvSchema`. */
export const TIMESTAMP_ENV_SHAPE = {
  /** The authority's RFC 3161 endpoint (a PSC accredited by the Secretaría de Economía). */
  TIMESTAMP_URL: z.string().url().optional(),
  /** Its name as the evidence records it (default: the URL's host). */
  TIMESTAMP_AUTHORITY: z.string().max(100).optional(),
  /** HTTP basic credentials, or a bearer token, when the authority asks for them. */
  TIMESTAMP_USERNAME: z.string().optional(),
  TIMESTAMP_PASSWORD: z.string().optional(),
  TIMESTAMP_BEARER_TOKEN: z.string().optional(),
  /** The policy OID to ask for (the authority's own when absent). */
  TIMESTAMP_POLICY: z.string().regex(OID, 'an OID such as 2.16.484.101.10.316.2.1').optional(),
  /** A PEM file with the authority's certificate or its CA: every token must be signed by one. */
  TIMESTAMP_CA_FILE: certificateFile.optional(),
  /** How long to wait for a token (ms); signing goes on without one and says so in the log. */
  TIMESTAMP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
};

const TimestampEnvSchema = z.object(TIMESTAMP_ENV_SHAPE);
type TimestampEnv = z.infer<typeof TimestampEnvSchema>;

/** What production (not a staging rehearsal) refuses: the sandbox authority, plain HTTP, no trust. */
export function productionTimestampProblems(env: TimestampEnv): Array<{ path: string; message: string }> {
  if (!env.TIMESTAMP_URL)
    return [
      {
        path: 'TIMESTAMP_URL',
        message:
          "TIMESTAMP_URL is not set: signed contracts would carry the sandbox authority's time-stamps, which prove nothing (NOM-151 needs an accredited provider)",
      },
    ];
  const problems: Array<{ path: string; message: string }> = [];
  if (new URL(env.TIMESTAMP_URL).protocol !== 'https:')
    problems.push({ path: 'TIMESTAMP_URL', message: 'TIMESTAMP_URL must be https in production' });
  if (!env.TIMESTAMP_CA_FILE)
    problems.push({
      path: 'TIMESTAMP_CA_FILE',
      message:
        "TIMESTAMP_CA_FILE is not set: the authority's tokens could not be checked against its certificate",
    });
  return problems;
}

/** The core's time-stamping authority from the environment (none: the sandbox's). */
export function timestampOptionsOf(env: TimestampEnv): Pick<CoreOptions, 'timestamp'> {
  if (!env.TIMESTAMP_URL) return {};
  return {
    timestamp: httpTimestamp({
      url: env.TIMESTAMP_URL,
      timeoutMs: env.TIMESTAMP_TIMEOUT_MS,
      ...(env.TIMESTAMP_AUTHORITY && { authority: env.TIMESTAMP_AUTHORITY }),
      ...(env.TIMESTAMP_USERNAME !== undefined && {
        username: env.TIMESTAMP_USERNAME,
        password: env.TIMESTAMP_PASSWORD ?? '',
      }),
      ...(env.TIMESTAMP_BEARER_TOKEN && { bearerToken: env.TIMESTAMP_BEARER_TOKEN }),
      ...(env.TIMESTAMP_POLICY && { policy: env.TIMESTAMP_POLICY }),
      ...(env.TIMESTAMP_CA_FILE && { trustAnchors: env.TIMESTAMP_CA_FILE }),
    }),
  };
}
