// What the borrower's profile and flow cost per request, in CPU time (issue 17, ADR 091): the
// machine's load stretches latency but barely moves the CPU a request takes. For `GET
// /web/private/client` and `GET …/client/flow` as the seeded active demo client, N requests over 4
// connections, the user + system time of the API process and, on PostgreSQL, of the backends serving
// its database, per request; on the embedded PGlite the database runs inside the API process.
//
//   createdb -h 127.0.0.1 -U postgres client_cost
//   pnpm --filter @lender/api-server exec tsx bench/client-cost.ts postgres://postgres@127.0.0.1:5432/client_cost
//
// Without a URL only PGlite runs (a folder made fresh once, then opened by each server in turn).
// CLIENT_COST_SERVERS=base=<checkout>/apps/api/dist/server.js,after=dist/server.js alternates
// builds (A/B) round by round; CLIENT_COST_REQUESTS (2000), CLIENT_COST_ROUNDS (3),
// CLIENT_COST_ONLY (pg or pglite).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { apiRoot, type Child, cpuTimeUs, startApi } from './harness';
import { backendCpuDuring } from './list-cost';

const PATHS = { client: '/web/private/client', flow: '/web/private/client/flow' } as const;

async function login(api: Child): Promise<string> {
  const res = await fetch(`${api.url}/web/public/client/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.8.7' },
    body: JSON.stringify({ username: '5500000001', password: 'Prueba2026' }),
  });
  const body = (await res.json()) as { Authorization?: string };
  const token = res.headers.get('authorization') ?? body.Authorization;
  if (!res.ok || !token) throw new Error(`demo client login failed: ${res.status}`);
  return token.startsWith('Bearer ') ? token : `Bearer ${token}`;
}

async function run(api: Child, path: string, token: string, amount: number) {
  const result = await autocannon({
    url: `${api.url}${path}`,
    connections: 4,
    amount,
    headers: { authorization: token },
  });
  if (result.non2xx || result.errors)
    throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result;
}

type Samples = Record<string, { api: number[]; db: number[] }>;

async function measureServer(
  api: Child,
  database: string | undefined,
  amount: number,
  out: Samples,
  prefix: string,
) {
  const token = await login(api);
  for (const [key, path] of Object.entries(PATHS)) {
    await run(api, path, token, Math.max(500, amount / 2));
    const before = cpuTimeUs(api.process.pid);
    let db = 0;
    if (database) db = await backendCpuDuring(database, () => run(api, path, token, amount));
    else await run(api, path, token, amount);
    const row = `${prefix} ${key}`;
    const sample = out[row] ?? { api: [], db: [] };
    out[row] = sample;
    sample.api.push((cpuTimeUs(api.process.pid) - before) / amount);
    sample.db.push(db / amount);
  }
}

async function main() {
  const [url] = process.argv.slice(2);
  const amount = Number(process.env.CLIENT_COST_REQUESTS ?? 2000);
  const rounds = Number(process.env.CLIENT_COST_ROUNDS ?? 3);
  const only = process.env.CLIENT_COST_ONLY;
  const servers = (process.env.CLIENT_COST_SERVERS ?? `this=${join(apiRoot, 'dist', 'server.js')}`)
    .split(',')
    .map((pair) => {
      const [label, path] = pair.split('=') as [string, string];
      return { label, path: resolve(path) };
    });
  const out: Samples = {};
  const jobsOff = { JOBS_IN_API: 'false' };
  if (url && only !== 'pglite') {
    const database = new URL(url).pathname.slice(1);
    const first = await startApi('client-cost', {
      DATABASE_URL: url,
      MIGRATE_ON_START: 'true',
      SEED: 'true',
      ...jobsOff,
    });
    await first.stop();
    for (let round = 0; round < rounds; round++) {
      for (const server of round % 2 === 0 ? servers : [...servers].reverse()) {
        const api = await startApi('client-cost', { DATABASE_URL: url, ...jobsOff }, server.path);
        try {
          await measureServer(api, database, amount, out, `pg ${server.label}`);
        } finally {
          await api.stop();
        }
      }
    }
  }
  if (only !== 'pg') {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'lender-client-cost-')), 'pglite');
    const fresh = await startApi('client-cost', { DATA_DIR: dataDir, ...jobsOff }, servers[0]?.path);
    await fresh.stop();
    for (let round = 0; round < rounds; round++) {
      for (const server of round % 2 === 0 ? servers : [...servers].reverse()) {
        const api = await startApi('client-cost', { DATA_DIR: dataDir, ...jobsOff }, server.path);
        try {
          await measureServer(api, undefined, amount, out, `pglite ${server.label}`);
        } finally {
          await api.stop();
        }
      }
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
  process.stdout.write(
    `CPU per request (${rounds} rounds × ${amount} requests, 4 connections; median, then each round)\n`,
  );
  for (const [row, m] of Object.entries(out)) {
    const a = median(m.api);
    const d = median(m.db);
    process.stdout.write(
      `  ${row.padEnd(24)} api ${a.toFixed(0).padStart(5)} µs  db ${d.toFixed(0).padStart(5)} µs  ` +
        `[api ${m.api.map((x) => x.toFixed(0)).join(' ')}; db ${m.db.map((x) => x.toFixed(0)).join(' ')}]\n`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  });
}
