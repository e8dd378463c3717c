import { APPLICATION_STATUS } from '@lender/calculator/platform';
import type { Scorecard } from '@lender/contracts';
import { desc, eq } from '@lender/db/orm';
import { clients, creditPolicies, decisions, provenIncomes } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNoticesTestCore, submittedApplication } from '../../testing/notices-fixtures';
import { borrowerReasonsOf } from '../decision/borrower-reasons';
import type { DecisionInput } from '../decision/engine';
import { POLICY_V1, sha256Of } from '../decision/policy-document';
import { decideApplication } from './application-decision';
import { daysFrom, scoringInputOf } from './scoring-input';

// Issue 67 point 4 (ADR 337): the decision input carries the scorecard's facts, the payroll proof
// first among them; v1 (no scorecard) decides as before and stores no score.

describe('the scoring facts', () => {
  const created = new Date('2025-03-02T18:00:00Z'); // 12:00 in Mexico City
  const proof = (confidence: string, newestPaidOn = '2026-02-26') => ({
    monthlyIncome: 12_345_67,
    payCycle: 'biweekly',
    payDays: [12, 26],
    newestPaidOn,
    confidence,
  });

  it('take a proof of high or medium confidence as the income, with its payday, never a stale (low) one', () => {
    expect(scoringInputOf(proof('high'), created, '2026-03-02', { source: 'off' }).provenIncome).toEqual({
      monthlyIncome: 12_345_67,
      payCycle: 'biweekly',
      payDays: [12, 26],
      newestPaidOn: '2026-02-26',
    });
    expect(
      scoringInputOf(proof('medium'), created, '2026-03-02', { source: 'off' }).provenIncome,
    ).not.toBeNull();
    expect(scoringInputOf(proof('low'), created, '2026-03-02', { source: 'off' }).provenIncome).toBeNull();
    expect(scoringInputOf(null, created, '2026-03-02', { source: 'off' }).provenIncome).toBeNull();
  });

  it('read staleness on the decision’s business date, not the upload’s (ADR 340)', () => {
    // Uploaded fresh and stored `high`; newest pay 15 January: trusted up to 18 March, not on the 19th.
    const uploaded = proof('high', '2026-01-15');
    const on = (today: string) => scoringInputOf(uploaded, created, today, { source: 'off' }).provenIncome;
    expect(on('2026-03-18')?.monthlyIncome).toBe(12_345_67);
    expect(on('2026-03-19')).toBeNull();
    expect(
      scoringInputOf(proof('medium', '2026-01-15'), created, '2026-03-19', { source: 'off' }).provenIncome,
    ).toBeNull();
  });

  it('count tenure in business days and read the behaviour flag only from a dataset', () => {
    expect(scoringInputOf(null, created, '2026-03-02', { source: 'off' }).tenureDays).toBe(365);
    // 23:30 Mexico City on 1 March is 05:30 UTC on the 2nd: still registered on the 1st.
    expect(
      scoringInputOf(null, new Date('2026-03-02T05:30:00Z'), '2026-03-02', { source: 'off' }).tenureDays,
    ).toBe(1);
    expect(daysFrom('2026-03-05', '2026-03-02')).toBe(0);
    const review = {
      source: 'dataset' as const,
      referenceNumber: 'R1',
      signal: { flag: 'review' as const, reasons: [] },
    };
    expect(scoringInputOf(null, created, '2026-03-02', review).behaviour).toBe('review');
    expect(scoringInputOf(null, created, '2026-03-02', { source: 'absent' }).behaviour).toBeNull();
    expect(scoringInputOf(null, created, '2026-03-02', { source: 'off' }).bureauScore).toBeNull();
  });
});

type T = Awaited<ReturnType<typeof createNoticesTestCore>>;
let t: T;
beforeAll(async () => {
  t = await createNoticesTestCore();
});
afterAll(() => t.close());

/** A client declaring `income`, with a payroll proof of `proven` (or none), whose application is decided. */
async function decided(income: number, proven: { income: number; confidence: 'high' | 'low' } | null) {
  const app = await submittedApplication(t, 1_000_00);
  await t.core.db
    .update(clients)
    .set({ birthDate: '1990-05-14', employment: { monthlyIncome: income, employmentStatusKey: 'employed' } })
    .where(eq(clients.id, app.clientId));
  if (proven) {
    await t.core.db.insert(provenIncomes).values({
      clientId: app.clientId,
      monthlyIncome: proven.income,
      payCycle: 'biweekly',
      newestPaidOn: '2026-02-27',
      payDays: [],
      confidence: proven.confidence,
      employerRfc: 'AAA010101AAA',
      uuids: [`uuid-${app.clientId}`],
      cfdis: [],
    });
  }
  await decideApplication(t.core, app.applicationId, { type: 'client', id: app.clientId });
  const [row] = await t.core.db
    .select()
    .from(decisions)
    .where(eq(decisions.applicationId, app.applicationId))
    .orderBy(desc(decisions.id));
  if (!row) throw new Error('no decision stored');
  return row;
}

/** Only income and its proof count; a score under 100 declines. */
const INCOME_CARD: Scorecard = {
  base: 0,
  characteristics: [
    {
      kind: 'numeric',
      characteristic: 'monthly_income',
      bins: [
        { from: 0, points: 0 },
        { from: 2_000_000, points: 60 },
      ],
      missingPoints: 0,
    },
    {
      kind: 'categorical',
      characteristic: 'income_proof',
      bins: [
        { value: 'proven', points: 50 },
        { value: 'declared', points: 0 },
      ],
      missingPoints: 0,
    },
  ],
  bands: [
    { band: 'A', minScore: 100, probabilityBps: 400 },
    { band: 'B', minScore: 0, probabilityBps: 2500 },
  ],
  cutOff: 100,
  topReasons: 2,
};

describe('a decision with a payroll proof', () => {
  it('under v1 stores the proof in its inputs, decides on the declared income and stores no score', async () => {
    const row = await decided(6_000_00, { income: 30_000_00, confidence: 'high' });
    const inputs = row.inputs as unknown as DecisionInput;
    expect(inputs.scoring?.provenIncome).toEqual({
      monthlyIncome: 30_000_00,
      payCycle: 'biweekly',
      payDays: [],
      newestPaidOn: '2026-02-27',
    });
    expect(inputs.client.monthlyIncome).toBe(6_000_00);
    expect(row.inputSha256).toBe(sha256Of(row.inputs));
    expect(row.policyVersion).toBe(1);
    expect(row.score).toBeNull();
  });

  it('under a version with a scorecard: the proven income beats the declared one; a decline says why', async () => {
    // This test's own database: the version in force gains the scorecard (a publication's effect).
    await t.core.db
      .update(creditPolicies)
      .set({ document: { ...POLICY_V1, scorecard: INCOME_CARD } })
      .where(eq(creditPolicies.status, 'published'));
    const proven = await decided(6_000_00, { income: 25_000_00, confidence: 'high' });
    expect(proven.score).toMatchObject({ score: 110, band: 'A', probabilityBps: 400, lost: [] });
    expect(proven.outcome).not.toBe(APPLICATION_STATUS.rejected);

    // The same declared income with a stale proof, then none: declared, 0 points, declined.
    for (const proof of [{ income: 25_000_00, confidence: 'low' as const }, null]) {
      const declined = await decided(25_000_00, proof);
      expect(declined.outcome).toBe(APPLICATION_STATUS.rejected);
      expect(declined.score).toMatchObject({
        score: 60,
        band: 'B',
        lost: [{ characteristic: 'income_proof', points: 50 }],
      });
      expect(declined.reasons[0]).toMatchObject({ rule: 'scorecard', code: 'decision.scoreIncomeProof' });
      expect(borrowerReasonsOf(declined.reasons.map((r) => r.code))[0]).toBe('income_to_confirm');
    }
  });
});
