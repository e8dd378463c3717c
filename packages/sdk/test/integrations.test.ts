import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unwrap } from '../src/unwrap';
import { type RunningApi, startApi } from './api-server';
import { borrowers, clabe } from './borrower';

// Issue 7 "Tests against the real API server": the providers' sandboxes (Veriff, Belvo), referrals,
// address suggestions and CLABE validation through the SDK against the API started in process.

let server: RunningApi;
let helpers: Awaited<ReturnType<typeof borrowers>>;
beforeAll(async () => {
  server = await startApi();
  helpers = await borrowers(server, 'SDKI');
  // Real rows of SEPOMEX's catalogue in its official format (packages/core/data/geo).
  await helpers.core.importSepomexFile(server.core.db, helpers.core.geoFixtureFile(), {
    clock: server.clock,
  });
});
afterAll(() => server.stop());

describe('Veriff and Belvo', () => {
  it('opens a Veriff session once and reads it back', async () => {
    const { api } = await helpers.onboard();
    expect(await api.client.veriffSession()).toMatchObject({ success: false, status: 404 });
    const created = unwrap(await api.client.veriffCreateSession());
    expect(created.url).toMatch(/^https?:\/\//);
    expect(unwrap(await api.client.veriffCreateSession()).id).toBe(created.id);
    expect(unwrap(await api.client.veriffSession()).id).toBe(created.id);
  });

  it('gives a Belvo widget token, and skipping Belvo answers the next flow step', async () => {
    const { api } = await helpers.onboard();
    const token = unwrap(await api.client.belvoAccessToken());
    expect(token.accessToken.length).toBeGreaterThan(0);
    expect(token.expiresIn).toBeGreaterThan(0);
    const skipped = unwrap(await api.client.belvoSkip());
    expect(skipped.step).not.toBe('belvo');
    expect(unwrap(await api.client.flow()).step).toBe(skipped.step);
  });
});

describe('referrals', () => {
  it('invites by e-mail, lists the invitation masked, and refuses the same invitee twice', async () => {
    const { api } = await helpers.onboard();
    const created = await api.client.createReferral({
      body: { channel: 'email', email: 'amiga@example.mx' },
    });
    expect(created).toMatchObject({ success: true, status: 201 });
    if (!created.success) return;
    expect(created.data.contactMasked).not.toContain('amiga@example.mx');
    const list = unwrap(await api.client.referrals());
    expect(list).toMatchObject([{ id: created.data.id, channel: 'email', status: 'invited' }]);
    const again = await api.client.createReferral({ body: { channel: 'email', email: 'AMIGA@example.mx' } });
    expect(again).toMatchObject({ success: false, status: 400, code: 'not_unique' });
  });
});

describe('addresses and CLABE', () => {
  it('suggests colonias with the ids of state, municipality and colonia', async () => {
    const { api } = await helpers.onboard();
    const suggestions = unwrap(await api.client.addressSuggestions({ query: { query: 'san angel' } }));
    expect(suggestions[0]).toEqual({
      title: 'San Ángel, Álvaro Obregón, Ciudad de México',
      postalCode: '01000',
      regionId: 9,
      cityId: 9010,
      wardId: 90100001,
    });
  });

  it('validates a CLABE and names its bank, and refuses a bad check digit on the iban field', async () => {
    const { api } = await helpers.onboard();
    const good = clabe(42);
    expect(unwrap(await api.client.ibanValidate({ body: { iban: good } }))).toMatchObject({
      valid: true,
      bankCode: '002',
    });
    const bad = `${good.slice(0, 17)}${(Number(good.slice(17)) + 1) % 10}`;
    const refused = await api.client.ibanValidate({ body: { iban: bad } });
    expect(refused).toMatchObject({ success: false, status: 400 });
    expect(refused.errors.iban).toBeDefined();
  });
});
