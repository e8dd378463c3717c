import { geoFixtureFile, importSepomexFile } from '@lender/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { curp, registerClient } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  // Real rows of SEPOMEX's catalogue in its official format (packages/core/data/geo).
  await importSepomexFile(t.core.db, geoFixtureFile(), { clock: t.clock });
  token = (
    await registerClient(t, { nationalIdentificator: curp('ADDR740101HDFRRS0'), birthDate: '1974-01-01' })
  ).token;
});
afterAll(() => t.close());

const PATH = '/web/private/client/addresses/list';

describe('GET /web/private/client/addresses/list', () => {
  it('suggests colonias by name, accents ignored, with the ids of state, municipality and colonia', async () => {
    const res = await t.call('GET', `${PATH}?query=san%20angel`, { token });
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toEqual({
      title: 'San Ángel, Álvaro Obregón, Ciudad de México',
      postalCode: '01000',
      regionId: 9,
      cityId: 9010,
      wardId: 90100001,
    });
  });

  it('reads five digits as a postal code and lists its colonias', async () => {
    const res = await t.call('GET', `${PATH}?query=01000`, { token });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThanOrEqual(1);
    for (const suggestion of res.body.data) expect(suggestion.postalCode).toBe('01000');
  });

  it('narrows to a postal code and honours the limit', async () => {
    const all = await t.call('GET', `${PATH}?query=co&limit=2`, { token });
    expect(all.body.data.length).toBeLessThanOrEqual(2);
    const none = await t.call('GET', `${PATH}?query=san%20angel&postalCode=64000`, { token });
    expect(none.body.data).toEqual([]);
  });

  it.each([['query=a'], ['query=san&limit=21'], ['query=san&postalCode=123'], ['']])(
    '400 for %s',
    async (query) => {
      const res = await t.call('GET', `${PATH}?${query}`, { token });
      expect(res.status).toBe(400);
    },
  );

  it('answers 401 without a token', async () => {
    expect((await t.call('GET', `${PATH}?query=san`)).status).toBe(401);
  });
});
