import { APPLICATION_STATUS } from '@lender/calculator/platform';
import { desc, eq } from '@lender/db/orm';
import { clients, creditPolicies, decisions } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffUsers } from '../../../testing/lending-fixtures';
import { createNoticesTestCore, submittedApplication } from '../../../testing/notices-fixtures';
import { TEST_NOW } from '../../../testing/test-core';
import { decideApplication } from '../../applications/application-decision';
import { type DecisionInput, decide } from '../../decision/engine';
import { cutOffsOf, POLICY_V1, sha256Of } from '../../decision/policy-document';
import { decideByPolicy } from '../../decision/policy-engine';
import { CoreError } from '../../errors/core-error';
import { approve } from '../approve';
import { createPolicyDraft } from './create-policy-draft';
import { creditPolicies as listPolicies } from './credit-policies';
import { requestPolicyPublication } from './request-policy-publication';
import { updatePolicyDraft } from './update-policy-draft';

// Issue 67 (ADR 330): v1 is stored by the migration and decides as the engine did; a draft decides
// nothing; publication needs a second admin (never an agent, never the maker); decisions pin the
// version and the hash of their inputs; a cut-off is exact at its limit.

type T = Awaited<ReturnType<typeof createNoticesTestCore>>;
let t: T;
let staff: Record<'maker' | 'checker' | 'agent', number>;
beforeAll(async () => {
  t = await createNoticesTestCore();
  staff = await staffUsers(t, { maker: 'admin', checker: 'admin', agent: 'agent' });
});
afterAll(() => t.close());

const code = async (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof CoreError ? error.code : String(error)),
  );

/** A submitted application of a client with `income` (centavos) and `birthDate`, decided now. */
async function decided(income: number, amount = 1_000_00, birthDate = '1990-05-14') {
  const app = await submittedApplication(t, amount);
  await t.core.db
    .update(clients)
    .set({ birthDate, employment: { monthlyIncome: income, employmentStatusKey: 'employed' } })
    .where(eq(clients.id, app.clientId));
  await decideApplication(t.core, app.applicationId, { type: 'client', id: app.clientId });
  const [row] = await t.core.db
    .select()
    .from(decisions)
    .where(eq(decisions.applicationId, app.applicationId))
    .orderBy(desc(decisions.id));
  if (!row) throw new Error('no decision stored');
  return row;
}

describe('policy v1, stored by migration 0067', () => {
  it('is the published version, equal to POLICY_V1 with its hash', async () => {
    const [v1] = await t.core.db.select().from(creditPolicies).where(eq(creditPolicies.version, 1));
    expect(v1?.status).toBe('published');
    expect(v1?.document).toEqual(POLICY_V1);
    expect(v1?.sha256).toBe(sha256Of(POLICY_V1));
    const listed = await listPolicies(t.core, { actorId: staff.agent }).catch((e: CoreError) => e.code);
    expect(listed).toBe('forbidden');
  });

  it('decides stored applications exactly as the old engine, pinning v1 and the inputs’ SHA-256', async () => {
    // Incomes around the minimum (to the centavo), a low one, an ordinary one, ages at the limits.
    const cases: Array<[number, number, string]> = [
      [4_000_00, 1_000_00, '1990-05-14'],
      [3_999_99, 1_000_00, '1990-05-14'],
      [25_000_00, 3_000_00, '1990-05-14'],
      [6_000_00, 4_000_00, '1990-05-14'],
      [15_000_00, 1_000_00, '1951-03-02'], // 75 today (2026-03-02): passes
      [15_000_00, 1_000_00, '1951-03-01'], // 75 today, too — born a day earlier
      [15_000_00, 1_000_00, '1950-03-02'], // 76: over the age
      [15_000_00, 1_000_00, '2008-03-03'], // 17, a day short of 18
    ];
    for (const [income, amount, birthDate] of cases) {
      const row = await decided(income, amount, birthDate);
      const inputs = row.inputs as unknown as DecisionInput;
      expect(row.policyVersion).toBe(1);
      expect(row.ruleSet).toBe('policy-v1');
      expect(row.inputSha256).toBe(sha256Of(row.inputs));
      const old = decide(inputs);
      const v1 = decideByPolicy({ version: 1, document: POLICY_V1 }, inputs);
      expect({ o: v1.outcome, a: v1.offeredAmount, r: v1.reasons }).toEqual({
        o: old.outcome,
        a: old.offeredAmount,
        r: old.reasons,
      });
      expect(row.outcome).toBe(old.outcome);
      expect(row.offeredAmount).toBe(old.offeredAmount);
      expect(row.reasons).toEqual(old.reasons);
    }
  });
});

describe('a draft raising the minimum income to 10,000 MXN', () => {
  let version: number;
  let revision: number;

  it('is refused to an agent, and created by an admin as a copy that decides nothing', async () => {
    expect(await code(createPolicyDraft(t.core, { actorId: staff.agent, body: { basedOn: 1 } }))).toBe(
      'forbidden',
    );
    const draft = await createPolicyDraft(t.core, { actorId: staff.maker, body: { basedOn: 1 } });
    expect(draft).toMatchObject({ status: 'draft', basedOn: 1, revision: 1, sha256: sha256Of(POLICY_V1) });
    const edited = await updatePolicyDraft(t.core, {
      actorId: staff.maker,
      params: { version: draft.version },
      body: { revision: 1, cutOffs: { ...cutOffsOf(POLICY_V1), minMonthlyIncome: 10_000_00 } },
    });
    expect(edited.cutOffs.minMonthlyIncome).toBe(10_000_00);
    expect(edited.revision).toBe(2);
    version = draft.version;
    revision = edited.revision;
    // A stale revision and a wrong cut-off are refused; v1 cannot be edited.
    const again = { ...cutOffsOf(POLICY_V1), minMonthlyIncome: 9_000_00 };
    expect(
      await code(
        updatePolicyDraft(t.core, {
          actorId: staff.maker,
          params: { version },
          body: { revision: 1, cutOffs: again },
        }),
      ),
    ).toBe('stale_version');
    expect(
      await code(
        updatePolicyDraft(t.core, {
          actorId: staff.maker,
          params: { version },
          body: { revision, cutOffs: { ...again, minAge: 17 } },
        }),
      ),
    ).toBe('invalid_value');
    expect(
      await code(
        updatePolicyDraft(t.core, {
          actorId: staff.maker,
          params: { version: 1 },
          body: { revision: 1, cutOffs: again },
        }),
      ),
    ).toBe('invalid_transition');
    // The draft decides nothing: 9,999.99 MXN still passes v1's income floor (on to the document
    // rule: these first-time clients have no ID document uploaded).
    const row = await decided(9_999_99);
    expect(row.policyVersion).toBe(1);
    expect(row.reasons[0]?.code).toBe('decision.idDocumentMissing');
  });

  it('is published only by a second admin: not the agent, not the maker', async () => {
    const asked = { revision, reason: 'Raise the income floor after the March review' };
    expect(
      await code(
        requestPolicyPublication(t.core, { actorId: staff.agent, params: { version }, body: asked }),
      ),
    ).toBe('forbidden');
    const request = await requestPolicyPublication(t.core, {
      actorId: staff.maker,
      params: { version },
      body: asked,
    });
    expect(request.kind).toBe('policy.publish');
    expect(request.payload).toMatchObject({
      policyVersion: version,
      changes: [{ field: 'minMonthlyIncome', before: 4_000_00, after: 10_000_00 }],
      // Neither v1 nor this draft has a scorecard: nothing of one to approve.
      scorecardChanges: [],
    });
    const decision = { params: { id: request.id }, body: { version: request.version } };
    expect(await code(approve(t.core, { actorId: staff.agent, ...decision }))).toBe('forbidden');
    expect(await code(approve(t.core, { actorId: staff.maker, ...decision }))).toBe('maker_cannot_approve');
    const [pending] = (await listPolicies(t.core, { actorId: staff.checker })).filter(
      (p) => p.version === version,
    );
    expect(pending?.pending?.approvalId).toBe(request.id);
    expect(pending?.status).toBe('draft');

    const approved = await approve(t.core, { actorId: staff.checker, ...decision });
    expect(approved.status).toBe('approved');
    expect(approved.result).toMatchObject({ policyVersion: version, retiredVersion: 1 });
    const all = await listPolicies(t.core, { actorId: staff.checker });
    expect(all.find((p) => p.version === version)).toMatchObject({
      status: 'published',
      checker: { id: staff.checker },
      pending: null,
    });
    expect(all.find((p) => p.version === 1)?.status).toBe('retired');
  });

  it('decides from then on, exact at the cut-off: 10,000.00 MXN passes, 9,999.99 is refused', async () => {
    const at = await decided(10_000_00);
    expect(at).toMatchObject({ policyVersion: version, ruleSet: `policy-v${version}` });
    // Past the income knock-out, on to the document rule.
    expect(at.outcome).toBe(APPLICATION_STATUS.manualVerification);
    expect(at.reasons[0]?.code).toBe('decision.idDocumentMissing');
    const below = await decided(9_999_99);
    expect(below.policyVersion).toBe(version);
    expect(below.outcome).toBe(APPLICATION_STATUS.rejected);
    expect(below.reasons[0]).toMatchObject({ code: 'decision.incomeTooLow', params: { min: 10_000_00 } });
    expect(below.inputSha256).toBe(sha256Of(below.inputs));
  });

  it('a publication asked before an edit is refused when approved (stale), and a published version is not a draft', async () => {
    const draft = await createPolicyDraft(t.core, { actorId: staff.maker, body: { basedOn: version } });
    const request = await requestPolicyPublication(t.core, {
      actorId: staff.maker,
      params: { version: draft.version },
      body: { revision: 1, reason: 'Try the same policy again' },
    });
    await updatePolicyDraft(t.core, {
      actorId: staff.maker,
      params: { version: draft.version },
      body: { revision: 1, cutOffs: { ...draft.cutOffs, maxAge: 70 } },
    });
    expect(
      await code(
        approve(t.core, {
          actorId: staff.checker,
          params: { id: request.id },
          body: { version: request.version },
        }),
      ),
    ).toBe('stale_version');
    const [still] = await t.core.db
      .select()
      .from(creditPolicies)
      .where(eq(creditPolicies.status, 'published'));
    expect(still?.version).toBe(version);
    expect(t.clock.now().toISOString()).toBe(new Date(TEST_NOW).toISOString());
  });
});
