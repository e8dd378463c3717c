import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import { BROWSER_ADDRESS_HEADER, SITE_KEY_HEADER } from '@lender/contracts';
import type { Logger } from '@lender/core';
import type { Context } from 'hono';
import type { AppEnv } from './context';

/** Who may tell the API a caller's address (ADR 107). */
export interface CallerTrust {
  /** The keys our sites send in `X-Lender-Site-Key`; from such a caller `X-Lender-Browser-Address` is the address. */
  readonly siteApiKeys: readonly string[];
  /** Behind a reverse proxy that appends to `X-Forwarded-For`: its rightmost entry is the address. */
  readonly trustProxy: boolean;
}

/** A wrong key is reported at most this often (a misconfigured site would flood the log). */
const WRONG_KEY_REPORT_MS = 60_000;

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** `::ffff:203.0.113.7` → `203.0.113.7`; anything that is not an address → `undefined`. */
function addressOf(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed)?.[1];
  const address = mapped ?? trimmed;
  return isIP(address) === 0 ? undefined : address;
}

/**
 * The caller's address, which every per-address limit counts (issue 35): for a caller that proves it
 * is one of our sites (a key of `siteApiKeys`, compared in constant time), the browser's address it
 * sends; otherwise, behind a trusted reverse proxy, the last `X-Forwarded-For` entry (the one that
 * proxy wrote; entries to its left are whatever its caller claimed); otherwise the socket's. A browser
 * talking to the API directly cannot choose its address: without the key, the site's header is
 * ignored, and `X-Forwarded-For` is read only with `TRUST_PROXY`.
 */
export function createCallerAddress(
  trust: CallerTrust,
  logger?: Pick<Logger, 'warn'>,
): (c: Context<AppEnv>) => string {
  const keys = trust.siteApiKeys.map(digest);
  let reportedAt = Number.NEGATIVE_INFINITY;
  const isSite = (key: string): boolean => {
    const given = digest(key);
    let match = false;
    for (const known of keys) match = timingSafeEqual(given, known) || match;
    if (!match && Date.now() - reportedAt > WRONG_KEY_REPORT_MS) {
      reportedAt = Date.now();
      logger?.warn('a caller sent a site key the API does not accept: its browser addresses are ignored');
    }
    return match;
  };
  return (c) => {
    const key = c.req.header(SITE_KEY_HEADER);
    if (key !== undefined && isSite(key)) {
      const browser = addressOf(c.req.header(BROWSER_ADDRESS_HEADER));
      if (browser) return browser;
    }
    if (trust.trustProxy) {
      const forwarded = addressOf(c.req.header('x-forwarded-for')?.split(',').at(-1));
      if (forwarded) return forwarded;
    }
    try {
      return addressOf(getConnInfo(c).remote.address) ?? 'unknown';
    } catch {
      // In-process requests (tests) have no socket.
      return 'unknown';
    }
  };
}
