// The second table of the API benchmark (issue 17): back-office lists at 1k, 10k and 50k clients.
// Each list's mean latency is reported as a ratio to an authenticated call that touches no big
// table (`GET back-office/user/1`), measured alternately in the same run. After the largest size,
// the SQL each list sends is captured in process and run under EXPLAIN: a sequential scan of a
// big table (clients, applications, decisions, audit_log) is reported.
import { readFileSync } from 'node:fs';
import { createCore, totpCode, useCases } from '@lender/core';
import { openPostgres } from '@lender/core/db';
import { coreOptionsOf, loadEnv } from '../src/env';
import { type Child, measure, median, startApi } from './harness';
import { seedClients } from './seed-clients';

const BACK_OFFICE = '/web/private/back-office';
const BIG_TABLES = ['clients', 'client_search_names', 'applications', 'decisions', 'audit_log'];
/** Goals of the issue's second table at 50k (ratio to the baseline call). */
const GOALS: Record<string, number> = {
  search: 3,
  'last-page': 3,
  'last-page-cursor': 3,
  manual: 2,
  audit: 2,
};

export async function adminToken(api: Child): Promise<string> {
  const log = readFileSync(api.logFile, 'utf8');
  const secret = /TOTP secret: (\S+)/.exec(log)?.[1];
  if (!secret) throw new Error('the admin TOTP secret is not in the server log (SEED=true?)');
  const post = async (body: unknown, token?: string) => {
    const res = await fetch(`${api.url}/web/public/user/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': '10.200.0.1',
        ...(token && { authorization: `Bearer ${token}` }),
      },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { Authorization?: string };
    const bearer = res.headers.get('authorization') ?? json.Authorization;
    if (!res.ok || !bearer) throw new Error(`admin login failed: ${res.status}`);
    return bearer.replace(/^Bearer /, '');
  };
  const mfa = await post({ username: 'admin@lender.test', password: 'admin-dev-password-2026' });
  try {
    return await post({ totp: totpCode(secret, new Date()) }, mfa);
  } catch {
    // A code is accepted once (replay protection): an earlier server of the same run (an A/B, one
    // size after another) may have used this 30-second step's code. The next step's code is new.
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 1_000));
    return post({ totp: totpCode(secret, new Date()) }, mfa);
  }
}

async function lastPagePath(api: Child, token: string): Promise<string> {
  const res = await fetch(`${api.url}${BACK_OFFICE}/clients?perPage=20`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const total = Number(res.headers.get('x-total-count') ?? 0);
  return `${BACK_OFFICE}/clients?perPage=20&page=${Math.max(1, Math.ceil(total / 20))}`;
}

/**
 * The last page reached by cursor (ADR 048): the cursor the page before the last one hands out
 * (asked for once, by number), so the measured request is what a client following
 * `x-next-cursor` sends on its way to the end.
 */
async function lastPageCursorPath(api: Child, token: string): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const first = await fetch(`${api.url}${BACK_OFFICE}/clients?perPage=20`, { headers });
  const total = Number(first.headers.get('x-total-count') ?? 0);
  const before = Math.max(1, Math.ceil(total / 20) - 1);
  const res = await fetch(`${api.url}${BACK_OFFICE}/clients?perPage=20&page=${before}`, { headers });
  const cursor = res.headers.get('x-next-cursor');
  if (!cursor) throw new Error('the client list sent no x-next-cursor');
  return `${BACK_OFFICE}/clients?perPage=20&cursor=${cursor}`;
}

export interface ListRow {
  readonly key: string;
  readonly label: string;
  readonly path: string;
}

export async function rowsFor(api: Child, token: string, clientId: number): Promise<ListRow[]> {
  return [
    {
      key: 'search',
      label: 'clients, name search `garc`',
      path: `${BACK_OFFICE}/clients?query=garc&perPage=20`,
    },
    { key: 'last-page', label: 'clients, last page', path: await lastPagePath(api, token) },
    {
      key: 'last-page-cursor',
      label: 'clients, last page by cursor',
      path: await lastPageCursorPath(api, token),
    },
    {
      key: 'manual',
      label: 'manual-verification queue',
      path: `${BACK_OFFICE}/applications/manual-verification`,
    },
    { key: 'audit', label: 'audit log, page 1', path: `${BACK_OFFICE}/audit-log` },
    { key: 'detail', label: 'client detail', path: `${BACK_OFFICE}/clients/${clientId}` },
  ];
}

async function ratioOf(api: Child, token: string, path: string, seconds: number) {
  const headers = { authorization: `Bearer ${token}` };
  const baseline = `${BACK_OFFICE}/user/1`;
  const ratios: number[] = [];
  const p50s: number[] = [];
  let errors = 0;
  for (let round = 0; round < 3; round++) {
    const runs = round % 2 === 0 ? [baseline, path] : [path, baseline];
    const result: Record<string, number> = {};
    for (const p of runs) {
      const m = await measure(api.url, { path: p, headers, connections: 4, seconds });
      // The mean of a short, low-concurrency run: p50 is whole milliseconds in autocannon.
      result[p] = 1000 / Math.max(m.rps / 4, 0.001);
      if (p === path) {
        p50s.push(m.p50);
        errors += m.non2xx + m.errors;
      }
    }
    ratios.push((result[path] ?? 0) / (result[baseline] ?? 1));
  }
  return { ratio: median(ratios), rounds: ratios, p50: median(p50s), errors };
}

/** Captures the statements a list sends (both drivers go through `$client.query`) and EXPLAINs them. */
async function explainLists(databaseUrl: string, clientId: number): Promise<void> {
  const handle = await openPostgres({ url: databaseUrl, max: 1 });
  try {
    const core = createCore({ db: handle.db, ...coreOptionsOf(loadEnv({ NODE_ENV: 'development' })) });
    const client = (handle.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } })
      .$client;
    const original = client.query.bind(client);
    const captured: Array<{ list: string; text: string; values: unknown[] }> = [];
    let current = '';
    client.query = (...args: unknown[]) => {
      const [first, second] = args as [unknown, unknown];
      const text = typeof first === 'string' ? first : (first as { text: string }).text;
      const values = (Array.isArray(second) ? second : (first as { values?: unknown[] }).values) ?? [];
      captured.push({ list: current, text, values: values as unknown[] });
      return original(...args);
    };
    const page = { page: 1, perPage: 20 };
    const clients = (query: Parameters<typeof useCases.backOffice.clients>[1]['query']) =>
      useCases.backOffice.clients(core, { query, reader: {} });
    const lists: Array<[string, () => Promise<unknown>]> = [
      ['clients search garc', () => clients({ query: 'garc', sort: '-id', ...page })],
      ['clients last page', () => clients({ sort: '-id', page: 2500, perPage: 20 })],
      [
        'clients last page by cursor',
        async () => {
          const before = await clients({ sort: '-name', page: 2499, perPage: 20 });
          await clients({ sort: '-name', page: 1, perPage: 20, cursor: before.nextCursor });
        },
      ],
      ['manual queue', () => useCases.backOffice.manualQueue(core, { query: page })],
      ['audit log', () => useCases.backOffice.auditLog(core, { query: page })],
      ['client detail', () => useCases.backOffice.client(core, { params: { id: clientId } })],
    ];
    for (const [name, run] of lists) {
      current = name;
      await run();
    }
    client.query = original;
    let clean = true;
    for (const { list, text, values } of captured) {
      if (!/^\s*select/i.test(text)) continue;
      const plan = (await original(`explain (format json) ${text}`, values)) as {
        rows: Array<{ 'QUERY PLAN': unknown }>;
      };
      const scans: string[] = [];
      const walk = (node: Record<string, unknown>, limited = false) => {
        // A scan under a LIMIT that stops it (the bounded count's 10,001 rows) is not a full scan.
        if (
          node['Node Type'] === 'Seq Scan' &&
          BIG_TABLES.includes(String(node['Relation Name'])) &&
          !limited
        )
          scans.push(String(node['Relation Name']));
        for (const child of (node.Plans as Array<Record<string, unknown>> | undefined) ?? [])
          walk(child, limited || node['Node Type'] === 'Limit');
      };
      const plans = (plan.rows[0]?.['QUERY PLAN'] ?? []) as Array<{ Plan: Record<string, unknown> }>;
      const root = plans[0]?.Plan;
      if (root) walk(root);
      if (scans.length > 0) {
        clean = false;
        process.stdout.write(
          `  EXPLAIN ${list}: SEQ SCAN of ${scans.join(', ')} in: ${text.slice(0, 160)}\n`,
        );
      }
    }
    process.stdout.write(
      clean
        ? `  EXPLAIN: ${captured.length} list statements, no sequential scan of ${BIG_TABLES.join(', ')}\n`
        : '  EXPLAIN: sequential scans above\n',
    );
  } finally {
    await handle.close();
  }
}

export async function runListsTable(databaseUrl: string): Promise<void> {
  const sizes = (process.env.BENCH_LIST_SIZES ?? '1000,10000,50000').split(',').map(Number);
  const seconds = Number(process.env.BENCH_LIST_SECONDS ?? 3);
  process.stdout.write(
    `\nBack-office lists (mean latency as a ratio to GET back-office/user/1, 4 connections)\n`,
  );
  // A server on the lists database: migrated and seeded with the demo data (the admin).
  // BENCH_LISTS_SERVER=<another checkout>/apps/api/dist/server.js measures another build (A/B).
  const api = await startApi(
    'lists',
    { DATABASE_URL: databaseUrl, MIGRATE_ON_START: 'true', SEED: 'true', JOBS_IN_API: 'false' },
    ...(process.env.BENCH_LISTS_SERVER ? [process.env.BENCH_LISTS_SERVER] : []),
  );
  try {
    for (const size of sizes) {
      await seedClients(databaseUrl, size, (line) => process.stdout.write(`  ${line}\r`));
      process.stdout.write(`\n  ${size} clients\n`);
      const token = await adminToken(api);
      const detailId = Number(
        (
          (await (
            await fetch(`${api.url}${BACK_OFFICE}/clients?perPage=1`, {
              headers: { authorization: `Bearer ${token}` },
            })
          ).json()) as { data: Array<{ id: number }> }
        ).data[0]?.id ?? 1,
      );
      for (const row of await rowsFor(api, token, detailId)) {
        const r = await ratioOf(api, token, row.path, seconds);
        const goal = size === Math.max(...sizes) ? GOALS[row.key] : undefined;
        const verdict =
          goal === undefined ? '' : r.ratio <= goal ? `  goal ≤ ${goal}: holds` : `  goal ≤ ${goal}: MISSED`;
        process.stdout.write(
          `  ${row.label.padEnd(32)} ${r.ratio.toFixed(1).padStart(5)}×  p50 ${r.p50} ms  (rounds ${r.rounds.map((x) => x.toFixed(2)).join(' / ')})${r.errors ? `  (${r.errors} errors)` : ''}${verdict}\n`,
        );
      }
      if (size === Math.max(...sizes)) await explainLists(databaseUrl, detailId);
    }
  } finally {
    await api.stop();
  }
}
