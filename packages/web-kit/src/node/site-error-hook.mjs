// Where a site's server code reports an error (issue 40): `server.mjs` installs the process's
// reporter, the app's `handleError` (entry.server.tsx, bundled by Vite) calls `reportSiteError`.
// No dependency: the reporter lives on `globalThis` under a registered symbol, so the copy the app
// bundles and the one server.mjs imports share it (as the browser address does).

const KEY = Symbol.for('@lender/web-kit/site-error-reporter');

/**
 * @typedef {object} SiteErrorReporter
 * @property {(error: unknown, context: Record<string, string | number | boolean | undefined>) => void} report
 * @property {(timeoutMs: number) => Promise<boolean>} flush
 */

/** @returns {Record<symbol, SiteErrorReporter | undefined>} */
function holder() {
  return /** @type {Record<symbol, SiteErrorReporter | undefined>} */ (/** @type {unknown} */ (globalThis));
}

/**
 * Installs the process's reporter.
 * @param {SiteErrorReporter} reporter
 */
export function installSiteErrorReporter(reporter) {
  holder()[KEY] = reporter;
}

/**
 * Reports an error of the site's server (Remix's `handleError`); without an installed reporter, one
 * JSON line on stderr.
 * @param {unknown} error
 * @param {Record<string, string | number | boolean | undefined>} context
 */
export function reportSiteError(error, context) {
  const reporter = holder()[KEY];
  if (reporter) {
    reporter.report(error, context);
    return;
  }
  const name = error instanceof Error ? error.name : 'Error';
  process.stderr.write(
    `${JSON.stringify({ level: 'error', time: new Date().toISOString(), message: 'unhandled error', error: name, ...context })}\n`,
  );
}
