import { eq } from '@lender/db/orm';
import { auditLog } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLendingTestCore, type LendingTestCore, staffUsers } from '../../../testing/lending-fixtures';
import { CoreError } from '../../errors/core-error';
import { DEFAULT_AML_SETTINGS, amlSettings as inForce } from '../../pld/aml-settings';
import { approval } from '../approval';
import { approvals } from '../approvals';
import { bumpSetting } from '../settings/settings-version';
import { amlSettings } from './aml-settings';
import type { AskedAmlSettings } from './aml-settings-check';
import { requestAmlSettings } from './request-aml-settings';
import { reviewAmlDecision } from './review-aml-decision';

// ADR 317: the anti-money-laundering thresholds change only by one compliance officer's request that
// a second approves, checked field by field when asked, applied at the version read, audited, with
// a history; screening and monitoring read the new values at once.

let t: LendingTestCore;
let users: Record<'officer' | 'second' | 'admin' | 'finance', number>;
beforeAll(async () => {
  t = await createLendingTestCore();
  users = await staffUsers(t, {
    officer: 'compliance',
    second: 'compliance',
    admin: 'admin',
    finance: 'finance',
  });
});
afterAll(() => t.close());

const refused = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CoreError);
  const { code, violations, options } = error as CoreError;
  const fields = violations.length > 0 ? violations.map((v) => v.field) : [options.field];
  return { code, fields: fields.map((field) => (field as string[] | undefined)?.join('.')) };
};
const ask = (settings: AskedAmlSettings, version = 0, maker = users.officer) =>
  requestAmlSettings(t.core, {
    actorId: maker,
    body: { version, settings, reason: 'Revisión anual del manual de PLD' },
  });
const review = (checker: number, id: number, version: number, approve = true) =>
  reviewAmlDecision(t.core, { actorId: checker, params: { id }, body: { approve, version } });

describe('asking for a change of the thresholds', () => {
  it('refuses each wrong field by its name, the review threshold at the match threshold included', async () => {
    const bad = (settings: AskedAmlSettings) => refused(ask(settings));
    expect(await bad({ matchThreshold: 90.5 })).toEqual({
      code: 'invalid_value',
      fields: ['settings.matchThreshold'],
    });
    expect(await bad({ reviewThreshold: 90 })).toEqual({
      code: 'invalid_value',
      fields: ['settings.reviewThreshold'],
    });
    expect((await bad({ matchThreshold: 75 })).fields).toEqual(['settings.matchThreshold']);
    expect((await bad({ matchThreshold: 101 })).fields).toEqual(['settings.matchThreshold']);
    // The law's USD 7,500 may be lowered, never raised: relevant cash would go unreported.
    expect(await bad({ relevantUsd: 7_501 })).toEqual({
      code: 'invalid_value',
      fields: ['settings.relevantUsd'],
    });
    expect((await bad({ reviewThreshold: 0 })).fields).toEqual(['settings.reviewThreshold']);
    expect(
      (
        await bad({
          relevantUsd: 0,
          structuring: { days: 0, bandPercent: 51 },
          manySources: { sources: 0 },
          cashPayoffDays: 367,
          highAmountCentavos: 1.5,
          highRiskMunicipalities: ['Sinaloa/Culiacán', 'Culiacán', 'a/b/c'],
        })
      ).fields,
    ).toEqual([
      'settings.relevantUsd',
      'settings.structuring.days',
      'settings.structuring.bandPercent',
      'settings.manySources.sources',
      'settings.cashPayoffDays',
      'settings.highAmountCentavos',
      'settings.highRiskMunicipalities.1',
      'settings.highRiskMunicipalities.2',
    ]);
    expect(await bad({ matchThreshold: 90 })).toEqual({ code: 'invalid_value', fields: ['settings'] });
    expect((await refused(ask({ matchThreshold: 92 }, 3))).code).toBe('stale_version');
    // Nothing was filed, nothing changed.
    expect((await amlSettings(t.core)).pending).toBeNull();
    expect(await inForce(t.core.db)).toEqual(DEFAULT_AML_SETTINGS);
  });
});

describe('a change approved by a second compliance officer', () => {
  it('is hidden from other roles, refused to its maker, applied and audited, and in the history', async () => {
    const request = await ask({
      matchThreshold: 92,
      reviewThreshold: 80,
      structuring: { count: 4 },
      highAmountCentavos: 40_000_00,
      highRiskMunicipalities: [' Sinaloa / Culiacán '],
    });
    expect(request).toMatchObject({ kind: 'compliance.settings', status: 'pending' });
    expect(request.payload).toEqual({
      version: 0,
      changes: [
        { field: 'matchThreshold', before: 90, after: 92 },
        { field: 'reviewThreshold', before: 75, after: 80 },
        { field: 'structuring.count', before: 3, after: 4 },
        { field: 'highAmountCentavos', before: 50_000_00, after: 40_000_00 },
        { field: 'highRiskMunicipalities', before: [], after: ['Sinaloa/Culiacán'] },
      ],
    });
    // One at a time; the inbox of a role without the need to know does not list it.
    expect((await refused(ask({ cashPayoffDays: 10 }))).code).toBe('conflict');
    for (const role of ['admin', 'finance'] as const) {
      const inbox = await approvals(t.core, {
        actorId: users[role],
        query: { status: 'pending', page: 1, perPage: 50 },
      });
      expect(inbox.items.map((item) => item.kind)).not.toContain('compliance.settings');
      expect(
        (await refused(approval(t.core, { params: { id: request.id }, actorId: users[role] }))).code,
      ).toBe('not_found');
    }
    expect((await amlSettings(t.core)).pending).toMatchObject({ approvalId: request.id });

    expect((await refused(review(users.officer, request.id, request.version))).code).toBe(
      'maker_cannot_approve',
    );
    expect((await refused(review(users.finance, request.id, request.version))).code).toBe('forbidden');
    expect(await inForce(t.core.db)).toEqual(DEFAULT_AML_SETTINGS);

    const approved = await review(users.second, request.id, request.version);
    expect(approved).toMatchObject({ status: 'approved', result: { version: 1 } });
    // What screening and monitoring read, at once.
    expect(await inForce(t.core.db)).toEqual({
      ...DEFAULT_AML_SETTINGS,
      matchThreshold: 92,
      reviewThreshold: 80,
      structuring: { ...DEFAULT_AML_SETTINGS.structuring, count: 4 },
      highAmountCentavos: 40_000_00,
      highRiskMunicipalities: ['Sinaloa/Culiacán'],
    });
    const [audit] = await t.core.db.select().from(auditLog).where(eq(auditLog.action, 'aml.settings'));
    expect(audit).toMatchObject({
      actorId: users.second,
      entity: 'settings',
      entityId: 'aml',
      before: { matchThreshold: 90, 'structuring.count': 3 },
      after: { matchThreshold: 92, 'structuring.count': 4, highRiskMunicipalities: ['Sinaloa/Culiacán'] },
      reason: 'Revisión anual del manual de PLD',
    });

    const view = await amlSettings(t.core);
    expect(view).toMatchObject({ version: 1, pending: null });
    expect(view.history).toHaveLength(1);
    expect(view.history[0]).toMatchObject({
      approvalId: request.id,
      requestedBy: { id: users.officer },
      approvedBy: { id: users.second },
      reason: 'Revisión anual del manual de PLD',
    });
    expect(view.history[0]?.changes).toHaveLength(5);
  });

  it('refuses a request read before the last change, even when approved later; a rejection changes nothing', async () => {
    const late = await ask({ cashPayoffDays: 10 }, 1);
    expect((await refused(ask({ relevantUsd: 7_000 }, 1, users.second))).code).toBe('conflict');
    const rejected = await review(users.second, late.id, late.version, false);
    expect(rejected.status).toBe('rejected');
    expect((await inForce(t.core.db)).cashPayoffDays).toBe(DEFAULT_AML_SETTINGS.cashPayoffDays);

    const first = await ask({ cashPayoffDays: 10 }, 1);
    expect((await review(users.second, first.id, first.version)).status).toBe('approved');
    // A request filed at version 2 that reaches its checker after another change is stale.
    const stale = await ask({ relevantUsd: 7_000 }, 2, users.second);
    await t.core.db.transaction((tx) => bumpSetting(tx, t.core.clock, 'aml', 2, {}));
    expect((await refused(review(users.officer, stale.id, stale.version))).code).toBe('stale_version');
    expect((await inForce(t.core.db)).relevantUsd).toBe(DEFAULT_AML_SETTINGS.relevantUsd);
    const view = await amlSettings(t.core);
    expect(view.history.map((entry) => entry.approvalId)).toEqual([first.id, expect.any(Number)]);
    expect(view.history[0]?.changes).toEqual([{ field: 'cashPayoffDays', before: 7, after: 10 }]);
    expect(view.pending).toMatchObject({ approvalId: stale.id });
  });
});
