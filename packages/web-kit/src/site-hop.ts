import { BROWSER_ADDRESS_HEADER, DEV_SITE_API_KEY, SITE_KEY_HEADER } from '@lender/contracts/common';
import { browserAddress, browserUserAgent } from './node/browser-address.mjs';

export { MIN_SITE_API_KEY_LENGTH, siteApiKeyFromEnv } from './node/site-key.mjs';
export { BROWSER_ADDRESS_HEADER, DEV_SITE_API_KEY, SITE_KEY_HEADER };

/**
 * The headers of the trusted hop (ADR 107) for a call to the API made while handling a browser's
 * request: the site's key and, when the site's server knows them, the browser's address and its own
 * `User-Agent` (so what the API records of a borrower's act, such as signing, names the borrower's
 * browser, not the site's server).
 */
export function siteHopHeaders(siteKey: string): Record<string, string> {
  const address = browserAddress();
  const userAgent = browserUserAgent();
  return {
    [SITE_KEY_HEADER]: siteKey,
    ...(address && { [BROWSER_ADDRESS_HEADER]: address }),
    ...(userAgent && { 'User-Agent': userAgent }),
  };
}
