// Issue 65: "Mi préstamo" of the demo borrower with an active loan, measured from outside the site:
// its time to first byte (a sequential loop, one request at a time, as a borrower opens it) and the
// API requests the site makes per render, counted by a proxy between the site and the API (the site's
// API_URL points at it). The demo borrowers are seeded by the API on its embedded database
// (apps/api/src/seed.ts; phone and password of core's `seed/demo-lending.ts`).
import { createServer, request as httpRequest } from 'node:http';

/** The demo borrower with an active loan (core's `seed/demo-lending.ts`). */
export const DEMO_ACTIVE_LOAN = { username: '5500000013', password: 'Prueba2026' };

/**
 * A proxy on a local port that forwards to the API at `apiPort` and counts what passes: `count()`
 * is the number of requests so far, `paths()` the paths since `reset()`.
 */
export async function countingProxy(apiPort) {
  let seen = [];
  /** Milliseconds each path took at the API (to its last byte), every call. */
  const took = new Map();
  const server = createServer((req, res) => {
    const path = `${req.method} ${req.url?.split('?')[0]}`;
    seen.push(path);
    const started = performance.now();
    const upstream = httpRequest(
      { host: '127.0.0.1', port: apiPort, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        answer.on('end', () => took.set(path, [...(took.get(path) ?? []), performance.now() - started]));
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    reset: () => {
      seen = [];
    },
    paths: () => [...seen],
    /** The median milliseconds of each path at the API. */
    timings: () => new Map([...took].map(([path, times]) => [path, median(times)])),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** The session cookies a `set-cookie` list leaves (name=value pairs). */
const cookiesOf = (response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

/** Signs the demo borrower in through the login form, as a browser without scripts would; the cookie. */
export async function signIn(site, who = DEMO_ACTIVE_LOAN) {
  const response = await fetch(`${site}/ingresar`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site },
    body: new URLSearchParams(who).toString(),
  });
  const cookie = cookiesOf(response);
  if (response.status !== 302 || !cookie) throw new Error(`sign-in: ${response.status}`);
  return cookie;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * `runs` sequential requests of `path` with the session `cookie` (after `warmUp` not counted): time
 * to first byte (the response's headers: the site sends them once the loaders answered), the status,
 * one page's HTML, and with a counting `proxy` between the site and the API, the API requests each
 * render made.
 */
export async function timeToFirstByte(site, path, cookie, proxy = null, { runs = 30, warmUp = 3 } = {}) {
  const ttfb = [];
  const requests = [];
  let html = '';
  for (let i = 0; i < warmUp + runs; i += 1) {
    proxy?.reset();
    const started = performance.now();
    const response = await fetch(`${site}${path}`, { headers: { cookie }, redirect: 'manual' });
    const first = performance.now() - started;
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    html = await response.text();
    if (i < warmUp) continue;
    ttfb.push(first);
    if (proxy) requests.push(proxy.paths().length);
  }
  return {
    median: median(ttfb),
    max: Math.max(...ttfb),
    min: Math.min(...ttfb),
    requests: proxy ? median(requests) : null,
    paths: proxy?.paths() ?? [],
    html,
  };
}
