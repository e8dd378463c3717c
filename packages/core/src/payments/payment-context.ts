import { createHmac, randomUUID } from 'node:crypto';
import type { Database, Executor } from '@lender/db';
import { and, asc, eq, inArray } from '@lender/db/orm';
import { type loans, payments, rollovers } from '@lender/db/schema';
import type { AuditService } from '../audit/audit';
import type { Clock } from '../clock';
import type { CompanyInfo } from '../documents/company';
import { CoreError } from '../errors/core-error';
import { type LoanAccountContext, lockLoanAccount, quoteEarlyPayoff } from '../ledger/loan-account';
import { OPEN_LOAN_STATUSES } from '../loans/loans';
import type { NoticePort } from '../notices/notice-model';
import type { PaymentProvider } from '../providers/payments/port';
import type { PaymentRow } from './payment-model';

/**
 * What the payments' use cases read of the core: its database, clock and ports. core.ts's `Core` is
 * one (the API passes it); each use case takes the part it uses.
 */
export interface PaymentsContext {
  db: Database;
  clock: Clock;
  audit: AuditService;
  /** The loan account (`ledger/loan-account.ts`): every payment locks it and posts through it. */
  loanAccount: LoanAccountContext;
  /** Cards, charges and references (guarded: nothing `fake` reaches a real provider, ADR 209). */
  paymentProvider: PaymentProvider;
  /** HMAC key of provider callbacks. */
  paymentCallbackSecret: string;
  /** HMAC key of the card look-up hash (never the card itself). */
  cardHashKey: string;
  /** The lender's data printed on receipts. */
  company: CompanyInfo;
  /** Borrower notices (issue 38): payment received, extension done. */
  notices?: NoticePort;
  /** Money paid beyond the balance goes back to the borrower (issue 61): a refund request filed at once. */
  refunds?: OverpaymentRefunds;
}

/**
 * Files the refund of what a loan holds for its borrower beyond what they owed, inside the payment's
 * transaction (a port: the back office's maker-checker sits above payments; core.ts wires it).
 */
export interface OverpaymentRefunds {
  overpaid(tx: Executor, loanId: number): Promise<unknown>;
}

/** The look-up hash of a card number (the number itself is never kept). */
export function cardHash(ctx: Pick<PaymentsContext, 'cardHashKey'>, number: string): string {
  return createHmac('sha256', ctx.cardHashKey).update(`card:${number}`).digest('hex');
}

/**
 * Locks the loan account (`lockLoanAccount`, held to the end of `tx`) and answers what a new
 * payment is for — the active extension's fee, or the amount (default: today's early payoff, ADR
 * 215) — with today's payoff, against which callers check what is still pending (issue 10).
 */
export async function lockedTarget(
  ctx: Pick<PaymentsContext, 'loanAccount'>,
  tx: Executor,
  loanId: number,
  kind: 'rollover' | 'repayment',
  amount: number | undefined,
) {
  const { loan } = await lockLoanAccount(ctx.loanAccount, tx, loanId);
  if (!(OPEN_LOAN_STATUSES as readonly number[]).includes(loan.status)) throw new CoreError('no_active_loan');
  if (kind === 'rollover') {
    const [rollover] = await tx
      .select()
      .from(rollovers)
      .where(and(eq(rollovers.loanId, loan.id), eq(rollovers.status, 'active')));
    if (!rollover) throw new CoreError('rollover_not_available');
    return { loan, amount: rollover.fee, rolloverId: rollover.id, payoff: rollover.fee };
  }
  const { payoff } = await quoteEarlyPayoff(ctx.loanAccount, tx, loan.id);
  const wanted = amount ?? payoff;
  if (!Number.isSafeInteger(wanted) || wanted <= 0)
    throw new CoreError('too_small', { field: ['amount', 'amount'] });
  return { loan, amount: wanted, rolloverId: null, payoff };
}

/** Records a pending card charge (inside the locked transaction). */
export async function insertCardCharge(
  ctx: Pick<PaymentsContext, 'clock'>,
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
      createdAt: ctx.clock.now(),
      fake: target.loan.fake,
    })
    .returning();
  if (!row) throw new Error('payment insert returned nothing');
  return { row, created: true };
}

/** Pending payments of a loan, read inside the locked transaction. */
export async function pendingOf(tx: Executor, loanId: number, paymentType: PaymentRow['paymentType'][]) {
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
