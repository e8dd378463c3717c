import { APPLICATION_STATUS as S } from '@lender/calculator/platform';
import { decisions } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffUsers } from '../../testing/lending-fixtures';
import { createNoticesTestCore, submittedApplication } from '../../testing/notices-fixtures';
import { policyMonitoring } from '../back-office/policy-challengers/policy-monitoring';
import { CoreError } from '../errors/core-error';
import { engineLeaning } from './manual-overrides';

// Override rates of manual review (issue 67 point 5): each reviewed case against what the engine
// came to before sending it to review. The test clock is 2026-03-02; March in Mexico City begins
// at 06:00 UTC on the 1st.

type T = Awaited<ReturnType<typeof createNoticesTestCore>>;
let t: T;
let staff: Record<'admin' | 'auditor' | 'agent', number>;

const asked = (engineOutcome: number) => [
  { rule: 'affordability', code: 'decision.affordable' },
  { rule: 'privacy', code: 'decision.humanReviewRequested', params: { engineOutcome } },
];
const BEHAVIOUR = [{ rule: 'behaviour', code: 'decision.behaviourReview' }];
const NO_DOCUMENT = [{ rule: 'documents', code: 'decision.idDocumentMissing' }];

/** A case the engine sent to review with `reasons`, then decided by a person at `at`. */
async function reviewed(
  reasons: Array<{ rule: string; code: string; params?: Record<string, unknown> }>,
  decision: 'approve' | 'approve_decrease' | 'reject',
  at: string,
  fake = false,
) {
  const app = await submittedApplication(t, 1_000_00);
  const row = { applicationId: app.applicationId, clientId: app.clientId, fake };
  await t.core.db.insert(decisions).values({
    ...row,
    outcome: S.manualVerification,
    reasons,
    inputs: {},
    ruleSet: 'policy-v1',
    createdAt: new Date(new Date(at).getTime() - 3_600_000),
  });
  await t.core.db.insert(decisions).values({
    ...row,
    outcome: decision === 'reject' ? S.rejected : decision === 'approve' ? S.accepted : S.yhatDecrease,
    offeredAmount: decision === 'reject' ? null : 1_000_00,
    reasons: [{ rule: 'manual', code: `manual.${decision}` }],
    inputs: { decidedBy: staff.agent, decision },
    ruleSet: 'manual',
    createdAt: new Date(at),
  });
}

beforeAll(async () => {
  t = await createNoticesTestCore();
  staff = await staffUsers(t, { admin: 'admin', auditor: 'auditor', agent: 'agent' });
  const march = '2026-03-01T06:00:00Z'; // 00:00 on 1 March in Mexico City
  await reviewed(asked(S.accepted), 'reject', march); // override: the engine approved
  await reviewed(asked(S.rejected), 'approve', '2026-03-02T17:00:00Z'); // override: it rejected
  await reviewed(asked(S.rejected), 'reject', march); // agreed
  await reviewed(BEHAVIOUR, 'approve_decrease', march); // agreed: an approval for less
  await reviewed(asked(S.specialOffer), 'approve', march); // agreed
  await reviewed(NO_DOCUMENT, 'reject', march); // the engine had no outcome
  // 23:30 on 28 February in Mexico City (05:30 UTC on 1 March): February's, not March's.
  await reviewed(asked(S.accepted), 'reject', '2026-03-01T05:30:00Z');
  // Play money is never counted.
  await reviewed(asked(S.accepted), 'reject', march, true);
}, 120_000);
afterAll(() => t.close());

describe('override rates of manual review', () => {
  it('counts the month’s reviews against the engine, on the Mexico City calendar', async () => {
    const report = await policyMonitoring(t.core, { actorId: staff.auditor, query: { month: '2026-03' } });
    expect(report.manualReview).toMatchObject({
      reviewed: 6,
      withEngineOutcome: 5,
      overrides: 2,
      overrideRateBps: 4_000,
    });
    const cell = (engine: string, reviewer: string) =>
      report.manualReview.cells.find((c) => c.engine === engine && c.reviewer === reviewer)?.count;
    expect(cell('approve', 'reject')).toBe(1);
    expect(cell('reject', 'approve')).toBe(1);
    expect(cell('reject', 'reject')).toBe(1);
    expect(cell('approve', 'approve_decrease')).toBe(1);
    expect(cell('approve', 'approve')).toBe(1);
    expect(cell('none', 'reject')).toBe(1);
    expect(report.manualReview.cells).toHaveLength(9);
  });

  it('puts the review of 23:30 on the last day of February in February', async () => {
    const report = await policyMonitoring(t.core, { actorId: staff.admin, query: { month: '2026-02' } });
    expect(report.manualReview).toMatchObject({ reviewed: 1, overrides: 1, overrideRateBps: 10_000 });
  });

  it('has no rate for a month without reviews, and is refused to an agent', async () => {
    const empty = await policyMonitoring(t.core, { actorId: staff.auditor, query: { month: '2026-01' } });
    expect(empty.manualReview).toMatchObject({ reviewed: 0, overrides: 0, overrideRateBps: null });
    const refused = await policyMonitoring(t.core, {
      actorId: staff.agent,
      query: { month: '2026-03' },
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CoreError);
    expect((refused as CoreError).code).toBe('forbidden');
  });

  it('reads no engine outcome from a case sent without one, or with an error', () => {
    expect(engineLeaning(NO_DOCUMENT)).toBe('none');
    expect(engineLeaning(asked(S.decisionError))).toBe('none');
    expect(engineLeaning(asked(S.yhatIncrease))).toBe('approve');
    expect(engineLeaning([])).toBe('none');
  });
});
