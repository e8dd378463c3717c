import { addDays, daysBetween, roundHalfUp, vatOn } from '@lender/calculator/kernel';
import { LOAN_STATUS } from '@lender/calculator/platform';
import type { Executor } from '@lender/db';
import { and, eq, inArray, sql } from '@lender/db/orm';
import { ledgerTransactions, loans } from '@lender/db/schema';
import { businessDate } from '../clock';
import { CoreError } from '../errors/core-error';
import { outstandingOf } from '../ledger/accounts';
import { loanBalances, loanEntries, postTransaction } from '../ledger/ledger';
import { chargeLines, earlyPayoffRebateLines } from '../ledger/postings';
import { lastDayToPay } from './bank-calendar';
import { type EarlyPayoffRebate, earlyPayoffRebate } from './early-payoff';
import type { LoansContext } from './loan-context';
import { type EarlyPayoffQuote, type LoansService, OPEN_LOAN_STATUSES } from './loan-model';

/** Late fees, collection states and the early-payoff rebate: what a loan owes on a day. */
export function createLoanOverdue(ctx: LoansContext) {
  const { db, clock, audit, pricing, system, todayOf, lockLoan } = ctx;
  async function quoteEarlyPayoff(tx: Executor, loanId: number, asOf?: string): Promise<EarlyPayoffQuote> {
    const [loan] = await tx.select().from(loans).where(eq(loans.id, loanId));
    if (!loan) throw new CoreError('not_found');
    const today = asOf ?? (await todayOf(loan.clientId, tx));
    const balances = await loanBalances(tx, loanId);
    const outstanding = outstandingOf(balances);
    const none: EarlyPayoffRebate = { remainingDays: 0, termDays: 0, interest: 0, vat: 0 };
    if (!(OPEN_LOAN_STATUSES as readonly number[]).includes(loan.status) || !loan.startDate) {
      return { outstanding, rebate: none, payoff: outstanding };
    }
    // An extended loan (its due date moved) or one already rebated gets no (further) rebate.
    const entries = await loanEntries(tx, loanId);
    if (entries.some((e) => e.kind === 'extension_fee' || e.kind === 'early_payoff_rebate')) {
      return { outstanding, rebate: none, payoff: outstanding };
    }
    const charge = loan.terms.charges.find((c) => c.component === 'interest');
    const computed = earlyPayoffRebate({
      interest: (charge?.gross ?? 0) - (charge?.discount ?? 0),
      interestVat: charge?.vat ?? 0,
      startDate: loan.startDate,
      dueDate: loan.dueDate,
      today,
      vatPercent: (await pricing(tx)).vatPercent,
    });
    // Not capped by the interest still owed: what partial payments paid of the unearned interest and
    // its IVA counts towards the rest (`earlyPayoffRebateLines`), so the payoff on a day never depends
    // on how earlier payments were split (issue 11).
    return {
      outstanding,
      rebate: computed,
      payoff: Math.max(0, outstanding - computed.interest - computed.vat),
    };
  }

  /**
   * Brings a loan's late fees and collection state up to `today` (ADR 216): one late fee
   * per day overdue (`late:<due date>:<day>`, posted once), the overdue days, and on hold after the
   * policy's days. Idempotent; the nightly job and every read of the loan call it, so what a loan owes
   * on a day is what every read shows for that day (the sandbox clock included). The caller's
   * transaction must hold the loan lock.
   */
  async function accrueOverdue(
    tx: Executor,
    loan: typeof loans.$inferSelect,
    today: string,
  ): Promise<{ charged: number; onHold: boolean }> {
    const none = { charged: 0, onHold: false };
    if (!(OPEN_LOAN_STATUSES as readonly number[]).includes(loan.status) || !loan.startDate) return none;
    if (loan.dueDate >= today || today <= lastDayToPay(loan.dueDate)) return none;
    const overdue = daysBetween(loan.dueDate, today);
    const balances = await loanBalances(tx, loan.id);
    if (outstandingOf(balances) <= 0) return none;
    const { latePolicy, vatPercent } = await pricing(tx);
    const days = Math.min(overdue, latePolicy.maxDays);
    const gross = roundHalfUp(loan.principal * latePolicy.dailyBps, 10_000);
    const vat = vatOn(gross, vatPercent);
    const posted = new Set(
      (
        await tx
          .select({ reference: ledgerTransactions.reference })
          .from(ledgerTransactions)
          .where(and(eq(ledgerTransactions.loanId, loan.id), eq(ledgerTransactions.kind, 'late_fee')))
      ).map((row) => row.reference),
    );
    let charged = 0;
    for (let day = 1; day <= days && gross > 0; day += 1) {
      // One late fee per loan, due date and day overdue: re-running changes nothing.
      const reference = `late:${loan.dueDate}:${day}`;
      if (posted.has(reference)) continue;
      const result = await postTransaction(tx, {
        loanId: loan.id,
        kind: 'late_fee',
        reference,
        lines: chargeLines({ component: 'late_fee', gross, discount: 0, vat }),
        effectiveDate: addDays(loan.dueDate, day),
      });
      if (result.posted) charged += 1;
    }
    const now = clock.now();
    if (loan.overdueDays !== overdue) {
      await tx.update(loans).set({ overdueDays: overdue, updatedAt: now }).where(eq(loans.id, loan.id));
    }
    let onHold = false;
    if (overdue >= latePolicy.onHoldAfterDays) {
      const [held] = await tx
        .update(loans)
        .set({ status: LOAN_STATUS.onHold, updatedAt: now })
        .where(and(eq(loans.id, loan.id), eq(loans.status, LOAN_STATUS.active)))
        .returning({ id: loans.id });
      if (held) {
        onHold = true;
        await audit.record(tx, {
          actor: system,
          action: 'loan.hold',
          entity: 'loan',
          entityId: loan.id,
          before: { status: LOAN_STATUS.active },
          after: { status: LOAN_STATUS.onHold, overdueDays: overdue },
        });
      }
    }
    return { charged, onHold };
  }

  /** In its own transaction: locks the loan and brings it up to `today` (reads call this first). */
  async function refresh(loanId: number, today: string): Promise<void> {
    const [peek] = await db
      .select({ status: loans.status, dueDate: loans.dueDate, overdueDays: loans.overdueDays })
      .from(loans)
      .where(eq(loans.id, loanId));
    // Only an open loan past its last day to pay can change by reading it.
    if (!peek || !(OPEN_LOAN_STATUSES as readonly number[]).includes(peek.status)) return;
    if (today <= lastDayToPay(peek.dueDate)) return;
    // Already brought up to this day (the overdue days are stored with that day's fees and hold).
    const overdue = daysBetween(peek.dueDate, today);
    const { latePolicy } = await pricing(db);
    const held = overdue < latePolicy.onHoldAfterDays || peek.status === LOAN_STATUS.onHold;
    if (peek.overdueDays === overdue && held) return;
    await db.transaction(async (tx) => {
      await accrueOverdue(tx, await lockLoan(tx, loanId), today);
    });
  }

  const service: Pick<LoansService, 'lockForMoney' | 'earlyPayoff' | 'applyEarlyPayoff' | 'runOverdue'> = {
    async lockForMoney(tx, loanId) {
      const locked = await lockLoan(tx, loanId);
      const today = await todayOf(locked.clientId, tx);
      const { charged, onHold } = await accrueOverdue(tx, locked, today);
      if (charged === 0 && !onHold) return { loan: locked, today };
      const [loan] = await tx.select().from(loans).where(eq(loans.id, loanId));
      return { loan: loan ?? locked, today };
    },
    earlyPayoff: quoteEarlyPayoff,
    async applyEarlyPayoff(tx, loanId, amount) {
      const quote = await quoteEarlyPayoff(tx, loanId);
      const { interest, vat } = quote.rebate;
      if (interest + vat === 0 || amount < quote.payoff) return false;
      const [loan] = await tx.select({ clientId: loans.clientId }).from(loans).where(eq(loans.id, loanId));
      const posted = await postTransaction(tx, {
        loanId,
        kind: 'early_payoff_rebate',
        // One early payoff per loan: a retried payment changes nothing.
        reference: `early_payoff:${loanId}`,
        lines: earlyPayoffRebateLines(interest, vat, await loanBalances(tx, loanId)),
        effectiveDate: loan ? await todayOf(loan.clientId, tx) : businessDate(clock.now()),
      });
      return posted.posted;
    },
    async runOverdue(asOf) {
      const counts = { charged: 0, onHold: 0 };
      const open = await db
        .select()
        .from(loans)
        .where(
          and(
            inArray(loans.status, [...OPEN_LOAN_STATUSES]),
            // Without a date, each client's own business date (a sandbox may have moved it ahead).
            asOf === undefined ? undefined : sql`${loans.dueDate} < ${asOf}`,
          ),
        );
      for (const loan of open) {
        const today = asOf ?? (loan.fake ? await todayOf(loan.clientId) : businessDate(clock.now()));
        if (loan.dueDate >= today || today <= lastDayToPay(loan.dueDate)) continue;
        const result = await db.transaction(async (tx) =>
          accrueOverdue(tx, await lockLoan(tx, loan.id), today),
        );
        counts.charged += result.charged;
        if (result.onHold) counts.onHold += 1;
      }
      return counts;
    },
  };
  return { quoteEarlyPayoff, accrueOverdue, refresh, service };
}
