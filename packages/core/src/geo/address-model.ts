import { desc, like, type SQL, sql } from '@lender/db/orm';
import type { PgColumn } from '@lender/db/pg-core';
import { containsPattern, prefixPattern, searchKey } from './search-key';

/**
 * Look-ups behind `/web/public/address/*` (spec §7). The spec's generic address words map to
 * Mexico's as follows:
 *
 * | API word  | Mexico                                | stored id (text)      | API id (number) |
 * | --------- | ------------------------------------- | --------------------- | --------------- |
 * | region    | state (entidad federativa)            | INEGI code `09`       | `9`             |
 * | city      | municipality (municipio / alcaldía)   | state + mun. `09010`  | `9010`          |
 * | district  | postal-code area (código postal)      | postal code `01000`   | `1000`          |
 * | ward      | settlement (colonia, barrio, pueblo…) | mun. + id `090100001` | `90100001`      |
 *
 * The API's ids are numbers (`@lender/contracts` `GeoPlaceSchema`): the stored codes read as
 * integers, which is reversible because each kind has a fixed width. Every list is
 * `{ id, title }` (wards add their `postalCode`), ordered with names that start with the query
 * first, and paged.
 */
export interface GeoItem {
  readonly id: number;
  readonly title: string;
  /** The postal code of a ward (settlement). */
  readonly postalCode?: string;
}

/** Fixed widths of the stored codes, to turn API ids back into them. */
const WIDTH = { region: 2, city: 5, district: 5, ward: 9 } as const;

/** The stored code of an API id (`9` → `'09'` for a region). */
export function geoCode(kind: keyof typeof WIDTH, id: number): string {
  return String(id).padStart(WIDTH[kind], '0');
}

export interface GeoPage {
  readonly items: readonly GeoItem[];
  /** Matches across all pages. */
  readonly total: number;
  readonly page: number;
  readonly perPage: number;
}

/** Paging of address lists. */
export interface GeoPaging {
  /** 1-based. @default 1 */
  page?: number | undefined;
  /** The page's size (the endpoints' `limit`). @default GEO_DEFAULT_PER_PAGE */
  limit?: number | undefined;
}

/** Default page size of address lists: enough for an autocomplete, small on the wire. */
export const GEO_DEFAULT_PER_PAGE = 50;
/** Largest page size a client may ask for (`@lender/contracts` `GEO_MAX_RESULTS`). */
export const GEO_MAX_PER_PAGE = 100;

export function paging(options: GeoPaging): { page: number; perPage: number; offset: number } {
  const page = Math.max(1, Math.trunc(options.page ?? 1));
  const perPage = Math.min(GEO_MAX_PER_PAGE, Math.max(1, Math.trunc(options.limit ?? GEO_DEFAULT_PER_PAGE)));
  return { page, perPage, offset: (page - 1) * perPage };
}

/** Names that start with the query sort before names that only contain it. */
export function nameMatch(
  column: PgColumn,
  query: string | undefined,
): { where: SQL | undefined; rank: SQL[] } {
  const key = searchKey(query ?? '');
  if (!key) return { where: undefined, rank: [] };
  return {
    where: like(column, containsPattern(key)),
    rank: [desc(sql`(${column} like ${prefixPattern(key)})`)],
  };
}
