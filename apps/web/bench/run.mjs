// The borrower site's budgets (DESIGN.md "Budgets") and issue 37's speed goals, measured:
//   1. first-load JavaScript (gzip) of the home page (≤ 110 KB) and of every other page of the
//      site (≤ 170 KB: DESIGN.md, "no page over 170 KB"), with `first-load.mjs`. A page over its
//      budget makes the run exit with status 1 (after printing every figure), so a regression fails
//      the bench (ADR 083); the browser suite `e2e/first-load.e2e.test.ts` holds every page to the
//      same budgets in `npm test` (issue 47);
//   2. what a page weighs (issue 37): its HTML uncompressed (home ≤ 30 KB), the loader data in it
//      (≤ 40 KB a page) and the words it fetches as static JSON (gzip);
//   3. server-side throughput of the home page, the FAQ and /registration, as requests per second
//      with a browser's Accept-Encoding, and as a ratio to a bare `node:http` hello server measured
//      in this run (autocannon; issues 37 and 65: home ≥ 0.01 of bare). The home page twice: as a
//      visitor without a cookie gets it (from a render at most a few seconds old, with a nonce of
//      its own: public-pages.mjs) and with a cookie (rendered for each request). Also the ratio of
//      the rendered home page to a bare server sending the home page's own bytes, as before;
//   4. "Mi préstamo" of the demo borrower with an active loan (issue 65, `my-loan.mjs`): its time to
//      first byte (median of a sequential loop on the site above, after `--warm-up` renders not
//      counted; goal ≤ 50 ms), and the API requests per render (goal ≤ 2: the page's read and the
//      session), counted by a proxy in front of the API for a second site (its own first byte is
//      printed too: it pays the proxy's hop).
// Needs `pnpm --filter @lender/web build` and the API built (`turbo run build`). Starts the API on a
// throwaway embedded database and the site on random local ports; traffic goes to 127.0.0.1 only,
// bounded in time. Usage: node bench/run.mjs [--duration=10] [--connections=10] [--runs=30] [--warm-up=20]
// [--js-only | --quick] (`--quick`: only the rendering ratios and my loan, for a busy machine).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { budgetOf, gzipKb, manifestKb, manifestPages, readManifest, scriptsOf } from './first-load.mjs';
import { countingProxy, signIn, timeToFirstByte } from './my-loan.mjs';

const APP = fileURLToPath(new URL('..', import.meta.url));
const ROOT = join(APP, '..', '..');
const arg = (name, fallback) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const DURATION_S = Math.min(arg('duration', 10), 60);
const CONNECTIONS = Math.min(arg('connections', 10), 100);
/** Issue 37: the home page's HTML, uncompressed. */
const HOME_HTML_GOAL_KB = 30;
/** Issue 37: the loader data a page carries. */
const LOADER_DATA_GOAL_KB = 40;
/** Issue 37: the home page's rendering rate as a share of a bare node:http hello server's. */
const HOME_RATIO_GOAL = 0.01;
/** Issue 65: my loan's first byte (median, ms) and the API requests a render makes. */
const MY_LOAN_TTFB_GOAL_MS = 50;
const MY_LOAN_REQUESTS_GOAL = 2;
const RUNS = Math.min(arg('runs', 30), 500);
/** Renders of my loan before the timed ones: a running server has compiled its code paths. */
const MY_LOAN_WARM_UP = Math.min(arg('warm-up', 20), 500);
const QUICK = process.argv.includes('--quick');
/** What a browser sends (the site and a proxy in front of it compress for it). */
const BROWSER_HEADERS = {
  'accept-encoding': 'gzip, deflate, br, zstd',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-language': 'es-MX,es;q=0.9',
};
/**
 * The pages asked for under load: the home page as a visitor without a cookie gets it (a render at
 * most a few seconds old, public-pages.mjs) and as one with a cookie (rendered for each request),
 * the FAQ (public too) and /registration (rendered each time).
 */
const RENDERED = [
  ['/', '/', {}],
  ['/ with a cookie', '/', { cookie: 'visited=1' }],
  ['/preguntas-frecuentes', '/preguntas-frecuentes', {}],
  ['/registration', '/registration', {}],
];
const PAGES = [
  '/',
  '/registration',
  '/ingresar',
  '/preguntas-frecuentes',
  '/como-pagar-tu-prestamo',
  '/sobre-nosotros',
  '/contactos',
  '/documentos',
];

const children = [];
function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('exit', stopAll);

async function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Waits for a server to answer. The API migrates its embedded database first, which took over
 * 180 s on a loaded 2-core machine; BENCH_READY_TIMEOUT_S (default 600) bounds the wait.
 */
async function waitFor(url, timeoutMs = Number(process.env.BENCH_READY_TIMEOUT_S ?? 600) * 1000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s (BENCH_READY_TIMEOUT_S)`);
}

function start(command, args, options) {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'], ...options });
  children.push(child);
  return child;
}

/** CPU time a process has used so far, in ms (Linux `/proc/<pid>/stat`: user + system ticks); null elsewhere. */
function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** Requests per second at `url`; with `pid`, the CPU that process spent per request (ms). */
async function rps(url, headers = {}, pid = null) {
  const before = pid === null ? null : cpuMsOf(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  const after = pid === null ? null : cpuMsOf(pid);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuMs: before === null || after === null ? null : (after - before) / Math.max(1, result.requests.total),
  };
}

/**
 * The loader data a page carries, in bytes: Remix's single fetch streams it into the page as
 * turbo-stream text (`window.__remixContext.streamController.enqueue("…")`); this is the decoded
 * text of every such call, every route's data together.
 */
function loaderDataBytes(html) {
  let bytes = 0;
  for (const match of html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)) {
    bytes += Buffer.byteLength(JSON.parse(match[1]));
  }
  return bytes;
}

/** The words a page fetches as static files (`<link rel="preload" as="fetch">` of `/assets/words-*`). */
function wordsOf(html) {
  return [...html.matchAll(/<link[^>]+href="(\/assets\/words-[^"]+\.json)"/g)].map((m) => m[1]);
}

const dataDir = mkdtempSync(join(tmpdir(), 'lender-bench-'));
try {
  const apiPort = await freePort();
  start(process.execPath, ['dist/server.js'], {
    cwd: join(ROOT, 'apps', 'api'),
    env: {
      ...process.env,
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: join(dataDir, 'pglite'),
      LOG_LEVEL: 'silent',
      JOBS_IN_API: 'false',
    },
  });
  await waitFor(`http://127.0.0.1:${apiPort}/readyz`);
  const webPort = await freePort();
  const siteEnv = { ...process.env, NODE_ENV: 'production', DEPLOYMENT_STAGE: 'local', HOST: '127.0.0.1' };
  const siteProcess = start(process.execPath, ['server.mjs'], {
    cwd: APP,
    env: { ...siteEnv, PORT: String(webPort), API_URL: `http://127.0.0.1:${apiPort}` },
  });
  const site = `http://127.0.0.1:${webPort}`;
  await waitFor(`${site}/healthz`);

  let over = 0;
  const report = (path, kb, budget) => {
    if (kb > budget) over += 1;
    console.log(
      `  ${path.padEnd(36)} ${kb.toFixed(2).padStart(7)} KB  (budget ${budget} KB) ${kb > budget ? 'OVER' : 'ok'}`,
    );
  };
  if (!QUICK) {
    console.log('First-load JavaScript (gzip):');
    for (const path of PAGES) {
      const html = await (await fetch(`${site}${path}`)).text();
      report(path, gzipKb(scriptsOf(html)), budgetOf(path));
    }
    console.log('\nEvery other page, first-load JavaScript (gzip) from the client route manifest:');
    const manifest = readManifest();
    for (const [path, id] of manifestPages(manifest).filter(([path]) => !PAGES.includes(path)))
      report(path, manifestKb(manifest, id), budgetOf(path));
  }
  if (process.argv.includes('--js-only')) {
    if (over > 0) console.log(`\n${over} page(s) over the JavaScript budget.`);
    process.exit(over > 0 ? 1 : 0);
  }

  let missed = 0;
  const mark = (ok) => {
    if (!ok) missed += 1;
    return ok ? 'ok' : 'MISS';
  };
  if (!QUICK)
    console.log(
      '\nWhat a page weighs (HTML uncompressed, the loader data in it, the words it fetches, gzip):',
    );
  for (const path of QUICK ? [] : PAGES) {
    const html = await (await fetch(`${site}${path}`)).text();
    if (process.env.BENCH_DUMP)
      writeFileSync(join(process.env.BENCH_DUMP, `${path.replace(/\W+/g, '_') || 'home'}.html`), html);
    const htmlKb = Buffer.byteLength(html) / 1024;
    const loaderKb = loaderDataBytes(html) / 1024;
    const words = wordsOf(html);
    const wordsKb = gzipKb(words);
    const htmlGoal =
      path === '/' ? ` (goal ≤ ${HOME_HTML_GOAL_KB} KB) ${mark(htmlKb <= HOME_HTML_GOAL_KB)}` : '';
    console.log(
      `  ${path.padEnd(24)} HTML ${htmlKb.toFixed(1).padStart(6)} KB${htmlGoal.padEnd(22)}  loader data ${loaderKb
        .toFixed(1)
        .padStart(
          5,
        )} KB (goal ≤ ${LOADER_DATA_GOAL_KB}) ${mark(loaderKb <= LOADER_DATA_GOAL_KB)}  words ${wordsKb.toFixed(1)} KB in ${words.length} file(s)`,
    );
  }

  const homeHtml = await (await fetch(`${site}/`)).text();
  const hello = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('hello');
  });
  const sameBytes = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(homeHtml);
  });
  await new Promise((resolve) => hello.listen(0, '127.0.0.1', resolve));
  await new Promise((resolve) => sameBytes.listen(0, '127.0.0.1', resolve));
  await rps(`${site}/`, BROWSER_HEADERS); // warm-up of the site's caches and JIT, not counted
  const bare = await rps(`http://127.0.0.1:${hello.address().port}/`);
  const rendered = [];
  for (const [label, path, headers] of RENDERED)
    rendered.push([label, await rps(`${site}${path}`, { ...BROWSER_HEADERS, ...headers }, siteProcess.pid)]);
  const copy = await rps(`http://127.0.0.1:${sameBytes.address().port}/`);
  hello.close();
  sameBytes.close();
  console.log(
    `\nRendering (${CONNECTIONS} connections, ${DURATION_S} s each, a browser's Accept-Encoding, same run):`,
  );
  console.log(`  bare node:http hello:      ${bare.rps.toFixed(0).padStart(6)} req/s, p99 ${bare.p99} ms`);
  for (const [path, result] of rendered) {
    const ratio = result.rps / bare.rps;
    const goal = path === '/' ? `  (goal ≥ ${HOME_RATIO_GOAL}) ${mark(ratio >= HOME_RATIO_GOAL)}` : '';
    console.log(
      `  ${path.padEnd(26)} ${result.rps.toFixed(0).padStart(6)} req/s, p99 ${result.p99} ms, errors ${result.errors}, ${result.cpuMs === null ? '' : `${result.cpuMs.toFixed(2)} ms CPU a page, `}ratio ${ratio.toFixed(4)}${goal}`,
    );
  }
  console.log(
    `  bare node:http, home bytes: ${copy.rps.toFixed(0).padStart(5)} req/s; home renders (with a cookie) at ${(rendered[1][1].rps / copy.rps).toFixed(3)} of it`,
  );

  // Issue 65: my loan through a second site whose API_URL is the counting proxy (the first site's
  // rendering above never paid for the proxy's hop).
  const proxy = await countingProxy(apiPort);
  const countedPort = await freePort();
  start(process.execPath, ['server.mjs'], {
    cwd: APP,
    env: { ...siteEnv, PORT: String(countedPort), API_URL: `http://127.0.0.1:${proxy.port}` },
  });
  const counted = `http://127.0.0.1:${countedPort}`;
  await waitFor(`${counted}/healthz`);
  // The API requests a render makes, counted through the proxy; the time a borrower waits, on the
  // site that talks to the API directly (no proxy hop in it), warmed as a running server is.
  const myLoanCounted = await timeToFirstByte(counted, '/profile/my-loan', await signIn(counted), proxy, {
    runs: RUNS,
  });
  const apiTimes = [...proxy.timings()].map(([path, ms]) => `${path} ${ms.toFixed(1)} ms`);
  await proxy.close();
  const myLoan = await timeToFirstByte(site, '/profile/my-loan', await signIn(site), null, {
    runs: RUNS,
    warmUp: MY_LOAN_WARM_UP,
  });
  if (!myLoan.html.includes('Mi préstamo')) throw new Error('/profile/my-loan did not show "Mi préstamo"');
  console.log(`\nMi préstamo, the demo borrower with an active loan (${RUNS} requests one after another):`);
  console.log(
    `  time to first byte (after ${MY_LOAN_WARM_UP} not counted): median ${myLoan.median.toFixed(1)} ms (goal ≤ ${MY_LOAN_TTFB_GOAL_MS}) ${mark(myLoan.median <= MY_LOAN_TTFB_GOAL_MS)}, min ${myLoan.min.toFixed(1)}, max ${myLoan.max.toFixed(1)}`,
  );
  console.log(
    `  through the counting proxy (3 not counted): median ${myLoanCounted.median.toFixed(1)} ms, min ${myLoanCounted.min.toFixed(1)}, max ${myLoanCounted.max.toFixed(1)}`,
  );
  console.log(
    `  API requests per render: ${myLoanCounted.requests} (goal ≤ ${MY_LOAN_REQUESTS_GOAL}) ${mark(myLoanCounted.requests <= MY_LOAN_REQUESTS_GOAL)}: ${myLoanCounted.paths.join(', ')}`,
  );
  console.log(`  at the API (median of each call): ${apiTimes.join(', ')}`);
  if (missed > 0) console.log(`\n${missed} goal(s) of issues 37 and 65 missed.`);
  if (over > 0) console.log(`\n${over} page(s) over the JavaScript budget.`);
  process.exitCode = over > 0 ? 1 : 0;
} finally {
  stopAll();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(process.exitCode ?? 0);
