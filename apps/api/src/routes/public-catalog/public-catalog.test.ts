import { DEFAULT_ENABLED_BANK_CODES, DEMO_COMPANY, writeEnabledBankCodes } from '@lender/core';
import { schema } from '@lender/core/db';
import { desc } from '@lender/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BASE = '/web/public';

describe('GET /web/public/classification/{path}', () => {
  it('answers a Spanish key-to-label map', async () => {
    const res = await t.call('GET', `${BASE}/classification/marital_statuses?locale=es`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      single: 'Soltero(a)',
      married: 'Casado(a)',
      common_law: 'Unión libre',
    });
    const mx = await t.call('GET', `${BASE}/classification/pay_cycles?locale=es-MX`);
    expect(mx.body.data).toEqual({
      weekly: 'Semanal',
      biweekly: 'Catorcenal',
      semi_monthly: 'Quincenal',
      monthly: 'Mensual',
    });
  });

  it('maps bank codes to names', async () => {
    const res = await t.call('GET', `${BASE}/classification/banks`);
    expect(res.body.data['072']).toBe('BANORTE');
  });

  it('404 for an unknown classification', async () => {
    const res = await t.call('GET', `${BASE}/classification/favourite_colours`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 'not_found' });
  });

  it('400 for an unsupported locale', async () => {
    const res = await t.call('GET', `${BASE}/classification/marital_statuses?locale=en`);
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]).toMatchObject({ propertyPath: 'children[locale].data' });
  });
});

describe('GET /web/public/classification/list', () => {
  it('lists every bank as { value, label } for group=clients&name=banks', async () => {
    const res = await t.call('GET', `${BASE}/classification/list?group=clients&name=banks`);
    expect(res.status).toBe(200);
    expect(res.body.data).toContainEqual({ value: '012', label: 'BBVA MEXICO' });
    expect(res.body.data).toContainEqual({ value: '001', label: 'BANXICO' });
  });

  it('lists the enabled codes for name=banks_enabled, following the setting', async () => {
    const res = await t.call('GET', `${BASE}/classification/list?name=banks_enabled`);
    expect(res.body.data.map((entry: { value: string }) => entry.value)).toEqual(
      [...DEFAULT_ENABLED_BANK_CODES].sort(),
    );
    await writeEnabledBankCodes(t.core.db, ['014', '072']);
    const changed = await t.call('GET', `${BASE}/classification/list?group=clients&name=banks_enabled`);
    expect(changed.body.data).toEqual([
      { value: '014', label: 'SANTANDER' },
      { value: '072', label: 'BANORTE' },
    ]);
    await writeEnabledBankCodes(t.core.db, [...DEFAULT_ENABLED_BANK_CODES]);
  });

  it('404 for an unknown group or name', async () => {
    expect((await t.call('GET', `${BASE}/classification/list?group=loans&name=banks`)).status).toBe(404);
    expect((await t.call('GET', `${BASE}/classification/list?name=nothing`)).status).toBe(404);
  });

  it('400 without a name', async () => {
    const res = await t.call('GET', `${BASE}/classification/list?group=clients`);
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]).toMatchObject({ propertyPath: 'children[name].data', code: 'required' });
  });
});

describe('GET /web/public/bank', () => {
  it('lists the SPEI banks with the enabled flag', async () => {
    const res = await t.call('GET', `${BASE}/bank`);
    expect(res.status).toBe(200);
    expect(res.body.data).toContainEqual({ code: '012', name: 'BBVA MEXICO', enabled: true });
    expect(res.body.data).toContainEqual({ code: '009', name: 'BANOBRAS', enabled: false });
  });
});

describe('GET /web/public/client/employment-statuses and employment-positions', () => {
  it('lists the statuses with Spanish labels', async () => {
    const res = await t.call('GET', `${BASE}/client/employment-statuses`);
    expect(res.status).toBe(200);
    expect(res.body.data).toContainEqual({ key: 'employed', label: 'Empleado formal (con nómina)' });
    expect(res.body.data).toContainEqual({ key: 'retired', label: 'Pensionado o jubilado' });
    expect(res.body.data).toContainEqual({ key: 'unemployed', label: 'Desempleado' });
  });

  it('lists the positions of a status', async () => {
    const res = await t.call('GET', `${BASE}/client/employment-positions?employmentStatusKey=self_employed`);
    expect(res.status).toBe(200);
    expect(res.body.data).toContainEqual({ key: 'app_driver', label: 'Conductor de plataforma o taxista' });
    const none = await t.call('GET', `${BASE}/client/employment-positions?employmentStatusKey=unemployed`);
    expect(none.body.data).toEqual([]);
  });

  it('404 for an unknown status, 400 without one', async () => {
    const unknown = await t.call('GET', `${BASE}/client/employment-positions?employmentStatusKey=astronaut`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('not_found');
    const missing = await t.call('GET', `${BASE}/client/employment-positions`);
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.[0]).toMatchObject({ propertyPath: 'children[employmentStatusKey].data' });
  });
});

describe('GET /web/public/id-document-autocomplete-time-setting', () => {
  it('answers spec §9: check disabled, 120 seconds', async () => {
    const res = await t.call('GET', `${BASE}/id-document-autocomplete-time-setting`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ enabled: false, maxAgeSeconds: 120 });
  });
});

describe('POST /web/public/util/hello-soda', () => {
  it('checks through the sandbox adapter, deterministically, and records it in the outbox', async () => {
    const body = { reference: 'hs-journey-1', data: { device: 'android' } };
    const first = await t.call('POST', `${BASE}/util/hello-soda`, { body });
    const again = await t.call('POST', `${BASE}/util/hello-soda`, { body });
    expect(first.status).toBe(200);
    expect(first.body.data.reference).toBe('hs-journey-1');
    expect(['accepted', 'review', 'rejected']).toContain(first.body.data.status);
    expect(again.body.data).toEqual(first.body.data);
    const [last] = await t.core.db.select().from(schema.outbox).orderBy(desc(schema.outbox.id)).limit(1);
    expect(last?.channel).toBe('hello_soda');
  });

  it('400 without a reference', async () => {
    const res = await t.call('POST', `${BASE}/util/hello-soda`, { body: { data: {} } });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]).toMatchObject({
      propertyPath: 'children[reference].data',
      code: 'required',
    });
  });

  it('502 provider_failed when the provider fails', async () => {
    const { createTestApp: make } = await import('../../test/test-app');
    const failing = await make({
      providers: {
        helloSoda: {
          name: 'down',
          check: async () => {
            throw new Error('HelloSoda unreachable');
          },
        },
      },
    });
    try {
      const res = await failing.call('POST', `${BASE}/util/hello-soda`, { body: { reference: 'x' } });
      expect(res.status).toBe(502);
      expect(res.body.code).toBe('provider_failed');
    } finally {
      await failing.close();
    }
  });
});

describe('GET /web/public/company', () => {
  it('states the identity every document prints, and nothing else (no clause texts)', async () => {
    const res = await t.call('GET', `${BASE}/company`);
    expect(res.status).toBe(200);
    const { creditBureauClause: _clause, ...identity } = t.core.company;
    expect(res.body.data).toEqual(identity);
    expect(res.body.data).toMatchObject({ legalName: DEMO_COMPANY.legalName, demo: true });
    expect(res.body.data.recaNumber).toBe(DEMO_COMPANY.recaNumber);
    expect(Object.keys(res.body.data)).not.toContain('creditBureauClause');
  });
});
