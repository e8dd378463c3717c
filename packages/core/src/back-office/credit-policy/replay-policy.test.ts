import { count, eq } from '@lender/db/orm';
import {
  applications,
  auditLog,
  borrowerNotices,
  clientDocuments,
  clients,
  decisions,
  offers,
  outbox,
} from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffUsers } from '../../../testing/lending-fixtures';
import { createNoticesTestCore, decideAs, submittedApplication } from '../../../testing/notices-fixtures';
import { TEST_NOW } from '../../../testing/test-core';
import { decideApplication } from '../../applications/application-decision';
import { cutOffsOf, POLICY_V1 } from '../../decision/policy-document';
import { CoreError } from '../../errors/core-error';
import { createPolicyDraft } from './create-policy-draft';
import { replayPolicy } from './replay-policy';
import { updatePolicyDraft } from './update-policy-draft';

// Issue 67 point 2 (ADR 330): a draft replayed over the stored applications of a period, against
// the version in force, by segment; it writes nothing, so nothing reaches a borrower.

type T = Awaited<ReturnType<typeof createNoticesTestCore>>;
let t: T;
let staff: Record<'admin' | 'agent' | 'auditor', number>;
let draft: number;
let docs = 0;

/** A client of `income` with an ID document, whose application of `amount` is decided at `at`. */
async function decidedAt(at: string, income: number, amount: number) {
  t.clock.set(at);
  const app = await submittedApplication(t, amount);
  await t.core.db
    .update(clients)
    .set({ birthDate: '1990-05-14', employment: { monthlyIncome: income, employmentStatusKey: 'employed' } })
    .where(eq(clients.id, app.clientId));
  docs += 1;
  await t.core.db.insert(clientDocuments).values({
    clientId: app.clientId,
    type: 'id_front',
    format: 'jpg',
    contentType: 'image/jpeg',
    size: 1,
    sha256: 'x'.repeat(64),
    storageKey: `replay-test/${docs}`,
  });
  await decideApplication(t.core, app.applicationId, { type: 'client', id: app.clientId });
  return app;
}

beforeAll(async () => {
  t = await createNoticesTestCore();
  staff = await staffUsers(t, { admin: 'admin', agent: 'agent', auditor: 'auditor' });
  // March: three first loans decided by v1 (incomes 6,000, 9,999.99 and 25,000 MXN a month) …
  await decidedAt(TEST_NOW, 6_000_00, 1_000_00);
  await decidedAt('2026-03-10T17:00:00Z', 9_999_99, 1_000_00);
  // … the last, at 23:30 of 31 March in Mexico City (05:30 of 1 April in UTC): still March.
  await decidedAt('2026-04-01T05:30:00Z', 25_000_00, 2_000_00);
  // A decision the sandbox forced is not the engine's: skipped.
  t.clock.set('2026-03-12T17:00:00Z');
  const forced = await submittedApplication(t, 1_000_00);
  await decideAs(t, forced.clientId, forced.applicationId, 3);
  // April: one more, outside the March period.
  await decidedAt('2026-04-02T17:00:00Z', 30_000_00, 1_000_00);

  const created = await createPolicyDraft(t.core, { actorId: staff.admin, body: { basedOn: 1 } });
  draft = created.version;
  await updatePolicyDraft(t.core, {
    actorId: staff.admin,
    params: { version: draft },
    body: { revision: 1, cutOffs: { ...cutOffsOf(POLICY_V1), minMonthlyIncome: 10_000_00 } },
  });
});
afterAll(() => t.close());

const tables = { applications, decisions, offers, borrowerNotices, outbox, auditLog } as const;
async function counts() {
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await t.core.db.select({ n: count() }).from(table);
    result[name] = row?.n ?? 0;
  }
  const statuses = await t.core.db
    .select({ id: applications.id, status: applications.status, decidedAt: applications.decidedAt })
    .from(applications);
  return { result, statuses };
}

describe('replaying a draft that raises the income floor to 10,000 MXN over March', () => {
  it('counts, by segment, what each version decides and which reason changed — to the last day', async () => {
    const replay = await replayPolicy(t.core, {
      actorId: staff.auditor,
      params: { version: draft },
      query: { from: '2026-03-01', to: '2026-03-31' },
    });
    expect(replay).toMatchObject({ version: draft, baselineVersion: 1, replayed: 3, skipped: 1 });
    const first = replay.segments.find((s) => s.segment === 'first');
    // v1 approves all three (10,000 MXN at most for 6,000 MXN a month: 3,000 affordable);
    // the draft rejects the two below 10,000 MXN.
    expect(first?.baseline).toMatchObject({
      applications: 3,
      approved: 3,
      rejected: 0,
      offeredCentavos: 4_000_00,
    });
    expect(first?.draft).toMatchObject({
      applications: 3,
      approved: 1,
      rejected: 2,
      offeredCentavos: 2_000_00,
    });
    // Expected loss: offered × 15 % (no scorecard in either: v1's first-loan default rate), to the centavo.
    expect(replay.lossBasis).toEqual({ baseline: 'segment_rate', draft: 'segment_rate' });
    expect(first?.baseline.expectedLossCentavos).toBe(600_00);
    expect(first?.draft.expectedLossCentavos).toBe(300_00);
    expect(first?.outcomeChanged).toBe(2);
    expect(replay.segments.find((s) => s.segment === 'repeated')?.baseline.applications).toBe(0);
    expect(replay.reasonChanges).toEqual([
      { segment: 'all', from: 'decision.approve', to: 'decision.incomeTooLow', count: 2 },
      { segment: 'first', from: 'decision.approve', to: 'decision.incomeTooLow', count: 2 },
    ]);
  });

  it('April starts on the 1st in Mexico City: the decision of 23:30 on 31 March is not in it', async () => {
    const april = await replayPolicy(t.core, {
      actorId: staff.admin,
      params: { version: draft },
      query: { from: '2026-04-01', to: '2026-04-30' },
    });
    expect(april).toMatchObject({ replayed: 1, skipped: 0 });
    expect(april.segments[0]?.outcomeChanged).toBe(0);
  });

  it('writes nothing: no application, decision, offer, notice, message or audit entry', async () => {
    const before = await counts();
    for (let i = 0; i < 3; i += 1) {
      await replayPolicy(t.core, {
        actorId: staff.admin,
        params: { version: draft },
        query: { from: '2026-03-01', to: '2026-04-30' },
      });
    }
    await t.core.notices.deliverDue();
    expect(await counts()).toEqual(before);
  });

  it('is refused to an agent, beyond 92 days, backwards, and for an unknown version', async () => {
    const refused = (actorId: number, version: number, from: string, to: string) =>
      replayPolicy(t.core, { actorId, params: { version }, query: { from, to } }).then(
        () => 'accepted',
        (error: unknown) => (error instanceof CoreError ? error.code : String(error)),
      );
    expect(await refused(staff.agent, draft, '2026-03-01', '2026-03-31')).toBe('forbidden');
    expect(await refused(staff.admin, draft, '2026-01-01', '2026-04-03')).toBe('invalid_value');
    expect(await refused(staff.admin, draft, '2026-01-01', '2026-04-02')).toBe('accepted');
    expect(await refused(staff.admin, draft, '2026-03-31', '2026-03-01')).toBe('invalid_value');
    expect(await refused(staff.admin, 999, '2026-03-01', '2026-03-31')).toBe('not_found');
  });
});
