import { fullNameOf, type RefundPayout } from '@lender/contracts';
import type { Database, Executor } from '@lender/db';
import { and, desc, eq } from '@lender/db/orm';
import { clients, loans, refundPayouts } from '@lender/db/schema';
import type { AuditService } from '../audit/audit';
import { auditMoney } from '../audit/money';
import type { Clock } from '../clock';
import { heldForBorrower, type LoanAccountContext, lockLoanAccount, post } from '../ledger/loan-account';
import type { Logger } from '../logger';
import type { NoticePort } from '../notices/notice-model';
import type { OverpaymentRefunds } from '../payments/payment-context';
import type { PiiCrypto } from '../pii';
import { amlRefundClear } from '../pld/payout-gate';
import type { PayoutProvider } from '../providers/payouts/port';
import type { ApprovalRow } from './approval-rows';
import type { ApprovalFields } from './approvals';

type RefundPayoutRow = typeof refundPayouts.$inferSelect;

/**
 * Refunds of overpayments, booked and paid out (issue 16). Approving a `payment.refund` request
 * books the refund in the ledger and queues its payout in one transaction (one payout per request:
 * an approval processed twice pays once), then hands it to the payout port (SPEI to the client's
 * CLABE): `payApprovedRefund`. `confirmPendingRefunds` (the `payouts-confirm` job) sends what is
 * still queued and asks the provider about what was sent; a failed payout puts the amount back in
 * suspense.
 */
export interface RefundPayoutsContext {
  readonly db: Database;
  readonly clock: Clock;
  readonly pii: PiiCrypto;
  readonly logger: Logger;
  readonly audit: AuditService;
  readonly loanAccount: LoanAccountContext;
  /** The payout port behind the fake-money guard (SPEI to the client's CLABE). */
  readonly payouts: PayoutProvider;
  /** The borrower is told when the refund reaches their CLABE or their bank returns it. */
  readonly notices?: NoticePort | undefined;
  /** A returned refund is held again and asked for again at once (`request-refund.ts`). */
  readonly refunds: OverpaymentRefunds;
}

export function refundPayoutView(row: RefundPayoutRow): RefundPayout {
  return {
    id: row.id,
    approvalId: row.approvalId,
    loanId: row.loanId,
    clientId: row.clientId,
    amountCentavos: row.amount,
    status: row.status,
    reference: row.reference,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** A loan's refund payouts, newest first (its page). */
export async function refundPayoutsOf(db: Database, loanId: number): Promise<RefundPayout[]> {
  const rows = await db
    .select()
    .from(refundPayouts)
    .where(eq(refundPayouts.loanId, loanId))
    .orderBy(desc(refundPayouts.id));
  return rows.map(refundPayoutView);
}

/** Hands a queued payout to the provider; the row is claimed first, so it is sent once. */
async function sendRefundPayout(deps: Omit<RefundPayoutsContext, 'refunds'>, id: number): Promise<void> {
  const { db, clock, pii } = deps;
  // A borrower suspended by a blocked-persons list hit gets nothing: the refund stays queued (ADR 291).
  const [queued] = await db
    .select({ clientId: refundPayouts.clientId })
    .from(refundPayouts)
    .where(and(eq(refundPayouts.id, id), eq(refundPayouts.status, 'pending')));
  if (!queued || !(await amlRefundClear(deps, { refundPayoutId: id, clientId: queued.clientId }))) return;
  const [claimed] = await db
    .update(refundPayouts)
    .set({ status: 'sent', sentAt: clock.now() })
    .where(and(eq(refundPayouts.id, id), eq(refundPayouts.status, 'pending')))
    .returning();
  if (!claimed) return;
  let sent: Awaited<ReturnType<PayoutProvider['send']>>;
  let clabe: string;
  try {
    const [owner] = await db
      .select({ client: clients, fake: loans.fake })
      .from(loans)
      .innerJoin(clients, eq(clients.id, loans.clientId))
      .where(eq(loans.id, claimed.loanId));
    if (!owner?.client.clabeEnc) throw new Error('the client has no CLABE to refund to');
    clabe = pii.decrypt(owner.client.clabeEnc);
    sent = await deps.payouts.send({
      payoutId: id,
      purpose: 'refund',
      amount: claimed.amount,
      method: 'bank_transfer',
      clabe,
      beneficiary: fullNameOf(owner.client),
      fake: owner.fake,
    });
  } catch (error) {
    // Not handed over: back in the queue, `confirmPending` tries again.
    await db
      .update(refundPayouts)
      .set({ status: 'pending', sentAt: null })
      .where(and(eq(refundPayouts.id, id), eq(refundPayouts.status, 'sent')));
    deps.logger.error('refund payout send failed', { refundPayoutId: id, error: String(error) });
    return;
  }
  try {
    // The account it went to, as the borrower's notice names it: the CLABE's last 4 digits only,
    // kept by the platform whatever the provider's details carry.
    await db
      .update(refundPayouts)
      .set({ reference: sent.reference, details: { ...sent.details, clabeLast4: clabe.slice(-4) } })
      .where(eq(refundPayouts.id, id));
  } catch (error) {
    // The provider has the money: the payout stays `sent`, never queued again (it would pay twice);
    // its reference is logged for finance to record.
    deps.logger.error('refund payout sent but its reference not kept', {
      refundPayoutId: id,
      reference: sent.reference,
      error: String(error),
    });
  }
}

/** The last 4 digits of the client's CLABE on file, the one a refund is paid to ('' when none). */
async function clabeLast4OnFile(deps: Pick<RefundPayoutsContext, 'pii'>, tx: Executor, clientId: number) {
  const [client] = await tx
    .select({ clabeEnc: clients.clabeEnc })
    .from(clients)
    .where(eq(clients.id, clientId));
  return client?.clabeEnc ? deps.pii.decrypt(client.clabeEnc).slice(-4) : '';
}

/** Asks the provider about a sent payout and records its outcome (audited). */
async function settleRefundPayout(
  deps: RefundPayoutsContext,
  row: RefundPayoutRow,
): Promise<'completed' | 'failed' | null> {
  const { db, clock, audit } = deps;
  if (!row.reference) return null;
  const state = await deps.payouts.status(row.reference);
  if (state === 'pending') return null;
  return db.transaction(async (tx) => {
    const [done] = await tx
      .update(refundPayouts)
      .set({ status: state, completedAt: clock.now() })
      .where(and(eq(refundPayouts.id, row.id), eq(refundPayouts.status, 'sent')))
      .returning();
    if (!done) return null;
    if (state === 'failed') {
      // The money never left: it is held again and its refund asked for again, never left unasked.
      const account = await lockLoanAccount(deps.loanAccount, tx, row.loanId, { accrue: false });
      await post(account, { kind: 'refund_returned', refundPayoutId: row.id, amount: row.amount });
      await deps.refunds.overpaid(tx, row.loanId);
    }
    await audit.record(tx, {
      actor: { type: 'system' },
      action: `refund.payout_${state}`,
      entity: 'loan',
      entityId: row.loanId,
      before: { refundPayoutStatus: 'sent' },
      after: {
        refundPayoutStatus: state,
        refundPayoutId: row.id,
        approvalId: row.approvalId,
        amount: auditMoney(row.amount),
        reference: row.reference,
      },
    });
    await deps.notices?.notify(tx, {
      kind: 'refund_settled',
      refundPayoutId: row.id,
      ...(state === 'failed' && { accountOnFile: await clabeLast4OnFile(deps, tx, row.clientId) }),
    });
    return state;
  });
}

/** The action of an approved `payment.refund` request: books the refund and pays it out once. */
export async function payApprovedRefund(
  deps: Omit<RefundPayoutsContext, 'refunds'>,
  request: ApprovalRow,
  checkerId: number,
): Promise<ApprovalFields> {
  const { db, clock, audit } = deps;
  const loanId = Number(request.entityId);
  const amount = Number(request.payload.amountCentavos);
  const payout = await db.transaction(async (tx) => {
    const account = await lockLoanAccount(deps.loanAccount, tx, loanId);
    const { loan } = account;
    const [existing] = await tx.select().from(refundPayouts).where(eq(refundPayouts.approvalId, request.id));
    // Processed already (two checkers at once, a retry): booked and paid once.
    if (existing) return existing;
    const owed = await heldForBorrower(account);
    // Only what the ledger holds for the borrower is refunded (`nothing_to_refund` otherwise).
    await post(account, { kind: 'refund_approved', approvalId: request.id, amount });
    const [created] = await tx
      .insert(refundPayouts)
      .values({ approvalId: request.id, loanId, clientId: loan.clientId, amount, createdAt: clock.now() })
      .returning();
    if (!created) throw new Error('refund payout not stored');
    await audit.record(tx, {
      actor: { type: 'user', id: checkerId },
      action: 'loan.refund',
      entity: 'loan',
      entityId: loanId,
      before: { refundable: auditMoney(owed) },
      after: {
        refunded: auditMoney(amount),
        refundable: auditMoney(owed - amount),
        approvalId: request.id,
        refundPayoutId: created.id,
        refundPayoutStatus: created.status,
      },
      reason: request.reason,
    });
    return created;
  });
  await sendRefundPayout(deps, payout.id);
  const [now] = await db.select().from(refundPayouts).where(eq(refundPayouts.id, payout.id));
  return {
    refundedCentavos: amount,
    refundPayoutId: payout.id,
    payoutStatus: now?.status ?? payout.status,
  };
}

/** Periodic (the `payouts-confirm` job): sends queued refund payouts and settles sent ones with the provider. */
export async function confirmPendingRefunds(
  deps: RefundPayoutsContext,
): Promise<{ sent: number; completed: number; failed: number }> {
  const { db } = deps;
  const result = { sent: 0, completed: 0, failed: 0 };
  const queued = await db
    .select({ id: refundPayouts.id })
    .from(refundPayouts)
    .where(eq(refundPayouts.status, 'pending'));
  for (const row of queued) {
    await sendRefundPayout(deps, row.id);
    result.sent += 1;
  }
  const sent = await db.select().from(refundPayouts).where(eq(refundPayouts.status, 'sent'));
  for (const row of sent) {
    try {
      const outcome = await settleRefundPayout(deps, row);
      if (outcome) result[outcome] += 1;
    } catch (error) {
      deps.logger.error('refund payout status failed', { refundPayoutId: row.id, error: String(error) });
    }
  }
  return result;
}
