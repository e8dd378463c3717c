// The error reporting of a site's server (issue 40, spec §8): a JSON error line, and with a DSN the
// Sentry-protocol reporter the API and the worker use too (`@lender/error-reporter`: one client, no
// global hub, nothing instrumented, every event level `fatal` tagged `severity=critical` and the
// site's `service`, nothing personal), its texts masked by `redactText`. Also the endpoint a page's
// error boundary reports to from the browser.

import { sentryErrorReporter } from '@lender/error-reporter';
import { z } from 'zod';
import { isCrossSite } from './origin-check.mjs';
import { jsonLog } from './site-process.mjs';

/** The path a page's error boundary posts to (same origin). */
export const BROWSER_ERROR_PATH = '/monitoring/browser-error';

/** Reports from browsers accepted per minute by one process; more are dropped (a flood, a loop). */
export const BROWSER_REPORTS_PER_MINUTE = 60;

const PERSONAL = [
  [/[A-Z]{4}\d{6}[A-Z0-9]{8}/gi, '[curp]'],
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[email]'],
  [/\d{7,}/g, '[digits]'],
  [/\b\d{2,3}[ -]\d{3,4}[ -]\d{4}\b/g, '[phone]'],
];

/**
 * Masks what looks like personal data: CURP, e-mail, runs of 7+ digits (phones, CLABEs, cards),
 * spaced phone numbers; and cuts the text to 500 characters.
 * @param {string} text
 */
export function redactText(text) {
  let out = text.slice(0, 500);
  for (const [pattern, mask] of PERSONAL)
    out = out.replace(/** @type {RegExp} */ (pattern), /** @type {string} */ (mask));
  return out;
}

/**
 * The reporter of a site's server: a JSON error line for every report, and Sentry when `dsn` is set.
 * @param {{ dsn?: string; service: string; environment?: string; release?: string; log?: (level: string, message: string, fields?: object) => void }} options
 * @returns {import('./site-error-hook.mjs').SiteErrorReporter}
 */
export function createSiteErrorReporter(options) {
  const log = options.log ?? jsonLog(options.service);
  const sentry = options.dsn
    ? sentryErrorReporter({
        dsn: options.dsn,
        service: options.service,
        ...(options.environment !== undefined && { environment: options.environment }),
        ...(options.release !== undefined && { release: options.release }),
        redact: redactText,
      })
    : undefined;
  return {
    report(error, context) {
      const name = error instanceof Error ? error.name : 'Error';
      const message = redactText(error instanceof Error ? error.message : String(error));
      /** @type {Record<string, string | number | boolean>} */
      const fields = {};
      for (const [key, value] of Object.entries(context)) {
        if (value !== undefined) fields[key] = typeof value === 'string' ? redactText(value) : value;
      }
      log('error', 'unhandled error', { error: `${name}: ${message}`, ...fields });
      void sentry?.report(error, fields);
    },
    flush: async (timeoutMs) => (sentry ? sentry.flush(timeoutMs) : true),
  };
}

const BrowserReport = z.object({
  name: z.string().max(100),
  message: z.string().max(2000),
  routeId: z.string().max(200),
  status: z.number().int().min(0).max(999).optional(),
});

/**
 * The Express/Node handler of {@link BROWSER_ERROR_PATH}: a same-origin JSON POST of at most 4 KB
 * `{ name, message, routeId, status? }` (what the error boundary knows: no URL, no form values),
 * reported as a `browser` error of the site. 204 when taken, 400/403/413/429 otherwise.
 * @param {import('./site-error-hook.mjs').SiteErrorReporter} reporter
 * @param {{ allowedOrigins?: readonly string[]; perMinute?: number; now?: () => number }} [options]
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export function browserErrorHandler(reporter, options = {}) {
  const perMinute = options.perMinute ?? BROWSER_REPORTS_PER_MINUTE;
  const now = options.now ?? Date.now;
  let windowStart = 0;
  let count = 0;
  return (req, res) => {
    const answer = (/** @type {number} */ status) => {
      res.writeHead(status, { 'Cache-Control': 'no-store' });
      res.end();
    };
    if (req.method !== 'POST') return answer(405);
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(key, value);
    }
    const origin = `http://${req.headers.host ?? 'localhost'}`;
    const originHttps = `https://${req.headers.host ?? 'localhost'}`;
    if (
      isCrossSite('POST', origin, headers, options.allowedOrigins ?? []) &&
      isCrossSite('POST', originHttps, headers, options.allowedOrigins ?? [])
    )
      return answer(403);
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size <= 4096) chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > 4096) return answer(413);
      let body;
      try {
        body = BrowserReport.parse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        return answer(400);
      }
      const minute = Math.floor(now() / 60_000);
      if (minute !== windowStart) {
        windowStart = minute;
        count = 0;
      }
      if (++count > perMinute) return answer(429);
      const error = new Error(body.message);
      error.name = body.name || 'Error';
      error.stack = `${error.name}: ${body.message}\n    at browser (${body.routeId})`;
      reporter.report(error, { source: 'browser', routeId: body.routeId, status: body.status });
      answer(204);
    });
  };
}
