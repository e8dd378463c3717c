import { addDays, daysBetween } from '@lender/calculator/kernel';
import { and, eq, gt, isNull, ne, or, sql } from '@lender/db/orm';
import { paymentReferences, payments, rollovers } from '@lender/db/schema';
import type { AuditActor } from '../audit/audit';
import { auditMoney } from '../audit/money';
import { businessDate, type Clock, today as todayOf } from '../clock';
import { recordFiscalCredit } from '../fiscal/fiscal-credits';
import { recordFiscalIncome } from '../fiscal/fiscal-income';
import {
  closeIfPaid,
  type LoanAccount,
  lateFeesOnlyAfter,
  post,
  quoteEarlyPayoff,
} from '../ledger/loan-account';
import { markRolloverPaid } from '../loans/rollovers';
import type { PaymentsContext } from './payment-context';
import type { PaymentRow } from './payment-model';

/**
 * Settles a confirmed payment (a provider's callback, a paid cash or SPEI reference, a payment the
 * back office records) on its loan account, which the caller's transaction has locked: first the
 * chosen extension when the payment covers its fee, alone or with the payments made toward it before
 * (`markRolloverPaid`, which books the fee and moves those parts onto it), the
 * rest as a repayment (`post`: an early payoff's rebate first, anything beyond what is owed held),
 * the interest and fees it paid recorded for their CFDI (`recordFiscalIncome`), then
 * `payment.complete` audited, the borrower told, the loan closed when nothing is owed, the refund of
 * anything paid beyond it requested (`refunds`), and the references it outgrew withdrawn. The payment
 * row is the caller's (already completed); it is answered with the day it was paid (`paidOn`).
 * `paidOn` is the day the money was paid, on the loan's clock ({@link loanDayOf}; today when not
 * given, or not between the loan's start and today; for an extension's fee, also when money moved
 * the loan since: ADR 368).
 */
export async function settlePayment(
  ctx: Pick<PaymentsContext, 'clock' | 'audit' | 'notices' | 'loanAccount' | 'refunds'>,
  locked: LoanAccount,
  input: { payment: PaymentRow; amount: number; actor: AuditActor; paidOn?: string },
): Promise<PaymentRow> {
  const { audit } = ctx;
  const { tx } = locked;
  const { payment, amount, actor } = input;
  if (locked.loan.id !== payment.loanId) throw new Error('a payment settles on its own loan account');
  // Paid on a day before today since the loan started (a deposit booked later, a transfer its CEP
  // dates, a store payment notified the next morning): settled as of it, the late fees of the days
  // after it that it stopped taken back (ADR 358); an extension's fee too (ADR 368).
  const { today, loan } = locked;
  const asked = input.paidOn ?? today;
  const [chosen] =
    payment.kind === 'rollover' && payment.rolloverId !== null
      ? await tx
          .select()
          .from(rollovers)
          .where(and(eq(rollovers.id, payment.rolloverId), eq(rollovers.status, 'active')))
      : [];
  // A payment short of the fee does not extend the loan: it is a partial repayment (ADR 022), unless
  // with the payments made toward the same extension before it (the transfers a fee above the SPEI
  // cap is split into, ADR 303) it adds up to the fee: those are then moved onto the fee.
  const parts = chosen && amount < chosen.fee ? await feePartsBefore(tx, chosen.id, payment.id) : [];
  const received = parts.reduce((sum, part) => sum + part.amount, 0);
  const extension = chosen && amount + received >= chosen.fee ? chosen : undefined;
  const inPast = loan.startDate !== null && asked >= loan.startDate && asked < today;
  // Read once: the late fees after that day, or null when money was booked since (the extension then
  // runs from today, and no late fee is taken back).
  const lateFees = inPast ? await lateFeesOnlyAfter(locked, asked) : null;
  const paidOn = inPast && (extension === undefined || lateFees !== null) ? asked : today;
  if (paidOn < locked.today) {
    const stop = { paymentId: payment.id, paidOn, amount, extension: extension !== undefined };
    await post(locked, { kind: 'paid_earlier', lateFees: lateFees ?? [], ...stop });
  }
  const account: LoanAccount = paidOn < locked.today ? { ...locked, today: paidOn } : locked;
  let left = amount;
  if (extension) {
    const paid = Math.min(amount, extension.fee);
    const before = parts.map((part) => part.id);
    await markRolloverPaid(ctx, account, {
      rolloverId: extension.id,
      paymentId: payment.id,
      actor,
      paid,
      parts: before,
    });
    left -= paid;
  }
  if (left > 0) {
    await post(account, {
      kind: 'payment_received',
      paymentId: payment.id,
      amount: left,
      // Paying everything before the due date gives back the unearned interest first (ADR 215), also
      // what is left of a transfer to an extension's reference once its fee is paid (ADR 367).
      repayment: true,
    });
  }
  // The day it was paid, as the borrower's history and the back office's lists show it.
  const [settled] = await tx.update(payments).set({ paidOn }).where(eq(payments.id, payment.id)).returning();
  await recordFiscalIncome(account, payment);
  // An early payoff's rebate of interest earlier CFDIs carried: a credit note (CFDI de egreso).
  await recordFiscalCredit(account, payment.id);
  await audit.record(tx, {
    actor,
    action: 'payment.complete',
    entity: 'payment',
    entityId: payment.id,
    before: { status: 'pending' },
    after: { status: 'completed', amount: auditMoney(amount), loanId: payment.loanId, kind: payment.kind },
  });
  await ctx.notices?.notify(tx, {
    kind: 'payment_received',
    paymentId: payment.id,
    amount,
    ...(paidOn < locked.today && { paidOn }),
  });
  await closeIfPaid(account, actor);
  // Beyond the balance: held for the borrower and its refund asked for at once (issue 61).
  if (left > 0) await ctx.refunds?.overpaid(tx, account.loan.id);
  await endOutgrownReferences(ctx, account);
  return settled ?? { ...payment, paidOn };
}

/**
 * The completed payments made toward the extension `rolloverId` other than `paymentId`, each with the
 * money it brought: settled as repayments while they fell short of its fee (the loan lock is held).
 */
export async function feePartsBefore(
  tx: LoanAccount['tx'],
  rolloverId: number,
  paymentId: number,
): Promise<Array<{ id: number; amount: number }>> {
  return tx
    .select({
      id: payments.id,
      amount: sql<number>`coalesce(${payments.paidAmount}, ${payments.amount})::int`,
    })
    .from(payments)
    .where(
      and(
        eq(payments.kind, 'rollover'),
        eq(payments.rolloverId, rolloverId),
        eq(payments.status, 'completed'),
        ne(payments.id, paymentId),
      ),
    );
}

/**
 * The loan's day of a day or instant a bank, a CEP or a provider names the money paid on (the real
 * calendar, in Mexico City): the same day, moved by a sandbox client's offset onto its clock, as the
 * loan account's today is (ADR 359).
 */
export function loanDayOf(clock: Clock, account: LoanAccount, paid: string | Date): string {
  const day = typeof paid === 'string' ? paid : businessDate(paid);
  const offset = daysBetween(todayOf(clock), account.today);
  return offset === 0 ? day : addDays(day, offset);
}

/**
 * After a payment, a live reference for more than now closes the loan, or for an extension no
 * longer waiting for its fee, would take money not owed: it stops being offered (issue 47), as one
 * is never made for more than the payoff. Money that still arrives on it is kept as a payment.
 */
async function endOutgrownReferences(
  ctx: Pick<PaymentsContext, 'clock' | 'loanAccount'>,
  account: LoanAccount,
): Promise<void> {
  const { tx, loan, today } = account;
  const now = ctx.clock.now();
  const { payoff } = await quoteEarlyPayoff(ctx.loanAccount, tx, loan.id, today);
  await tx
    .update(paymentReferences)
    .set({ expiresAt: now })
    .where(
      and(
        eq(paymentReferences.loanId, loan.id),
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
