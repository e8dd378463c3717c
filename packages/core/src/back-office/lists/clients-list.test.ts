import { totalOfCapped } from '@lender/db';
import { type SQL, sql } from '@lender/db/orm';
import { PgDialect } from '@lender/db/pg-core';
import { clients } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestCore, type TestCore } from '../../../testing/test-core';
import {
  type ClientListFilter,
  clientListShape,
  clientListWhere,
  estimateKey,
  listClients,
} from './clients-list';

// The client list's page statements are built once per shape and bound per call (ADR 095), on
// PGlite and, with TEST_DATABASE_URL, PostgreSQL. A statement built for one filter's values must
// give every later filter of its shape that filter's rows: checked against a hand-written oracle
// over the seeded rows, with filters of the same shape asked one after the other.

const CLIENTS = 30;
const PER_PAGE = 4;
const FIRST = ['Ana', 'Beto', 'Carla'];
const LAST = ['García', 'López', 'Pérez', 'Núñez'];

interface Seeded {
  id: number;
  name: string;
  status: number;
  fake: boolean;
  closed: number;
}

let t: TestCore;
let seeded: Seeded[];

beforeAll(async () => {
  t = await createTestCore();
  const { pii } = t.core;
  const people = Array.from({ length: CLIENTS }, (_, i) => {
    const phone = `55${String(20_000_000 + i)}`;
    const email = `shape${i}@example.com`;
    return {
      f: FIRST[i % 3],
      l: LAST[i % 4],
      st: i % 2 === 0 ? 1 : 2,
      fk: i % 5 === 0,
      cl: i % 3 === 0 ? 1 : 0,
      pe: pii.encrypt(phone),
      ph: pii.hash('phone', phone),
      ee: pii.encrypt(email),
      eh: pii.hash('email', email),
    };
  });
  await t.db.db.execute(sql`
    insert into clients (first_name, last_name, status, fake, closed_loans_count, phone_enc, phone_hash,
      email_enc, email_hash, password_hash)
    select f, l, st, fk, cl, pe, ph, ee, eh, 'x'
    from jsonb_to_recordset(${JSON.stringify(people)}::jsonb)
      as p(f text, l text, st int, fk boolean, cl int, pe text, ph text, ee text, eh text)`);
  const result = (await t.db.db.execute(
    sql`select id, first_name, last_name, status, fake, closed_loans_count from clients`,
  )) as unknown as {
    rows: Array<{
      id: number;
      first_name: string;
      last_name: string;
      status: number;
      fake: boolean;
      closed_loans_count: number;
    }>;
  };
  seeded = result.rows.map((row) => ({
    id: Number(row.id),
    name: `${row.first_name} ${row.last_name}`.toLowerCase(),
    status: Number(row.status),
    fake: row.fake,
    closed: Number(row.closed_loans_count),
  }));
});
afterAll(async () => {
  await t?.close();
});

/** The ids a filter matches, newest first (the oracle: the list's `-id` order over the seeded rows). */
function expected(filter: ClientListFilter): number[] {
  return seeded
    .filter(
      (row) =>
        (filter.status === undefined || row.status === filter.status) &&
        (filter.fake === undefined || row.fake === filter.fake) &&
        (filter.type === undefined || (filter.type === 'first') === (row.closed === 0)) &&
        (filter.query === undefined ||
          row.name.includes(filter.query.toLowerCase()) ||
          (/^\d{1,9}$/.test(filter.query) && row.id === Number(filter.query))),
    )
    .map((row) => row.id)
    .sort((a, b) => b - a);
}

const list = (filter: ClientListFilter, page: number, cursor?: string) =>
  listClients(t.core.db, t.core.pii, filter, '-id', { page, perPage: PER_PAGE, ...(cursor && { cursor }) });

/** Every page by number, then every page by cursor: the ids of each walk, and the first page. */
async function walks(filter: ClientListFilter) {
  const first = await list(filter, 1);
  const byNumber = [...first.items.map((row) => row.id)];
  for (let page = 2; (page - 1) * PER_PAGE < first.total; page++) {
    byNumber.push(...(await list(filter, page)).items.map((row) => row.id));
  }
  const byCursor = [...first.items.map((row) => row.id)];
  for (let cursor = first.nextCursor; cursor !== undefined; ) {
    const next = await list(filter, 1, cursor);
    byCursor.push(...next.items.map((row) => row.id));
    cursor = next.nextCursor;
  }
  return { first, byNumber, byCursor };
}

describe('client list statements built once per shape (ADR 095)', () => {
  // Filters of one shape one after the other, and back: each statement is built for the first of
  // its shape and bound to the values of the others.
  const filters: ClientListFilter[] = [
    { query: 'ana' },
    { query: 'beto' },
    { query: 'garc' },
    { query: 'ana' },
    { query: 'zzzq' },
    { status: 1 },
    { status: 2 },
    { fake: true },
    { fake: false },
    { status: 2, query: 'lópez' },
    { status: 1, query: 'carla' },
    { type: 'first', fake: false },
    { type: 'repeated', fake: true },
    { query: '7' },
    { query: '12' },
  ];

  it.each(filters.map((filter) => [JSON.stringify(filter), filter] as const))(
    'gives %s its own rows, by page number and by cursor, after other values of its shape',
    async (_label, filter) => {
      const ids = expected(filter);
      const { first, byNumber, byCursor } = await walks(filter);
      expect(first).toMatchObject({ total: ids.length, totalEstimated: false });
      expect(byNumber).toEqual(ids);
      expect(byCursor).toEqual(ids);
    },
  );

  it('answers the same pages whichever shape ran first (a filter asked twice in a row, then after another)', async () => {
    const twice = [await list({ query: 'pérez' }, 2), await list({ query: 'pérez' }, 2)];
    await list({ query: 'núñez' }, 1);
    const after = await list({ query: 'pérez' }, 2);
    expect(twice[1]).toEqual(twice[0]);
    expect(after).toEqual(twice[0]);
    expect(after.items.map((row) => row.id)).toEqual(
      expected({ query: 'pérez' }).slice(PER_PAGE, 2 * PER_PAGE),
    );
  });
});

describe('a broad filter counted within the last ten seconds (ADR 099)', () => {
  afterAll(() => {
    vi.useRealTimers();
  });

  it('reads its pages without counting again, with the estimate it had, then counts after ten seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const filter: ClientListFilter = { query: 'garc' };
    const ids = expected(filter);
    expect(await list(filter, 2)).toMatchObject({ total: ids.length, totalEstimated: false });
    // As a page whose capped count passed 1,000 leaves it: the filter's estimate under its key.
    const { pii, db } = t.core;
    const key = estimateKey(clientListShape(pii, filter));
    const estimate = await totalOfCapped(
      db,
      clients,
      clientListWhere(pii, filter),
      1_001,
      1_000,
      undefined,
      key,
    );
    const page = await list(filter, 2);
    expect(page).toMatchObject({ total: estimate.total, totalEstimated: true });
    expect(page.items.map((row) => row.id)).toEqual(ids.slice(PER_PAGE, 2 * PER_PAGE));
    // Another filter of the same shape has no estimate: counted.
    expect(await list({ query: 'lópez' }, 1)).toMatchObject({ totalEstimated: false });
    vi.setSystemTime(Date.now() + 10_001);
    expect(await list(filter, 2)).toMatchObject({ total: ids.length, totalEstimated: false });
  });
});

describe("a filter's shape", () => {
  const dialect = new PgDialect();
  const placeholders = <T>(name: string) => sql.placeholder(name) as unknown as T;
  const text = (where: SQL | undefined) => (where === undefined ? '' : dialect.sqlToQuery(where).sql);
  // Every branch of the filter, and values that change nothing but the values.
  const catalogue: ClientListFilter[] = [
    {},
    { clientId: 3 },
    { clientId: 9 },
    { status: 1 },
    { status: 4 },
    { fake: true },
    { fake: false },
    { type: 'first' },
    { type: 'repeated' },
    { hasActiveLoan: true },
    { hasActiveLoan: false },
    { overdue: true },
    { overdue: false },
    { query: 'garc' },
    { query: 'ana lópez' },
    { query: '12' },
    { query: '123456789' },
    { query: '5512345678' },
    { query: '+52 55 1234 5678' },
    { query: 'ana@example.com' },
    { query: 'b@example.mx' },
    { query: 'GOMA800101HDFRRN09' },
    { query: 'garc', status: 1, fake: false },
    { query: 'lópez', status: 2, fake: true },
    { status: 1, hasActiveLoan: true, overdue: false },
  ];

  it('names its statement text: equal keys exactly when the texts with placeholders are equal', () => {
    const pii = t.core.pii;
    const shapes = catalogue.map((filter) => {
      const shape = clientListShape(pii, filter);
      return { key: shape.key, text: text(shape.where(placeholders)) };
    });
    for (const a of shapes) {
      for (const b of shapes) expect(a.key === b.key).toBe(a.text === b.text);
    }
    // Values never reach the text.
    expect(new Set(shapes.map((shape) => shape.key)).size).toBeLessThan(catalogue.length);
  });

  it('binds every placeholder its text has', () => {
    const pii = t.core.pii;
    for (const filter of catalogue) {
      const shape = clientListShape(pii, filter);
      const named = new Set<string>();
      shape.where(<T>(name: string) => {
        named.add(name);
        return sql.placeholder(name) as unknown as T;
      });
      expect(Object.keys(shape.values).sort()).toEqual([...named].sort());
    }
  });
});
