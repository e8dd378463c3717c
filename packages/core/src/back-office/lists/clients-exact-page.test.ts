import type { ClientListQuery } from '@lender/contracts';
import { rowsOf as rowsOfDb } from '@lender/db';
import { sql } from '@lender/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCore, type TestCore } from '../../../testing/test-core';
import { exactPageQuery } from './client-page-statements';
import { listClients } from './clients-list';
import { encodeCursor } from './keyset';

// The unfiltered client list's pages by number with its exact total (ADR 269), on PGlite and, with
// TEST_DATABASE_URL, PostgreSQL: a page past the middle is read from the other end and ordered
// back. Every page of every sort must be the page a forward OFFSET read gives (the oracle below:
// the rows sorted in JS), with the same next cursor; names and creation times tie often, so the id
// tie-break is what orders most neighbours.

const CLIENTS = 53;
const FIRST = ['Ana', 'Beto', 'Carla'];
const LAST = ['Alvarez', 'Garcia', 'Lopez', 'Perez'];
const SORTS: ClientListQuery['sort'][] = ['id', '-id', 'createdAt', '-createdAt', 'name', '-name'];

interface Seeded {
  id: number;
  /** The sort keys as PostgreSQL prints them (what a cursor carries). */
  createdText: string;
  nameText: string;
  createdMicros: bigint;
}

let t: TestCore;
let seeded: Seeded[];
let serial = 0;

/** The rows of a raw statement on the test's database. */
function rowsOf(query: ReturnType<typeof sql>) {
  return rowsOfDb(t.db.db, query);
}

/** Inserts `n` clients in one statement: names from a small set, creation times in seven steps. */
async function insertClients(n: number): Promise<void> {
  const people = Array.from({ length: n }, () => {
    const i = serial++;
    const phone = `55${String(30_000_000 + i)}`;
    const email = `exact${i}@example.com`;
    const { pii } = t.core;
    return {
      f: FIRST[i % 3],
      l: LAST[(i * 7) % 4],
      h: i % 7,
      pe: pii.encrypt(phone),
      ph: pii.hash('phone', phone),
      ee: pii.encrypt(email),
      eh: pii.hash('email', email),
    };
  });
  await t.db.db.execute(sql`
    insert into clients (first_name, last_name, created_at, phone_enc, phone_hash, email_enc, email_hash, password_hash)
    select f, l, timestamptz '2026-01-01 00:00:00.123456+00' + h * interval '1 hour', pe, ph, ee, eh, 'x'
    from jsonb_to_recordset(${JSON.stringify(people)}::jsonb)
      as p(f text, l text, h int, pe text, ph text, ee text, eh text)`);
}

async function readSeeded(): Promise<void> {
  const rows = await rowsOf(sql`
    select id, cast(created_at as text) as created_text, cast(lower(last_name || ' ' || first_name) as text) as name_text,
      cast(extract(epoch from created_at) * 1000000 as bigint) as created_micros
    from clients`);
  seeded = rows.map((row) => ({
    id: Number(row.id),
    createdText: String(row.created_text),
    nameText: String(row.name_text),
    createdMicros: BigInt(String(row.created_micros)),
  }));
}

beforeAll(async () => {
  t = await createTestCore();
  await insertClients(CLIENTS);
  await readSeeded();
});
afterAll(async () => {
  await t?.close();
});

/** The oracle: every client in the order of `sort` (the key, then the id, both one way), with its key text. */
function sorted(sort: ClientListQuery['sort']): Array<{ id: number; key: string | null }> {
  const descending = sort.startsWith('-');
  const field = descending ? sort.slice(1) : sort;
  const compareKey = (a: Seeded, b: Seeded): number => {
    if (field === 'createdAt')
      return a.createdMicros < b.createdMicros ? -1 : a.createdMicros > b.createdMicros ? 1 : 0;
    // ASCII letters and one space: byte order and the database's collation agree.
    if (field === 'name') return a.nameText < b.nameText ? -1 : a.nameText > b.nameText ? 1 : 0;
    return 0;
  };
  const ascending = [...seeded].sort((a, b) => compareKey(a, b) || a.id - b.id);
  const ordered = descending ? ascending.reverse() : ascending;
  return ordered.map((row) => ({
    id: row.id,
    key: field === 'createdAt' ? row.createdText : field === 'name' ? row.nameText : null,
  }));
}

/** Checks every page by number of `sort` (and one past the end) against the oracle. */
async function checkEveryPage(sort: ClientListQuery['sort'], perPage: number): Promise<void> {
  const all = sorted(sort);
  const pages = Math.ceil(all.length / perPage);
  for (let page = 1; page <= pages + 1; page++) {
    const expected = all.slice((page - 1) * perPage, page * perPage);
    const last = expected.at(-1);
    const answer = await listClients(t.core.db, t.core.pii, {}, sort, { page, perPage });
    const label = `${sort}, ${perPage} a page, page ${page} of ${pages}`;
    expect(
      answer.items.map((item) => item.id),
      label,
    ).toEqual(expected.map((row) => row.id));
    expect({ total: answer.total, totalEstimated: answer.totalEstimated }, label).toEqual({
      total: all.length,
      totalEstimated: false,
    });
    const nextCursor =
      page < pages && last
        ? encodeCursor({
            sort,
            key: last.key,
            id: last.id,
            page: page + 1,
            total: all.length,
            estimated: false,
          })
        : undefined;
    expect(answer.nextCursor, label).toBe(nextCursor);
  }
}

describe('the unfiltered client list by page number, read from the nearer end (ADR 269)', () => {
  it.each(SORTS.flatMap((sort) => [5, 20].map((perPage) => [sort, perPage] as const)))(
    'gives sort %s, %i a page, the rows, total and cursor of a forward read on every page',
    async (sort, perPage) => {
      await checkEveryPage(sort, perPage);
    },
  );

  it('follows the exact total after a deleted client and a multi-row insert', async () => {
    const [first] = seeded;
    await t.db.db.execute(sql`delete from clients where id = ${first?.id}`);
    await insertClients(4);
    await readSeeded();
    expect(seeded).toHaveLength(CLIENTS + 3);
    for (const sort of SORTS) await checkEveryPage(sort, 5);
  });

  it('keeps a page after a cursor of a reversed page on the rows after it', async () => {
    const all = sorted('-name');
    const perPage = 5;
    const pages = Math.ceil(all.length / perPage);
    const deep = await listClients(t.core.db, t.core.pii, {}, '-name', { page: pages - 2, perPage });
    expect(deep.nextCursor).toBeDefined();
    const after = await listClients(t.core.db, t.core.pii, {}, '-name', {
      page: 1,
      perPage,
      cursor: deep.nextCursor,
    });
    expect(after.page).toBe(pages - 1);
    expect(after.items.map((item) => item.id)).toEqual(
      all.slice((pages - 2) * perPage, (pages - 1) * perPage).map((row) => row.id),
    );
  });
});

describe('which end a page by number is read from (ADR 269)', () => {
  /** The rows each branch of the ids' `union all` read (forward, reversed), from `EXPLAIN (analyze)`. */
  async function branchRows(sort: ClientListQuery['sort'], page: number, perPage: number) {
    const query = exactPageQuery(t.db.db, sort).toSQL();
    const values: Record<string, number> = { perPage, offset: (page - 1) * perPage };
    // Every parameter is a whole number: written into the text, the statement runs through EXPLAIN.
    const text = query.sql.replace(/\$(\d+)/g, (_, n: string) => {
      const param = query.params[Number(n) - 1] as { name?: string } | undefined;
      return String(values[param?.name ?? '']);
    });
    const [row] = await rowsOf(sql.raw(`explain (analyze, costs off, format json) ${text}`));
    const plan = row?.['QUERY PLAN'];
    const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{ Plan: PlanNode }>;
    const append = findNode(parsed[0]?.Plan, 'Append');
    return append?.Plans?.map((branch) => findNode(branch, 'Limit')?.['Actual Rows']);
  }

  // 56 clients after the tests above (53, one deleted, four added): 12 pages of 5, the last of 1.
  it.each([
    ['-id', 1, [5, 0]],
    ['-id', 6, [5, 0]],
    ['-id', 7, [0, 5]],
    ['createdAt', 11, [0, 5]],
    ['name', 12, [0, 1]],
  ] as const)(
    'reads %s page %i of 5 rows from the nearer end (forward, reversed rows: %j)',
    async (sort, page, rows) => {
      expect(seeded).toHaveLength(56);
      expect(await branchRows(sort, page, 5)).toEqual(rows);
    },
  );
});

interface PlanNode {
  'Node Type': string;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
}

function findNode(node: PlanNode | undefined, type: string): PlanNode | undefined {
  if (!node) return undefined;
  if (node['Node Type'] === type) return node;
  for (const child of node.Plans ?? []) {
    const found = findNode(child, type);
    if (found) return found;
  }
  return undefined;
}
