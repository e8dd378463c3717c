// Builds a database of N borrowers for the lists benchmark (issue 17): clients with Mexican names
// (so a name search such as `garc` matches a realistic share), each with an application, its
// decision and two audit entries; one in fifty waits in the manual-verification queue. Personal
// data is encrypted with the development keys the API uses by default, and every seeded client
// has the password BENCH_CLIENT_PASSWORD (hashed once), so the login burst can spread over accounts.
// Idempotent: it adds only what is missing up to N. Run alone:
//
//   pnpm --filter @lender/api-server exec tsx bench/seed-clients.ts postgres://…/bench_speed 50000
import { createCore, hashPassword } from '@lender/core';
import { openPostgres } from '@lender/core/db';
import { type Database, keptCount } from '@lender/db';
import { sql } from '@lender/db/orm';
import { coreOptionsOf, loadEnv } from '../src/env';

export const BENCH_CLIENT_PASSWORD = 'Banco2026x';
const SEED_SOURCE = 'bench-seed';
const BATCH = 2_000;

const FIRST_NAMES = [
  'María',
  'José',
  'Juan',
  'Guadalupe',
  'Francisco',
  'Ana',
  'Luis',
  'Carmen',
  'Jorge',
  'Rosa',
  'Miguel',
  'Verónica',
  'Alejandro',
  'Leticia',
  'Ricardo',
  'Patricia',
  'Fernando',
  'Gabriela',
  'Roberto',
  'Claudia',
  'Eduardo',
  'Daniela',
  'Sergio',
  'Mónica',
];
const LAST_NAMES = [
  'Hernández',
  'García',
  'Martínez',
  'López',
  'González',
  'Pérez',
  'Rodríguez',
  'Sánchez',
  'Ramírez',
  'Cruz',
  'Flores',
  'Gómez',
  'Morales',
  'Vázquez',
  'Reyes',
  'Jiménez',
  'Torres',
  'Díaz',
  'Gutiérrez',
  'Ruiz',
  'Mendoza',
  'Aguilar',
  'Ortiz',
  'Moreno',
  'Castillo',
  'Romero',
];

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

/** Phone of seeded client `i` (1-based): 56 and eight digits, unique. */
export const seededPhone = (i: number) => `56${String(i).padStart(8, '0')}`;

/**
 * The kept counts as their five-minute jobs leave them (`client-count-compact`,
 * `manual-queue-count-compact`, ADRs 097 and 105): the rows a load's triggers wrote, one per waiting
 * case, folded into one. Unfolded, the manual queue's count summed ~1,000 rows at 50,000 clients at
 * every page, a state the running product holds for five minutes at most.
 */
async function foldKeptCounts(db: Database): Promise<void> {
  for (const name of ['client_count_deltas', 'manual_queue_count_deltas'] as const) {
    await keptCount(name).compact(db);
  }
}

/** Adds seeded clients until there are `total`, kept counts folded; returns how many exist now. */
export async function seedClients(
  databaseUrl: string,
  total: number,
  log = (_: string) => {},
): Promise<number> {
  const handle = await openPostgres({ url: databaseUrl, max: 2 });
  try {
    const env = loadEnv({ NODE_ENV: 'development' });
    const core = createCore({ db: handle.db, ...coreOptionsOf(env) });
    const { db, pii } = core;
    const rows = (await db.execute(
      sql`select count(*)::int as n from clients where affiliate->>'source' = ${SEED_SOURCE}`,
    )) as unknown as { rows: Array<{ n: number }> };
    let have = rows.rows[0]?.n ?? 0;
    if (have >= total) {
      await foldKeptCounts(db);
      return have;
    }
    const passwordHash = await hashPassword(BENCH_CLIENT_PASSWORD);
    const started = performance.now();
    while (have < total) {
      const from = have + 1;
      const to = Math.min(total, have + BATCH);
      const ids: number[] = [];
      for (let i = from; i <= to; i++) ids.push(i);
      const phone = ids.map(seededPhone);
      await db.transaction(async (tx) => {
        // One JSON parameter per batch (drizzle would expand a JS array into a list of parameters).
        const people = ids.map((i, k) => ({
          f: pick(FIRST_NAMES, i * 7),
          l: pick(LAST_NAMES, i),
          s: pick(LAST_NAMES, i * 5 + 3),
          pe: pii.encrypt(phone[k] as string),
          ph: pii.hash('phone', phone[k] as string),
          ee: pii.encrypt(`bench${i}@example.com`),
          eh: pii.hash('email', `bench${i}@example.com`),
          c: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
        }));
        const inserted = (await tx.execute(sql`
          insert into clients (first_name, last_name, second_last_name, birth_date, phone_enc, phone_hash,
            email_enc, email_hash, password_hash, status, affiliate, completed_steps, available_loan_amount,
            created_at, updated_at)
          select f, l, s, '1990-01-01'::date, pe, ph, ee, eh, ${passwordHash}, 1,
            jsonb_build_object('source', ${SEED_SOURCE}::text), '{}', 400000, c, c
          from jsonb_to_recordset(${JSON.stringify(people)}::jsonb)
            as t(f text, l text, s text, pe text, ph text, ee text, eh text, c timestamptz)
          order by c
          returning id`)) as unknown as { rows: Array<{ id: number }> };
        const clientIds = inserted.rows.map((r) => Number(r.id)).sort((x, y) => x - y);
        // An application per client: one in fifty waits for a manual decision, the rest are decided.
        const applicationsOf = clientIds.map((c, k) => ({
          c,
          st: (from + k) % 50 === 0 ? 14 : (from + k) % 3 === 0 ? 6 : 3,
        }));
        const apps = (await tx.execute(sql`
          insert into applications (client_id, status, desired_amount, principal_amount, loan_amount, term_days,
            salary_cycle, pay_dates, sequence_type, payment_method, priced_on, decided_at, created_at, updated_at)
          select c, st, 200000, 200000, 200000, 15, 'semi_monthly',
            '{"first_repayment_option":"2026-03-15","second_repayment_option":"2026-03-30"}'::jsonb,
            'first', 'bank_transfer', '2026-03-01', now(), now() - (c % 1000) * interval '1 minute',
            now() - (c % 1000) * interval '1 minute'
          from jsonb_to_recordset(${JSON.stringify(applicationsOf)}::jsonb) as t(c int, st int)
          returning id, client_id, status`)) as unknown as {
          rows: Array<{ id: number; client_id: number; status: number }>;
        };
        const decided = apps.rows.map((r) => ({
          a: Number(r.id),
          c: Number(r.client_id),
          o: Number(r.status),
        }));
        await tx.execute(sql`
          insert into decisions (application_id, client_id, outcome, reasons, inputs, rule_set)
          select a, c, o, '[]'::jsonb, '{}'::jsonb, 'bench-seed'
          from jsonb_to_recordset(${JSON.stringify(decided)}::jsonb) as t(a int, c int, o int)`);
        await tx.execute(sql`
          insert into audit_log (actor_type, actor_id, action, entity, entity_id, before, after)
          select 'client', c, x.action, 'client', c::text, null, '{}'::jsonb
          from jsonb_array_elements_text(${JSON.stringify(clientIds)}::jsonb) as t(v)
          cross join lateral (select v::int as c) as id
          cross join (values ('client.registered'), ('client.password_change')) as x(action)`);
      });
      have = to;
      log(`seeded ${have}/${total} clients (${Math.round(performance.now() - started)} ms)`);
    }
    // The state autovacuum reaches shortly after a bulk load (it vacuums tables that only grew, since
    // PostgreSQL 13): statistics, and the visibility map that lets an index-only scan skip the heap
    // (the page ids of a deep page by number, ADR 254). Measuring right after the inserts instead
    // measured a table no running system keeps for long.
    await db.execute(sql`vacuum (analyze) clients, applications, decisions, audit_log`);
    // The search names the trigger of migration 0031 filled beside the clients (ADR 261).
    const names = (await db.execute(
      sql`select to_regclass('client_search_names') is not null as present`,
    )) as unknown as {
      rows: Array<{ present: boolean }>;
    };
    if (names.rows[0]?.present) await db.execute(sql`vacuum (analyze) client_search_names`);
    await foldKeptCounts(db);
    return have;
  } finally {
    await handle.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, n] = process.argv.slice(2);
  if (!url || !n) {
    process.stderr.write('usage: tsx bench/seed-clients.ts <postgres url> <clients>\n');
    process.exit(2);
  }
  seedClients(url, Number(n), (line) => process.stdout.write(`${line}\n`)).then(
    (count) => process.stdout.write(`${count} seeded clients\n`),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
      process.exit(1);
    },
  );
}
