import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../src/client';
import { createOfferQuoter } from '../src/offer-quoter';
import { unwrap } from '../src/unwrap';
import { loadCore, type RunningApi, startApi } from './api-server';

// The public endpoints the API serves today, called through the SDK against the real server
// (Hono on @hono/node-server, a fresh PGlite database, the clock pinned at 2026-03-02).

let server: RunningApi;
let api: ReturnType<typeof createClient>;
beforeAll(async () => {
  server = await startApi();
  const core = await loadCore();
  await core.importSepomexFile(server.core.db, core.geoFixtureFile(), { clock: server.clock });
  api = createClient({ baseUrl: server.baseUrl, getToken: () => undefined });
});
afterAll(() => server.stop());

describe('address (spec §7 Public)', () => {
  it('lists the states with pagination read from the x-* headers', async () => {
    const result = await api.public.addressRegions({ query: { limit: 10 } });
    expect(result.success).toBe(true);
    expect(result.status).toBe(200);
    expect(result.data).toHaveLength(10);
    expect(result.pagination).toEqual({ page: 1, perPage: 10, total: 32, count: 10, totalPages: 4 });
  });

  it('filters by title through the query', async () => {
    expect(unwrap(await api.public.addressRegions({ query: { query: 'nuevo leon' } }))).toEqual([
      { id: 19, title: 'Nuevo León' },
    ]);
  });

  it('fills the path parameter of a state’s cities', async () => {
    expect(unwrap(await api.public.addressRegionCities({ params: { id: 14 } }))).toEqual([
      { id: 14039, title: 'Guadalajara' },
      { id: 14120, title: 'Zapopan' },
    ]);
  });

  it('resolves a 404 into a failure with the catalogue code and message', async () => {
    const result = await api.public.addressRegionCities({ params: { id: 99 } });
    expect(result).toMatchObject({
      success: false,
      status: 404,
      code: 'not_found',
      message: 'Not found',
      data: null,
    });
  });

  it('maps the server’s violations to cleaned field names', async () => {
    const result = await api.public.addressRegions({ query: { limit: 101 } });
    expect(result.success).toBe(false);
    expect(result.status).toBe(400);
    expect(result.code).toBe('validation_failed');
    expect(result.violations[0]?.propertyPath).toBe('children[limit].data');
    expect(Object.keys(result.errors)).toEqual(['limit']);
    expect(result.errors.limit?.code).toBe('too_big');
    // Spec §8: the message comes from the error details.
    expect(result.message).toBe(result.violations[0]?.message);
  });
});

describe('catalogues', () => {
  it('answers a classification map for a locale', async () => {
    const result = unwrap(
      await api.public.classification({ params: { path: 'pay_cycles' }, query: { locale: 'es' } }),
    );
    expect(result).toEqual({
      weekly: 'Semanal',
      biweekly: 'Catorcenal',
      semi_monthly: 'Quincenal',
      monthly: 'Mensual',
    });
  });

  it('answers the classification list (group=clients&name=banks)', async () => {
    const list = unwrap(await api.public.classificationList({ query: { group: 'clients', name: 'banks' } }));
    expect(list).toContainEqual({ value: '012', label: 'BBVA MEXICO' });
  });

  it('turns a missing required query into a field error', async () => {
    const result = await api.public.classificationList({ query: { group: 'clients' } as never });
    expect(result.success).toBe(false);
    expect(result.errors.name?.code).toBe('required');
  });

  it('lists the banks', async () => {
    expect(unwrap(await api.public.banks())).toContainEqual({
      code: '012',
      name: 'BBVA MEXICO',
      enabled: true,
    });
  });

  it('lists employment statuses and the positions of one', async () => {
    expect(unwrap(await api.public.employmentStatuses())).toContainEqual({
      key: 'unemployed',
      label: 'Desempleado',
    });
    const positions = unwrap(
      await api.public.employmentPositions({ query: { employmentStatusKey: 'self_employed' } }),
    );
    expect(positions).toContainEqual({ key: 'app_driver', label: 'Conductor de plataforma o taxista' });
  });

  it('answers the ID-document time setting (spec §9: 120 s)', async () => {
    expect(unwrap(await api.public.idDocumentTimeSetting())).toEqual({ enabled: false, maxAgeSeconds: 120 });
  });

  it('posts a JSON body (HelloSoda check)', async () => {
    const result = unwrap(
      await api.public.helloSoda({ body: { reference: 'sdk-1', data: { device: 'web' } } }),
    );
    expect(result.reference).toBe('sdk-1');
  });
});

describe('calculator', () => {
  it('answers the calculator config', async () => {
    const config = unwrap(await api.public.calculatorConfig());
    expect(config.amountLimits.first).toEqual({ minAmount: 1000, maxAmount: 4000 });
  });

  it('prices an offer from path parameters and a promo code in the query', async () => {
    const params = {
      sequence_type: 'repeated',
      amount: 8000,
      payCycle: 'semi_monthly',
      payDates: '15,30',
    } as const;
    const plain = unwrap(await api.public.arithmeticOffer({ params }));
    const promo = unwrap(await api.public.arithmeticOffer({ params, query: { promoName: 'regresa20' } }));
    expect(plain.principal).toEqual({ amount: 8000, currency: 'MXN' });
    expect(promo.promoCode).toBe('REGRESA20');
    expect(promo.interest.amount).toBeLessThan(plain.interest.amount);
  });

  it('maps an offer the server refuses to the amount field', async () => {
    const result = await api.public.arithmeticOffer({
      params: {
        sequence_type: 'first',
        amount: 900,
        payCycle: 'semi_monthly',
        payDates: '2026-03-15,2026-03-30',
      },
    });
    expect(result.success).toBe(false);
    expect(result.errors.amount?.code).toBe('too_small');
  });
});

describe('transport against the real server', () => {
  it('aborts a real call', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(api.public.banks({ signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('offer quoter against the real server', () => {
  it('settles on the offer of the last request', async () => {
    const quoter = createOfferQuoter(api, { debounce: 10 });
    const request = {
      audience: 'public',
      sequenceType: 'first',
      payCycle: 'semi_monthly',
      payDates: ['2026-03-15', '2026-03-30'],
    } as const;
    const stale = quoter.quote({ ...request, amount: 2000 });
    const state = await quoter.quote({ ...request, amount: 3000 });
    expect(await stale).toBeUndefined();
    expect(state?.status).toBe('success');
    if (state?.status !== 'success') return;
    expect(state.offer.principal).toEqual({ amount: 3000, currency: 'MXN' });
    expect(state.offer.endDate).toBe('2026-03-15');
  });
});
