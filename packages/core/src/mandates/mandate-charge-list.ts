import type { ScheduledCharge } from '@lender/contracts';
import type { Executor } from '@lender/db';
import { and, asc, eq, inArray } from '@lender/db/orm';
import { scheduledCharges } from '@lender/db/schema';
import { scheduledChargeView } from './scheduled-charge-view';

/**
 * The payday charges under each of a client's mandates (ADR 329), in date order, as the borrower
 * reads them beside the mandate on my loan; read by the client's id only.
 */
export async function chargesByMandate(
  tx: Executor,
  clientId: number,
  mandateIds: readonly number[],
): Promise<Map<number, ScheduledCharge[]>> {
  const byMandate = new Map<number, ScheduledCharge[]>(mandateIds.map((id) => [id, []]));
  if (mandateIds.length === 0) return byMandate;
  const rows = await tx
    .select()
    .from(scheduledCharges)
    .where(and(eq(scheduledCharges.clientId, clientId), inArray(scheduledCharges.mandateId, [...mandateIds])))
    .orderBy(asc(scheduledCharges.chargeOn), asc(scheduledCharges.part), asc(scheduledCharges.id));
  for (const row of rows) byMandate.get(row.mandateId)?.push(await scheduledChargeView(tx, row));
  return byMandate;
}
