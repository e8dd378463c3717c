import { asc, eq, sql } from '@lender/db/orm';
import { geoCities, geoMunicipalities, geoSettlements, geoStates } from '@lender/db/schema';
import { createTestDb, type TestDb } from '@lender/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../clock';
import { geoFixtureFile, geoTestSubsetFile } from './data-files';
import { ensureGeoCatalogue, importSepomex, importSepomexFile } from './import';
import { searchKey } from './search-key';
import { SEPOMEX_COLUMNS, SepomexFormatError } from './sepomex';
import { MEXICAN_STATES } from './states';

let testDb: TestDb;
let migratedStates: Array<{ code: string; name: string; searchName: string }>;
const clock = fixedClock('2026-03-02T18:00:00Z');

beforeAll(async () => {
  testDb = await createTestDb();
  migratedStates = await testDb.db
    .select({ code: geoStates.code, name: geoStates.name, searchName: geoStates.searchName })
    .from(geoStates)
    .orderBy(asc(geoStates.code));
});
afterAll(async () => {
  await testDb?.close();
});
beforeEach(async () => {
  // Each test starts from empty geo tables (children first, for the foreign keys).
  await testDb.db.delete(geoSettlements);
  await testDb.db.delete(geoCities);
  await testDb.db.delete(geoMunicipalities);
  await testDb.db.delete(geoStates);
});

async function counts() {
  const { db } = testDb;
  const count = async (
    table: typeof geoStates | typeof geoSettlements | typeof geoCities | typeof geoMunicipalities,
  ) => (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;
  return {
    states: await count(geoStates),
    municipalities: await count(geoMunicipalities),
    cities: await count(geoCities),
    settlements: await count(geoSettlements),
  };
}

const HEADER = SEPOMEX_COLUMNS.join('|');

describe('the geo_states migration', () => {
  it('puts the 32 states of MEXICAN_STATES in every migrated database', () => {
    expect(migratedStates).toEqual(
      MEXICAN_STATES.map((state) => ({ ...state, searchName: searchKey(state.name) })),
    );
  });
});

describe('importSepomexFile on the CPdescarga.txt-format fixture', () => {
  it('writes states, municipalities, cities and settlements with their accents intact', async () => {
    const result = await importSepomexFile(testDb.db, geoFixtureFile(), { clock, batchSize: 7 });
    expect(result).toEqual({
      settlements: 25,
      municipalities: 7,
      cities: 4,
      rejectedCount: 0,
      rejected: [],
      pruned: 0,
    });
    expect(await counts()).toEqual({ states: 32, municipalities: 7, cities: 4, settlements: 25 });

    const { db } = testDb;
    const [canada] = await db.select().from(geoSettlements).where(eq(geoSettlements.id, '090100117'));
    expect(canada).toMatchObject({
      name: '1a Sección Cañada',
      searchName: '1a seccion canada',
      postalCode: '01269',
      type: 'Colonia',
      zone: 'Urbano',
      municipalityId: '09010',
      cityId: '0901',
      stateCode: '09',
      source: 'sepomex',
    });
    const municipalities = await db
      .select({ id: geoMunicipalities.id, name: geoMunicipalities.name })
      .from(geoMunicipalities)
      .orderBy(asc(geoMunicipalities.id));
    expect(municipalities).toEqual([
      { id: '05012', name: 'Guerrero' },
      { id: '05037', name: 'Villa Unión' },
      { id: '09010', name: 'Álvaro Obregón' },
      { id: '13037', name: 'Metztitlán' },
      { id: '14039', name: 'Guadalajara' },
      { id: '14120', name: 'Zapopan' },
      // Same INEGI municipality code 039 as Guadalajara, different state: ids are state-qualified.
      { id: '19039', name: 'Monterrey' },
    ]);
    const [rural] = await db.select().from(geoSettlements).where(eq(geoSettlements.name, 'Olotla'));
    expect(rural).toMatchObject({ cityId: null, zone: 'Rural', municipalityId: '13037' });
  });

  it('is idempotent: importing the same file again leaves the same rows', async () => {
    await importSepomexFile(testDb.db, geoFixtureFile(), { clock });
    const before = await testDb.db.select().from(geoSettlements).orderBy(asc(geoSettlements.id));
    clock.advance(60_000);
    const again = await importSepomexFile(testDb.db, geoFixtureFile(), { clock });
    expect(again.settlements).toBe(25);
    expect(await counts()).toEqual({ states: 32, municipalities: 7, cities: 4, settlements: 25 });
    const after = await testDb.db.select().from(geoSettlements).orderBy(asc(geoSettlements.id));
    const strip = (rows: typeof before) => rows.map(({ importedAt, updatedAt, ...rest }) => rest);
    expect(strip(after)).toEqual(strip(before));
  });

  it('updates a renamed settlement in place and, with prune, drops what the file no longer lists', async () => {
    await importSepomexFile(testDb.db, geoFixtureFile(), { clock });
    clock.advance(60_000);
    const result = await importSepomex(
      testDb.db,
      [
        'disclaimer',
        HEADER,
        '01000|San Ángel (renamed)|Colonia|Álvaro Obregón|Ciudad de México|Ciudad de México|01001|09|01001||09|010|0001|Urbano|01',
      ],
      { clock, prune: true },
    );
    expect(result.settlements).toBe(1);
    // 24 settlements, 6 municipalities and 3 cities no longer referenced.
    expect(result.pruned).toBe(24 + 6 + 3);
    expect(await counts()).toEqual({ states: 32, municipalities: 1, cities: 1, settlements: 1 });
    const [row] = await testDb.db.select().from(geoSettlements);
    expect(row).toMatchObject({ id: '090100001', name: 'San Ángel (renamed)' });
  });

  it('counts and reports unreadable rows with their line numbers and imports the rest', async () => {
    const result = await importSepomex(
      testDb.db,
      [
        'disclaimer',
        HEADER,
        '01000|San Ángel|Colonia|Álvaro Obregón|Ciudad de México|Ciudad de México|01001|09|01001||09|010|0001|Urbano|01',
        '1000|Broken|Colonia|Álvaro Obregón|Ciudad de México|Ciudad de México|01001|09|01001||09|010|0002|Urbano|01',
      ],
      { clock },
    );
    expect(result).toMatchObject({
      settlements: 1,
      rejectedCount: 1,
      rejected: [{ line: 4, reason: 'invalid postal code "1000"' }],
    });
  });

  it('refuses a file without the SEPOMEX header and writes nothing', async () => {
    await expect(
      importSepomex(testDb.db, ['a|b|c', '1|2|3', '4|5|6', '7|8|9', '10|11|12', '13|14|15'], { clock }),
    ).rejects.toThrow(SepomexFormatError);
    expect(await counts()).toEqual({ states: 0, municipalities: 0, cities: 0, settlements: 0 });
  });
});

describe('ensureGeoCatalogue', () => {
  // The full catalogue is loaded (and counted) by catalogue.test.ts; here a subset stands in for it.
  it('loads the catalogue into a database without SEPOMEX rows, once, replacing demo rows', async () => {
    await importSepomexFile(testDb.db, geoFixtureFile(), { clock, source: 'demo' });
    const first = await ensureGeoCatalogue(testDb.db, { clock, file: geoTestSubsetFile() });
    expect(first).toMatchObject({ loaded: true, settlements: 13, municipalities: 5 });
    const sources = await testDb.db.selectDistinct({ source: geoSettlements.source }).from(geoSettlements);
    expect(sources).toEqual([{ source: 'sepomex' }]);
    expect(await counts()).toMatchObject({ states: 32, municipalities: 5, settlements: 13 });
    const [romaNorte] = await testDb.db
      .select()
      .from(geoSettlements)
      .where(eq(geoSettlements.id, '090150947'));
    expect(romaNorte).toMatchObject({
      name: 'Roma Norte',
      postalCode: '06700',
      cityId: '09:ciudad de mexico',
    });
    expect(await ensureGeoCatalogue(testDb.db, { clock, file: geoTestSubsetFile() })).toMatchObject({
      loaded: false,
    });
  });

  it('leaves an imported official catalogue alone', async () => {
    await importSepomexFile(testDb.db, geoFixtureFile(), { clock });
    expect(await ensureGeoCatalogue(testDb.db, { clock, file: geoTestSubsetFile() })).toMatchObject({
      loaded: false,
    });
    expect(await counts()).toMatchObject({ settlements: 25 });
  });
});
