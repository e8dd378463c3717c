import type { Executor } from '@lender/db';
import { and, eq, inArray, max, ne } from '@lender/db/orm';
import {
  amlAlerts,
  amlClients,
  amlMatches,
  clients,
  geoMunicipalities,
  geoSettlements,
  geoStates,
  loans,
} from '@lender/db/schema';
import type { AmlSettings } from './aml-settings';

// A risk grade per client (issue 50; docs/compliance.md "Risk grade"): each factor below adds a
// reason; a high factor, or two medium ones, make the grade high; one medium factor makes it
// medium; none, low. The grade is kept with its reasons and recomputed on every screening
// (registration, payout, list change) and when an alert about the client is raised or decided.
// The product (one short unsecured consumer loan) and the channel (online, identity checked by
// CURP and SMS) are the base of every client: low.

export const RISK_FACTORS = {
  /** A politically exposed person (an open or confirmed PEP match). */
  pep: 'high',
  /** An open or confirmed match on a blocked, sanctions or own list. */
  list_match: 'high',
  /** Two or more alerts about the client not dismissed. */
  repeated_alerts: 'high',
  /** One alert about the client not dismissed. */
  alert: 'medium',
  /** A loan principal at or above `highAmountCentavos`. */
  high_amount: 'medium',
  /** Came through an affiliate (a channel the lender does not run). */
  affiliate_channel: 'medium',
  /** The address's SEPOMEX municipality is on `highRiskMunicipalities`. */
  municipality: 'medium',
} as const;
export type RiskFactor = keyof typeof RISK_FACTORS;
export type RiskGrade = 'low' | 'medium' | 'high';

/** The grade of a set of reasons. */
export function gradeOf(reasons: readonly RiskFactor[]): RiskGrade {
  if (reasons.some((reason) => RISK_FACTORS[reason] === 'high')) return 'high';
  const medium = reasons.filter((reason) => RISK_FACTORS[reason] === 'medium').length;
  if (medium >= 2) return 'high';
  return medium === 1 ? 'medium' : 'low';
}

/** The `State/Municipality` of a postal code in the SEPOMEX catalogue, or null. */
async function municipalityOf(tx: Executor, postalCode: string): Promise<string | null> {
  const [row] = await tx
    .select({ city: geoMunicipalities.name, region: geoStates.name })
    .from(geoSettlements)
    .innerJoin(geoMunicipalities, eq(geoMunicipalities.id, geoSettlements.municipalityId))
    .innerJoin(geoStates, eq(geoStates.code, geoSettlements.stateCode))
    .where(eq(geoSettlements.postalCode, postalCode))
    .limit(1);
  return row ? `${row.region}/${row.city}` : null;
}

/** The factors of one client as the database says now. */
export async function riskFactors(
  tx: Executor,
  clientId: number,
  settings: AmlSettings,
): Promise<RiskFactor[]> {
  const reasons: RiskFactor[] = [];
  const matches = await tx
    .select({ list: amlMatches.list })
    .from(amlMatches)
    .where(and(eq(amlMatches.clientId, clientId), inArray(amlMatches.status, ['open', 'confirmed'])));
  if (matches.some((match) => match.list === 'pep')) reasons.push('pep');
  if (matches.some((match) => match.list !== 'pep')) reasons.push('list_match');
  const alerts = await tx
    .select({ id: amlAlerts.id })
    .from(amlAlerts)
    .where(
      and(
        eq(amlAlerts.clientId, clientId),
        inArray(amlAlerts.kind, ['relevant', 'unusual', 'internal']),
        ne(amlAlerts.status, 'dismissed'),
      ),
    );
  if (alerts.length >= 2) reasons.push('repeated_alerts');
  else if (alerts.length === 1) reasons.push('alert');
  const [amount] = await tx
    .select({ top: max(loans.principal) })
    .from(loans)
    .where(eq(loans.clientId, clientId));
  if ((amount?.top ?? 0) >= settings.highAmountCentavos) reasons.push('high_amount');
  const [client] = await tx
    .select({ affiliate: clients.affiliate, address: clients.address })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (client?.affiliate) reasons.push('affiliate_channel');
  const postalCode = client?.address?.postalCode;
  if (typeof postalCode === 'string' && settings.highRiskMunicipalities.length > 0) {
    const place = await municipalityOf(tx, postalCode);
    if (place && settings.highRiskMunicipalities.includes(place)) reasons.push('municipality');
  }
  return reasons;
}

/** Recomputes and keeps a screened client's grade and reasons (no row: not screened yet, nothing to do). */
export async function recomputeRisk(
  ctx: { clock: { now(): Date } },
  tx: Executor,
  clientId: number,
  settings: AmlSettings,
): Promise<RiskGrade | null> {
  const reasons = await riskFactors(tx, clientId, settings);
  const grade = gradeOf(reasons);
  const [row] = await tx
    .update(amlClients)
    .set({ riskGrade: grade, riskReasons: reasons, riskAt: ctx.clock.now() })
    .where(eq(amlClients.clientId, clientId))
    .returning({ clientId: amlClients.clientId });
  return row ? grade : null;
}
