import { APPLICATION_STATUS } from '@lender/calculator/platform';
import { eq } from '@lender/db/orm';
import { clients, creditPolicies, decisions } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffUsers } from '../../testing/lending-fixtures';
import { createNoticesTestCore, submittedApplication } from '../../testing/notices-fixtures';
import { policyMonitoring } from '../back-office/policy-challengers/policy-monitoring';
import { CoreError } from '../errors/core-error';
import { runPolicyMonitoring } from './run-policy-monitoring';

// Issue 67 point 5 (ADR 332): the month's PSI against the reference month, approval rates by
// segment with four-fifths, and the daily job's alerts. The test clock is 2026-03-02.

type T = Awaited<ReturnType<typeof createNoticesTestCore>>;
let t: T;
let staff: Record<'admin' | 'auditor' | 'agent', number>;

const code = async (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof CoreError ? error.code : String(error)),
  );

interface Seeded {
  day: string;
  income: number;
  approved: boolean;
  sex: 'H' | 'M';
  state: string;
  /** The scorecard band the decision scored; none when its policy had no scorecard. */
  band?: string;
}

/** One decided application of its own client, decided on `day` with `income` (centavos). */
async function seed({ day, income, approved, sex, state, band }: Seeded) {
  const app = await submittedApplication(t, 1_000_00);
  await t.core.db
    .update(clients)
    .set({ curpEnc: t.core.pii.encrypt(`GOMA900514${sex}DFRRN09`), address: { region: state } })
    .where(eq(clients.id, app.clientId));
  await t.core.db.insert(decisions).values({
    applicationId: app.applicationId,
    clientId: app.clientId,
    outcome: approved ? APPLICATION_STATUS.accepted : APPLICATION_STATUS.rejected,
    offeredAmount: approved ? 1_000_00 : null,
    reasons: [],
    inputs: {
      today: day,
      application: { requestedAmount: 1_000_00, salaryCycle: 'semi_monthly', sequenceType: 'first' },
      client: { status: 1, birthDate: '1990-05-14', monthlyIncome: income, employmentStatus: 'employed' },
      loans: { active: 0, closed: 0 },
      evidence: { idDocument: true, bankLink: 'present', identity: 'approved' },
      bounds: { min: 500_00, max: 10_000_00, interval: 100_00 },
    },
    ruleSet: 'policy-v1',
    policyVersion: 1,
    score: band ? { score: 600, band, probabilityBps: 500, cutOff: 520, lost: [] } : null,
  });
}

beforeAll(async () => {
  t = await createNoticesTestCore();
  staff = await staffUsers(t, { admin: 'admin', auditor: 'auditor', agent: 'agent' });
  // v1 published in February: its reference month is January.
  await t.core.db
    .update(creditPolicies)
    .set({ publishedAt: new Date('2026-02-10T18:00:00Z') })
    .where(eq(creditPolicies.version, 1));
  // January, on its last day: 40 decisions spread over two income bands.
  for (let i = 0; i < 40; i++) {
    await seed({
      day: '2026-01-31',
      income: i % 2 ? 6_000_00 : 20_000_00,
      approved: true,
      sex: 'H',
      state: 'Jalisco',
      // Half scored A, half B; March keeps the same shares (30 and 30), so the score is stable.
      band: i < 20 ? 'A' : 'B',
    });
  }
  // March: 60 decisions, all earning $4,000.00 exactly (the band's floor, to the centavo). Men 15 of 30 approved (0.5), women 12 of 30 (0.4, exactly 0.8 of it);
  // Jalisco 27 of 30 approved, Oaxaca 0 of 30.
  let scored = 0;
  const march = (approved: boolean, sex: 'H' | 'M', state: string) =>
    seed({ day: '2026-03-01', income: 4_000_00, approved, sex, state, band: scored++ < 30 ? 'A' : 'B' });
  for (let i = 0; i < 15; i++) await march(true, 'H', 'Jalisco');
  for (let i = 0; i < 12; i++) await march(true, 'M', 'Jalisco');
  for (let i = 0; i < 3; i++) await march(false, 'M', 'Jalisco');
  for (let i = 0; i < 15; i++) await march(false, 'H', 'Oaxaca');
  for (let i = 0; i < 15; i++) await march(false, 'M', 'Oaxaca');
}, 300_000);
afterAll(() => t.close());

describe('the monitoring report', () => {
  it('reads an empty month as no data, never as stable, and raises nothing', async () => {
    const report = await policyMonitoring(t.core, {
      actorId: staff.auditor,
      query: { month: '2026-02', reference: '2025-12' },
    });
    expect(report.decisions).toEqual({ month: 0, reference: 0 });
    expect(report.psi.map((row) => [row.psi, row.band])).toEqual(Array(6).fill([null, 'no_data']));
    expect(report.segments).toEqual([]);
    expect(report.alerts).toEqual([]);
  });

  it('is refused to the agent and for a month that has not begun', async () => {
    const query = { month: '2026-03' };
    expect(await code(policyMonitoring(t.core, { actorId: staff.agent, query }))).toBe('forbidden');
    expect(await code(policyMonitoring(t.core, { actorId: staff.admin, query: { month: '2026-04' } }))).toBe(
      'invalid_value',
    );
  });

  it('compares March with the policy’s reference month, characteristic by characteristic', async () => {
    const report = await policyMonitoring(t.core, { actorId: staff.auditor, query: { month: '2026-03' } });
    expect(report).toMatchObject({ month: '2026-03', reference: '2026-01', policyVersion: 1 });
    expect(report.decisions).toEqual({ month: 60, reference: 40 });
    const income = report.psi.find((row) => row.characteristic === 'income_band');
    expect(income?.buckets.filter((b) => b.month + b.reference > 0)).toEqual([
      { bucket: '4000-7999', reference: 20, month: 60 },
      { bucket: '15000-24999', reference: 20, month: 0 },
    ]);
    // Shares 0.5 → 1 and 0.5 → ε: (1 − 0.5)·ln 2 + (0.0001 − 0.5)·ln(0.0002).
    expect(income?.psi).toBe(Math.round((0.5 * Math.log(2) + (0.0001 - 0.5) * Math.log(0.0002)) * 1e4) / 1e4);
    expect(income?.band).toBe('act');
    // The scorecard's bands, read from each decision's stored score: the same shares, stable.
    expect(report.psi.find((row) => row.characteristic === 'score_band')).toMatchObject({
      psi: 0,
      band: 'stable',
      buckets: [
        { bucket: 'A', reference: 20, month: 30 },
        { bucket: 'B', reference: 20, month: 30 },
        { bucket: 'none', reference: 0, month: 0 },
      ],
    });
    // Everyone semi-monthly and a first loan both months: nothing moved.
    for (const name of ['pay_cycle', 'sequence'] as const) {
      expect(report.psi.find((row) => row.characteristic === name)).toMatchObject({ psi: 0, band: 'stable' });
    }
  });

  it('flags a segment under four-fifths of the best rate, and not one exactly at it', async () => {
    const { segments } = await policyMonitoring(t.core, {
      actorId: staff.admin,
      query: { month: '2026-03' },
    });
    const of = (dimension: string, segment: string) =>
      segments.find((row) => row.dimension === dimension && row.segment === segment);
    expect(of('sex', 'male')).toMatchObject({ decisions: 30, approved: 15, approvalRateBps: 5_000 });
    expect(of('sex', 'female')).toMatchObject({
      decisions: 30,
      approved: 12,
      ratioToBestBps: 8_000,
      fourFifthsBreached: false,
    });
    expect(of('state', 'Jalisco')).toMatchObject({ approvalRateBps: 9_000, fourFifthsBreached: false });
    expect(of('state', 'Oaxaca')).toMatchObject({
      approvalRateBps: 0,
      ratioToBestBps: 0,
      fourFifthsBreached: true,
    });
    expect(of('age_band', '35-44')).toMatchObject({ decisions: 60, fourFifthsBreached: false });
  });
});

describe('the credit-monitoring job', () => {
  it('raises one alert per finding for the month, once', async () => {
    const first = await runPolicyMonitoring(t.core);
    expect(first).toMatchObject({ month: '2026-03', decisions: 60, alertsRaised: 3 });
    const again = await runPolicyMonitoring(t.core);
    expect(again.alertsRaised).toBe(0);
    const report = await policyMonitoring(t.core, { actorId: staff.auditor, query: { month: '2026-03' } });
    expect(report.alerts.map((alert) => `${alert.kind} ${alert.subject}`).sort()).toEqual([
      'four_fifths state:Oaxaca',
      'psi income_band',
      'psi offer_band',
    ]);
  });
});
