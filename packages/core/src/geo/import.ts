import { and, eq, lt, sql } from 'drizzle-orm';
import { type Clock, systemClock } from '../clock';
import type { Database } from '../db/database';
import { type GeoSource, geoCities, geoMunicipalities, geoSettlements, geoStates } from '../db/schema/geo';
import { geoDemoFile } from './data-files';
import { searchKey } from './search-key';
import {
  parseSepomexLines,
  readSepomexFileLines,
  type SepomexEncoding,
  type SepomexRecord,
  type SepomexRowError,
} from './sepomex';
import { MEXICAN_STATES } from './states';

/**
 * Rows written per statement. 1,000 settlements × 13 columns stays far below PostgreSQL's 65,535
 * bind parameters and keeps PGlite's single connection responsive.
 * @default 1000
 */
export const GEO_IMPORT_BATCH_SIZE = 1000;

/** At most this many rejected rows are kept in the result (the count is always exact). */
const MAX_REPORTED_ERRORS = 100;

export interface ImportSepomexOptions {
  /** @default 'sepomex' */
  source?: GeoSource;
  /** @default GEO_IMPORT_BATCH_SIZE */
  batchSize?: number;
  /**
   * After the import, delete settlements of the same source that the file no longer lists (and
   * municipalities and cities left without settlements).
   * @default false
   */
  prune?: boolean;
  /** @default systemClock */
  clock?: Clock;
  /** Called after each batch with the number of settlements written so far. */
  onProgress?: (settlements: number) => void;
}

export interface ImportSepomexResult {
  /** Settlements inserted or updated. */
  readonly settlements: number;
  /** Distinct municipalities and cities the file referenced. */
  readonly municipalities: number;
  readonly cities: number;
  /** Rows that could not be read (exact count) and the first of them. */
  readonly rejectedCount: number;
  readonly rejected: readonly SepomexRowError[];
  /** Rows deleted by `prune`. */
  readonly pruned: number;
}

/** Writes the 32 states (idempotent); the catalogue's rows refer to them. */
export async function seedStates(db: Database, clock: Clock = systemClock): Promise<number> {
  const now = clock.now();
  await db
    .insert(geoStates)
    .values(MEXICAN_STATES.map((state) => ({ ...state, searchName: searchKey(state.name), updatedAt: now })))
    .onConflictDoUpdate({
      target: geoStates.code,
      set: { name: sql.raw('excluded.name'), searchName: sql.raw('excluded.search_name'), updatedAt: now },
    });
  return MEXICAN_STATES.length;
}

const municipalityId = (record: SepomexRecord) => `${record.stateCode}${record.municipalityCode}`;
const cityId = (record: SepomexRecord) => (record.cityCode ? `${record.stateCode}${record.cityCode}` : null);
const settlementId = (record: SepomexRecord) => `${municipalityId(record)}${record.settlementCode}`;

/**
 * Imports catalogue lines (see `parseSepomexLines`) with batched upserts keyed by INEGI-style ids,
 * so importing the same file twice leaves the same rows. Rejected rows are counted and reported,
 * never fatal; a file without the SEPOMEX header throws `SepomexFormatError` before any write.
 */
export async function importSepomex(
  db: Database,
  lines: AsyncIterable<string> | Iterable<string>,
  options: ImportSepomexOptions = {},
): Promise<ImportSepomexResult> {
  const source = options.source ?? 'sepomex';
  const batchSize = options.batchSize ?? GEO_IMPORT_BATCH_SIZE;
  const clock = options.clock ?? systemClock;
  const startedAt = clock.now();
  const municipalities = new Set<string>();
  const cities = new Set<string>();
  const rejected: SepomexRowError[] = [];
  let rejectedCount = 0;
  let settlements = 0;
  let statesSeeded = false;
  let batch = new Map<string, SepomexRecord>();

  const flush = async () => {
    if (batch.size === 0) return;
    if (!statesSeeded) {
      await seedStates(db, clock);
      statesSeeded = true;
    }
    const records = [...batch.values()];
    batch = new Map();
    await writeBatch(db, records, source, startedAt);
    for (const record of records) {
      municipalities.add(municipalityId(record));
      const city = cityId(record);
      if (city) cities.add(city);
    }
    settlements += records.length;
    options.onProgress?.(settlements);
  };

  for await (const line of parseSepomexLines(lines)) {
    if (line.kind === 'error') {
      rejectedCount += 1;
      if (rejected.length < MAX_REPORTED_ERRORS) rejected.push(line.error);
      continue;
    }
    // The same id twice in one INSERT … ON CONFLICT is an error in PostgreSQL: the last row wins.
    batch.set(settlementId(line.record), line.record);
    if (batch.size >= batchSize) await flush();
  }
  await flush();

  const pruned = options.prune ? await prune(db, source, startedAt) : 0;
  return {
    settlements,
    municipalities: municipalities.size,
    cities: cities.size,
    rejectedCount,
    rejected,
    pruned,
  };
}

async function writeBatch(db: Database, records: SepomexRecord[], source: GeoSource, importedAt: Date) {
  const municipalityRows = new Map<string, typeof geoMunicipalities.$inferInsert>();
  const cityRows = new Map<string, typeof geoCities.$inferInsert>();
  for (const record of records) {
    municipalityRows.set(municipalityId(record), {
      id: municipalityId(record),
      stateCode: record.stateCode,
      code: record.municipalityCode,
      name: record.municipalityName,
      searchName: searchKey(record.municipalityName),
      source,
      updatedAt: importedAt,
    });
    const city = cityId(record);
    if (city && record.cityName && record.cityCode) {
      cityRows.set(city, {
        id: city,
        stateCode: record.stateCode,
        code: record.cityCode,
        name: record.cityName,
        searchName: searchKey(record.cityName),
        source,
        updatedAt: importedAt,
      });
    }
  }
  const placeUpdate = {
    name: sql.raw('excluded.name'),
    searchName: sql.raw('excluded.search_name'),
    source: sql.raw('excluded.source'),
    updatedAt: sql.raw('excluded.updated_at'),
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(geoMunicipalities)
      .values([...municipalityRows.values()])
      .onConflictDoUpdate({ target: geoMunicipalities.id, set: placeUpdate });
    if (cityRows.size > 0) {
      await tx
        .insert(geoCities)
        .values([...cityRows.values()])
        .onConflictDoUpdate({ target: geoCities.id, set: placeUpdate });
    }
    await tx
      .insert(geoSettlements)
      .values(
        records.map((record) => ({
          id: settlementId(record),
          postalCode: record.postalCode,
          name: record.settlementName,
          searchName: searchKey(record.settlementName),
          type: record.settlementType,
          typeCode: record.settlementTypeCode,
          zone: record.zone,
          stateCode: record.stateCode,
          municipalityId: municipalityId(record),
          cityId: cityId(record),
          source,
          importedAt,
          updatedAt: importedAt,
        })),
      )
      .onConflictDoUpdate({
        target: geoSettlements.id,
        set: {
          ...placeUpdate,
          postalCode: sql.raw('excluded.postal_code'),
          type: sql.raw('excluded.type'),
          typeCode: sql.raw('excluded.type_code'),
          zone: sql.raw('excluded.zone'),
          stateCode: sql.raw('excluded.state_code'),
          municipalityId: sql.raw('excluded.municipality_id'),
          cityId: sql.raw('excluded.city_id'),
          importedAt: sql.raw('excluded.imported_at'),
        },
      });
  });
}

async function prune(db: Database, source: GeoSource, startedAt: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const settlements = await tx
      .delete(geoSettlements)
      .where(and(eq(geoSettlements.source, source), lt(geoSettlements.importedAt, startedAt)))
      .returning({ id: geoSettlements.id });
    // Raw correlated sub-queries: the outer table must be named explicitly inside them.
    const unusedCities = await tx
      .delete(geoCities)
      .where(
        and(
          eq(geoCities.source, source),
          sql`not exists (select 1 from geo_settlements s where s.city_id = geo_cities.id)`,
        ),
      )
      .returning({ id: geoCities.id });
    const unusedMunicipalities = await tx
      .delete(geoMunicipalities)
      .where(
        and(
          eq(geoMunicipalities.source, source),
          sql`not exists (select 1 from geo_settlements s where s.municipality_id = geo_municipalities.id)`,
        ),
      )
      .returning({ id: geoMunicipalities.id });
    return settlements.length + unusedCities.length + unusedMunicipalities.length;
  });
}

/** Imports a catalogue file from disk, streamed (ISO-8859-1 unless `encoding` says otherwise). */
export async function importSepomexFile(
  db: Database,
  path: string,
  options: ImportSepomexOptions & { encoding?: SepomexEncoding } = {},
): Promise<ImportSepomexResult> {
  return importSepomex(db, readSepomexFileLines(path, options.encoding), options);
}

/**
 * The default geo seed: the 32 states always, and the bundled demo extract (`data/geo`, marked
 * `source = 'demo'`) unless the official catalogue has been imported, whose rows it must not
 * relabel. Idempotent; run at every start.
 */
export async function seedGeoDemoData(
  db: Database,
  clock: Clock = systemClock,
): Promise<{ states: number; demoSettlements: number }> {
  const states = await seedStates(db, clock);
  const [official] = await db
    .select({ id: geoSettlements.id })
    .from(geoSettlements)
    .where(eq(geoSettlements.source, 'sepomex'))
    .limit(1);
  if (official) return { states, demoSettlements: 0 };
  const result = await importSepomexFile(db, geoDemoFile(), { source: 'demo', clock });
  return { states, demoSettlements: result.settlements };
}
