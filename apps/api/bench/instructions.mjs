// Instructions per request (ADR 251, 077): the built API (or the bare server) under valgrind's
// callgrind, counted on the main thread only, which a loaded machine does not disturb.
//
//   node bench/instructions.mjs <label> <N> <route>...      routes: healthz offer-cached
//        offer-computed config config-br client flow (the API), bare (with BARE=1)
//
// Environment: BENCH_DATABASE_URL (PostgreSQL, migrated and seeded: start the API once with
// MIGRATE_ON_START=true SEED=true), API_DIST (default `dist`), PORT (4712), WARMUP (10000).
// Each route gets WARMUP requests first; then, route by route: 2,000 more, `callgrind_control -z`,
// `-i on`, N requests (autocannon, 4 connections), `-i off`, `-d`; the dump's `totals:` / N is
// printed, the main thread's and the other threads' (V8's helpers). Files stay in
// `$TMPDIR/lender-instructions-<label>/`.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const [label = 'run', countArg = '5000', ...keys] = process.argv.slice(2);
const N = Number(countArg);
const port = Number(process.env.PORT ?? 4712);
const out = join(tmpdir(), `lender-instructions-${label}`);
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const OFFER = '/web/public/arithmetic/offer/stl/first/2000/semi_monthly/15,30';
const bare = Boolean(process.env.BARE);
const script = bare
  ? join(apiRoot, 'bench', 'bare-server.mjs')
  : join(apiRoot, process.env.API_DIST ?? 'dist', 'server.js');
const child = spawn(
  'valgrind',
  [
    '--tool=callgrind',
    '--instr-atstart=no',
    '--separate-threads=yes',
    `--callgrind-out-file=${join(out, 'cg.out')}`,
    'node',
    script,
  ],
  {
    cwd: out,
    stdio: ['ignore', 'pipe', 'ignore'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? out,
      HOST: '127.0.0.1',
      PORT: String(port),
      NODE_ENV: 'development',
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      JOBS_IN_API: 'false',
      SEED: 'false',
      TRUST_PROXY: 'true',
    },
  },
);
// SIGKILL: under valgrind the API's graceful shutdown outlasts this script.
process.on('exit', () => child.kill('SIGKILL'));
let bareUrl;
child.stdout.on('data', (chunk) => {
  const port = /"port":(\d+)/.exec(String(chunk))?.[1];
  if (port) bareUrl = `http://127.0.0.1:${port}`;
});
const base = () => (bare ? bareUrl : `http://127.0.0.1:${port}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
for (let i = 0; i < 1200; i++) {
  try {
    if (base() && (await fetch(`${base()}${bare ? '/' : '/healthz'}`)).ok) break;
  } catch {
    // Not listening yet: valgrind starts node slowly.
  }
  await sleep(500);
}

async function login() {
  const res = await fetch(`${base()}/web/public/client/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.1.${Date.now() % 250}.7` },
    body: JSON.stringify({ username: '5500000001', password: 'Prueba2026' }),
  });
  const token = res.headers.get('authorization') ?? (await res.json()).Authorization;
  if (!res.ok || !token) throw new Error(`demo client login failed: ${res.status}`);
  return token.startsWith('Bearer ') ? token : `Bearer ${token}`;
}

const routes = {
  bare: async () => ({ path: '/' }),
  healthz: async () => ({ path: '/healthz' }),
  'offer-cached': async () => ({ path: OFFER }),
  'offer-computed': async () => ({
    path: OFFER,
    setupRequest: (request) => ({
      ...request,
      path: `${OFFER}?promoName=bench${Math.floor(Math.random() * 1e9)}`,
    }),
  }),
  config: async () => ({ path: '/web/public/config/calculator' }),
  'config-br': async () => ({
    path: '/web/public/config/calculator',
    headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
  }),
  client: async () => ({ path: '/web/private/client', headers: { authorization: await login() } }),
  flow: async () => ({ path: '/web/private/client/flow', headers: { authorization: await login() } }),
};

const load = (shape, amount) =>
  new Promise((resolve, reject) => {
    const request = {
      method: 'GET',
      path: shape.path,
      ...(shape.headers && { headers: shape.headers }),
      ...(shape.setupRequest && { setupRequest: shape.setupRequest }),
    };
    autocannon({ url: base(), connections: 4, amount, requests: [request] }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
// valgrind names its control pipe after HOST: the same for the server and callgrind_control.
const control = (...args) =>
  execFileSync('callgrind_control', [...args, String(child.pid)], {
    env: { ...process.env, HOST: '127.0.0.1' },
  });

/** A callgrind dump's `totals:` line: the instructions it counted. */
const totalsOf = (file) => Number(/^totals:\s*(\d+)/m.exec(readFileSync(file, 'utf8'))?.[1] ?? Number.NaN);

// Every route is warmed before any is measured: the first requests of a process leave V8's
// compiler threads optimizing shared code (the server's, Node's HTTP) for thousands of requests,
// and whichever route came first used to carry that (its count ~20 % high; ADR 277).
const shapes = [];
for (const key of keys) {
  const shape = await routes[key]();
  await load(shape, Number(process.env.WARMUP ?? 10_000));
  shapes.push([key, shape]);
}
for (const [key, shape] of shapes) {
  await load(shape, Math.min(2000, Number(process.env.WARMUP ?? 10_000)));
  control('-z');
  control('-i', 'on');
  const result = await load(shape, N);
  control('-i', 'off');
  control('-d');
  const [dump] = readdirSync(out)
    .filter((name) => name.endsWith('-01'))
    .map((name) => join(out, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  const totals = totalsOf(dump);
  // The same dump's other threads: V8's compiler and garbage-collector helpers (and libuv's pool).
  const prefix = dump.slice(0, -'-01'.length);
  const others = readdirSync(out)
    .map((name) => join(out, name))
    .filter((file) => file.startsWith(`${prefix}-`) && file !== dump)
    .reduce((sum, file) => sum + totalsOf(file), 0);
  const perRequest = (count) => Math.round(count / N).toLocaleString('en');
  process.stdout.write(
    `${label} ${key.padEnd(15)} ${perRequest(totals)} Ir/request, other threads ${perRequest(others)} (2xx ${result['2xx']}, non-2xx ${result.non2xx})\n`,
  );
}
process.exit(0);
