import { BROWSER_ADDRESS_HEADER, DEV_SITE_API_KEY, SITE_KEY_HEADER } from '@lender/contracts/common';
import { browserAddress } from './node/browser-address.mjs';

export { BROWSER_ADDRESS_HEADER, DEV_SITE_API_KEY, SITE_KEY_HEADER };

/** The shortest site key production accepts. */
export const MIN_SITE_API_KEY_LENGTH = 32;

/**
 * The key this site proves itself with to the API (`SITE_API_KEY`; comma-separated for rotation,
 * the first is sent). Outside production a missing value is {@link DEV_SITE_API_KEY}; with
 * `NODE_ENV=production` a missing, development or shorter-than-32 key throws, so the site does not
 * start (ADR 107).
 */
export function siteApiKeyFromEnv(
  env: Readonly<Record<string, string | undefined>> = process.env,
  variable = 'SITE_API_KEY',
): string {
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

/**
 * The headers of the trusted hop (ADR 107) for a call to the API made while handling a browser's
 * request: the site's key and, when the site's server knows it, the browser's address.
 */
export function siteHopHeaders(siteKey: string): Record<string, string> {
  const address = browserAddress();
  return address
    ? { [SITE_KEY_HEADER]: siteKey, [BROWSER_ADDRESS_HEADER]: address }
    : { [SITE_KEY_HEADER]: siteKey };
}
