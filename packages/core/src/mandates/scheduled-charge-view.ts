import { moneyFromCentavos, type ScheduledCharge, type ScheduledChargeNotice } from '@lender/contracts';
import type { Executor } from '@lender/db';
import { eq } from '@lender/db/orm';
import { mandateCharges, mandates, payments, type scheduledCharges } from '@lender/db/schema';
import { type Clock, today } from '../clock';

/** One scheduled charge as stored (ADR 329). */
type ScheduledChargeRow = typeof scheduledCharges.$inferSelect;

/** What the borrower reads of a scheduled charge on my loan (its outcome in words there). */
export type ScheduledChargeView = ScheduledCharge;

/** A scheduled charge as its borrower reads it, its outcome read from the charge and its payment. */
export async function scheduledChargeView(
  tx: Executor,
  row: ScheduledChargeRow,
): Promise<ScheduledChargeView> {
  const [mandate] = await tx
    .select({ last4: mandates.last4 })
    .from(mandates)
    .where(eq(mandates.id, row.mandateId));
  const [outcome] = row.mandateChargeId
    ? await tx
        .select({ charge: mandateCharges.status, payment: payments.status })
        .from(mandateCharges)
        .innerJoin(payments, eq(payments.id, mandateCharges.paymentId))
        .where(eq(mandateCharges.id, row.mandateChargeId))
    : [];
  return {
    id: row.id,
    loanId: row.loanId,
    method: row.method,
    last4: mandate?.last4 ?? '',
    amount: moneyFromCentavos(row.amount),
    chargeOn: row.chargeOn,
    part: row.part,
    attempt: row.attempt,
    status: statusOf(row, outcome),
    declineKind: outcome?.charge === 'objected' ? 'objected' : row.declineKind,
  };
}

function statusOf(
  row: ScheduledChargeRow,
  outcome: { charge: string; payment: string } | undefined,
): ScheduledCharge['status'] {
  if (outcome?.charge === 'objected') return 'objected';
  if (row.status === 'accepted') return outcome?.payment === 'completed' ? 'paid' : 'sent';
  if (row.status === 'sending') return 'sent';
  return row.status;
}

/** The charge a "no me cobren" link names, and whether it can still be stopped (on or before its day). */
export async function scheduledChargeNotice(
  ctx: { clock: Clock },
  tx: Executor,
  row: ScheduledChargeRow,
): Promise<ScheduledChargeNotice> {
  const { amount, chargeOn, method, last4 } = await scheduledChargeView(tx, row);
  const open = (row.status === 'planned' || row.status === 'noticed') && row.chargeOn >= today(ctx.clock);
  const state = row.status === 'cancelled' ? 'cancelled' : open ? 'cancellable' : 'ended';
  return { amount, chargeOn, method, last4, state };
}
