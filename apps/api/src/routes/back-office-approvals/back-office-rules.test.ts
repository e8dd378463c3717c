import { schema } from '@lender/core/db';
import { eq } from '@lender/db/orm';
import { describe, expect, it } from 'vitest';
import { backOfficeStaff } from '../../test/back-office-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// ADR 170: provisioning rates and collection rules through the settings' maker-checker requests.

const B = '/web/private/back-office';
let t: TestApp;
const { users, tokens } = backOfficeStaff(
  { maker: 'admin', checker: 'admin', agent: 'agent', finance: 'finance' },
  async () => {
    t = await createTestApp();
    return t;
  },
);

const read = async () => (await t.call('GET', `${B}/settings`, { token: tokens.finance })).body.data;
const paths = (res: { body: { errors?: { propertyPath: string }[] } }) =>
  (res.body.errors ?? []).map((error) => error.propertyPath);
const approve = (id: number, version: number) =>
  t.call('PUT', `${B}/approvals/${id}/approve`, { token: tokens.checker, body: { version } });

describe('provisioning rates by maker-checker', () => {
  it('are refused field by field, applied when a second admin approves, then the risk report uses them', async () => {
    const before = await read();
    expect(before.provisioning).toMatchObject({ version: 0, updatedAt: null });
    expect(before.provisioning.rates).toEqual(before.provisioning.defaults);
    const path = `${B}/settings/provisioning-requests`;
    const rates = { ...before.provisioning.rates, current: 0.05, '61-90': 0.8 };
    const body = { version: 0, rates, reason: 'Política de reservas' };
    expect((await t.call('POST', path, { token: tokens.agent, body })).status).toBe(403);
    expect((await t.call('POST', path, { token: tokens.finance, body })).status).toBe(403);

    const tooBig = await t.call('POST', path, {
      token: tokens.maker,
      body: { ...body, rates: { ...rates, '90+': 1.5 } },
    });
    expect([tooBig.status, tooBig.body.code]).toEqual([400, 'validation_failed']);
    expect(paths(tooBig)).toEqual(['children[rates].children[90+].data']);
    const tooFine = await t.call('POST', path, {
      token: tokens.maker,
      body: { ...body, rates: { ...rates, current: 0.05001 } },
    });
    expect([tooFine.status, paths(tooFine)]).toEqual([400, ['children[rates].children[current].data']]);
    const same = await t.call('POST', path, {
      token: tokens.maker,
      body: { ...body, rates: before.provisioning.rates },
    });
    expect([same.status, same.body.code]).toEqual([400, 'invalid_value']);

    const made = await t.call('POST', path, { token: tokens.maker, body });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ kind: 'settings.provisioning', status: 'pending' });
    const risk = async () =>
      (await t.call('GET', `${B}/reports/risk`, { token: tokens.finance })).body.data.provisioning.rates;
    expect(await risk()).toEqual(before.provisioning.defaults);
    const byFinance = await t.call('PUT', `${B}/approvals/${made.body.data.id}/approve`, {
      token: tokens.finance,
      body: { version: 1 },
    });
    expect([byFinance.status, byFinance.body.code]).toEqual([403, 'forbidden']);
    const approved = await approve(made.body.data.id, 1);
    expect(approved.body.data).toMatchObject({ status: 'approved', result: { version: 1 } });

    expect(await risk()).toEqual(rates);
    expect((await read()).provisioning).toMatchObject({ version: 1, rates });
    const stale = await t.call('POST', path, {
      token: tokens.checker,
      body: { ...body, rates: before.provisioning.rates },
    });
    expect([stale.status, stale.body.code]).toEqual([409, 'stale_version']);
    const audit = await t.core.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'settings.provisioning'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: users.checker.id,
      before: { 'provisioning.current': 0.02, 'provisioning.61-90': 0.75 },
      after: { 'provisioning.current': 0.05, 'provisioning.61-90': 0.8 },
    });
  });
});

describe('collection rules by maker-checker', () => {
  it('are refused field by field and applied when a second admin approves', async () => {
    const { collections } = await read();
    expect(collections).toMatchObject({ version: 0, rules: collections.defaults });
    const path = `${B}/settings/collection-rules-requests`;
    const rules = {
      ...collections.rules,
      window: { ...collections.rules.window, saturday: { from: '09:00', to: '14:00' } },
      contactsPerDay: 2,
      contactsPerWeek: 6,
    };
    const ask = (changed: Record<string, unknown>, version = 0) =>
      t.call('POST', path, {
        token: tokens.maker,
        body: { version, rules: { ...rules, ...changed }, reason: 'Sábados por la mañana' },
      });
    const backwards = await ask({ window: { ...rules.window, sunday: { from: '15:00', to: '10:00' } } });
    expect([backwards.status, paths(backwards)]).toEqual([
      400,
      ['children[rules].children[window].children[sunday].children[to].data'],
    ]);
    const fewerPerWeek = await ask({ contactsPerDay: 5, contactsPerWeek: 4 });
    expect(paths(fewerPerWeek)).toEqual(['children[rules].children[contactsPerWeek].data']);
    const tooFar = await ask({ promise: { maxDaysAhead: 90, minAmountCentavos: 100_00 } });
    expect(paths(tooFar)).toEqual(['children[rules].children[promise].children[maxDaysAhead].data']);
    expect(await read()).toMatchObject({ collections: { version: 0 } });

    const made = await ask({});
    expect(made.status).toBe(201);
    expect(made.body.data.payload.changes).toEqual([
      { field: 'window.saturday', before: null, after: { from: '09:00', to: '14:00' } },
      { field: 'contactsPerDay', before: 3, after: 2 },
      { field: 'contactsPerWeek', before: 7, after: 6 },
    ]);
    expect((await approve(made.body.data.id, 1)).body.data.status).toBe('approved');
    expect((await read()).collections).toMatchObject({ version: 1, rules });
    const stale = await ask({ contactsPerDay: 3 });
    expect([stale.status, stale.body.code]).toEqual([409, 'stale_version']);
  });
});
