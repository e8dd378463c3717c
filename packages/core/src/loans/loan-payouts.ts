import { APPLICATION_STATUS, LOAN_STATUS } from '@lender/calculator/platform';
import { fullNameOf } from '@lender/contracts';
import { and, eq, lte } from '@lender/db/orm';
import { clients, loanInvoices, loans, payouts } from '@lender/db/schema';
import { transition } from '../applications/application-context';
import { markApplicationCompleted } from '../applications/application-signing';
import { businessDate } from '../clock';
import { CoreError } from '../errors/core-error';
import { lockLoanAccount, post } from '../ledger/loan-account';
import {
  type BeneficiaryContext,
  checkDuePayoutBeneficiaries,
  queueBeneficiaryCheck,
} from '../pld/payout-beneficiary';
import { amlPayoutClear } from '../pld/payout-gate';
import { SANDBOX_PAYOUT_CONFIRM_SECONDS } from '../providers/payouts/sandbox';
import { type LoansContext, SYSTEM as system } from './loan-context';

// Payouts of signed loans: sending, confirming (disbursement posted, loan active) and failing.

/** What the payouts use of the loans' context. */
type PayoutsContext = Pick<
  LoansContext,
  'db' | 'clock' | 'pii' | 'logger' | 'audit' | 'sandbox' | 'payouts' | 'loanAccount' | 'notices'
>;

/**
 * Sends a pending payout to the provider; it becomes `sent`, to be confirmed later. False when it
 * stays pending: the anti-money-laundering gate holds it (issue 50) or it is not pending.
 */
export async function sendPayout(
  ctx: Pick<PayoutsContext, 'db' | 'clock' | 'pii' | 'payouts' | 'audit' | 'logger'>,
  payoutId: number,
): Promise<boolean> {
  const { db, clock, pii } = ctx;
  const [row] = await db
    .select({ payout: payouts, loan: loans })
    .from(payouts)
    .innerJoin(loans, eq(loans.id, payouts.loanId))
    .where(and(eq(payouts.id, payoutId), eq(payouts.status, 'pending')));
  if (!row) return false;
  // The client is screened again right before the money leaves (issue 50).
  if (!(await amlPayoutClear(ctx, { payoutId, clientId: row.loan.clientId }))) return false;
  const [client] = await db.select().from(clients).where(eq(clients.id, row.loan.clientId));
  const beneficiary = client ? fullNameOf(client) : '';
  const sent =
    row.payout.method === 'cash'
      ? await ctx.payouts.send({
          payoutId,
          amount: row.payout.amount,
          method: 'cash',
          brand: row.payout.brand ?? 'cebuana',
          beneficiary,
          fake: row.loan.fake,
        })
      : await ctx.payouts.send({
          payoutId,
          amount: row.payout.amount,
          method: 'bank_transfer',
          clabe: pii.decrypt(client?.clabeEnc ?? ''),
          beneficiary,
          fake: row.loan.fake,
        });
  await db
    .update(payouts)
    .set({
      status: 'sent',
      reference: sent.reference,
      details: sent.details,
      confirmAfter: new Date(clock.now().getTime() + SANDBOX_PAYOUT_CONFIRM_SECONDS * 1000),
    })
    .where(and(eq(payouts.id, payoutId), eq(payouts.status, 'pending')));
  return true;
}

async function completePayout(ctx: PayoutsContext, payoutId: number): Promise<boolean> {
  const { db, clock, audit } = ctx;
  const now = clock.now();
  const day = businessDate(now);
  return db.transaction(async (tx) => {
    const [payout] = await tx
      .update(payouts)
      .set({ status: 'completed', completedAt: now })
      .where(and(eq(payouts.id, payoutId), eq(payouts.status, 'sent')))
      .returning();
    if (!payout) return false;
    const [loan] = await tx
      .update(loans)
      .set({ status: LOAN_STATUS.active, startDate: day, updatedAt: now })
      .where(and(eq(loans.id, payout.loanId), eq(loans.status, LOAN_STATUS.draft)))
      .returning();
    if (!loan)
      throw new CoreError('invalid_transition', { params: { from: 'loan', to: LOAN_STATUS.active } });
    // The loan account books the money leaving and the offer's charges becoming owed.
    const account = await lockLoanAccount(ctx.loanAccount, tx, loan.id, { accrue: false, today: day });
    await post(account, {
      kind: 'disbursed',
      payout: payout.id,
      principal: loan.principal,
      charges: loan.terms.charges,
      day,
    });
    await tx
      .update(loanInvoices)
      .set({ status: 'unpaid' })
      .where(
        and(
          eq(loanInvoices.loanId, loan.id),
          eq(loanInvoices.kind, 'repayment'),
          eq(loanInvoices.status, 'draft'),
        ),
      );
    await markApplicationCompleted(ctx, tx, loan.applicationId, system);
    await audit.record(tx, {
      actor: system,
      action: 'loan.activate',
      entity: 'loan',
      entityId: loan.id,
      before: { status: LOAN_STATUS.draft },
      after: { status: LOAN_STATUS.active, payoutReference: payout.reference },
    });
    await ctx.notices?.notify(tx, { kind: 'money_sent', payoutId: payout.id });
    // Its CEP is read back: did the money reach the borrower's own account? (ADR 327)
    await queueBeneficiaryCheck(tx, payout, loan.clientId, now);
    return true;
  });
}

async function failPayout(ctx: PayoutsContext, payoutId: number): Promise<boolean> {
  const { db, clock, audit } = ctx;
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [payout] = await tx
      .update(payouts)
      .set({ status: 'failed', completedAt: now })
      .where(and(eq(payouts.id, payoutId), eq(payouts.status, 'sent')))
      .returning();
    if (!payout) return false;
    const [loan] = await tx
      .update(loans)
      .set({ status: LOAN_STATUS.cancelled, closedAt: now, updatedAt: now })
      .where(and(eq(loans.id, payout.loanId), eq(loans.status, LOAN_STATUS.draft)))
      .returning();
    if (loan) {
      await transition(ctx, tx, loan.applicationId, APPLICATION_STATUS.canceled, system, 'payout_failed');
      await audit.record(tx, {
        actor: system,
        action: 'loan.cancel',
        entity: 'loan',
        entityId: loan.id,
        before: { status: LOAN_STATUS.draft },
        after: { status: LOAN_STATUS.cancelled },
        reason: 'payout_failed',
      });
    }
    return true;
  });
}

/**
 * Periodic (jobs helper, every minute): sends queued payouts and confirms sent ones with the
 * provider; a confirmation posts the disbursement and charges to the ledger and activates the loan.
 * Then the CEPs due are read back against the clients (`checkDuePayoutBeneficiaries`, ADR 327).
 */
export async function confirmPendingPayouts(
  ctx: PayoutsContext & BeneficiaryContext,
): Promise<{ sent: number; completed: number; failed: number; beneficiariesHeld: number }> {
  const { db, clock } = ctx;
  const counts = { sent: 0, completed: 0, failed: 0 };
  const pending = await db.select({ id: payouts.id }).from(payouts).where(eq(payouts.status, 'pending'));
  for (const row of pending) {
    try {
      if (await sendPayout(ctx, row.id)) counts.sent += 1;
    } catch (error) {
      // One payout the provider (or the fake-money guard, ADR 209) refuses must not hold back
      // the others: it stays pending, logged, and is tried again on the next run.
      ctx.logger.error('payout send failed', { payoutId: row.id, error: String(error) });
    }
  }
  const due = await db
    .select({ id: payouts.id, reference: payouts.reference })
    .from(payouts)
    .where(and(eq(payouts.status, 'sent'), lte(payouts.confirmAfter, clock.now())));
  for (const row of due) {
    const state = await ctx.payouts.status(row.reference ?? '');
    if (state === 'completed' && (await completePayout(ctx, row.id))) counts.completed += 1;
    if (state === 'failed' && (await failPayout(ctx, row.id))) counts.failed += 1;
  }
  const checked = await checkDuePayoutBeneficiaries(ctx);
  return { ...counts, beneficiariesHeld: checked.held };
}
