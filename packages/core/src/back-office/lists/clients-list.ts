import {
  type ClientListQuery,
  type ClientListRow,
  type ClientSummary,
  EXPORT_MAX_ROWS,
  fullNameOf,
} from '@lender/contracts';
import type { Database } from '@lender/db';
import {
  boundedCount,
  cappedCountColumn,
  EXACT_COUNT_LIMIT,
  executeTextNamed,
  reusedEstimatedTotal,
  totalOfCapped,
} from '@lender/db';
import { and, eq, gt, or, type SQL, sql } from '@lender/db/orm';
import { clients } from '@lender/db/schema';
import { dataNotBlocked } from '../../arco/visible-clients';
import { emailHashOf, emailOf } from '../../contact/email';
import { normalizePhone } from '../../contact/phone';
import { maskPhone, type PiiCrypto } from '../../pii';
import { clientSummaryColumns, hasActiveLoan, overdue, searchName } from './client-columns';
import { clientCount } from './client-count';
import type { Bind, ClientFilterShape } from './client-filter-shape';
import {
  CLIENT_KEYS,
  nameCountColumn,
  type PageCount,
  pageQuery,
  pageStatement,
} from './client-page-statements';
import { cursorValues, readWindow } from './keyset';
import { containsPattern, type ListPage, type ListWindow } from './list-helpers';

export type { ClientFilterShape } from './client-filter-shape';

export { clientSummaryColumns };

const CURP_QUERY = /^[A-Z]{4}\d{6}[HMX][A-Z]{5}[A-Z\d]\d$/;
const EMAIL_QUERY = /^[^\s@]+@[^\s@]+$/;

export type ClientListFilter = Omit<ClientListQuery, 'page' | 'perPage' | 'cursor' | 'sort'>;

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
      // then LIKE) without lower-casing each candidate's name a second time (ADR 261).
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
    // A client whose data is blocked (a cancellation, ADR 292) is in no list.
    where: (bind) => and(dataNotBlocked(clients.id), ...parts.map((part) => part(bind))),
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
 * The `like` pattern of a search by a name and nothing else (no filter, not an identifier, not an
 * id): its matches are exactly the names of `client_search_names` the pattern matches, so its
 * count reads that table (ADR 261). Undefined for any other filter.
 */
export function nameOnlyPattern(pii: PiiCrypto, filter: ClientListFilter): string | undefined {
  const { query, ...rest } = filter;
  if (Object.values(rest).some((value) => value !== undefined)) return undefined;
  const trimmed = query?.trim();
  if (!trimmed || /^\d{1,9}$/.test(trimmed) || identityOf(pii, trimmed)) return undefined;
  return containsPattern(trimmed);
}

/** What {@link clientSummaryOf} reads of a client row. */
export type ClientSummaryRow = Pick<typeof clients.$inferSelect, keyof typeof clientSummaryColumns>;

/** A client row as every back-office list shows it (phone masked). */
export function clientSummaryOf(pii: PiiCrypto, row: ClientSummaryRow): ClientSummary {
  return {
    id: row.id,
    fullName: fullNameOf(row),
    email: emailOf(pii, row),
    phone: maskPhone(pii.decrypt(row.phoneEnc)),
    status: row.status as ClientSummary['status'],
    createdAt: row.createdAt.toISOString(),
    fake: row.fake,
  };
}

/** The key a filter's estimate is reused under: its shape and its values (ADR 264). */
export function estimateKey(shape: ClientFilterShape): string {
  return `clients|${shape.key}|${JSON.stringify(shape.values)}`;
}

/**
 * The client list: a page (by number, or after a cursor: ADR 048), or every filtered row for the
 * CSV export. A filtered list's total is exact up to 1,000 rows (an export: up to its maximum), the
 * planner's flagged estimate past it (ADR 253); the unfiltered list's page by number is always exact
 * and read from the nearer end (ADR 269); a page after a cursor is not counted again. A page's rows
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
  const reuse = estimateKey(shape);
  return readWindow({
    window,
    sort,
    keys: CLIENT_KEYS,
    id: clients.id,
    where: whereWithValues(shape),
    count: (where) =>
      boundedCount(db, clients, where, window === 'export' ? EXPORT_MAX_ROWS : EXACT_COUNT_LIMIT),
    // A named statement per text (ADR 260): planned once per shape and connection, not per call.
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
        alone: () => clientCount.exact(db),
      },
    }),
    countInRows: {
      // A filter whose count passed 1,000 in the last ten seconds: its estimate again, not counted
      // (ADR 099). (The unfiltered list's page by number has its exact total, above.)
      known: () => reusedEstimatedTotal(db, reuse),
      column: (where) =>
        namePattern === undefined ? cappedCountColumn(db, clients, where) : nameCountColumn(db, namePattern),
      read: (row) => Number(row.total ?? 0),
      // The estimate of a filter past 1,000 matches is reused for ten seconds (ADR 264).
      total: (where, counted) =>
        totalOfCapped(db, clients, where, counted, EXACT_COUNT_LIMIT, undefined, reuse),
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
