import { CLIENT_SORTS, LOAN_SORTS, PAYMENT_SORTS } from '@lender/contracts';
import { sql } from '@lender/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCore, type TestCore } from '../../../testing/test-core';
import { CoreError } from '../../errors/core-error';
import { listClients } from './clients-list';
import { decodeCursor, encodeCursor } from './keyset';
import type { ListPage, ListPageRequest } from './list-helpers';
import { listLoans } from './loans-list';
import { listPayments } from './payments-list';

// Keyset pagination of the back-office lists (issue 17, ADR 048), on PGlite and, with
// TEST_DATABASE_URL, PostgreSQL. Every sort key ties in groups (equal surnames, creation instants
// equal to the microsecond, equal principals, amounts and due dates), so only the id tie-breaker
// keeps the walk exact.

const CLIENTS = 23;
const PER_PAGE = 4;
let t: TestCore;

beforeAll(async () => {
  t = await createTestCore();
  const { pii } = t.core;
  const people = Array.from({ length: CLIENTS }, (_, i) => {
    const phone = `55${String(10_000_000 + i)}`;
    const email = `keyset${i}@example.com`;
    return {
      f: i % 2 === 0 ? 'Ana' : 'Beto',
      l: ['García', 'López', 'Pérez'][i % 3],
      pe: pii.encrypt(phone),
      ph: pii.hash('phone', phone),
      ee: pii.encrypt(email),
      eh: pii.hash('email', email),
      // Four instants, microseconds apart: JavaScript's milliseconds could not tell them apart.
      c: `2026-03-01 10:00:00.00012${i % 4}+00`,
    };
  });
  await t.db.db.execute(sql`
    insert into clients (first_name, last_name, phone_enc, phone_hash, email_enc, email_hash, password_hash, created_at)
    select f, l, pe, ph, ee, eh, 'x', c::timestamptz
    from jsonb_to_recordset(${JSON.stringify(people)}::jsonb)
      as p(f text, l text, pe text, ph text, ee text, eh text, c text)`);
  await t.db.db.execute(sql`
    insert into applications (client_id, status, desired_amount, principal_amount, loan_amount, term_days,
      salary_cycle, pay_dates, sequence_type, priced_on)
    select id, 4, 200000, 200000, 200000, 15, 'semi_monthly', '{}'::jsonb, 'first', '2026-03-01'
    from clients`);
  await t.db.db.execute(sql`
    insert into loans (client_id, application_id, status, principal, terms, disbursement_method, due_date,
      overdue_days, signed_at)
    select a.client_id, a.id, 4, case when a.id % 2 = 0 then 100000 else 200000 end, '{}'::jsonb,
      'bank_transfer', ('2026-03-1' || (a.id % 3)::text)::date, case when a.id % 4 = 0 then 5 else 0 end, now()
    from applications a`);
  await t.db.db.execute(sql`
    insert into payments (loan_id, client_id, kind, payment_type, amount, status, reference)
    select l.id, l.client_id, 'repayment', 'manual', case when l.id % 3 = 0 then 5000 else 7000 end,
      'completed', 'KEYSET-' || l.id || '-' || n
    from loans l cross join generate_series(1, 2) as n`);
});
afterAll(async () => {
  await t?.close();
});

type Lister = (sort: string, window: ListPageRequest | 'export') => Promise<ListPage<{ id: number }>>;

const lists: Record<'clients' | 'loans' | 'payments', { sorts: readonly string[]; list: () => Lister }> = {
  clients: {
    sorts: CLIENT_SORTS,
    list: () => (sort, window) =>
      listClients(t.core.db, t.core.pii, {}, sort as never, window as ListPageRequest),
  },
  loans: {
    sorts: LOAN_SORTS,
    list: () => (sort, window) => listLoans(t.core.db, {}, sort as never, window as ListPageRequest),
  },
  payments: {
    sorts: PAYMENT_SORTS,
    list: () => (sort, window) => listPayments(t.core.db, {}, sort as never, window as ListPageRequest),
  },
};

/** Every page from the first, following `nextCursor`. */
async function walk(list: Lister, sort: string) {
  const first = await list(sort, { page: 1, perPage: PER_PAGE });
  const pages = [first];
  let cursor = first.nextCursor;
  while (cursor !== undefined) {
    const next = await list(sort, { page: 1, perPage: PER_PAGE, cursor });
    pages.push(next);
    cursor = next.nextCursor;
    if (pages.length > 50) throw new Error('the cursors never end');
  }
  return pages;
}

describe.each(Object.entries(lists))('keyset pagination of the %s list', (_name, { sorts, list }) => {
  it.each(sorts)('walks every row once, in the order of the offset pages, sorted by %s', async (sort) => {
    const byOffset: number[] = [];
    const count = (await list()(sort, 'export')).items.length;
    expect(count).toBeGreaterThan(PER_PAGE * 4);
    for (let page = 1; (page - 1) * PER_PAGE < count; page++) {
      byOffset.push(...(await list()(sort, { page, perPage: PER_PAGE })).items.map((row) => row.id));
    }
    const pages = await walk(list(), sort);
    const byCursor = pages.flatMap((page) => page.items.map((row) => row.id));
    expect(byCursor).toEqual(byOffset);
    expect(new Set(byCursor).size).toBe(count);
    // Page numbers and the first page's total travel with the cursor; the last page has no cursor.
    expect(pages.map((page) => page.page)).toEqual(pages.map((_, i) => i + 1));
    expect(pages.every((page) => page.total === count)).toBe(true);
    expect(pages.at(-1)?.nextCursor).toBeUndefined();
    expect(pages.slice(0, -1).every((page) => page.items.length === PER_PAGE)).toBe(true);
  });
});

describe('indexes (migration 0026)', () => {
  it('gives every sort of the loan and payment lists a (key, id) index', async () => {
    const result = (await t.db.db.execute(
      sql`select indexname from pg_indexes where tablename in ('loans', 'payments', 'clients')`,
    )) as unknown as { rows: Array<{ indexname: string }> };
    expect(result.rows.map((row) => row.indexname)).toEqual(
      expect.arrayContaining([
        'clients_created_idx',
        'clients_name_idx',
        'loans_due_date_id_idx',
        'loans_principal_id_idx',
        'loans_overdue_days_id_idx',
        'payments_amount_id_idx',
      ]),
    );
  });
});

describe('cursors', () => {
  const refused = async (run: () => Promise<unknown>) => {
    const error = await run().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CoreError);
    expect((error as CoreError).code).toBe('invalid_value');
    expect((error as CoreError).status).toBe(400);
    expect((error as CoreError).options.field).toEqual(['cursor']);
  };

  it('refuses a damaged cursor, a cursor of another sort and a key PostgreSQL could not read', async () => {
    const first = await listClients(t.core.db, t.core.pii, {}, '-createdAt', { page: 1, perPage: PER_PAGE });
    const cursor = first.nextCursor as string;
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    const page = (c: string, sort: 'createdAt' | '-createdAt' | 'name' = '-createdAt') =>
      listClients(t.core.db, t.core.pii, {}, sort, { page: 1, perPage: PER_PAGE, cursor: c });
    await refused(() => page('bm90IGEgY3Vyc29y'));
    await refused(() => page(`${cursor.slice(0, -3)}`));
    await refused(() => page(cursor, 'name'));
    await refused(() => page(cursor, 'createdAt'));
    const state = decodeCursor(cursor, '-createdAt', {
      createdAt: { expr: sql`created_at`, kind: 'timestamptz' },
    });
    await refused(() => page(encodeCursor({ ...state, key: '2026-13-45 99:00:00+00' })));
    await refused(() => page(encodeCursor({ ...state, key: "x'; drop table clients; --" })));
    await refused(() => page(encodeCursor({ ...state, id: 0 })));
    await refused(() => page(encodeCursor({ ...state, page: 1 })));
    await refused(() =>
      listLoans(t.core.db, {}, 'dueDate', {
        page: 1,
        perPage: PER_PAGE,
        cursor: encodeCursor({
          sort: 'dueDate',
          key: 'tomorrow',
          id: 3,
          page: 2,
          total: 9,
          estimated: false,
        }),
      }),
    );
    // A well-formed cursor is taken as it is: the page after its row.
    expect((await page(cursor)).items.length).toBe(PER_PAGE);
  });

  it('keeps a timestamp key to the microsecond (rows equal to the millisecond are neither skipped nor repeated)', async () => {
    const first = await listClients(t.core.db, t.core.pii, {}, 'createdAt', { page: 1, perPage: PER_PAGE });
    const state = decodeCursor(first.nextCursor as string, 'createdAt', {
      createdAt: { expr: sql`created_at`, kind: 'timestamptz' },
    });
    expect(state.key).toMatch(/^2026-03-01 10:00:00\.00012\d?\+00$/);
  });
});

describe('the count read with the rows (ADR 092)', () => {
  const clients = (filter: Record<string, unknown>, page: number) =>
    listClients(t.core.db, t.core.pii, filter, '-id', { page, perPage: PER_PAGE });
  const garcias = Math.ceil(CLIENTS / 3);

  it('counts a name search exactly, alone (client_search_names) or with a filter (clients)', async () => {
    expect(await clients({ query: 'garc' }, 1)).toMatchObject({ total: garcias, totalEstimated: false });
    expect(await clients({ query: 'GARCÍA', fake: false }, 2)).toMatchObject({
      total: garcias,
      totalEstimated: false,
    });
  });

  it('answers 0 for no match, and counts on its own past the last page', async () => {
    expect(await clients({ query: 'zzzq' }, 1)).toMatchObject({ total: 0, items: [] });
    expect(await clients({ query: 'garc' }, 50)).toMatchObject({ total: garcias, items: [] });
    expect(await clients({}, 50)).toMatchObject({ total: CLIENTS, items: [] });
    expect(await clients({}, 2)).toMatchObject({ total: CLIENTS, totalEstimated: false });
  });
});
