import { APPLICATION_STATUS } from '@lender/calculator/platform';
import type { PolicyMonitoring } from '@lender/contracts';
import type { Database } from '@lender/db';
import { and, asc, eq, sql } from '@lender/db/orm';
import { clients, creditPolicies, decisions, policyMonitoringAlerts } from '@lender/db/schema';
import { BUSINESS_TIME_ZONE, businessDate } from '../clock';
import { BUILT_IN_POLICY } from '../decision/published-policy';
import { isApproved, isDecisionInput } from '../decision/stored-decision';
import type { PiiCrypto } from '../pii';
import { segmentRates } from './four-fifths';
import { psi, psiBand } from './psi';
import { ageBand, bucketsOf, CHARACTERISTICS, type MonitoredDecision, sexOfCurp } from './segments';

// The month's credit monitoring report (issue 67 point 5, ADR 332): PSI of each characteristic
// against the reference month, approval rates by age band, sex and state with four-fifths.

export interface MonitoringContext {
  readonly db: Database;
  readonly pii: PiiCrypto;
}

/** `YYYY-MM` one month before `month`. */
export function monthBefore(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
}

/** The decided applications of `month`: the latest engine decision of each (not forced, manual or play money). */
async function monthDecisions(ctx: MonitoringContext, month: string): Promise<MonitoredDecision[]> {
  const day = sql`coalesce(${decisions.inputs}->>'today', to_char(${decisions.createdAt} at time zone ${BUSINESS_TIME_ZONE}, 'YYYY-MM-DD'))`;
  const rows = await ctx.db
    .select({
      applicationId: decisions.applicationId,
      outcome: decisions.outcome,
      offeredAmount: decisions.offeredAmount,
      score: decisions.score,
      inputs: decisions.inputs,
      ruleSet: decisions.ruleSet,
      curpEnc: clients.curpEnc,
      address: clients.address,
    })
    .from(decisions)
    .innerJoin(clients, eq(clients.id, decisions.clientId))
    .where(
      and(
        sql`left(${day}, 7) = ${month}`,
        eq(decisions.forced, false),
        eq(decisions.fake, false),
        sql`${decisions.ruleSet} not like 'manual%'`,
      ),
    )
    .orderBy(asc(decisions.id));
  const latest = new Map<number, MonitoredDecision>();
  for (const row of rows) {
    if (!isDecisionInput(row.inputs) || row.outcome === APPLICATION_STATUS.decisionError) continue;
    let curp: string | null = null;
    try {
      curp = row.curpEnc ? ctx.pii.decrypt(row.curpEnc) : null;
    } catch {
      curp = null;
    }
    const region = row.address?.region;
    latest.set(row.applicationId, {
      outcome: row.outcome,
      offeredAmount: row.offeredAmount,
      input: row.inputs,
      sex: sexOfCurp(curp),
      state: typeof region === 'string' && region.trim() !== '' ? region.trim() : 'unknown',
      scoreBand: row.score?.band ?? null,
    });
  }
  return [...latest.values()];
}

/** The policy in force and its reference month: the month before it was published. */
async function referenceOf(db: Database): Promise<{ version: number; month: string | null }> {
  const [row] = await db
    .select({ version: creditPolicies.version, publishedAt: creditPolicies.publishedAt })
    .from(creditPolicies)
    .where(eq(creditPolicies.status, 'published'));
  if (!row) return { version: BUILT_IN_POLICY.version, month: null };
  return {
    version: row.version,
    month: row.publishedAt ? monthBefore(businessDate(row.publishedAt).slice(0, 7)) : null,
  };
}

/** The report of `month` against `reference` (else the policy's reference month). */
export async function monitoringReport(
  ctx: MonitoringContext,
  month: string,
  reference?: string,
): Promise<Omit<PolicyMonitoring, 'alerts' | 'manualReview'>> {
  const policy = await referenceOf(ctx.db);
  const referenceMonth = reference ?? policy.month ?? monthBefore(month);
  const [now, before] = await Promise.all([monthDecisions(ctx, month), monthDecisions(ctx, referenceMonth)]);
  return {
    month,
    reference: referenceMonth,
    policyVersion: policy.version,
    decisions: { month: now.length, reference: before.length },
    psi: psiRows(before, now),
    segments: approvalBySegment(now),
  };
}

/**
 * Approval rates by age band (the age on each decision's business date), sex and state, each with
 * four-fifths against its dimension's most approved segment.
 */
export function approvalBySegment(month: readonly MonitoredDecision[]) {
  return [
    ...segmentRates(
      'age_band',
      countBy(month, (d) => ageBand(d.input.client.birthDate, d.input.today)),
    ),
    ...segmentRates(
      'sex',
      countBy(month, (d) => d.sex),
    ),
    ...segmentRates(
      'state',
      countBy(month, (d) => d.state),
    ),
  ];
}

/** Each characteristic's buckets in both months and its PSI. */
export function psiRows(reference: readonly MonitoredDecision[], month: readonly MonitoredDecision[]) {
  return (Object.keys(CHARACTERISTICS) as (keyof typeof CHARACTERISTICS)[]).map((characteristic) => {
    const { of } = CHARACTERISTICS[characteristic];
    const buckets = bucketsOf(characteristic, reference, month);
    const count = (rows: readonly MonitoredDecision[]) =>
      buckets.map(
        (bucket) => rows.filter((row) => (of as (d: MonitoredDecision) => string)(row) === bucket).length,
      );
    const r = count(reference);
    const m = count(month);
    const value = psi(r, m);
    return {
      characteristic,
      psi: value,
      band: psiBand(value),
      buckets: buckets.map((bucket, i) => ({ bucket, reference: r[i] ?? 0, month: m[i] ?? 0 })),
    };
  });
}

function countBy(rows: readonly MonitoredDecision[], key: (d: MonitoredDecision) => string) {
  const counts = new Map<string, { decisions: number; approved: number }>();
  for (const row of rows) {
    const c = counts.get(key(row)) ?? { decisions: 0, approved: 0 };
    c.decisions += 1;
    if (isApproved(row.outcome)) c.approved += 1;
    counts.set(key(row), c);
  }
  return counts;
}

/** The alerts raised for `month`, oldest first. */
export async function monthAlerts(db: Database, month: string): Promise<PolicyMonitoring['alerts']> {
  const rows = await db
    .select()
    .from(policyMonitoringAlerts)
    .where(eq(policyMonitoringAlerts.month, month))
    .orderBy(asc(policyMonitoringAlerts.id));
  return rows.map((row) => ({
    kind: row.kind as 'psi' | 'four_fifths',
    subject: row.subject,
    raisedAt: row.createdAt.toISOString(),
  }));
}
