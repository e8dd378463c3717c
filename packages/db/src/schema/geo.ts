import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, instantNow } from './columns';

/**
 * Mexican address data (spec §3 Geo, §7 `/web/public/address/*`): states, municipalities, cities
 * and settlements (colonias) by postal code, loaded from SEPOMEX's national postal-code catalogue
 * (`pnpm --filter @lender/core run geo:import CPdescarga.txt`) or, by default, from the small demo
 * extract in `packages/core/data/geo`. Ids are INEGI-style codes, so a re-import finds its rows.
 * `searchName` is the name lower-cased without accents, so look-ups ignore accents portably (no
 * `unaccent` extension).
 */

/** Where a row came from: the official catalogue or the bundled demo extract. */
export const GEO_SOURCES = ['sepomex', 'demo'] as const;
export type GeoSource = (typeof GEO_SOURCES)[number];

/** The 32 federal entities; `code` is the INEGI `cve_ent` (`09` Ciudad de México). */
export const geoStates = pgTable('geo_states', {
  code: text().primaryKey(),
  name: text().notNull(),
  searchName: text().notNull(),
  updatedAt: instantNow(),
});

/**
 * An area of a state (a municipality or a city): its code within the state, its name, and an
 * index to list a state's areas by name. Both tables are built here so they stay the same shape.
 */
function stateAreaTable<Name extends string>(tableName: Name) {
  return pgTable(
    tableName,
    {
      id: text().primaryKey(),
      stateCode: text()
        .notNull()
        .references(() => geoStates.code),
      code: text().notNull(),
      name: text().notNull(),
      searchName: text().notNull(),
      source: text({ enum: GEO_SOURCES }).notNull(),
      updatedAt: instantNow(),
    },
    (t) => [index(`${tableName}_state_idx`).on(t.stateCode, t.searchName)],
  );
}

/** Municipalities (and Mexico City's boroughs); `id` = state code + INEGI `c_mnpio` (`09010`). */
export const geoMunicipalities = stateAreaTable('geo_municipalities');

/** Cities (`d_ciudad`); `id` = state code + SEPOMEX `c_cve_ciudad` (`1403`, Guadalajara). */
export const geoCities = stateAreaTable('geo_cities');

/**
 * Settlements (asentamientos: colonias, barrios, pueblos…) with their postal code; `id` = the
 * municipality id + SEPOMEX `id_asenta_cpcons` (`090100001`, San Ángel).
 */
export const geoSettlements = pgTable(
  'geo_settlements',
  {
    id: text().primaryKey(),
    postalCode: text().notNull(),
    name: text().notNull(),
    searchName: text().notNull(),
    type: text().notNull(),
    typeCode: text().notNull(),
    zone: text().notNull(),
    stateCode: text()
      .notNull()
      .references(() => geoStates.code),
    municipalityId: text()
      .notNull()
      .references(() => geoMunicipalities.id),
    cityId: text().references(() => geoCities.id),
    source: text({ enum: GEO_SOURCES }).notNull(),
    /** When the import that last wrote the row started; older rows can be pruned after a re-import. */
    importedAt: instant().notNull(),
    updatedAt: instantNow(),
  },
  (t) => [
    index('geo_settlements_postal_code_idx').on(t.postalCode),
    index('geo_settlements_municipality_idx').on(t.municipalityId),
    index('geo_settlements_search_idx').on(t.searchName),
  ],
);
