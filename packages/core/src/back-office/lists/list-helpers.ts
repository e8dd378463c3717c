import { EXPORT_MAX_ROWS } from '@lender/contracts';
import { type AnyColumn, asc, desc, type SQL } from '@lender/db/orm';
import { CoreError } from '../../errors/core-error';
import type { Page } from '../operations-model';

/** A page request of a list: a page by number, or the page after a `cursor` (then `page` is ignored). */
export interface ListPageRequest {
  page: number;
  perPage: number;
  cursor?: string;
}

/**
 * A page of a list (by number, or after a `cursor`: ADR 048), or every row for an export
 * (ADR 057).
 */
export type ListWindow = ListPageRequest | 'export';

/** A page of a keyset-capable list: the page's number and the cursor of the next page, if any. */
export type ListPage<T> = Page<T> & {
  /** The page's number (counted from the first page when the page came after a cursor). */
  page?: number;
  /** Opaque: ask for the next page with it (`cursor=`); absent on the last page. */
  nextCursor?: string;
};

/**
 * `LIMIT`/`OFFSET` of a window (an export takes everything, at most {@link EXPORT_MAX_ROWS}). A
 * page reads one row more than it shows, to know whether a next page exists; after a cursor the
 * offset is 0 (the cursor's condition does the skipping).
 */
export function windowOf(window: ListWindow): { limit: number; offset: number } {
  if (window === 'export') return { limit: EXPORT_MAX_ROWS, offset: 0 };
  if (window.cursor !== undefined) return { limit: window.perPage + 1, offset: 0 };
  return { limit: window.perPage + 1, offset: (window.page - 1) * window.perPage };
}

/** Refuses an export bigger than {@link EXPORT_MAX_ROWS} (`too_big`): the caller narrows the filter. */
export function assertExportable(window: ListWindow, total: number): void {
  if (window === 'export' && total > EXPORT_MAX_ROWS) {
    throw new CoreError('too_big', {
      message: `The filter matches ${total} rows; an export holds at most ${EXPORT_MAX_ROWS}. Narrow the filter.`,
    });
  }
}

/**
 * The `ORDER BY` of a `sort` value (`field` or `-field`) over `columns`, with the id as the last
 * key so pages never overlap or skip rows when the sorted values tie.
 */
export function orderOf<K extends string>(
  sort: string,
  columns: Record<K, AnyColumn | SQL>,
  id: AnyColumn,
): SQL[] {
  const descending = sort.startsWith('-');
  const key = (descending ? sort.slice(1) : sort) as K;
  const column = columns[key] ?? id;
  const direction = descending ? desc : asc;
  return column === id ? [direction(id)] : [direction(column), direction(id)];
}

/** `ILIKE` pattern matching `text` anywhere, with `%`, `_` and `\` escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

/**
 * The instant a Mexico City business date starts. Mexico City keeps UTC−6 all year since
 * daylight saving ended there (October 2022), so a day starts at 06:00 UTC.
 */
export function mexicoCityStart(date: string): Date {
  return new Date(`${date}T06:00:00.000Z`);
}
