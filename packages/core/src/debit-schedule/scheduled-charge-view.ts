import { type Money, moneyFromCentavos } from '@lender/contracts';
import type { Executor } from '@lender/db';
import { eq } from '@lender/db/orm';
import { mandateCharges, mandates, payments } from '@lender/db/schema';
import type { ScheduledChargeRow } from './debit-schedule-model';

/** What the borrower reads of a scheduled charge (its outcome in words on my loan). */
export interface ScheduledChargeView {
  readonly id: number;
  readonly loanId: number;
  readonly method: ScheduledChargeRow['method'];
  readonly last4: string;
  readonly amount: Money;
  readonly chargeOn: string;
  readonly part: number;
  readonly attempt: number;
  /**
   * `planned`, `noticed`, `cancelled`, `sent` (at the bank, not answered), `paid` (the money
   * arrived), `declined` (see `declineKind`), `objected` (the borrower objected with their bank
   * after it was taken) or `refused` (never sent: no pre-notice in time, the mandate stopped…).
   */
  readonly status:
    | 'planned'
    | 'noticed'
    | 'cancelled'
    | 'sent'
    | 'paid'
    | 'declined'
    | 'objected'
    | 'refused';
  readonly declineKind: ScheduledChargeRow['declineKind'];
}

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
): ScheduledChargeView['status'] {
  if (outcome?.charge === 'objected') return 'objected';
  if (row.status === 'accepted') return outcome?.payment === 'completed' ? 'paid' : 'sent';
  if (row.status === 'sending') return 'sent';
  return row.status;
}
