import type { CollectionRulesChange } from '@lender/contracts';
import { and, eq } from '@lender/db/orm';
import { auditLog, settings } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overdueLoanOf, refusal } from '../../../testing/collections-fixtures';
import { createLendingTestCore, type LendingTestCore } from '../../../testing/lending-fixtures';
import { promiseOptions } from '../../collections/promise-options';
import { CoreError } from '../../errors/core-error';
import { approval } from '../approval';
import { approvals } from '../approvals';
import { approve } from '../approve';
import { cancelApproval } from '../cancel-approval';
import { DEFAULT_PROVISIONING_RATES, PROVISIONING_SETTING } from '../reports/provisioning';
import { riskReport } from '../reports/risk-report';
import { requestCollectionRules } from './request-collection-rules';
import { requestProvisioning } from './request-provisioning';
import { settings as readSettings } from './settings';

// ADR 170: provisioning rates and collection rules change by maker-checker, checked when asked,
// applied at the version read when a second admin approves, audited field by field; the risk report
// and collections read the new values at once.

let t: LendingTestCore;
let maker: number;
let checker: number;
let finance: number;
beforeAll(async () => {
  t = await createLendingTestCore();
  const user = async (email: string, role: 'admin' | 'finance') =>
    (await t.core.backOfficeUsers.create({ email, name: email, password: 'a-long-admin-password', role })).id;
  maker = await user('maker@lender.test', 'admin');
  checker = await user('checker@lender.test', 'admin');
  finance = await user('finance@lender.test', 'finance');
});
afterAll(() => t.close());

const violations = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CoreError);
  const refused = error as CoreError;
  return { code: refused.code, fields: refused.violations.map((v) => (v.field as string[]).join('.')) };
};
const audited = (action: string) => t.core.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('provisioning rates by maker-checker', () => {
  it('refuses rates out of bounds, past the basis point, unchanged or at a stale version', async () => {
    const rates = { ...DEFAULT_PROVISIONING_RATES };
    const ask = (input: Partial<typeof rates>, version = 0) =>
      requestProvisioning(t.core, {
        actorId: maker,
        body: {
          version,
          rates: { ...rates, ...input },
          reason: 'Nuevas tasas',
        },
      });
    expect(await violations(ask({ current: 1.5 }))).toEqual({
      code: 'invalid_value',
      fields: ['rates.current'],
    });
    expect(await violations(ask({ '1-7': 0.12345 }))).toEqual({
      code: 'invalid_value',
      fields: ['rates.1-7'],
    });
    expect((await refusal(ask({}))).code).toBe('invalid_value');
    expect((await refusal(ask({ current: 0.03 }, 4))).code).toBe('stale_version');
    expect(
      await approvals(t.core, { actorId: checker, query: { status: 'pending', page: 1, perPage: 50 } }),
    ).toMatchObject({
      total: 0,
    });
  });

  it('applies new rates when a second admin approves: the settings and the risk report read them', async () => {
    const before = await readSettings(t.core);
    expect(before.provisioning).toMatchObject({ version: 0, rates: DEFAULT_PROVISIONING_RATES });
    expect(before.provisioning.defaults).toEqual(DEFAULT_PROVISIONING_RATES);
    const request = await requestProvisioning(t.core, {
      actorId: maker,
      body: {
        version: 0,
        rates: { ...DEFAULT_PROVISIONING_RATES, current: 0.0325, '90+': 0.9 },
        reason: 'Política de reservas 2027',
      },
    });
    expect(request).toMatchObject({ kind: 'settings.provisioning', status: 'pending' });
    expect(request.payload.changes).toEqual([
      { field: 'provisioning.current', before: 0.02, after: 0.0325 },
      { field: 'provisioning.90+', before: 1, after: 0.9 },
    ]);
    // Nothing changes before a second admin approves; the maker and finance may not approve.
    expect((await riskReport(t.core, { query: {} })).provisioning.rates).toEqual(DEFAULT_PROVISIONING_RATES);
    const decide = (who: number) =>
      approve(t.core, { actorId: who, params: { id: request.id }, body: { version: request.version } });
    expect((await refusal(decide(maker))).code).toBe('maker_cannot_approve');
    expect((await refusal(decide(finance))).code).toBe('forbidden');
    expect((await decide(checker)).status).toBe('approved');

    const after = await readSettings(t.core);
    expect(after.provisioning).toMatchObject({
      version: 1,
      rates: { current: 0.0325, '1-7': 0.1, '90+': 0.9 },
    });
    expect((await riskReport(t.core, { query: {} })).provisioning.rates).toMatchObject({
      current: 0.0325,
      '90+': 0.9,
    });
    const [entry] = await audited('settings.provisioning');
    expect(entry).toMatchObject({
      actorId: checker,
      entityId: PROVISIONING_SETTING,
      before: { 'provisioning.current': 0.02, 'provisioning.90+': 1 },
      after: { 'provisioning.current': 0.0325, 'provisioning.90+': 0.9 },
      reason: 'Política de reservas 2027',
    });
  });

  it('refuses at approval a request the rates changed since, and changes nothing', async () => {
    const { version, rates } = (await readSettings(t.core)).provisioning;
    const request = await requestProvisioning(t.core, {
      actorId: maker,
      body: {
        version,
        rates: { ...rates, '8-30': 0.3 },
        reason: 'Sube 8-30',
      },
    });
    // Someone writes the row by hand meanwhile (its version moves on).
    await t.core.db
      .update(settings)
      .set({ version: version + 1, value: { ...rates, '31-60': 0.55 } })
      .where(eq(settings.key, PROVISIONING_SETTING));
    const stale = await refusal(
      approve(t.core, { actorId: checker, params: { id: request.id }, body: { version: request.version } }),
    );
    expect(stale).toMatchObject({ code: 'stale_version', status: 409 });
    expect((await approval(t.core, { params: { id: request.id } })).status).toBe('pending');
    expect((await readSettings(t.core)).provisioning.rates).toMatchObject({ '8-30': 0.25, '31-60': 0.55 });
    await cancelApproval(t.core, {
      actorId: maker,
      params: { id: request.id },
      body: { version: request.version },
    });
  });
});

/** The documented defaults (ADR 132, 137, 138), as the collections module keeps them. */
const DEFAULT_COLLECTION_RULES = {
  window: { weekdays: { from: '07:00', to: '22:00' }, saturday: null, sunday: null, holidays: null },
  contactsPerDay: 3,
  contactsPerWeek: 7,
  promise: { maxDaysAhead: 15, minAmountCentavos: 100_00 },
};
const COLLECTIONS_SETTING_KEY = 'collections';

describe('collection rules by maker-checker', () => {
  const rules = (change: Partial<CollectionRulesChange> = {}): CollectionRulesChange => ({
    window: { ...DEFAULT_COLLECTION_RULES.window },
    contactsPerDay: DEFAULT_COLLECTION_RULES.contactsPerDay,
    contactsPerWeek: DEFAULT_COLLECTION_RULES.contactsPerWeek,
    promise: { ...DEFAULT_COLLECTION_RULES.promise },
    ...change,
  });
  const ask = (change: Partial<CollectionRulesChange>, version = 0) =>
    requestCollectionRules(t.core, {
      actorId: maker,
      body: { version, rules: rules(change), reason: 'Reglas nuevas' },
    });

  it.each([
    [
      'hours that close before they open',
      { window: { ...rules().window, saturday: { from: '14:00', to: '09:00' } } },
      'rules.window.saturday.to',
    ],
    [
      'an hour that is no time',
      { window: { ...rules().window, weekdays: { from: '7:00', to: '22:00' } } },
      'rules.window.weekdays.from',
    ],
    ['fewer contacts a week than a day', { contactsPerDay: 5, contactsPerWeek: 4 }, 'rules.contactsPerWeek'],
    ['contacts a day past the bound', { contactsPerDay: 21, contactsPerWeek: 30 }, 'rules.contactsPerDay'],
    [
      'a promise too far ahead',
      { promise: { maxDaysAhead: 61, minAmountCentavos: 100_00 } },
      'rules.promise.maxDaysAhead',
    ],
    [
      'a promise of no amount',
      { promise: { maxDaysAhead: 15, minAmountCentavos: 0 } },
      'rules.promise.minAmountCentavos',
    ],
  ] as const)('refuses %s, naming the field', async (_, change, field) => {
    expect(await violations(ask(change as Partial<CollectionRulesChange>))).toEqual({
      code: 'invalid_value',
      fields: [field],
    });
  });

  it('applies the rules when a second admin approves: stores only what differs from the defaults; collections follow', async () => {
    const request = await ask({
      window: { ...rules().window, saturday: { from: '09:00', to: '14:00' } },
      contactsPerDay: 2,
      contactsPerWeek: 5,
      promise: { maxDaysAhead: 10, minAmountCentavos: 150_00 },
    });
    expect(request.payload.changes).toEqual([
      { field: 'window.saturday', before: null, after: { from: '09:00', to: '14:00' } },
      { field: 'contactsPerDay', before: 3, after: 2 },
      { field: 'contactsPerWeek', before: 7, after: 5 },
      { field: 'promise.maxDaysAhead', before: 15, after: 10 },
      { field: 'promise.minAmountCentavos', before: 100_00, after: 150_00 },
    ]);
    await approve(t.core, {
      actorId: checker,
      params: { id: request.id },
      body: { version: request.version },
    });
    const [row] = await t.core.db.select().from(settings).where(eq(settings.key, COLLECTIONS_SETTING_KEY));
    expect(row).toMatchObject({
      version: 1,
      value: {
        window: { saturday: { from: '09:00', to: '14:00' } },
        contactsPerDay: 2,
        contactsPerWeek: 5,
        promise: { maxDaysAhead: 10, minAmountCentavos: 150_00 },
      },
    });
    const read = (await readSettings(t.core)).collections;
    expect(read.rules).toMatchObject({
      contactsPerDay: 2,
      window: { weekdays: { from: '07:00', to: '22:00' } },
    });
    expect(read.defaults).toEqual(DEFAULT_COLLECTION_RULES);
    // The borrower's promise bounds follow at once (10 days ahead, at least 150 pesos).
    const { clientId } = await overdueLoanOf(t);
    expect(await promiseOptions(t.core, { actorId: clientId })).toMatchObject({
      allowed: true,
      minDate: '2026-03-20',
      maxDate: '2026-03-30',
      minAmount: { amount: 150 },
    });
    const [entry] = await t.core.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settings.collection_rules'), eq(auditLog.actorId, checker)));
    expect(entry?.after).toMatchObject({
      contactsPerDay: 2,
      'window.saturday': { from: '09:00', to: '14:00' },
    });

    // Back to the defaults: the stored override is empty again.
    const back = await ask({}, 1);
    await approve(t.core, { actorId: checker, params: { id: back.id }, body: { version: back.version } });
    const [reset] = await t.core.db.select().from(settings).where(eq(settings.key, COLLECTIONS_SETTING_KEY));
    expect(reset).toMatchObject({ version: 2, value: {} });
  });
});
