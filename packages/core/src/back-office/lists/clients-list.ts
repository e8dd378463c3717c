import { LOAN_STATUS } from '@lender/calculator';
import {
  type ClientListQuery,
  type ClientListRow,
  type ClientSummary,
  EXPORT_MAX_ROWS,
} from '@lender/contracts';
import { and, eq, gt, or, type SQL, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
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
import { clients } from '../../db/schema/index';
import { executeTextNamed } from '../../db/text-named';
import { maskPhone, type PiiCrypto } from '../../pii';
import { keyTextOf, readWindow, type SortKey } from './keyset';
import { containsPattern, type ListPage, type ListWindow, orderOf } from './list-helpers';

const CURP_QUERY = /^[A-Z]{4}\d{6}[HMX][A-Z]{5}[A-Z\d]\d$/;
const EMAIL_QUERY = /^[^\s@]+@[^\s@]+$/;
const OPEN = sql.raw(`${LOAN_STATUS.active}, ${LOAN_STATUS.onHold}`);

export type ClientListFilter = Omit<ClientListQuery, 'page' | 'perPage' | 'cursor' | 'sort'>;

const searchName = sql<string>`lender_client_search_name(${clients.firstName}, ${clients.middleName}, ${clients.lastName}, ${clients.secondLastName})`;
const hasActiveLoan = sql<boolean>`exists (select 1 from loans l where l.client_id = "clients"."id" and l.status in (${OPEN}))`;
const overdueDays = sql<number>`coalesce((select max(l.overdue_days) from loans l where l.client_id = "clients"."id" and l.status in (${OPEN})), 0)`;

/** The name order: surname then first name, case-insensitive (index `clients_name_idx`). */
const sortName = sql`lower(${clients.lastName} || ' ' || ${clients.firstName})`;

/**
 * A search by CURP, e-mail or phone: personal identifiers are encrypted (ADR 012), so they match
 * exactly, through their keyed hash (an index look-up). Undefined when the query is none of them
 * (a name, or an id).
 */
export function identityMatch(pii: PiiCrypto, query: string): SQL | undefined {
  const upper = query.toUpperCase();
  const digits = query.replace(/[\s()+-]/g, '');
  if (CURP_QUERY.test(upper)) return eq(clients.curpHash, pii.hash('curp', upper));
  if (EMAIL_QUERY.test(query)) return eq(clients.emailHash, emailHashOf(pii, query));
  if (/^\d{10,13}$/.test(digits)) return eq(clients.phoneHash, pii.hash('phone', normalizePhone(digits)));
  return undefined;
}

/**
 * The WHERE of the client list (ADR 057). Personal identifiers are encrypted (ADR 012), so an
 * e-mail, phone or CURP matches exactly, through its keyed hash (an index look-up); a name matches
 * part of the stored name (case-insensitive); digits up to 9 long also match the client id.
 */
export function clientListWhere(pii: PiiCrypto, filter: ClientListFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.clientId !== undefined) conditions.push(eq(clients.id, filter.clientId));
  if (filter.status !== undefined) conditions.push(eq(clients.status, filter.status));
  if (filter.fake !== undefined) conditions.push(eq(clients.fake, filter.fake));
  if (filter.type === 'first') conditions.push(eq(clients.closedLoansCount, 0));
  if (filter.type === 'repeated') conditions.push(gt(clients.closedLoansCount, 0));
  if (filter.hasActiveLoan !== undefined)
    conditions.push(filter.hasActiveLoan ? hasActiveLoan : sql`not ${hasActiveLoan}`);
  if (filter.overdue !== undefined) {
    const overdue = sql`exists (select 1 from loans l where l.client_id = "clients"."id" and l.status in (${OPEN}) and l.overdue_days > 0)`;
    conditions.push(filter.overdue ? overdue : sql`not ${overdue}`);
  }
  const query = filter.query?.trim();
  if (query) {
    const identity = identityMatch(pii, query);
    if (identity) {
      conditions.push(identity);
    } else {
      // The immutable twin of the full name (migrations 0021, 0028): it inlines into the expression
      // the trigram index is built on, where the engine has pg_trgm (ADRs 064, 082).
      // `like lower(…)` on the lower-cased name is what `ilike` computes (both sides lower-cased,
      // then LIKE) without lower-casing each candidate's name a second time (ADR 092).
      const matches: SQL[] = [sql`${searchName} like lower(${containsPattern(query)})`];
      if (/^\d{1,9}$/.test(query)) matches.push(eq(clients.id, Number(query)));
      const either = or(...matches);
      if (either) conditions.push(either);
    }
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
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
  if (!trimmed || /^\d{1,9}$/.test(trimmed) || identityMatch(pii, trimmed)) return undefined;
  return containsPattern(trimmed);
}

/** The capped count of the clients a name-only search matches, from their search names alone. */
function nameCountColumn(db: Database, pattern: string): SQL<number> {
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

/**
 * The client list: a page (by number, or after a cursor: ADR 048), or every filtered row for the
 * CSV export. Totals are exact up to 1,000 rows (an export: up to its maximum), the planner's
 * flagged estimate past it (ADR 082); a page after a cursor is not counted again.
 */
export async function listClients(
  db: Database,
  pii: PiiCrypto,
  filter: ClientListFilter,
  sort: ClientListQuery['sort'],
  window: ListWindow,
): Promise<ListPage<ClientListRow>> {
  const order = orderOf(sort, { id: clients.id, createdAt: clients.createdAt, name: sortName }, clients.id);
  const keyText = keyTextOf(sort, CLIENT_KEYS);
  const namePattern = nameOnlyPattern(pii, filter);
  return readWindow({
    window,
    sort,
    keys: CLIENT_KEYS,
    id: clients.id,
    where: clientListWhere(pii, filter),
    count: (where) =>
      boundedCount(db, clients, where, window === 'export' ? EXPORT_MAX_ROWS : EXACT_COUNT_LIMIT),
    async rows(where, limit, offset, total) {
      // The page's ids first (an index walk), then the rows with their loan columns: a correlated
      // subquery in the select list would otherwise run for every row OFFSET skips (issue 17).
      const pageIds = db
        .select({ pageId: clients.id, keyText: sql<string | null>`${keyText}`.as('key_text') })
        .from(clients)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset)
        .as('page_ids');
      // A named statement per text (ADR 092): planned once per shape and connection, not per call.
      return executeTextNamed(
        db
          .select({
            client: clientSummaryColumns,
            keyText: pageIds.keyText,
            hasActiveLoan,
            overdueDays,
            total: total ?? sql<null>`null`,
          })
          .from(clients)
          .innerJoin(pageIds, eq(pageIds.pageId, clients.id))
          .orderBy(...order),
      );
    },
    countInRows: {
      known: (where) => totalWithoutCounting(db, clients, where),
      column: (where) =>
        namePattern === undefined ? cappedCountColumn(db, clients, where) : nameCountColumn(db, namePattern),
      read: (row) => Number(row.total ?? 0),
      total: (where, counted, planned) =>
        totalOfCapped(db, clients, where, counted, EXACT_COUNT_LIMIT, planned),
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
