import { LOAN_STATUS } from '@lender/calculator';
import {
  type ClientListQuery,
  type ClientListRow,
  type ClientSummary,
  EXPORT_MAX_ROWS,
} from '@lender/contracts';
import { and, eq, gt, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { integer, pgTable, text, unionAll } from 'drizzle-orm/pg-core';
import { emailHashOf, emailOf } from '../../clients/email';
import { normalizePhone } from '../../clients/phone';
import {
  boundedCount,
  cappedCountColumn,
  EXACT_COUNT_LIMIT,
  totalOfCapped,
  totalWithoutCounting,
} from '../../db/bounded-count';
import type { Database } from '../../db/database';
import { prepareNamed } from '../../db/named-statement';
import { clients } from '../../db/schema/index';
import { executeTextNamed, textStatementName } from '../../db/text-named';
import { maskPhone, type PiiCrypto } from '../../pii';
import { clientTotal, exactClientCount } from './client-count';
import { afterCursorPlaceholder, cursorValues, keyTextOf, readWindow, type SortKey } from './keyset';
import { containsPattern, type ListPage, type ListWindow, orderOf } from './list-helpers';

const CURP_QUERY = /^[A-Z]{4}\d{6}[HMX][A-Z]{5}[A-Z\d]\d$/;
const EMAIL_QUERY = /^[^\s@]+@[^\s@]+$/;
const OPEN = sql.raw(`${LOAN_STATUS.active}, ${LOAN_STATUS.onHold}`);

export type ClientListFilter = Omit<ClientListQuery, 'page' | 'perPage' | 'cursor' | 'sort'>;

const searchName = sql<string>`lender_client_search_name(${clients.firstName}, ${clients.middleName}, ${clients.lastName}, ${clients.secondLastName})`;
const hasActiveLoan = sql<boolean>`exists (select 1 from loans l where l.client_id = "clients"."id" and l.status in (${OPEN}))`;
const overdue = sql<boolean>`exists (select 1 from loans l where l.client_id = "clients"."id" and l.status in (${OPEN}) and l.overdue_days > 0)`;
const overdueDays = sql<number>`coalesce((select max(l.overdue_days) from loans l where l.client_id = "clients"."id" and l.status in (${OPEN})), 0)`;

/** The name order: surname then first name, case-insensitive (index `clients_name_idx`). */
const sortName = sql`lower(${clients.lastName} || ' ' || ${clients.firstName})`;

/** An identifier a search matched: its keyed-hash column, the placeholder's name and the hash. */
interface IdentityMatch {
  readonly column: typeof clients.curpHash | typeof clients.emailHash | typeof clients.phoneHash;
  readonly name: 'curpHash' | 'emailHash' | 'phoneHash';
  readonly hash: string;
}

function identityOf(pii: PiiCrypto, query: string): IdentityMatch | undefined {
  const upper = query.toUpperCase();
  const digits = query.replace(/[\s()+-]/g, '');
  if (CURP_QUERY.test(upper))
    return { column: clients.curpHash, name: 'curpHash', hash: pii.hash('curp', upper) };
  if (EMAIL_QUERY.test(query))
    return { column: clients.emailHash, name: 'emailHash', hash: emailHashOf(pii, query) };
  if (/^\d{10,13}$/.test(digits))
    return { column: clients.phoneHash, name: 'phoneHash', hash: pii.hash('phone', normalizePhone(digits)) };
  return undefined;
}

/**
 * A search by CURP, e-mail or phone: personal identifiers are encrypted (ADR 012), so they match
 * exactly, through their keyed hash (an index look-up). Undefined when the query is none of them
 * (a name, or an id).
 */
export function identityMatch(pii: PiiCrypto, query: string): SQL | undefined {
  const identity = identityOf(pii, query);
  return identity && eq(identity.column, identity.hash);
}

/** How a condition gets a filter's value: the value itself (a parameter), or a named placeholder. */
type Bind = <T>(name: string) => T | Placeholder;

/**
 * The client list's filter as a **shape** and its values (ADR 095): `key` names the conditions
 * present and their form (which identifier, `not`, a name that could also be an id), so two filters
 * with the same key give the same statement text whatever their values; `where(bind)` builds the
 * conditions with each value from `bind`: the value itself, or a placeholder bound per call.
 */
export interface ClientFilterShape {
  readonly key: string;
  readonly values: Readonly<Record<string, unknown>>;
  where(bind: Bind): SQL | undefined;
}

/**
 * The WHERE of the client list (ADR 057) as a shape. Personal identifiers are encrypted (ADR 012),
 * so an e-mail, phone or CURP matches exactly, through its keyed hash (an index look-up); a name
 * matches part of the stored name (case-insensitive); digits up to 9 long also match the client id.
 */
export function clientListShape(pii: PiiCrypto, filter: ClientListFilter): ClientFilterShape {
  const keys: string[] = [];
  const values: Record<string, unknown> = {};
  const parts: Array<(bind: Bind) => SQL> = [];
  // Each condition's builder depends on the key alone, never on a value (a cached statement is
  // built from the first filter of its shape and bound to every later one).
  const add = (key: string, part: (bind: Bind) => SQL, bound?: Record<string, unknown>) => {
    keys.push(key);
    parts.push(part);
    if (bound) Object.assign(values, bound);
  };
  if (filter.clientId !== undefined)
    add('clientId', (bind) => eq(clients.id, bind<number>('clientId')), { clientId: filter.clientId });
  if (filter.status !== undefined)
    add('status', (bind) => eq(clients.status, bind<number>('status')), { status: filter.status });
  if (filter.fake !== undefined)
    add('fake', (bind) => eq(clients.fake, bind<boolean>('fake')), { fake: filter.fake });
  if (filter.type === 'first') add('first', () => eq(clients.closedLoansCount, 0));
  if (filter.type === 'repeated') add('repeated', () => gt(clients.closedLoansCount, 0));
  if (filter.hasActiveLoan === true) add('activeLoan', () => hasActiveLoan);
  if (filter.hasActiveLoan === false) add('noActiveLoan', () => sql`not ${hasActiveLoan}`);
  if (filter.overdue === true) add('overdue', () => overdue);
  if (filter.overdue === false) add('notOverdue', () => sql`not ${overdue}`);
  const query = filter.query?.trim();
  if (query) {
    const identity = identityOf(pii, query);
    if (identity) {
      const { column, name } = identity;
      add(name, (bind) => eq(column, bind<string>(name)), { [name]: identity.hash });
    } else {
      // The immutable twin of the full name (migrations 0021, 0028): it inlines into the expression
      // the trigram index is built on, where the engine has pg_trgm (ADRs 064, 082).
      // `like lower(…)` on the lower-cased name is what `ilike` computes (both sides lower-cased,
      // then LIKE) without lower-casing each candidate's name a second time (ADR 092).
      const byName = (bind: Bind) => sql`${searchName} like lower(${bind<string>('pattern')})`;
      if (/^\d{1,9}$/.test(query)) {
        add('nameOrId', (bind) => or(byName(bind), eq(clients.id, bind<number>('queryId'))) as SQL, {
          pattern: containsPattern(query),
          queryId: Number(query),
        });
      } else {
        add('name', byName, { pattern: containsPattern(query) });
      }
    }
  }
  return {
    key: keys.join(','),
    values,
    where: (bind) => (parts.length > 0 ? and(...parts.map((part) => part(bind))) : undefined),
  };
}

/** A shape's WHERE with its own values as parameters (a statement built for one call). */
function whereWithValues(shape: ClientFilterShape): SQL | undefined {
  return shape.where(<T>(name: string) => shape.values[name] as T);
}

/** The WHERE of the client list with its values as parameters (a statement built for one call). */
export function clientListWhere(pii: PiiCrypto, filter: ClientListFilter): SQL | undefined {
  return whereWithValues(clientListShape(pii, filter));
}

/**
 * Each client's search name alone (migration 0031, kept by a trigger; not in the Drizzle schema,
 * like the trigram indexes): the count of a search by name reads it instead of the wide client
 * rows (ADR 092).
 */
const clientSearchNames = pgTable('client_search_names', {
  clientId: integer('client_id').primaryKey(),
  name: text('name').notNull(),
});

/**
 * The `like` pattern of a search by a name and nothing else (no filter, not an identifier, not an
 * id): its matches are exactly the names of `client_search_names` the pattern matches, so its
 * count reads that table (ADR 092). Undefined for any other filter.
 */
export function nameOnlyPattern(pii: PiiCrypto, filter: ClientListFilter): string | undefined {
  const { query, ...rest } = filter;
  if (Object.values(rest).some((value) => value !== undefined)) return undefined;
  const trimmed = query?.trim();
  if (!trimmed || /^\d{1,9}$/.test(trimmed) || identityOf(pii, trimmed)) return undefined;
  return containsPattern(trimmed);
}

/** The capped count of the clients a name-only search matches, from their search names alone. */
function nameCountColumn(db: Database, pattern: unknown): SQL<number> {
  return cappedCountColumn(db, clientSearchNames, sql`${clientSearchNames.name} like lower(${pattern})`);
}

/**
 * The columns a list's client summary is made of (issue 17): a list selects these, not the whole
 * row, whose encrypted CURP, CLABE and address blobs it would read and parse for every row only
 * to drop them.
 */
export const clientSummaryColumns = {
  id: clients.id,
  firstName: clients.firstName,
  middleName: clients.middleName,
  lastName: clients.lastName,
  secondLastName: clients.secondLastName,
  emailEnc: clients.emailEnc,
  legacyEmail: clients.legacyEmail,
  phoneEnc: clients.phoneEnc,
  status: clients.status,
  createdAt: clients.createdAt,
  fake: clients.fake,
  closedLoansCount: clients.closedLoansCount,
};

/** What {@link clientSummaryOf} reads of a client row. */
export type ClientSummaryRow = Pick<typeof clients.$inferSelect, keyof typeof clientSummaryColumns>;

/** A client row as every back-office list shows it (phone masked). */
export function clientSummaryOf(pii: PiiCrypto, row: ClientSummaryRow): ClientSummary {
  return {
    id: row.id,
    fullName: [row.firstName, row.middleName, row.lastName, row.secondLastName].filter(Boolean).join(' '),
    email: emailOf(pii, row),
    phone: maskPhone(pii.decrypt(row.phoneEnc)),
    status: row.status as ClientSummary['status'],
    createdAt: row.createdAt.toISOString(),
    fake: row.fake,
  };
}

/** The client list's sort keys besides the id (keyset pagination, ADR 048). */
const CLIENT_KEYS: Record<string, SortKey> = {
  createdAt: { expr: clients.createdAt, kind: 'timestamptz' },
  name: { expr: sortName, kind: 'text' },
};

/** The `ORDER BY` of a client list's `sort`, the id last (ADR 048). */
function clientOrder(sort: ClientListQuery['sort']): SQL[] {
  return orderOf(sort, { id: clients.id, createdAt: clients.createdAt, name: sortName }, clients.id);
}

/** The key a filter's estimate is reused under: its shape and its values (ADR 095). */
function estimateKey(shape: ClientFilterShape): string {
  return `clients|${shape.key}|${JSON.stringify(shape.values)}`;
}

/**
 * How a page's rows statement counts: not at all, its filter's rows, a name-only search's names, or
 * (the unfiltered list) the exact total, with a page past the middle read from the other end.
 */
type PageCount = 'none' | 'clients' | 'names' | 'exact';

/**
 * The statement of a client page (by number, or after a cursor; an export is the same statement with
 * a larger limit): the page's ids first (an index walk), then the rows with their loan columns, so
 * the correlated subqueries of the select list do not run for every row OFFSET skips (issue 17).
 * `limit`, `offset` and `total` are values or placeholders alike.
 */
function pageQuery(
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
 * The statement of a page by number of the unfiltered list, with its exact total (ADR 097). The
 * total is the sum of migration 0032's rows, read in the statement itself, so the page and its
 * total come from one snapshot. A page whose offset is past the middle (`2 × offset + perPage >
 * total`) is read from the other end: the sort reversed, skipping `total − offset − perPage` rows
 * (at least 0), reading `total − offset` of them (at most `perPage`: the last page may be partial),
 * then ordered back. Both reads are branches of one `union all`; the one not taken has a limit of 0,
 * which PostgreSQL answers without reading its index. Only the page's rows are read: the total says
 * whether a next page exists. Placeholders: `perPage`, `offset`.
 */
function exactPageQuery(db: Database, sort: ClientListQuery['sort']) {
  const perPage = sql`cast(${sql.placeholder('perPage')} as bigint)`;
  const offset = sql`cast(${sql.placeholder('offset')} as bigint)`;
  const fromEnd = sql`(2 * ${offset} + ${perPage} > ${clientTotal})`;
  const branch = (branchSort: ClientListQuery['sort'], limit: SQL, skip: SQL) =>
    db
      .select({
        pageId: clients.id,
        keyText: sql<string | null>`${keyTextOf(sort, CLIENT_KEYS)}`.as('key_text'),
      })
      .from(clients)
      .orderBy(...clientOrder(branchSort))
      .limit(computed(limit))
      .offset(computed(skip));
  const pageIds = unionAll(
    branch(sort, sql`case when ${fromEnd} then 0 else ${perPage} end`, offset),
    branch(
      reversedSort(sort),
      sql`case when ${fromEnd} then greatest(0, least(${perPage}, ${clientTotal} - ${offset})) else 0 end`,
      sql`greatest(0, ${clientTotal} - ${offset} - ${perPage})`,
    ),
  ).as('page_ids');
  const order = clientOrder(sort);
  return db
    .select({
      client: clientSummaryColumns,
      keyText: pageIds.keyText,
      hasActiveLoan,
      overdueDays,
      total: clientTotal,
    })
    .from(clients)
    .innerJoin(pageIds, eq(pageIds.pageId, clients.id))
    .orderBy(...order);
}

/**
 * A page statement built once: its text rendered, prepared under a name after that text (ADR 092),
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
  return prepareNamed(db, textStatementName(query.toSQL().sql), query);
}

type PageStatement = ReturnType<typeof buildPageStatement>;

/**
 * Page statements by shape, per database handle. Shapes are few in practice (the filters a user
 * combines × 6 sorts × 3 kinds of window); the bound keeps a pathological mix from growing it: past
 * it the oldest statement is dropped (and built again if asked for).
 */
const MAX_PAGE_STATEMENTS = 256;
const pageStatements = new WeakMap<Database, Map<string, PageStatement>>();

function pageStatement(
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

/**
 * The client list: a page (by number, or after a cursor: ADR 048), or every filtered row for the
 * CSV export. Totals are exact up to 1,000 rows (an export: up to its maximum), the planner's
 * flagged estimate past it (ADR 082); a page after a cursor is not counted again. A page's rows
 * statement is built once per shape and bound per call (ADR 095); an export builds its own.
 */
export async function listClients(
  db: Database,
  pii: PiiCrypto,
  filter: ClientListFilter,
  sort: ClientListQuery['sort'],
  window: ListWindow,
): Promise<ListPage<ClientListRow>> {
  const shape = clientListShape(pii, filter);
  const namePattern = nameOnlyPattern(pii, filter);
  return readWindow({
    window,
    sort,
    keys: CLIENT_KEYS,
    id: clients.id,
    where: whereWithValues(shape),
    count: (where) =>
      boundedCount(db, clients, where, window === 'export' ? EXPORT_MAX_ROWS : EXACT_COUNT_LIMIT),
    // A named statement per text (ADR 092): planned once per shape and connection, not per call.
    rows: (where, limit, offset, total) => executeTextNamed(pageQuery(db, sort, where, limit, offset, total)),
    page({ limit, offset, cursor, counted }) {
      const count: PageCount = !counted ? 'none' : namePattern === undefined ? 'clients' : 'names';
      return pageStatement(db, shape, sort, count, cursor !== undefined).execute({
        ...shape.values,
        ...(cursor && cursorValues(cursor)),
        countPattern: namePattern,
        limit,
        offset,
      });
    },
    // The unfiltered list: its exact total (migration 0032), a deep page read from the nearer end.
    ...(shape.key === '' && {
      exactTotal: {
        page: ({ perPage, offset }: { perPage: number; offset: number }) =>
          pageStatement(db, shape, sort, 'exact', false).execute({ perPage, offset }),
        read: (row: { total: unknown }) => Number(row.total),
        alone: () => exactClientCount(db),
      },
    }),
    countInRows: {
      known: (where) => totalWithoutCounting(db, clients, where),
      column: (where) =>
        namePattern === undefined ? cappedCountColumn(db, clients, where) : nameCountColumn(db, namePattern),
      read: (row) => Number(row.total ?? 0),
      // The estimate of a filter past 1,000 matches is reused for ten seconds (ADR 095).
      total: (where, counted, planned) =>
        totalOfCapped(db, clients, where, counted, EXACT_COUNT_LIMIT, planned, estimateKey(shape)),
    },
    position: (row) => ({ id: row.client.id, key: row.keyText }),
    item: (row) => ({
      ...clientSummaryOf(pii, row.client),
      type: row.client.closedLoansCount > 0 ? 'repeated' : 'first',
      hasActiveLoan: Boolean(row.hasActiveLoan),
      overdueDays: Number(row.overdueDays),
    }),
  });
}
