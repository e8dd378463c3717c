// The browser's half of error reporting (issue 40, spec §8): a page's error boundary posts what it
// knows of an error that happened in the browser to its own site, which reports it. Nothing
// personal: the error's name and message (masked again by the server), the route's id (never the
// URL, which can carry a token) and the status.

/** Same as `BROWSER_ERROR_PATH` of `site-errors.mjs`. */
export const BROWSER_ERROR_PATH = '/monitoring/browser-error';

/**
 * Whether an error the boundary shows happened in the browser: a thrown response (a 404, a 500 the
 * server answered) and a server error Remix hands over (`Unexpected Server Error`, already reported
 * by the server's `handleError`) did not.
 */
export function isBrowserError(error: unknown): error is Error {
  return error instanceof Error && error.message !== 'Unexpected Server Error';
}

/** Posts the error to the site once per error object; never throws. */
export function reportBrowserError(error: unknown, routeId: string, send: typeof fetch = fetch): void {
  if (!isBrowserError(error) || reported.has(error)) return;
  reported.add(error);
  const body = JSON.stringify({
    name: error.name.slice(0, 100),
    message: error.message.slice(0, 500),
    routeId: routeId.slice(0, 200),
  });
  try {
    void send(BROWSER_ERROR_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      keepalive: true,
      credentials: 'omit',
    }).catch(() => {});
  } catch {}
}

const reported = new WeakSet<Error>();
