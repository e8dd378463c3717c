// The borrower site's budgets (DESIGN.md "Budgets"), measured, never asserted in tests:
//   1. first-load JavaScript (gzip) of the home page (≤ 110 KB) and of every other page of the
//      site (≤ 170 KB: DESIGN.md, "no page over 170 KB"). A page over its budget makes the run
//      exit with status 1 (after printing every figure), so a regression fails the bench (ADR 083);
//   2. server-side rendering throughput of the home page as requests per second, and as a ratio
//      to a bare `node:http` server answering the same bytes, both measured in this run (autocannon).
// Needs `pnpm --filter @lender/web build` and the API built (`turbo run build`). Starts the API on a
// throwaway embedded database and the site on random local ports; traffic goes to 127.0.0.1 only,
// bounded in time. Usage: node bench/run.mjs [--duration=10] [--connections=10] [--js-only]
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const APP = fileURLToPath(new URL('..', import.meta.url));
const ROOT = join(APP, '..', '..');
const arg = (name, fallback) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const DURATION_S = Math.min(arg('duration', 10), 60);
const CONNECTIONS = Math.min(arg('connections', 10), 100);
const HOME_BUDGET_KB = 110;
const PAGE_BUDGET_KB = 170;
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

async function waitFor(url, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}

function start(command, args, options) {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'], ...options });
  children.push(child);
  return child;
}

/** The JavaScript a first visit loads: module scripts, modulepreloads and Remix's manifest. */
function scriptsOf(html) {
  const urls = new Set();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/import\(?\s*["'](\/assets\/[^"']+\.js)["']/g)) urls.add(m[1]);
  for (const m of html.matchAll(/import\s+[^"']*["'](\/assets\/[^"']+\.js)["']/g)) urls.add(m[1]);
  return [...urls].filter((u) => u.startsWith('/assets/'));
}

function gzipKb(urls) {
  let bytes = 0;
  for (const url of urls) bytes += gzipSync(readFileSync(join(APP, 'build', 'client', url))).length;
  return bytes / 1024;
}

/** The client build's route manifest (`manifest-*.js`: `window.__remixManifest = {…};`). */
function readManifest() {
  const assets = join(APP, 'build', 'client', 'assets');
  const file = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
  const source = readFileSync(join(assets, file), 'utf8');
  return JSON.parse(source.slice(source.indexOf('=') + 1).replace(/;\s*$/, ''));
}

/**
 * A route's first load as Remix would preload it, read from the client build's route manifest: the
 * entry and its imports, then every route from the root down to this one with its imports. Pages
 * a visitor without a session cannot open (they redirect) are measured this way, from the build;
 * for `/registration`, which both ways measure, they agree.
 */
function manifestKb(manifest, routeId) {
  const urls = new Set([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  const chain = [];
  for (let route = manifest.routes[routeId]; route; route = manifest.routes[route.parentId])
    chain.push(route);
  for (const route of chain) for (const url of [route.module, ...(route.imports ?? [])]) urls.add(url);
  return gzipKb([...urls]);
}

/**
 * Every page of the site in Spanish (`…___es` in the manifest, spec §2) that the served pages above
 * do not measure: the registration steps, the application and the profile pages open only with a
 * session (they redirect a visitor), so they are measured from the build.
 */
function manifestPages(manifest) {
  return Object.entries(manifest.routes)
    .filter(([id, route]) => id.endsWith('___es') && typeof route.path === 'string')
    .map(([id, route]) => [route.path, id])
    .filter(([path]) => !PAGES.includes(path));
}

async function rps(url) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
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
  start(process.execPath, ['server.mjs'], {
    cwd: APP,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DEPLOYMENT_STAGE: 'local',
      PORT: String(webPort),
      HOST: '127.0.0.1',
      API_URL: `http://127.0.0.1:${apiPort}`,
    },
  });
  const site = `http://127.0.0.1:${webPort}`;
  await waitFor(`${site}/healthz`);

  console.log('First-load JavaScript (gzip):');
  let over = 0;
  const report = (path, kb, budget) => {
    if (kb > budget) over += 1;
    console.log(
      `  ${path.padEnd(36)} ${kb.toFixed(2).padStart(7)} KB  (budget ${budget} KB) ${kb > budget ? 'OVER' : 'ok'}`,
    );
  };
  for (const path of PAGES) {
    const html = await (await fetch(`${site}${path}`)).text();
    report(path, gzipKb(scriptsOf(html)), path === '/' ? HOME_BUDGET_KB : PAGE_BUDGET_KB);
  }

  console.log('\nEvery other page, first-load JavaScript (gzip) from the client route manifest:');
  const manifest = readManifest();
  for (const [path, id] of manifestPages(manifest)) report(path, manifestKb(manifest, id), PAGE_BUDGET_KB);
  if (process.argv.includes('--js-only')) {
    if (over > 0) console.log(`\n${over} page(s) over the JavaScript budget.`);
    process.exit(over > 0 ? 1 : 0);
  }

  const homeHtml = await (await fetch(`${site}/`)).text();
  const bare = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(homeHtml);
  });
  await new Promise((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const barePort = bare.address().port;
  await rps(`${site}/`); // warm-up of the site's caches and JIT, not counted
  const ssr = await rps(`${site}/`);
  const baseline = await rps(`http://127.0.0.1:${barePort}/`);
  bare.close();
  console.log(`\nSSR of the home page (${CONNECTIONS} connections, ${DURATION_S} s each, same run):`);
  console.log(`  site:       ${ssr.rps.toFixed(0)} req/s, p99 ${ssr.p99} ms, errors ${ssr.errors}`);
  console.log(
    `  node:http:  ${baseline.rps.toFixed(0)} req/s, p99 ${baseline.p99} ms (same bytes, no rendering)`,
  );
  console.log(`  ratio:      ${(ssr.rps / baseline.rps).toFixed(3)} of a bare node:http server`);
  if (over > 0) console.log(`\n${over} page(s) over the JavaScript budget.`);
  process.exitCode = over > 0 ? 1 : 0;
} finally {
  stopAll();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(process.exitCode ?? 0);
