import { type ClientDirectDebits, moneyFromCentavos } from '@lender/contracts';
import type { Database } from '@lender/db';
import { and, desc, eq } from '@lender/db/orm';
import {
  approvalRequests,
  clients,
  mandateCharges,
  mandates,
  payments,
  scheduledCharges,
} from '@lender/db/schema';
import { CoreError } from '../../errors/core-error';
import { objectionWindowEnd } from '../../mandates/mandate-gate';
import { authorize } from '../authorize';

type Outcome = ClientDirectDebits['charges'][number]['outcome'];

/**
 * What became of a scheduled charge, read from its row, its attempt at the bank and that
 * attempt's payment: accepted is `paid` only once the money arrived.
 */
export function chargeOutcome(
  status: (typeof scheduledCharges.$inferSelect)['status'],
  charge: string | null,
  payment: string | null,
): Outcome {
  if (charge === 'objected') return 'objected';
  if (status === 'accepted') return payment === 'completed' ? 'paid' : 'sent';
  if (status === 'sending') return 'sent';
  return status;
}

/**
 * `backOffice.clientDirectDebits` (issue 66 point 6, ADR 331): client `id`'s mandates, every
 * charge scheduled under them with its outcome, and the debits objected to with their refund
 * cases; only that client's rows, newest first. `not_found` for an unknown client.
 */
export async function clientDirectDebits(
  ctx: { readonly db: Database },
  { actorId, params: { id } }: { actorId: number; params: { id: number } },
): Promise<ClientDirectDebits> {
  await authorize(ctx, actorId, 'payments.read');
  const { db } = ctx;
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, id));
  if (!client) throw new CoreError('not_found');
  const [mandateRows, chargeRows, objectionRows] = await Promise.all([
    db.select().from(mandates).where(eq(mandates.clientId, id)).orderBy(desc(mandates.id)),
    db
      .select({
        row: scheduledCharges,
        last4: mandates.last4,
        charge: mandateCharges.status,
        payment: payments.status,
      })
      .from(scheduledCharges)
      .innerJoin(mandates, eq(mandates.id, scheduledCharges.mandateId))
      .leftJoin(mandateCharges, eq(mandateCharges.id, scheduledCharges.mandateChargeId))
      .leftJoin(payments, eq(payments.id, mandateCharges.paymentId))
      .where(eq(scheduledCharges.clientId, id))
      .orderBy(desc(scheduledCharges.chargeOn), desc(scheduledCharges.id)),
    db
      .select({
        charge: mandateCharges,
        method: mandates.method,
        last4: mandates.last4,
        payment: payments.status,
        refund: approvalRequests.status,
      })
      .from(mandateCharges)
      .innerJoin(mandates, eq(mandates.id, mandateCharges.mandateId))
      .innerJoin(payments, eq(payments.id, mandateCharges.paymentId))
      .leftJoin(approvalRequests, eq(approvalRequests.id, mandateCharges.refundApprovalId))
      .where(and(eq(mandates.clientId, id), eq(mandateCharges.status, 'objected')))
      .orderBy(desc(mandateCharges.chargeOn), desc(mandateCharges.id)),
  ]);
  return {
    mandates: mandateRows.map((row) => ({
      id: row.id,
      loanId: row.loanId,
      method: row.method,
      last4: row.last4,
      maxAmount: moneyFromCentavos(row.maxAmount),
      coversFrom: row.coversFrom,
      coversTo: row.coversTo,
      preNoticeDays: row.preNoticeDays,
      splitInParts: row.splitInParts,
      status: row.status,
      revokedReason: row.revokedReason,
      acceptedAt: row.acceptedAt.toISOString(),
      revokedAt: row.revokedAt?.toISOString() ?? null,
    })),
    charges: chargeRows.map(({ row, last4, charge, payment }) => ({
      id: row.id,
      loanId: row.loanId,
      method: row.method,
      last4,
      instalment: row.instalment,
      part: row.part,
      attempt: row.attempt,
      amount: moneyFromCentavos(row.amount),
      chargeOn: row.chargeOn,
      outcome: chargeOutcome(row.status, charge, payment),
      declineKind: charge === 'objected' ? 'objected' : row.declineKind,
      refusalCode: row.refusalCode,
      noticedAt: row.noticedAt?.toISOString() ?? null,
    })),
    objections: objectionRows.map(({ charge, method, last4, payment, refund }) => ({
      chargeId: charge.id,
      loanId: charge.loanId,
      method,
      last4,
      amount: moneyFromCentavos(charge.amount),
      chargeOn: charge.chargeOn,
      objectedOn: charge.objectedOn,
      windowEnds: objectionWindowEnd(charge.chargeOn),
      moneyTaken: payment === 'completed' || payment === 'reversed',
      refund:
        charge.refundApprovalId !== null && refund !== null
          ? { approvalId: charge.refundApprovalId, status: refund }
          : null,
    })),
  };
}
