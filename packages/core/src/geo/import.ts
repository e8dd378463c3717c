import type { Database } from '@lender/db';
import { and, eq, lt, sql } from '@lender/db/orm';
import { type GeoSource, geoCities, geoMunicipalities, geoSettlements, geoStates } from '@lender/db/schema';
import { type Clock, systemClock } from '../clock';
import { geoCatalogueFile } from './data-files';
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
 * Rows written per statement. Each column travels as one array parameter (`unnest`), so a batch
 * costs 13 bind parameters whatever its size; 5,000 rows keep each statement short enough for
 * PGlite's single connection to stay responsive.
 * @default 5000
 */
export const GEO_IMPORT_BATCH_SIZE = 5000;

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
/**
 * The official file codes cities (`c_cve_ciudad`, `1403`); the shipped TSV form names them only, so
 * those cities are keyed by state and name (`14:guadalajara`), which stays stable across loads.
 */
const cityId = (record: SepomexRecord) =>
  record.cityCode
    ? `${record.stateCode}${record.cityCode}`
    : record.cityName
      ? `${record.stateCode}:${searchKey(record.cityName)}`
      : null;
const cityCode = (record: SepomexRecord) => record.cityCode ?? searchKey(record.cityName ?? '');
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

/** `text[]` parameter (one per column) for `unnest`: a whole batch in 13 bind parameters. */
const textArray = (values: readonly (string | null)[]) => sql`${sql.param(values)}::text[]`;

async function writeBatch(db: Database, records: SepomexRecord[], source: GeoSource, importedAt: Date) {
  const municipalityRows = new Map<string, SepomexRecord>();
  const cityRows = new Map<string, SepomexRecord>();
  for (const record of records) {
    municipalityRows.set(municipalityId(record), record);
    const city = cityId(record);
    if (city) cityRows.set(city, record);
  }
  const at = importedAt.toISOString();
  const places = (
    table: 'geo_municipalities' | 'geo_cities',
    rows: Map<string, SepomexRecord>,
    code: (record: SepomexRecord) => string,
    name: (record: SepomexRecord) => string,
  ) => {
    const list = [...rows];
    return sql`insert into ${sql.identifier(table)} (id, state_code, code, name, search_name, source, updated_at)
      select r.id, r.state_code, r.code, r.name, r.search_name, ${source}, ${at}::timestamptz
      from unnest(${textArray(list.map(([id]) => id))}, ${textArray(list.map(([, r]) => r.stateCode))},
        ${textArray(list.map(([, r]) => code(r)))}, ${textArray(list.map(([, r]) => name(r)))},
        ${textArray(list.map(([, r]) => searchKey(name(r))))}) as r(id, state_code, code, name, search_name)
      on conflict (id) do update set name = excluded.name, search_name = excluded.search_name,
        source = excluded.source, updated_at = excluded.updated_at`;
  };
  await db.transaction(async (tx) => {
    await tx.execute(
      places(
        'geo_municipalities',
        municipalityRows,
        (r) => r.municipalityCode,
        (r) => r.municipalityName,
      ),
    );
    if (cityRows.size > 0) {
      await tx.execute(places('geo_cities', cityRows, cityCode, (r) => r.cityName ?? ''));
    }
    const column = (pick: (record: SepomexRecord) => string | null) => textArray(records.map(pick));
    await tx.execute(sql`insert into geo_settlements (id, postal_code, name, search_name, type, type_code, zone,
        state_code, municipality_id, city_id, source, imported_at, updated_at)
      select r.id, r.postal_code, r.name, r.search_name, r.type, r.type_code, r.zone, r.state_code,
        r.municipality_id, r.city_id, ${source}, ${at}::timestamptz, ${at}::timestamptz
      from unnest(${column(settlementId)}, ${column((r) => r.postalCode)}, ${column((r) => r.settlementName)},
        ${column((r) => searchKey(r.settlementName))}, ${column((r) => r.settlementType)},
        ${column((r) => r.settlementTypeCode)}, ${column((r) => r.zone)}, ${column((r) => r.stateCode)},
        ${column(municipalityId)}, ${column(cityId)})
        as r(id, postal_code, name, search_name, type, type_code, zone, state_code, municipality_id, city_id)
      on conflict (id) do update set name = excluded.name, search_name = excluded.search_name,
        source = excluded.source, updated_at = excluded.updated_at, postal_code = excluded.postal_code,
        type = excluded.type, type_code = excluded.type_code, zone = excluded.zone,
        state_code = excluded.state_code, municipality_id = excluded.municipality_id,
        city_id = excluded.city_id, imported_at = excluded.imported_at`);
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

/** Imports a catalogue file from disk, streamed (`.gz` gunzipped; encoding from the file name unless given). */
export async function importSepomexFile(
  db: Database,
  path: string,
  options: ImportSepomexOptions & { encoding?: SepomexEncoding } = {},
): Promise<ImportSepomexResult> {
  return importSepomex(db, readSepomexFileLines(path, options.encoding), options);
}

/** What {@link ensureGeoCatalogue} did. */
export interface EnsureGeoCatalogueResult {
  /** False when the catalogue was there already (nothing written). */
  readonly loaded: boolean;
  readonly settlements: number;
  readonly municipalities: number;
  /** Wall-clock milliseconds of the load (0 when nothing was loaded). */
  readonly milliseconds: number;
}

/** Serialises concurrent first starts (two API instances on one PostgreSQL). */
const GEO_LOAD_LOCK = 7_318_005;

/**
 * Loads the complete national catalogue the product ships (`data/geo/sepomex.tsv.gz`, 155,847
 * settlements) when the database has no SEPOMEX rows yet: every state, municipality, colonia and
 * postal code on a fresh start. Idempotent and cheap afterwards (one indexed look-up); a newer
 * official file is imported with `geo:import`, whose rows this never overwrites. Rows of the old
 * demo extract (`source = 'demo'`) are replaced. Runs at API start and in `migrate`.
 */
export async function ensureGeoCatalogue(
  db: Database,
  options: { clock?: Clock; file?: string; onProgress?: (settlements: number) => void } = {},
): Promise<EnsureGeoCatalogueResult> {
  const clock = options.clock ?? systemClock;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${GEO_LOAD_LOCK})`);
    const [official] = await tx
      .select({ id: geoSettlements.id })
      .from(geoSettlements)
      .where(eq(geoSettlements.source, 'sepomex'))
      .limit(1);
    if (official) return { loaded: false, settlements: 0, municipalities: 0, milliseconds: 0 };
    const started = performance.now();
    const result = await importSepomexFile(tx, options.file ?? geoCatalogueFile(), {
      source: 'sepomex',
      clock,
      ...(options.onProgress && { onProgress: options.onProgress }),
    });
    await prune(tx, 'demo', new Date('9999-12-31T00:00:00Z'));
    return {
      loaded: true,
      settlements: result.settlements,
      municipalities: result.municipalities,
      milliseconds: Math.round(performance.now() - started),
    };
  });
}
