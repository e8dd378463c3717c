// The site's key for the trusted hop (ADR 107). Plain JavaScript: the apps' server.mjs checks it
// when the server starts (`siteDoorsFromEnv`), the app reads it through `site-hop.ts`.
import { DEV_SITE_API_KEY } from '@lender/contracts/common';

/** The shortest site key production accepts. */
export const MIN_SITE_API_KEY_LENGTH = 32;

/**
 * The key this site proves itself with to the API (`SITE_API_KEY`; comma-separated for rotation,
 * the first is sent). Outside production a missing value is the development key; with
 * `NODE_ENV=production` a missing, development or shorter-than-32 key throws, so the site does not
 * start.
 * @param {Readonly<Record<string, string | undefined>>} [env]
 * @param {string} [variable]
 * @returns {string}
 */
export function siteApiKeyFromEnv(env = process.env, variable = 'SITE_API_KEY') {
  const production = env.NODE_ENV === 'production';
  const key = env[variable]
    ?.split(',')
    .map((s) => s.trim())
    .find(Boolean);
  if (!key) {
    if (production) throw new Error(`${variable} is required in production`);
    return DEV_SITE_API_KEY;
  }
  if (production && key === DEV_SITE_API_KEY)
    throw new Error(`${variable} must not be the development key in production`);
  if (production && key.length < MIN_SITE_API_KEY_LENGTH)
    throw new Error(`${variable} must be at least ${MIN_SITE_API_KEY_LENGTH} characters in production`);
  return key;
}
