import { geoFixtureFile, importSepomexFile } from '@lender/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Real rows of SEPOMEX's catalogue in its official format (packages/core/data/geo).
  await importSepomexFile(t.core.db, geoFixtureFile(), { clock: t.clock });
});
afterAll(() => t.close());

const BASE = '/web/public/address';

function pagination(headers: Headers) {
  return ['x-page', 'x-per-page', 'x-total-count', 'x-count'].map((name) => headers.get(name));
}

describe('GET /web/public/address/region', () => {
  it('lists the 32 states with pagination headers', async () => {
    const res = await t.call('GET', `${BASE}/region?limit=100`);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toHaveLength(32);
    // Sorted by name for the select: Ciudad de México is seventh.
    expect(res.body.data[6]).toEqual({ id: 9, title: 'Ciudad de México' });
    expect(pagination(res.headers)).toEqual(['1', '100', '32', '32']);
  });

  it('filters by name without accents and pages', async () => {
    const res = await t.call('GET', `${BASE}/region?query=nuevo%20leon`);
    expect(res.body.data).toEqual([{ id: 19, title: 'Nuevo León' }]);
    const second = await t.call('GET', `${BASE}/region?limit=10&page=4`);
    expect(second.body.data.map((place: { id: number }) => place.id)).toEqual([31, 32]);
    expect(pagination(second.headers)).toEqual(['4', '10', '32', '2']);
  });

  it.each([['limit=0'], ['limit=101'], ['page=0'], [`query=${'x'.repeat(101)}`]])(
    '400 for %s',
    async (query) => {
      const res = await t.call('GET', `${BASE}/region?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation_failed');
      expect(res.body.errors?.[0]?.propertyPath).toMatch(/^children\[(limit|page|query)\]\.data$/);
    },
  );
});

describe('GET /web/public/address/region/{id}/city', () => {
  it('lists the municipalities of a state', async () => {
    const res = await t.call('GET', `${BASE}/region/14/city`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { id: 14039, title: 'Guadalajara' },
      { id: 14120, title: 'Zapopan' },
    ]);
    expect(res.headers.get('x-total-count')).toBe('2');
  });

  it('404 for a state that does not exist', async () => {
    const res = await t.call('GET', `${BASE}/region/99/city`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 'not_found' });
  });

  it('rejects an id that is not a positive number', async () => {
    const res = await t.call('GET', `${BASE}/region/abc/city`);
    expect([400, 404]).toContain(res.status);
    expect(res.body.success).toBe(false);
  });
});

describe('GET /web/public/address/district', () => {
  it('lists postal codes by their first digits, or of a municipality', async () => {
    const res = await t.call('GET', `${BASE}/district?query=441`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { id: 44100, title: '44100' },
      { id: 44160, title: '44160' },
      { id: 44180, title: '44180' },
    ]);
    const ofZapopan = await t.call('GET', `${BASE}/district?cityId=14120`);
    expect(ofZapopan.body.data).toEqual([{ id: 45140, title: '45140' }]);
  });

  it('400 for a malformed postal code', async () => {
    const res = await t.call('GET', `${BASE}/district?postalCode=441`);
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]).toMatchObject({
      propertyPath: 'children[postalCode].data',
      code: 'invalid_format',
    });
  });
});

describe('GET /web/public/address/ward', () => {
  it('lists the colonias of a postal code with their postal code', async () => {
    const res = await t.call('GET', `${BASE}/ward?postalCode=01030`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { id: 90100009, title: 'Axotla', postalCode: '01030' },
      { id: 90100010, title: 'Florida', postalCode: '01030' },
    ]);
    const byDistrict = await t.call('GET', `${BASE}/ward?districtId=1030`);
    expect(byDistrict.body.data).toEqual(res.body.data);
  });

  it('finds a colonia by name without accents within a municipality', async () => {
    const res = await t.call('GET', `${BASE}/ward?cityId=9010&query=canada`);
    expect(res.body.data).toEqual([{ id: 90100117, title: '1a Sección Cañada', postalCode: '01269' }]);
  });

  it('400 for a non-numeric cityId', async () => {
    const res = await t.call('GET', `${BASE}/ward?cityId=guadalajara`);
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.propertyPath).toBe('children[cityId].data');
  });
});

describe('GET /web/public/address/city', () => {
  it('finds municipalities by name, within a state, and by postal code', async () => {
    const byName = await t.call('GET', `${BASE}/city?query=alvaro`);
    expect(byName.status).toBe(200);
    expect(byName.body.data).toEqual([{ id: 9010, title: 'Álvaro Obregón' }]);
    const byCode = await t.call('GET', `${BASE}/city?postalCode=64180`);
    expect(byCode.body.data).toEqual([{ id: 19039, title: 'Monterrey' }]);
    const inState = await t.call('GET', `${BASE}/city?regionId=5`);
    expect(inState.body.data.map((place: { title: string }) => place.title)).toEqual([
      'Guerrero',
      'Villa Unión',
    ]);
  });

  it('400 for a malformed regionId', async () => {
    const res = await t.call('GET', `${BASE}/city?regionId=-1`);
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.propertyPath).toBe('children[regionId].data');
  });
});

describe('GET /web/public/address/postal-code/{postalCode}', () => {
  it('gives the colonias of a postal code with their municipality and state', async () => {
    const res = await t.call('GET', `${BASE}/postal-code/06700`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      postalCode: '06700',
      region: { id: 9, title: 'Ciudad de México' },
      city: { id: 9015, title: 'Cuauhtémoc' },
      cities: [{ id: 9015, title: 'Cuauhtémoc' }],
      wards: [{ id: 90150947, title: 'Roma Norte', type: 'Colonia', cityId: 9015 }],
    });
    const guadalajara = await t.call('GET', `${BASE}/postal-code/44100`);
    expect(guadalajara.body.data).toMatchObject({
      region: { id: 14, title: 'Jalisco' },
      city: { id: 14039, title: 'Guadalajara' },
    });
    expect(guadalajara.body.data.wards.map((w: { title: string }) => w.title)).toContain(
      'Guadalajara Centro',
    );
  });

  it('404 for a code the catalogue lacks, 400 for one that is not five digits', async () => {
    expect(await t.call('GET', `${BASE}/postal-code/00001`)).toMatchObject({
      status: 404,
      body: { code: 'not_found' },
    });
    expect((await t.call('GET', `${BASE}/postal-code/6700`)).status).toBe(400);
  });
});
