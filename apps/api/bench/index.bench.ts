// API benchmark (issue 17): autocannon against the built API and, in the same run, a bare
// `node:http` JSON server, alternating, several rounds; each row prints the median ratio of the
// API's requests per second to the bare server's and both p50/p99 latencies. Never part of the tests.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_speed pnpm --filter @lender/api-server run bench
//
// Without BENCH_DATABASE_URL only the PGlite rows run. Options (environment): BENCH_ROUNDS (3),
// BENCH_SECONDS (5 per run), BENCH_CONNECTIONS (32), BENCH_ONLY (a comma list of row keys);
// BENCH_LISTS_DATABASE_URL (another fresh database) adds the back-office lists table (lists.ts),
// BENCH_LIST_SIZES (1000,10000,50000), BENCH_LISTS_ONLY=1 runs only that table.
import { randomInt } from 'node:crypto';
import { DEMO_CLIENT_PASSWORD, DEMO_CLIENTS } from '@lender/core';
import {
  type Child,
  type Load,
  type Measured,
  measure,
  median,
  memoryOf,
  startApi,
  startBare,
} from './harness';
import { runListsTable } from './lists';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const ONLY = process.env.BENCH_ONLY?.split(',').filter(Boolean);
const DATABASE_URL = process.env.BENCH_DATABASE_URL;
/** Another build's `dist/server.js` for the PostgreSQL rows (an A/B in the same conditions); default this one's. */
const API_SERVER = process.env.BENCH_API_SERVER || undefined;

const OFFER_PATH = '/web/public/arithmetic/offer/stl/first/2000/semi_monthly/15,30';
const ACTIVE_CLIENT = DEMO_CLIENTS.find((c) => c.key === 'active')?.phone ?? '5500000001';

/**
 * The floors of the first table (issue 49: ratio to bare `node:http`, one run, PostgreSQL): floors
 * a change must not fall through, not targets to chase. Both offer rows and both configuration rows
 * have the floor of their endpoint. The PGlite rows have none (PGlite is for trying the product and
 * for tests, ADR 010): they are printed for what they are.
 */
const FLOORS: Record<string, number> = {
  healthz: 0.3,
  'offer-computed': 0.15,
  'offer-cached': 0.15,
  'config-calculator': 0.3,
  'config-calculator-browser': 0.3,
  'client-pg': 0.04,
  'flow-pg': 0.04,
};

interface Row {
  readonly key: string;
  readonly label: string;
  readonly ratio: number;
  /** Median of bare CPU per request / API CPU per request (see {@link Measured.cpuUs}). */
  readonly cpuRatio: number;
  readonly api: Measured;
  readonly bare: Measured;
}

const rows: Row[] = [];
const notes: string[] = [];

const wanted = (key: string) => !ONLY || ONLY.some((k) => key.startsWith(k));

/** A fresh IPv4 per request: each login counts against its own address's limit, like a crowd. */
const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function login(api: Child): Promise<string> {
  const res = await fetch(`${api.url}/web/public/client/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomAddress() },
    body: JSON.stringify({ username: ACTIVE_CLIENT, password: DEMO_CLIENT_PASSWORD }),
  });
  const token =
    res.headers.get('authorization') ?? ((await res.json()) as { Authorization?: string }).Authorization;
  if (!res.ok || !token) throw new Error(`demo client login failed: ${res.status}`);
  return token.startsWith('Bearer ') ? token : `Bearer ${token}`;
}

/** Alternates bare and API runs (ABBA), `ROUNDS` times; the row is the median of the rounds. */
async function compare(key: string, label: string, api: Child, bare: Child, load: () => Promise<Load>) {
  if (!wanted(key)) return;
  const shaped = await load();
  const run = (child: Child, l: Load) =>
    measure(child.url, { connections: CONNECTIONS, seconds: SECONDS, pid: child.process.pid, ...l });
  // Warm-up: JIT, caches, pool connections.
  await run(api, { ...shaped, seconds: 1 });
  await run(bare, { path: '/', seconds: 1 });
  const ratios: number[] = [];
  const cpuRatios: number[] = [];
  const apiRuns: Measured[] = [];
  const bareRuns: Measured[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? (['bare', 'api'] as const) : (['api', 'bare'] as const);
    let a: Measured | undefined;
    let b: Measured | undefined;
    for (const which of order) {
      if (which === 'bare') b = await run(bare, { path: '/' });
      else a = await run(api, await load());
    }
    if (!a || !b) continue;
    if (a.non2xx > 0 || a.errors > 0)
      notes.push(`${key}: round ${round + 1} had ${a.non2xx} non-2xx, ${a.errors} errors`);
    ratios.push(a.rps / b.rps);
    cpuRatios.push(b.cpuUs / a.cpuUs);
    apiRuns.push(a);
    bareRuns.push(b);
  }
  const pick = (runs: Measured[]): Measured => ({
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    ok: runs.reduce((s, r) => s + r.ok, 0),
    non2xx: runs.reduce((s, r) => s + r.non2xx, 0),
    status429: runs.reduce((s, r) => s + r.status429, 0),
    errors: runs.reduce((s, r) => s + r.errors, 0),
    cpuUs: median(runs.map((r) => r.cpuUs)),
  });
  const row: Row = {
    key,
    label,
    ratio: median(ratios),
    cpuRatio: median(cpuRatios),
    api: pick(apiRuns),
    bare: pick(bareRuns),
  };
  rows.push(row);
  printRow(row);
}

const fmt = (n: number, digits = 0) => n.toFixed(digits);

function printRow(row: Row): void {
  const floor = FLOORS[row.key];
  const verdict =
    floor === undefined
      ? ''
      : row.ratio >= floor
        ? `  floor ≥ ${floor}: holds`
        : `  floor ≥ ${floor}: MISSED`;
  process.stdout.write(
    `${row.label.padEnd(44)} ratio ${fmt(row.ratio, 3)}  api ${fmt(row.api.rps).padStart(6)} rps p50 ${row.api.p50} ms p99 ${row.api.p99} ms | bare ${fmt(row.bare.rps)} rps p50 ${row.bare.p50} p99 ${row.bare.p99}${verdict}\n${''.padEnd(44)} cpu   ${fmt(row.cpuRatio, 3)}  api ${fmt(row.api.cpuUs).padStart(6)} µs/request | bare ${fmt(row.bare.cpuUs)} µs/request (API process only)\n`,
  );
}

async function loginBurst(api: Child): Promise<void> {
  if (!wanted('login')) return;
  const burst = await measure(api.url, {
    path: '/web/public/client/login',
    method: 'POST',
    body: JSON.stringify({ username: ACTIVE_CLIENT, password: DEMO_CLIENT_PASSWORD }),
    vary: (request) => {
      request.headers['x-forwarded-for'] = randomAddress();
    },
    connections: 64,
    seconds: Math.max(SECONDS * 2, 10),
    byStatus: true,
  });
  const { admitted, refused } = burst;
  process.stdout.write(
    `${'login burst (64 connections, PostgreSQL)'.padEnd(44)} ${fmt(burst.rps)} rps p50 ${burst.p50} ms p99 ${burst.p99} ms, ${burst.status429} × 429, ${burst.non2xx - burst.status429} other non-2xx, ${burst.errors} errors (${burst.ok} logged in)\n` +
      `${''.padEnd(44)} logged in: p50 ${admitted?.p50} ms p99 ${admitted?.p99} ms | 429: p50 ${refused?.p50} ms p99 ${refused?.p99} ms\n`,
  );
}

async function tableOne(bare: Child): Promise<void> {
  if (DATABASE_URL) {
    const api = await startApi('pg', { DATABASE_URL, MIGRATE_ON_START: 'true', SEED: 'true' }, API_SERVER);
    process.stdout.write(`API on PostgreSQL answered after ${fmt(api.readyMs)} ms\n`);
    try {
      await compare('healthz', 'GET /healthz', api, bare, async () => ({ path: '/healthz' }));
      await compare('offer-computed', 'public offer, computed (new promo each)', api, bare, async () => ({
        path: OFFER_PATH,
        vary: (r) => {
          r.path = `${OFFER_PATH}?promoName=bench${randomInt(1e9)}`;
        },
      }));
      await compare('offer-cached', 'public offer, same inputs (cacheable)', api, bare, async () => ({
        path: OFFER_PATH,
      }));
      await compare('config-calculator', 'GET config/calculator', api, bare, async () => ({
        path: '/web/public/config/calculator',
      }));
      // What a browser sends (Chromium's header): the 11 KB configuration leaves in Brotli, ~1 KB.
      // Both servers get the header; the bare one ignores it.
      await compare(
        'config-calculator-browser',
        'GET config/calculator, br accepted',
        api,
        bare,
        async () => ({
          path: '/web/public/config/calculator',
          headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
        }),
      );
      await compare('client-pg', 'GET /web/private/client (PostgreSQL)', api, bare, async () => ({
        path: '/web/private/client',
        headers: { authorization: await login(api) },
      }));
      await compare('flow-pg', 'GET /web/private/client/flow (PostgreSQL)', api, bare, async () => ({
        path: '/web/private/client/flow',
        headers: { authorization: await login(api) },
      }));
      await loginBurst(api);
      const memory = memoryOf(api.process.pid);
      if (memory)
        process.stdout.write(
          `API on PostgreSQL memory: ${memory.rssMiB} MiB now, ${memory.peakMiB} MiB peak\n`,
        );
    } finally {
      await api.stop();
    }
  } else {
    notes.push('BENCH_DATABASE_URL not set: the PostgreSQL rows (and the login burst) were skipped');
  }

  if (wanted('client-pglite') || wanted('flow-pglite') || wanted('pglite')) {
    const fresh = await startApi('pglite', {});
    const freshMemory = memoryOf(fresh.process.pid);
    process.stdout.write(
      `PGlite, fresh folder: answered after ${fmt(fresh.readyMs)} ms (migrations, address catalogue, demo data), ${freshMemory?.rssMiB ?? '?'} MiB\n`,
    );
    const dataDir = `${fresh.logFile.replace(/server\.log$/, '')}.data/pglite`;
    await fresh.stop();
    const api = await startApi('pglite', { DATA_DIR: dataDir });
    const startMemory = memoryOf(api.process.pid);
    process.stdout.write(
      `PGlite, existing folder: answered after ${fmt(api.readyMs)} ms, ${startMemory?.rssMiB ?? '?'} MiB at start\n`,
    );
    try {
      await compare('client-pglite', 'GET /web/private/client (PGlite)', api, bare, async () => ({
        path: '/web/private/client',
        headers: { authorization: await login(api) },
      }));
      await compare('flow-pglite', 'GET /web/private/client/flow (PGlite)', api, bare, async () => ({
        path: '/web/private/client/flow',
        headers: { authorization: await login(api) },
      }));
      const memory = memoryOf(api.process.pid);
      if (memory)
        process.stdout.write(
          `PGlite memory after the load: ${memory.rssMiB} MiB now, ${memory.peakMiB} MiB peak\n`,
        );
    } finally {
      await api.stop();
    }
  }
}

async function main(): Promise<void> {
  process.stdout.write(
    `API benchmark: ${ROUNDS} rounds × ${SECONDS} s, ${CONNECTIONS} connections, ratio = API rps / bare node:http rps (median)\n\n`,
  );
  const bare = await startBare();
  try {
    if (process.env.BENCH_LISTS_ONLY !== '1') await tableOne(bare);
  } finally {
    await bare.stop();
  }
  const listsUrl = process.env.BENCH_LISTS_DATABASE_URL;
  if (listsUrl) await runListsTable(listsUrl);
  else notes.push('BENCH_LISTS_DATABASE_URL not set: the back-office lists table was skipped');
  for (const note of notes) process.stdout.write(`note: ${note}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
