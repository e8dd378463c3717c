import type { ClientListQuery } from '@lender/contracts';
import type { Database } from '@lender/db';
import { cappedCountColumn, textStatementName } from '@lender/db';
import { and, eq, type Placeholder, type SQL, sql } from '@lender/db/orm';
import { integer, pgTable, text, unionAll } from '@lender/db/pg-core';
import { clients } from '@lender/db/schema';
import { dataNotBlocked } from '../../arco/visible-clients';
import { clientSummaryColumns, hasActiveLoan, overdueDays, sortName } from './client-columns';
import { clientCount } from './client-count';
import type { ClientFilterShape } from './client-filter-shape';
import { afterCursorPlaceholder, keyTextOf, type SortKey } from './keyset';
import { orderOf } from './list-helpers';

// The client list's page statements (ADR 095): built once per shape, sort, count kind and kind of
// window, prepared under the name of their text, bound per call; the unfiltered list's page with
// its exact total, read from the nearer end (ADR 269).

/**
 * Each client's search name alone (migration 0031, kept by a trigger; not in the Drizzle schema,
 * like the trigram indexes): the count of a search by name reads it instead of the wide client
 * rows (ADR 261).
 */
const clientSearchNames = pgTable('client_search_names', {
  clientId: integer('client_id').primaryKey(),
  name: text('name').notNull(),
});

/** The capped count of the clients a name-only search matches, from their search names alone. */
export function nameCountColumn(db: Database, pattern: unknown): SQL<number> {
  return cappedCountColumn(db, clientSearchNames, sql`${clientSearchNames.name} like lower(${pattern})`);
}

/** The client list's sort keys besides the id (keyset pagination, ADR 048). */
export const CLIENT_KEYS: Record<string, SortKey> = {
  createdAt: { expr: clients.createdAt, kind: 'timestamptz' },
  name: { expr: sortName, kind: 'text' },
};

/** The `ORDER BY` of a client list's `sort`, the id last (ADR 048). */
function clientOrder(sort: ClientListQuery['sort']): SQL[] {
  return orderOf(sort, { id: clients.id, createdAt: clients.createdAt, name: sortName }, clients.id);
}

/**
 * How a page's rows statement counts: not at all, its filter's rows, a name-only search's names, or
 * (the unfiltered list) the exact total, with a page past the middle read from the other end.
 */
export type PageCount = 'none' | 'clients' | 'names' | 'exact';

/**
 * The statement of a client page (by number, or after a cursor; an export is the same statement with
 * a larger limit): the page's ids first (an index walk), then the rows with their loan columns, so
 * the correlated subqueries of the select list do not run for every row OFFSET skips (issue 17).
 * `limit`, `offset` and `total` are values or placeholders alike.
 */
export function pageQuery(
  db: Database,
  sort: ClientListQuery['sort'],
  where: SQL | undefined,
  limit: number | Placeholder,
  offset: number | Placeholder,
  total: SQL<number> | undefined,
) {
  const order = clientOrder(sort);
  const pageIds = db
    .select({
      pageId: clients.id,
      keyText: sql<string | null>`${keyTextOf(sort, CLIENT_KEYS)}`.as('key_text'),
    })
    .from(clients)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
    .as('page_ids');
  return db
    .select({
      client: clientSummaryColumns,
      keyText: pageIds.keyText,
      hasActiveLoan,
      overdueDays,
      total: total ?? sql<null>`null`,
    })
    .from(clients)
    .innerJoin(pageIds, eq(pageIds.pageId, clients.id))
    .orderBy(...order);
}

/** The same sort the other way round: every key and the id reversed (`name` ↔ `-name`). */
function reversedSort(sort: ClientListQuery['sort']): ClientListQuery['sort'] {
  return (sort.startsWith('-') ? sort.slice(1) : `-${sort}`) as ClientListQuery['sort'];
}

/**
 * Drizzle renders any object given to `limit` or `offset` as SQL; its types name only numbers and
 * placeholders. A limit computed in the statement (from the exact total) goes through here.
 */
const computed = (expr: SQL) => expr as unknown as number;

/**
 * The statement of a page by number of the unfiltered list, with its exact total (ADR 269). The
 * total is the sum of migration 0032's rows, read in the statement itself, so the page and its
 * total come from one snapshot. A page whose offset is past the middle (`2 × offset + perPage >
 * total`) is read from the other end: the sort reversed, skipping `total − offset − perPage` rows
 * (at least 0), reading `total − offset` of them (at most `perPage`: the last page may be partial),
 * then ordered back. Both reads are branches of one `union all` of ids; the one not taken has a
 * limit of 0, which PostgreSQL answers without reading its index. Only the page's rows are read:
 * the total says whether a next page exists. Placeholders: `perPage`, `offset`.
 *
 * The ids are matched as an array (`id = any(array(…))`: an index look-up of each), not joined: a
 * limit computed from a subquery is one the planner cannot see, so it guesses a tenth of the table
 * and joins the ids to a hash of every client (a sequential scan, 10–23 ms at 50k).
 */
export function exactPageQuery(db: Database, sort: ClientListQuery['sort']) {
  const perPage = sql`cast(${sql.placeholder('perPage')} as bigint)`;
  const offset = sql`cast(${sql.placeholder('offset')} as bigint)`;
  const fromEnd = sql`(2 * ${offset} + ${perPage} > ${clientCount.total})`;
  const branch = (branchSort: ClientListQuery['sort'], limit: SQL, skip: SQL) =>
    db
      .select({ pageId: clients.id })
      .from(clients)
      .where(dataNotBlocked(clients.id))
      .orderBy(...clientOrder(branchSort))
      .limit(computed(limit))
      .offset(computed(skip));
  const pageIds = unionAll(
    branch(sort, sql`case when ${fromEnd} then 0 else ${perPage} end`, offset),
    branch(
      reversedSort(sort),
      sql`case when ${fromEnd} then greatest(0, least(${perPage}, ${clientCount.total} - ${offset})) else 0 end`,
      sql`greatest(0, ${clientCount.total} - ${offset} - ${perPage})`,
    ),
  );
  return db
    .select({
      client: clientSummaryColumns,
      keyText: keyTextOf(sort, CLIENT_KEYS),
      hasActiveLoan,
      overdueDays,
      total: clientCount.total,
    })
    .from(clients)
    .where(sql`${clients.id} = any(array(${pageIds}))`)
    .orderBy(...clientOrder(sort));
}

/**
 * A page statement built once: its text rendered, prepared under a name after that text (ADR 260),
 * so a call only binds its values (ADR 095).
 */
function buildPageStatement(
  db: Database,
  shape: ClientFilterShape,
  sort: ClientListQuery['sort'],
  count: PageCount,
  afterCursor: boolean,
) {
  const placeholder = <T>(name: string): T | Placeholder => sql.placeholder(name);
  const filtered = shape.where(placeholder);
  const where = afterCursor ? and(filtered, afterCursorPlaceholder(sort, CLIENT_KEYS, clients.id)) : filtered;
  const total =
    count === 'clients'
      ? cappedCountColumn(db, clients, filtered)
      : count === 'names'
        ? nameCountColumn(db, placeholder('countPattern'))
        : undefined;
  const query =
    count === 'exact'
      ? exactPageQuery(db, sort)
      : pageQuery(db, sort, where, placeholder('limit'), placeholder('offset'), total);
  return query.prepare(textStatementName(query.toSQL().sql));
}

type PageStatement = ReturnType<typeof buildPageStatement>;

/**
 * Page statements by shape, per database handle. Shapes are few in practice (the filters a user
 * combines × 6 sorts × 3 kinds of window); the bound keeps a pathological mix from growing it: past
 * it the oldest statement is dropped (and built again if asked for).
 */
const MAX_PAGE_STATEMENTS = 256;
const pageStatements = new WeakMap<Database, Map<string, PageStatement>>();

export function pageStatement(
  db: Database,
  shape: ClientFilterShape,
  sort: ClientListQuery['sort'],
  count: PageCount,
  afterCursor: boolean,
): PageStatement {
  let statements = pageStatements.get(db);
  if (!statements) {
    statements = new Map();
    pageStatements.set(db, statements);
  }
  const key = `${shape.key}|${sort}|${count}|${afterCursor ? 'after' : 'page'}`;
  let statement = statements.get(key);
  if (!statement) {
    if (statements.size >= MAX_PAGE_STATEMENTS) {
      const oldest = statements.keys().next().value;
      if (oldest !== undefined) statements.delete(oldest);
    }
    statement = buildPageStatement(db, shape, sort, count, afterCursor);
    statements.set(key, statement);
  }
  return statement;
}
