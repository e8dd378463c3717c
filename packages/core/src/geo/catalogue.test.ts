import { sql } from '@lender/db/orm';
import { createTestDb, type TestDb } from '@lender/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../clock';
import { checkAddress } from './address-directory';
import { postalCodeLookup } from './address-postal-code';
import { type EnsureGeoCatalogueResult, ensureGeoCatalogue } from './import';

/**
 * The complete national catalogue the product ships, loaded as a fresh start loads it: the one
 * test that reads all 155,847 rows (a few seconds; every other test uses a small subset).
 */
let testDb: TestDb;
let load: EnsureGeoCatalogueResult;

beforeAll(async () => {
  testDb = await createTestDb();
  load = await ensureGeoCatalogue(testDb.db, { clock: fixedClock('2026-03-02T18:00:00Z') });
  // About 7 s alone; on a shared two-core machine under heavy load it has taken 90 s.
}, 600_000);
afterAll(async () => {
  await testDb?.close();
});

describe('the shipped SEPOMEX catalogue (data/geo/sepomex.tsv.gz)', () => {
  it('gives a fresh database every state, municipality, colonia and postal code', async () => {
    expect(load).toMatchObject({ loaded: true, settlements: 155_847, municipalities: 2_478 });
    const result = await testDb.db.execute(sql`select
        (select count(*)::int from geo_states) as states,
        (select count(*)::int from geo_municipalities) as municipalities,
        (select count(*)::int from geo_settlements) as settlements,
        (select count(distinct postal_code)::int from geo_settlements) as postal_codes,
        (select count(distinct state_code)::int from geo_settlements) as states_with_rows`);
    const counts = (result as unknown as { rows: Record<string, number>[] }).rows[0];
    // The counts the data's README measured on the file.
    expect(counts).toEqual({
      states: 32,
      municipalities: 2_478,
      settlements: 155_847,
      postal_codes: 32_009,
      states_with_rows: 32,
    });
  });

  it.each([
    ['06700', 'Roma Norte', 'Cuauhtémoc', 'Ciudad de México'],
    ['44100', 'Guadalajara Centro', 'Guadalajara', 'Jalisco'],
    ['64000', 'Monterrey Centro', 'Monterrey', 'Nuevo León'],
    ['01000', 'San Ángel', 'Álvaro Obregón', 'Ciudad de México'],
  ])('%s → %s, %s, %s', async (postalCode, colonia, municipality, state) => {
    const found = await postalCodeLookup(testDb, postalCode);
    expect(found?.wards.map((w) => w.title)).toContain(colonia);
    expect(found?.city.title).toBe(municipality);
    expect(found?.region.title).toBe(state);
  });

  it('refuses the address of the bug report: 06700 with colonia 999999999 under Jalisco/Guadalajara', async () => {
    const { violations } = await checkAddress(testDb.db, {
      postalCode: '06700',
      regionId: 14,
      cityId: 14039,
      wardId: 999_999_999,
    });
    expect(violations.map((v) => v.field).sort()).toEqual(['cityId', 'regionId', 'wardId']);
  });

  it('is not loaded twice', async () => {
    expect(await ensureGeoCatalogue(testDb.db)).toMatchObject({ loaded: false });
  });
});
