import { createHmac, randomUUID } from 'node:crypto';
import type { Executor } from '@lender/db';
import { and, asc, eq, gt, inArray, isNull, or, sql } from '@lender/db/orm';
import { type loans, paymentReferences, payments, rollovers } from '@lender/db/schema';
import type { AuditActor } from '../audit/audit';
import { auditMoney } from '../audit/money';
import { CoreError } from '../errors/core-error';
import type { LedgerBalances } from '../ledger/accounts';
import { loanBalances, postTransaction } from '../ledger/ledger';
import { chargeLines, paymentLines } from '../ledger/postings';
import { OPEN_LOAN_STATUSES } from '../loans/loans';
import { EXTENSION_ORDER, type PaymentRow, type PaymentsDeps } from './payment-model';

/** What every part of the payments service shares. */
export type PaymentsContext = ReturnType<typeof createPaymentsContext>;

export function createPaymentsContext(deps: PaymentsDeps) {
  const { db, clock, audit } = deps;
  const cardHash = (number: string) =>
    createHmac('sha256', deps.cardHashKey).update(`card:${number}`).digest('hex');

  /**
   * Takes the loan lock (`lockForMoney`, held to the end of `tx`) and answers what a new payment is
   * for — the active extension's fee, or the amount (default: today's early payoff, ADR 215) — with
   * today's payoff, against which callers check what is still pending (issue 10).
   */
  async function lockedTarget(
    tx: Executor,
    loanId: number,
    kind: 'rollover' | 'repayment',
    amount: number | undefined,
  ) {
    const { loan } = await deps.loans.lockForMoney(tx, loanId);
    if (!(OPEN_LOAN_STATUSES as readonly number[]).includes(loan.status))
      throw new CoreError('no_active_loan');
    if (kind === 'rollover') {
      const [rollover] = await tx
        .select()
        .from(rollovers)
        .where(and(eq(rollovers.loanId, loan.id), eq(rollovers.status, 'active')));
      if (!rollover) throw new CoreError('rollover_not_available');
      return { loan, amount: rollover.fee, rolloverId: rollover.id, payoff: rollover.fee };
    }
    const { payoff } = await deps.loans.earlyPayoff(tx, loan.id);
    const wanted = amount ?? payoff;
    if (!Number.isSafeInteger(wanted) || wanted <= 0)
      throw new CoreError('too_small', { field: ['amount', 'amount'] });
    return { loan, amount: wanted, rolloverId: null, payoff };
  }

  /** Records a pending card charge (inside the locked transaction). */
  async function insert(
    tx: Executor,
    target: { loan: typeof loans.$inferSelect; rolloverId: number | null },
    amount: number,
  ): Promise<{ row: PaymentRow; created: boolean }> {
    const [row] = await tx
      .insert(payments)
      .values({
        loanId: target.loan.id,
        clientId: target.loan.clientId,
        kind: target.rolloverId === null ? 'repayment' : 'rollover',
        paymentType: 'card',
        rolloverId: target.rolloverId,
        amount,
        status: 'pending',
        reference: `CARD-${randomUUID()}`,
        createdAt: clock.now(),
        fake: target.loan.fake,
      })
      .returning();
    if (!row) throw new Error('payment insert returned nothing');
    return { row, created: true };
  }

  /** Pending payments of a loan, read inside the locked transaction. */
  async function pendingOf(tx: Executor, loanId: number, paymentType: PaymentRow['paymentType'][]) {
    return tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.loanId, loanId),
          eq(payments.status, 'pending'),
          inArray(payments.paymentType, paymentType),
        ),
      )
      .orderBy(asc(payments.id));
  }

  /** Settles a confirmed payment in the ledger; the caller's transaction holds the payment row. */
  async function settle(tx: Executor, payment: PaymentRow, amount: number, actor: AuditActor): Promise<void> {
    // Takes the loan lock (a no-op when the caller holds it) and brings late fees up to the payment's
    // business date, which is the date the payment is booked on.
    const { today: day } = await deps.loans.lockForMoney(tx, payment.loanId);
    let left = amount;
    if (payment.kind === 'rollover' && payment.rolloverId !== null) {
      const [rollover] = await tx
        .select()
        .from(rollovers)
        .where(and(eq(rollovers.id, payment.rolloverId), eq(rollovers.status, 'active')));
      // A payment short of the fee does not extend the loan: it is a partial repayment (ADR 022).
      if (rollover && amount >= rollover.fee) {
        await postTransaction(tx, {
          loanId: payment.loanId,
          kind: 'extension_fee',
          reference: `rollover:${rollover.id}`,
          lines: chargeLines({
            component: 'extension_fee',
            gross: rollover.feeWithoutVat,
            discount: 0,
            vat: rollover.fee - rollover.feeWithoutVat,
          }),
          effectiveDate: day,
        });
        const balances: LedgerBalances = await loanBalances(tx, payment.loanId);
        await postTransaction(tx, {
          loanId: payment.loanId,
          kind: 'payment',
          reference: `rollover:payment:${payment.id}`,
          lines: paymentLines(balances, rollover.fee, EXTENSION_ORDER),
          effectiveDate: day,
        });
        await deps.rollovers.markPaid(tx, rollover.id, actor);
        left -= rollover.fee;
      }
    }
    if (left > 0) {
      // Paying everything before the due date gives back the unearned interest first (ADR 215).
      if (payment.kind === 'repayment') await deps.loans.applyEarlyPayoff(tx, payment.loanId, left);
      const balances = await loanBalances(tx, payment.loanId);
      await postTransaction(tx, {
        loanId: payment.loanId,
        kind: 'payment',
        reference: `payment:${payment.id}`,
        lines: paymentLines(balances, left),
        effectiveDate: day,
      });
    }
    await audit.record(tx, {
      actor,
      action: 'payment.complete',
      entity: 'payment',
      entityId: payment.id,
      before: { status: 'pending' },
      after: { status: 'completed', amount: auditMoney(amount), loanId: payment.loanId, kind: payment.kind },
    });
    await deps.notices?.notify(tx, { kind: 'payment_received', paymentId: payment.id, amount });
    await deps.loans.closeIfPaid(tx, payment.loanId, actor);
    await endOutgrownReferences(tx, payment.loanId, day);
  }

  /**
   * After a payment, a live reference for more than now closes the loan, or for an extension no
   * longer waiting for its fee, would take money not owed: it stops being offered (issue 47), as one
   * is never made for more than the payoff. Money that still arrives on it is kept as a payment.
   */
  async function endOutgrownReferences(tx: Executor, loanId: number, day: string): Promise<void> {
    const now = clock.now();
    const { payoff } = await deps.loans.earlyPayoff(tx, loanId, day);
    await tx
      .update(paymentReferences)
      .set({ expiresAt: now })
      .where(
        and(
          eq(paymentReferences.loanId, loanId),
          isNull(paymentReferences.paymentId),
          gt(paymentReferences.expiresAt, now),
          or(
            and(eq(paymentReferences.kind, 'repayment'), gt(paymentReferences.amount, payoff)),
            and(
              eq(paymentReferences.kind, 'rollover'),
              sql`${paymentReferences.rolloverId} not in (select r.id from rollovers r where r.status = 'active')`,
            ),
          ),
        ),
      );
  }
  return { deps, db, clock, audit, cardHash, lockedTarget, insert, pendingOf, settle };
}
