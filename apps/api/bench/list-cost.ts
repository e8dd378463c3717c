// What one back-office list request costs, in CPU time rather than latency (issue 17): the
// machine's load stretches latency but barely moves the CPU a request takes. For the baseline call
// (`GET back-office/user/1`) and each row of the lists table, N requests over 4 connections, and
// the user + system time of the API process and of the PostgreSQL backends serving its database
// (`/proc/<pid>/stat`) over them, per request.
//
//   createdb -h 127.0.0.1 -U postgres lists_me
//   pnpm --filter @lender/api-server exec tsx bench/list-cost.ts postgres://postgres@127.0.0.1:5432/lists_me 1000
//
// LIST_COST_SERVER=<another checkout>/apps/api/dist/server.js measures another build (A/B);
// LIST_COST_ONLY=search,manual (row keys of lists.ts), LIST_COST_REQUESTS (2000), LIST_COST_ROUNDS (3).
import { execFileSync } from 'node:child_process';
import autocannon from 'autocannon';
import { cpuTimeUs, startApi } from './harness';
import { adminToken, type ListRow, rowsFor } from './lists';
import { seedClients } from './seed-clients';

const BACK_OFFICE = '/web/private/back-office';

/** The PostgreSQL backends connected to `database` (their title names it). */
function backendsOf(database: string): number[] {
  try {
    return execFileSync('pgrep', ['-f', `postgres: .* ${database} `], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/**
 * CPU the backends of `database` spend while `work` runs. The pool opens and closes connections
 * (idle ones after 10 s), so the backends are polled: each one's last reading counts, from its
 * first reading before the work (a backend that appears during it counts from zero).
 */
export async function backendCpuDuring(database: string, work: () => Promise<unknown>): Promise<number> {
  const start = new Map<number, number>();
  for (const pid of backendsOf(database)) {
    const cpu = cpuTimeUs(pid);
    if (Number.isFinite(cpu)) start.set(pid, cpu);
  }
  const last = new Map(start);
  const poll = () => {
    for (const pid of backendsOf(database)) {
      const cpu = cpuTimeUs(pid);
      if (Number.isFinite(cpu)) last.set(pid, cpu);
    }
  };
  const timer = setInterval(poll, 200);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  poll();
  let spent = 0;
  for (const [pid, cpu] of last) spent += cpu - (start.get(pid) ?? 0);
  return spent;
}

async function run(url: string, path: string, token: string, amount: number) {
  const result = await autocannon({
    url: `${url}${path}`,
    connections: 4,
    amount,
    headers: { authorization: `Bearer ${token}` },
  });
  if (result.non2xx || result.errors)
    throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result;
}

export async function listCost(databaseUrl: string, size: number, amount: number, rounds: number) {
  const database = new URL(databaseUrl).pathname.slice(1);
  const api = await startApi(
    'list-cost',
    { DATABASE_URL: databaseUrl, MIGRATE_ON_START: 'true', SEED: 'true', JOBS_IN_API: 'false' },
    ...(process.env.LIST_COST_SERVER ? [process.env.LIST_COST_SERVER] : []),
  );
  try {
    await seedClients(databaseUrl, size);
    const token = await adminToken(api);
    const first = (await (
      await fetch(`${api.url}${BACK_OFFICE}/clients?perPage=1`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { data: Array<{ id: number }> };
    const rows: ListRow[] = [
      { key: 'baseline', label: 'GET back-office/user/1 (baseline)', path: `${BACK_OFFICE}/user/1` },
      ...(await rowsFor(api, token, first.data[0]?.id ?? 1)),
    ];
    const only = process.env.LIST_COST_ONLY?.split(',');
    const measured = rows.filter((r) => !only || r.key === 'baseline' || only.includes(r.key));
    const out: Record<string, { api: number[]; pg: number[]; bytes: number }> = {};
    for (const row of measured) {
      const res = await fetch(`${api.url}${row.path}`, { headers: { authorization: `Bearer ${token}` } });
      out[row.key] = { api: [], pg: [], bytes: (await res.arrayBuffer()).byteLength };
    }
    for (let round = 0; round < rounds; round++) {
      for (const row of measured) {
        // Warm-up right before: JIT, plans, and as many pool connections as the row uses (the pool
        // closes a connection idle for 10 s, and a new backend's start is not the request's cost).
        await run(api.url, row.path, token, 200);
        const apiBefore = cpuTimeUs(api.process.pid);
        const pg = await backendCpuDuring(database, () => run(api.url, row.path, token, amount));
        out[row.key]?.api.push((cpuTimeUs(api.process.pid) - apiBefore) / amount);
        out[row.key]?.pg.push(pg / amount);
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
    const base = out.baseline;
    const baseTotal = base ? median(base.api) + median(base.pg) : Number.NaN;
    process.stdout.write(
      `CPU per request at ${size} clients (${rounds} rounds × ${amount} requests, 4 connections, median)\n`,
    );
    for (const row of measured) {
      const m = out[row.key];
      if (!m) continue;
      const a = median(m.api);
      const p = median(m.pg);
      process.stdout.write(
        `  ${row.label.padEnd(36)} api ${a.toFixed(0).padStart(5)} µs  pg ${p.toFixed(0).padStart(5)} µs  ` +
          `sum ${(a + p).toFixed(0).padStart(5)} µs  ${((a + p) / baseTotal).toFixed(1).padStart(4)}×  ${m.bytes} B\n`,
      );
    }
  } finally {
    await api.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, size] = process.argv.slice(2);
  if (!url) {
    process.stderr.write('usage: tsx bench/list-cost.ts <postgres url> [clients=1000]\n');
    process.exit(2);
  }
  listCost(
    url,
    Number(size ?? 1000),
    Number(process.env.LIST_COST_REQUESTS ?? 2000),
    Number(process.env.LIST_COST_ROUNDS ?? 3),
  ).catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  });
}
