import { BROWSER_ADDRESS_HEADER, DEV_SITE_API_KEY, SITE_KEY_HEADER } from '@lender/contracts/common';
import { browserAddress } from './node/browser-address.mjs';

export { MIN_SITE_API_KEY_LENGTH, siteApiKeyFromEnv } from './node/site-key.mjs';
export { BROWSER_ADDRESS_HEADER, DEV_SITE_API_KEY, SITE_KEY_HEADER };

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
