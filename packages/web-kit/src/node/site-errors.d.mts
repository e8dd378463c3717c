import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SiteErrorReporter } from './site-error-hook.mjs';

/** The path a page's error boundary posts to (same origin). */
export declare const BROWSER_ERROR_PATH: string;
/** Reports from browsers accepted per minute by one process. */
export declare const BROWSER_REPORTS_PER_MINUTE: number;
/** Masks personal data (CURP, e-mail, 7+ digits, phones) and cuts to 500 characters. */
export declare function redactText(text: string): string;
/** The reporter of a site's server: Sentry when `dsn` is set, else JSON error lines only. */
export declare function createSiteErrorReporter(options: {
  dsn?: string;
  service: string;
  environment?: string;
  release?: string;
  log?: (level: string, message: string, fields?: object) => void;
}): SiteErrorReporter;
/** The handler of {@link BROWSER_ERROR_PATH}. */
export declare function browserErrorHandler(
  reporter: SiteErrorReporter,
  options?: { allowedOrigins?: readonly string[]; perMinute?: number; now?: () => number },
): (req: IncomingMessage, res: ServerResponse) => void;
