import type { BoundedTotal } from '@lender/db';
import { type AnyColumn, and, type SQL, sql } from '@lender/db/orm';
import { CoreError } from '../../errors/core-error';
import { assertExportable, type ListPage, type ListWindow, windowOf } from './list-helpers';

/**
 * Keyset pagination of the back-office lists (issue 17, ADR 048). A page asks for the rows after
 * the last row of the page before it, `(sort key, id)` compared as a row, so a page costs the same
 * at row 20 as at row 49,980 (an index walk of `perPage + 1` rows, no `OFFSET`, no count). The
 * cursor is opaque to clients (base64url of a small JSON) and carries:
 * - the `sort` it was made for (a cursor of another sort is refused),
 * - the last row's sort key as PostgreSQL prints it (`::text`, so timestamps keep their
 *   microseconds) and its id (the tie-breaker: rows with equal keys are never skipped or repeated),
 * - the number of the page it leads to, and the total (and whether it was an estimate) counted on
 *   the first page, so `x-page` / `x-total-count` keep their meaning without counting again.
 */

/** How a sort key is read back from its text form in SQL (and checked before it gets there). */
export type KeyKind = 'bigint' | 'date' | 'timestamptz' | 'text';

/** A sortable key of a list: the expression of its `ORDER BY` and the type of its values. */
export interface SortKey {
  readonly expr: AnyColumn | SQL;
  readonly kind: KeyKind;
}

/** What a cursor holds once decoded. */
export interface CursorState {
  /** The list's `sort` the cursor belongs to. */
  readonly sort: string;
  /** The last row's sort key as text; `null` when the list is sorted by id only. */
  readonly key: string | null;
  /** The last row's id. */
  readonly id: number;
  /** The page the cursor leads to (2 after the first page). */
  readonly page: number;
  /** The total counted on the first page, and whether it was the planner's estimate. */
  readonly total: number;
  readonly estimated: boolean;
}

/** Longest cursor accepted (a name key of 100 characters fits several times over). */
export const MAX_CURSOR_LENGTH = 1024;

const badCursor = () =>
  new CoreError('invalid_value', {
    field: ['cursor'],
    message: 'The cursor is not valid for this list and sort: start again from the first page.',
  });

const TIMESTAMP_TEXT = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(\.\d{1,6})?([+-]\d{2})(?::?(\d{2}))?$/;
const DATE_TEXT = /^\d{4}-\d{2}-\d{2}$/;
const BIGINT_TEXT = /^-?\d{1,18}$/;

/** Whether `value` is a key of `kind` PostgreSQL will read back (anything else is a bad cursor, not a 500). */
export function isKeyText(kind: KeyKind, value: string): boolean {
  switch (kind) {
    case 'bigint':
      return BIGINT_TEXT.test(value);
    case 'date':
      return DATE_TEXT.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
    case 'timestamptz': {
      const m = TIMESTAMP_TEXT.exec(value);
      if (!m) return false;
      const iso = `${m[1]}T${m[2]}${(m[3] ?? '').slice(0, 4)}${m[4]}:${m[5] ?? '00'}`;
      return !Number.isNaN(Date.parse(iso));
    }
    case 'text':
      return value.length <= 300;
  }
}

export function encodeCursor(state: CursorState): string {
  const payload = [state.sort, state.key, state.id, state.page, state.total, state.estimated ? 1 : 0];
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
}

/**
 * Reads a cursor made for `sort` over `keys`; anything else (not ours, damaged, another sort, a
 * key PostgreSQL could not read) is 400 `invalid_value` on the field `cursor`.
 */
export function decodeCursor(cursor: string, sort: string, keys: Record<string, SortKey>): CursorState {
  if (cursor.length === 0 || cursor.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) {
    throw badCursor();
  }
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(payload) || payload.length !== 6) throw badCursor();
  const [cursorSort, key, id, page, total, estimated] = payload as unknown[];
  if (cursorSort !== sort) throw badCursor();
  const field = sortField(sort, keys);
  if (field === undefined ? key !== null : typeof key !== 'string' || !isKeyText(field.kind, key)) {
    throw badCursor();
  }
  const positive = (n: unknown, min: number) => Number.isSafeInteger(n) && (n as number) >= min;
  if (!positive(id, 1) || !positive(page, 2) || !positive(total, 0) || (estimated !== 0 && estimated !== 1)) {
    throw badCursor();
  }
  return {
    sort,
    key: key as string | null,
    id: id as number,
    page: page as number,
    total: total as number,
    estimated: estimated === 1,
  };
}

/** The key a `sort` orders by besides the id (`undefined` for `id` / `-id` and unknown fields). */
export function sortField(sort: string, keys: Record<string, SortKey>): SortKey | undefined {
  const name = sort.startsWith('-') ? sort.slice(1) : sort;
  return name === 'id' ? undefined : keys[name];
}

const CASTS: Record<KeyKind, SQL> = {
  bigint: sql.raw('bigint'),
  date: sql.raw('date'),
  timestamptz: sql.raw('timestamptz'),
  text: sql.raw('text'),
};

/**
 * The rows after the cursor's row in the order of `sort` (the same order as `orderOf`: the key,
 * then the id, both ascending or both descending) as one row comparison, which an index on
 * `(key, id)` serves.
 */
export function afterCursor(state: CursorState, keys: Record<string, SortKey>, id: AnyColumn): SQL {
  return afterPosition(state.sort, keys, id, state.key, state.id);
}

/**
 * {@link afterCursor} with the cursor's key and id as placeholders (`cursorKey`, `cursorId`), for a
 * statement built once per shape and bound per call (ADR 095). The shape depends on `sort` alone:
 * a cursor carries a key exactly when its sort has a key field ({@link decodeCursor}).
 */
export function afterCursorPlaceholder(sort: string, keys: Record<string, SortKey>, id: AnyColumn): SQL {
  const keyed = sortField(sort, keys) !== undefined;
  return afterPosition(
    sort,
    keys,
    id,
    keyed ? sql.placeholder('cursorKey') : null,
    sql.placeholder('cursorId'),
  );
}

/** The values {@link afterCursorPlaceholder}'s placeholders take for `state`. */
export function cursorValues(state: CursorState): { cursorKey: string | null; cursorId: number } {
  return { cursorKey: state.key, cursorId: state.id };
}

function afterPosition(
  sort: string,
  keys: Record<string, SortKey>,
  id: AnyColumn,
  key: unknown,
  rowId: unknown,
): SQL {
  const op = sql.raw(sort.startsWith('-') ? '<' : '>');
  const field = sortField(sort, keys);
  if (field === undefined || key === null) return sql`${id} ${op} ${rowId}`;
  return sql`(${field.expr}, ${id}) ${op} (cast(${key} as ${CASTS[field.kind]}), ${rowId})`;
}

/** The sort key of a row as text (selected beside the page's rows, to build the next cursor). */
export function keyTextOf(sort: string, keys: Record<string, SortKey>): SQL<string | null> {
  const field = sortField(sort, keys);
  return field === undefined ? sql<null>`null` : sql<string>`cast(${field.expr} as text)`;
}

/**
 * Reads one window of a list: the export (every filtered row, refused past its maximum), a page by
 * number (counted; one row more read to know whether a next page exists), or the page after a
 * cursor (not counted: the first page's total travels in the cursor). Every page but the last
 * carries the cursor of the next one, whichever way it was asked for.
 */
export async function readWindow<R, T>(list: {
  window: ListWindow;
  sort: string;
  keys: Record<string, SortKey>;
  id: AnyColumn;
  where: SQL | undefined;
  count: (where: SQL | undefined) => Promise<BoundedTotal>;
  /**
   * A page by number of a filtered list reads its count in its rows statement (ADR 092): `column`
   * is the capped count as a scalar subquery (selected beside each row, read back by `read`), and
   * `total` turns it into the total (exact up to the cap, else the planner's estimate). Without it
   * the count runs beside the rows as its own statement.
   */
  countInRows?: {
    /** The total when it needs no count (a filter counted past the cap moments ago: its estimate). */
    known: () => BoundedTotal | undefined;
    column: (where: SQL | undefined) => SQL<number>;
    read: (row: R) => number;
    total: (where: SQL | undefined, counted: number) => Promise<BoundedTotal>;
  };
  /** The page's rows; with `total`, each row also selects it (see `countInRows`). */
  rows: (where: SQL | undefined, limit: number, offset: number, total?: SQL<number>) => Promise<R[]>;
  /**
   * The rows of a page (by number, or after `cursor`) from a statement built once per shape and
   * bound per call (ADR 095), instead of `rows`, which builds its statement every call; `counted`
   * when the rows also select the capped count of `countInRows.column`. An export still uses `rows`.
   */
  page?: (request: { limit: number; offset: number; cursor?: CursorState; counted: boolean }) => Promise<R[]>;
  /**
   * A list whose total the database keeps exactly (the unfiltered client list, ADR 097): a page by
   * number reads `page`, whose rows each carry the exact total (`read`), read in the same statement;
   * it reads only the page's rows, since the total says whether a next page exists. `alone` reads the
   * total when the page has no row (past the end).
   */
  exactTotal?: {
    page: (request: { perPage: number; offset: number }) => Promise<R[]>;
    read: (row: R) => number;
    alone: () => Promise<number>;
  };
  /** The row's id and its sort key as text (select {@link keyTextOf} beside the row). */
  position: (row: R) => { id: number; key: string | null };
  item: (row: R) => T;
}): Promise<ListPage<T>> {
  const { window, sort } = list;
  const cursor =
    window !== 'export' && window.cursor !== undefined
      ? decodeCursor(window.cursor, sort, list.keys)
      : undefined;
  const { limit, offset } = windowOf(window);
  const where = () => (cursor ? and(list.where, afterCursor(cursor, list.keys, list.id)) : list.where);
  /** The window's rows: from the statement built once when the list has one, else built now. */
  const readRows = (total?: () => SQL<number>) =>
    list.page
      ? list.page({ limit, offset, cursor, counted: total !== undefined })
      : list.rows(where(), limit, offset, total?.());
  let counted: BoundedTotal;
  let read: R[];
  /** Whether a next page exists: one row more than the page was read, unless the total is exact. */
  let more: boolean | undefined;
  if (cursor) {
    counted = { total: cursor.total, estimated: cursor.estimated };
    read = await readRows();
  } else if (window === 'export') {
    // Counted first: an export too big is refused before its rows are read.
    counted = await list.count(list.where);
    assertExportable(window, counted.total);
    read = await list.rows(where(), limit, offset);
  } else if (list.exactTotal) {
    const exact = list.exactTotal;
    read = await exact.page({ perPage: window.perPage, offset });
    const first = read[0];
    counted = { total: first !== undefined ? exact.read(first) : await exact.alone(), estimated: false };
    more = offset + window.perPage < counted.total;
  } else if (list.countInRows) {
    // A page by number: its rows and its count in one statement (ADR 092), unless the total needs
    // no count (ADR 099). No row: on the first page nothing matches; past it (a page beyond the
    // end) the count runs on its own.
    const folded = list.countInRows;
    const known = folded.known();
    if (known) {
      counted = known;
      read = await readRows();
    } else {
      read = await readRows(() => folded.column(list.where));
      const first = read[0];
      if (first !== undefined) counted = await folded.total(list.where, folded.read(first));
      else if (window.page <= 1) counted = { total: 0, estimated: false };
      else counted = await list.count(list.where);
    }
  } else {
    // A page by number: its count and its rows side by side (two connections of the pool on
    // PostgreSQL; PGlite runs them one after the other), ADR 253.
    [counted, read] = await Promise.all([list.count(list.where), list.rows(where(), limit, offset)]);
  }
  if (window === 'export') {
    return { total: counted.total, totalEstimated: counted.estimated, items: read.map(list.item) };
  }
  const rows = read.slice(0, window.perPage);
  const page = cursor ? cursor.page : window.page;
  const last = rows.at(-1);
  const nextCursor = nextCursorOf(
    sort,
    page,
    counted,
    last && list.position(last),
    more ?? read.length > window.perPage,
  );
  return {
    total: counted.total,
    totalEstimated: counted.estimated,
    page,
    items: rows.map(list.item),
    ...(nextCursor !== undefined && { nextCursor }),
  };
}

/**
 * The next page's cursor, when the page came back full and one more row exists (each page reads
 * `perPage + 1` rows to know it).
 */
export function nextCursorOf(
  sort: string,
  page: number,
  total: { total: number; estimated: boolean },
  last: { id: number; key: string | null } | undefined,
  more: boolean,
): string | undefined {
  if (!more || !last) return undefined;
  return encodeCursor({
    sort,
    key: last.key,
    id: last.id,
    page: page + 1,
    total: total.total,
    estimated: total.estimated,
  });
}
