import { createTestDb, type TestDb } from '@lender/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../clock';
import { addressCities } from './address-cities';
import { GEO_MAX_PER_PAGE, geoCode } from './address-directory';
import { addressDistricts } from './address-districts';
import { addressRegionCities } from './address-region-cities';
import { addressRegions } from './address-regions';
import { addressWards } from './address-wards';
import { geoFixtureFile } from './data-files';
import { importSepomexFile } from './import';
import { containsPattern, searchKey } from './search-key';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
  await importSepomexFile(testDb.db, geoFixtureFile(), { clock: fixedClock('2026-03-02T18:00:00Z') });
});
afterAll(async () => {
  await testDb?.close();
});

describe('searchKey', () => {
  it.each([
    ['Álvaro Obregón', 'alvaro obregon'],
    ['  Nuevo   León ', 'nuevo leon'],
    ['1a Sección Cañada', '1a seccion canada'],
    ['MEXICALTZINGO', 'mexicaltzingo'],
  ])('%s → %s', (input, key) => {
    expect(searchKey(input)).toBe(key);
  });

  it('escapes LIKE wildcards in user input', () => {
    expect(containsPattern('50%_a\\')).toBe('%50\\%\\_a\\\\%');
  });
});

describe('geoCode', () => {
  it.each([
    ['region', 9, '09'],
    ['city', 9010, '09010'],
    ['district', 1000, '01000'],
    ['ward', 90100001, '090100001'],
  ] as const)('%s %i → %s', (kind, id, code) => {
    expect(geoCode(kind, id)).toBe(code);
  });
});

describe('addressRegions', () => {
  it('lists the 32 states, paged', async () => {
    const all = await addressRegions(testDb, { query: { limit: GEO_MAX_PER_PAGE } });
    expect(all.total).toBe(32);
    expect(all.items).toHaveLength(32);
    expect(all.items[0]).toEqual({ id: 1, title: 'Aguascalientes' });
    const second = await addressRegions(testDb, { query: { page: 2, limit: 10 } });
    expect(second).toMatchObject({ total: 32, page: 2, perPage: 10 });
    expect(second.items[0]).toEqual(all.items[10]);
  });

  it('matches without accents, names that start with the query first', async () => {
    expect((await addressRegions(testDb, { query: { query: 'nuevo leon' } })).items).toEqual([
      { id: 19, title: 'Nuevo León' },
    ]);
    const mex = await addressRegions(testDb, { query: { query: 'méx' } });
    expect(mex.items.map((i) => i.title)).toEqual(['México', 'Ciudad de México']);
  });
});

describe('addressRegionCities', () => {
  it('lists the municipalities of a state', async () => {
    expect((await addressRegionCities(testDb, { params: { id: 14 } })).items).toEqual([
      { id: 14039, title: 'Guadalajara' },
      { id: 14120, title: 'Zapopan' },
    ]);
    expect(
      (await addressRegionCities(testDb, { params: { id: 14 }, query: { query: 'zap' } })).items,
    ).toEqual([{ id: 14120, title: 'Zapopan' }]);
  });

  it('returns an empty list for a state without imported municipalities', async () => {
    expect(await addressRegionCities(testDb, { params: { id: 32 } })).toMatchObject({ items: [], total: 0 });
  });

  it('is not_found for an unknown state', async () => {
    await expect(addressRegionCities(testDb, { params: { id: 99 } })).rejects.toMatchObject({
      code: 'not_found',
    });
  });
});

describe('addressCities', () => {
  it('finds municipalities by name across states', async () => {
    expect((await addressCities(testDb, { query: { query: 'guerrero' } })).items).toEqual([
      { id: 5012, title: 'Guerrero' },
    ]);
  });

  it('gives the municipality of a postal code, within a state when asked', async () => {
    expect((await addressCities(testDb, { query: { postalCode: '64180' } })).items).toEqual([
      { id: 19039, title: 'Monterrey' },
    ]);
    expect((await addressCities(testDb, { query: { postalCode: '64180', regionId: 14 } })).items).toEqual([]);
  });
});

describe('addressDistricts', () => {
  it('lists distinct postal codes starting with the typed digits', async () => {
    const result = await addressDistricts(testDb, { query: { query: '010' } });
    expect(result.items).toEqual([
      { id: 1000, title: '01000' },
      { id: 1010, title: '01010' },
      { id: 1030, title: '01030' },
      { id: 1060, title: '01060' },
    ]);
    expect(result.total).toBe(4);
  });

  it('filters by state and municipality', async () => {
    expect((await addressDistricts(testDb, { query: { regionId: 19 } })).items.map((i) => i.title)).toEqual([
      '64150',
      '64180',
    ]);
    expect((await addressDistricts(testDb, { query: { cityId: 14120 } })).items.map((i) => i.title)).toEqual([
      '45140',
    ]);
  });
});

describe('addressWards', () => {
  it('lists the colonias of a postal code', async () => {
    const result = await addressWards(testDb, { query: { postalCode: '44200' } });
    expect(result.items).toEqual([
      { id: 140390019, title: 'Artesanos', postalCode: '44200' },
      { id: 140390021, title: 'Capilla de Jesús', postalCode: '44200' },
      { id: 140390020, title: 'El Santuario', postalCode: '44200' },
    ]);
    expect(result.total).toBe(3);
  });

  it('takes a district id as the postal code', async () => {
    expect((await addressWards(testDb, { query: { districtId: 1030 } })).items.map((i) => i.title)).toEqual([
      'Axotla',
      'Florida',
    ]);
  });

  it('matches names without accents and pages the rest', async () => {
    expect((await addressWards(testDb, { query: { query: 'canada' } })).items).toEqual([
      { id: 90100117, title: '1a Sección Cañada', postalCode: '01269' },
    ]);
    const firstPage = await addressWards(testDb, { query: { query: 'morelos', limit: 2 } });
    expect(firstPage).toMatchObject({ total: 3, page: 1, perPage: 2 });
    expect(firstPage.items.map((i) => i.title)).toEqual(['Morelos', 'Nueva Morelos']);
  });
});
