import { createHash } from 'node:crypto';
import { APPLICATION_STATUS, isRolloverAvailable, LOAN_STATUS, toApiAmount } from '@lender/calculator';
import type { Invoice, Loan, PaymentSchedule, Rollover } from '@lender/contracts';
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { ApplicationsService } from '../applications/applications';
import type { AuditActor, AuditService } from '../audit/audit';
import { auditMoney } from '../audit/money';
import { businessDate, type Clock } from '../clock';
import type { CodesService } from '../codes/codes';
import type { Database, Executor } from '../db/database';
import {
  agreementSignatures,
  clients,
  ledgerTransactions,
  loanInvoices,
  loans,
  payouts,
  rollovers,
} from '../db/schema/index';
import { agreementTextSha256, type LoanDocumentsService } from '../documents/loan-documents';
import { CoreError } from '../errors/core-error';
import { balanceOf, type LedgerBalances, outstandingOf, RECEIVABLE_ACCOUNTS } from '../ledger/accounts';
import { loanBalances, loanEntries, postTransaction } from '../ledger/ledger';
import { chargeLines, disbursementLines, earlyPayoffRebateLines, writeOffLines } from '../ledger/postings';
import type { Logger } from '../logger';
import type { PayoutProvider } from '../payouts/payout-port';
import { SANDBOX_PAYOUT_CONFIRM_SECONDS } from '../payouts/payout-port';
import type { PiiCrypto } from '../pii';
import { addDays, daysBetween, lastDayToPay } from './bank-calendar';
import { type EarlyPayoffRebate, earlyPayoffRebate } from './early-payoff';
import { canonicalJson, loanTermsFromOffer } from './loan-terms';
import { rolloverNewDueDate } from './rollover-dates';

/**
 * Late fees and collection states (issue 5 Payments, ADR 022): once the last day to pay (the due
 * date, or the next bank business day) has passed, each day overdue adds a late fee of `dailyBps` of
 * the principal plus IVA, for at most `maxDays` days; after `onHoldAfterDays` the loan goes on hold
 * (status 6) for collections.
 */
export interface LatePolicy {
  dailyBps: number;
  maxDays: number;
  onHoldAfterDays: number;
}
export const DEFAULT_LATE_POLICY: LatePolicy = { dailyBps: 50, maxDays: 60, onHoldAfterDays: 30 };

/** Loans whose balance can still move. */
export const OPEN_LOAN_STATUSES = [LOAN_STATUS.active, LOAN_STATUS.onHold] as const;

/** What paying the whole loan off on a date costs (ADR 022 "Early repayment"). */
export interface EarlyPayoffQuote {
  /** What is owed per the ledger (full-term interest included). */
  outstanding: number;
  /** The unearned interest and its IVA given back on a full payoff that day (zero when not early). */
  rebate: EarlyPayoffRebate;
  /** `outstanding` minus the rebate: a payment of at least this settles the loan. */
  payoff: number;
}

export interface SignInput {
  smsCode: string;
  ip?: string | null;
  userAgent?: string | null;
}

export interface LoansService {
  /** Sends the SMS code that signs the agreement of an accepted application (step otp_agreement). */
  sendAgreementCode(
    clientId: number,
    applicationId: number,
  ): Promise<{ expiresIn: number; resendIn: number }>;
  /** Signs with the code: stores the evidence, creates the loan (draft) and queues its payout. */
  sign(
    clientId: number,
    applicationId: number,
    input: SignInput,
  ): Promise<{ applicationId: number; loanId: number; signedAt: string }>;
  /**
   * Periodic (jobs helper, every minute): sends queued payouts and confirms sent ones with the
   * provider; a confirmation posts the disbursement and charges to the ledger and activates the loan.
   */
  confirmPending(): Promise<{ sent: number; completed: number; failed: number }>;
  /** The client's open loan (draft, active or on hold), as `GET loan/active` shows it. */
  activeLoan(clientId: number): Promise<Loan>;
  paymentSchedule(clientId: number): Promise<PaymentSchedule>;
  /** The id of the client's open loan or `no_active_loan`. */
  openLoanId(clientId: number): Promise<number>;
  /**
   * Periodic (jobs helper, daily after midnight Mexico City; idempotent, catches up missed days):
   * late fees for each day overdue and the move to on hold. `today` defaults to the business date
   * (for sandbox loans, the client's shifted date).
   */
  runOverdue(today?: string): Promise<{ charged: number; onHold: number }>;
  /** Back office: gives up what is owed; the loan becomes write off (10). */
  writeOff(loanId: number, actor: AuditActor, reason: string): Promise<{ writtenOff: number }>;
  /** Closes the loan as paid when nothing is owed (called after every payment, inside its transaction). */
  closeIfPaid(tx: Executor, loanId: number, actor: AuditActor): Promise<boolean>;
  /** The loan view used by payments and rollovers. */
  loanView(loanId: number, today?: string): Promise<Loan>;
  /** What an early full payoff costs on `today` (default the client's business date). */
  earlyPayoff(tx: Executor, loanId: number, today?: string): Promise<EarlyPayoffQuote>;
  /**
   * Inside a repayment's transaction, before it is posted: when `amount` pays the loan off before its
   * due date, posts the rebate of the unearned interest and its IVA (once per loan). A smaller payment
   * gets no rebate. Answers whether a rebate was posted.
   */
  applyEarlyPayoff(tx: Executor, loanId: number, amount: number): Promise<boolean>;
  /**
   * Inside a transaction that records money against a loan (a payment, a charge, a reference): locks
   * the loan row (`FOR UPDATE`, held to the end of `tx`), brings its late fees up to the client's
   * business date and answers the locked loan and that date. Concurrent writers of one loan queue
   * here, on every instance.
   */
  lockForMoney(tx: Executor, loanId: number): Promise<{ loan: typeof loans.$inferSelect; today: string }>;
}

export interface LoansDeps {
  db: Database;
  clock: Clock;
  pii: PiiCrypto;
  logger: Logger;
  codes: CodesService;
  audit: AuditService;
  payouts: PayoutProvider;
  /** The applications helper's signing hooks (forSigning, markSigning, markCompleted, transition). */
  applications: Pick<ApplicationsService, 'forSigning' | 'markSigning' | 'markCompleted' | 'transition'>;
  /** Each client's business date (the sandbox may shift a client's clock). */
  todayFor?: (clientId: number, tx?: Executor) => Promise<string>;
  /**
   * The documents helper's agreement: the evidence hashes the exact agreement text it renders, and
   * the signed documents are kept. Without it, the canonical JSON of the offer terms is hashed.
   */
  agreement?: Pick<LoanDocumentsService, 'currentTerms' | 'archiveAgreement'>;
  latePolicy?: LatePolicy;
  vatPercent?: number;
}

const money = (centavos: number) => ({ amount: toApiAmount(centavos), currency: 'MXN' as const });
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Which invoice an entry belongs to: extension fees and their payments go to the extension. */
const isRolloverEntry = (entry: { kind: string; reference: string }) =>
  entry.kind === 'extension_fee' || entry.reference.startsWith('rollover:');

export function createLoansService(deps: LoansDeps): LoansService {
  const { db, clock, pii, audit } = deps;
  const latePolicy = deps.latePolicy ?? DEFAULT_LATE_POLICY;
  const vatPercent = deps.vatPercent ?? 16;
  const system: AuditActor = { type: 'system' };

  // Inside a transaction, pass it: a single-connection database (PGlite) cannot read beside it.
  const todayOf = (clientId: number, tx?: Executor) =>
    deps.todayFor ? deps.todayFor(clientId, tx) : Promise.resolve(businessDate(clock.now()));

  async function clientPhone(clientId: number): Promise<string> {
    const [client] = await db
      .select({ phoneEnc: clients.phoneEnc })
      .from(clients)
      .where(eq(clients.id, clientId));
    if (!client) throw new CoreError('not_found');
    return pii.decrypt(client.phoneEnc);
  }

  async function sendPayout(payoutId: number): Promise<void> {
    const [row] = await db
      .select({ payout: payouts, loan: loans })
      .from(payouts)
      .innerJoin(loans, eq(loans.id, payouts.loanId))
      .where(and(eq(payouts.id, payoutId), eq(payouts.status, 'pending')));
    if (!row) return;
    const [client] = await db.select().from(clients).where(eq(clients.id, row.loan.clientId));
    const beneficiary = `${client?.firstName ?? ''} ${client?.lastName ?? ''}`.trim();
    const sent =
      row.payout.method === 'cash'
        ? await deps.payouts.send({
            payoutId,
            amount: row.payout.amount,
            method: 'cash',
            brand: row.payout.brand ?? 'cebuana',
            beneficiary,
            fake: row.loan.fake,
          })
        : await deps.payouts.send({
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
  }

  async function completePayout(payoutId: number): Promise<boolean> {
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
      await postTransaction(tx, {
        loanId: loan.id,
        kind: 'disbursement',
        reference: `payout:${payout.id}`,
        lines: disbursementLines(loan.principal),
        effectiveDate: day,
      });
      const lines = loan.terms.charges.flatMap((charge) =>
        chargeLines({
          component: charge.component as 'interest',
          gross: charge.gross,
          discount: charge.discount,
          vat: charge.vat,
        }),
      );
      if (lines.length > 0) {
        await postTransaction(tx, {
          loanId: loan.id,
          kind: 'charge',
          reference: `offer:${loan.id}`,
          lines,
          effectiveDate: day,
        });
      }
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
      await deps.applications.markCompleted(tx, loan.applicationId, system);
      await audit.record(tx, {
        actor: system,
        action: 'loan.activate',
        entity: 'loan',
        entityId: loan.id,
        before: { status: LOAN_STATUS.draft },
        after: { status: LOAN_STATUS.active, payoutReference: payout.reference },
      });
      return true;
    });
  }

  async function failPayout(payoutId: number): Promise<boolean> {
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
        await deps.applications.transition(
          tx,
          loan.applicationId,
          APPLICATION_STATUS.canceled,
          system,
          'payout_failed',
        );
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
      vatPercent,
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
   * Locks the loan row for the rest of the transaction (`SELECT … FOR UPDATE`): every writer of a
   * loan's money (payments, charges, late fees) takes it first, so what is owed cannot change between
   * reading it and recording against it, across any number of API instances.
   */
  async function lockLoan(tx: Executor, loanId: number) {
    const [loan] = await tx.select().from(loans).where(eq(loans.id, loanId)).for('update');
    if (!loan) throw new CoreError('not_found');
    return loan;
  }

  /**
   * Brings a loan's late fees and collection state up to `today` (ADR 022 "Overdue"): one late fee
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
    const days = Math.min(overdue, latePolicy.maxDays);
    const gross = Math.floor((loan.principal * latePolicy.dailyBps + 5_000) / 10_000);
    const vat = Math.floor((gross * vatPercent + 50) / 100);
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
    const held = overdue < latePolicy.onHoldAfterDays || peek.status === LOAN_STATUS.onHold;
    if (peek.overdueDays === overdue && held) return;
    await db.transaction(async (tx) => {
      await accrueOverdue(tx, await lockLoan(tx, loanId), today);
    });
  }

  async function invoicesOf(loanId: number) {
    return db
      .select()
      .from(loanInvoices)
      .where(eq(loanInvoices.loanId, loanId))
      .orderBy(asc(loanInvoices.id));
  }

  async function buildView(loanId: number, today: string): Promise<{ loan: Loan; invoices: Invoice[] }> {
    await refresh(loanId, today);
    const [loan] = await db.select().from(loans).where(eq(loans.id, loanId));
    if (!loan) throw new CoreError('not_found');
    const entries = await loanEntries(db, loanId);
    const balances: LedgerBalances = {};
    const paid: LedgerBalances = {};
    for (const entry of entries) {
      if (isRolloverEntry(entry)) continue;
      balances[entry.account] = (balances[entry.account] ?? 0) + entry.amount;
      if (entry.kind === 'payment' && entry.amount < 0)
        paid[entry.account] = (paid[entry.account] ?? 0) - entry.amount;
    }
    const outstanding = outstandingOf(await loanBalances(db, loanId));
    const part = (accounts: readonly string[], source: LedgerBalances) =>
      accounts.reduce((sum, account) => sum + Math.max(0, source[account as keyof LedgerBalances] ?? 0), 0);
    const feeAccounts = RECEIVABLE_ACCOUNTS.filter(
      (a) => a.startsWith('fee_receivable:') && a !== 'fee_receivable:late_fee',
    );
    const componentTotal = (accounts: readonly string[]) => part(accounts, balances) + part(accounts, paid);
    const isDraft = loan.status === LOAN_STATUS.draft;
    const terms = loan.terms;
    const principalTotal = isDraft ? loan.principal : componentTotal(['principal_receivable']);
    const interestTotal = isDraft
      ? (terms.charges.find((c) => c.component === 'interest')?.gross ?? 0) -
        (terms.charges.find((c) => c.component === 'interest')?.discount ?? 0)
      : componentTotal(['interest_receivable']);
    const feesTotal = isDraft
      ? terms.charges.filter((c) => c.component !== 'interest').reduce((s, c) => s + c.gross - c.discount, 0)
      : componentTotal(feeAccounts);
    const vatTotal = isDraft
      ? terms.charges.reduce((s, c) => s + c.vat, 0)
      : componentTotal(['vat_receivable']);
    const lateTotal = componentTotal(['fee_receivable:late_fee']);
    const total = principalTotal + interestTotal + feesTotal + vatTotal + lateTotal;
    const paidTotal = RECEIVABLE_ACCOUNTS.reduce((s, a) => s + (paid[a] ?? 0), 0);
    const rows = await invoicesOf(loanId);
    const rolloverRows = await db
      .select()
      .from(rollovers)
      .where(eq(rollovers.loanId, loanId))
      .orderBy(asc(rollovers.id));
    const invoiceViews: Invoice[] = rows.map((row) => {
      if (row.kind === 'repayment') {
        return {
          id: row.id,
          status: row.status,
          dueDate: loan.dueDate,
          principal: money(principalTotal),
          interest: money(interestTotal),
          fees: money(feesTotal),
          vat: money(vatTotal),
          lateFees: money(lateTotal),
          total: money(total),
          paid: money(paidTotal),
          outstanding: money(isDraft ? total : outstanding),
        };
      }
      const rollover = rolloverRows.find((r) => r.id === row.rolloverId);
      const fee = rollover?.fee ?? row.amount;
      const withoutVat = rollover?.feeWithoutVat ?? fee;
      const isPaid = row.status === 'paid';
      return {
        id: row.id,
        status: row.status,
        dueDate: row.dueDate,
        principal: money(0),
        interest: money(0),
        fees: money(withoutVat),
        vat: money(fee - withoutVat),
        lateFees: money(0),
        total: money(fee),
        paid: money(isPaid ? fee : 0),
        outstanding: money(isPaid ? 0 : fee),
      };
    });
    const repayment = rows.find((row) => row.kind === 'repayment');
    const repaymentView = invoiceViews.find((view) => view.id === repayment?.id);
    const rolloverViews: Rollover[] = rolloverRows
      .filter((r) => r.status !== 'cancelled')
      .map((r) => {
        const own = invoiceViews.filter(
          (view) => rows.find((row) => row.id === view.id)?.rolloverId === r.id,
        );
        return {
          id: r.id,
          status: r.status,
          type: r.type,
          days: r.days,
          fee: money(r.fee),
          feeWithoutVat: money(r.feeWithoutVat),
          newDueDate: rolloverNewDueDate(loan.dueDate, r),
          // An option not chosen yet is about the loan's repayment invoice (spec §4 availability).
          invoices: r.status === 'inactive' && repaymentView ? [repaymentView] : own,
        };
      });
    const [payout] = await db.select().from(payouts).where(eq(payouts.loanId, loanId));
    const [signature] = await db
      .select({ signedAt: agreementSignatures.signedAt })
      .from(agreementSignatures)
      .where(eq(agreementSignatures.loanId, loanId));
    const view: Loan = {
      id: loan.id,
      applicationId: loan.applicationId,
      status: loan.status as Loan['status'],
      principal: money(loan.principal),
      total: money(total),
      outstanding: money(isDraft ? total : outstanding),
      term: { value: daysBetween(loan.startDate ?? businessDate(loan.signedAt), loan.dueDate), unit: 'day' },
      startDate: loan.startDate ?? businessDate(loan.signedAt),
      dueDate: loan.dueDate,
      repaymentInvoice: repaymentView
        ? {
            id: repaymentView.id,
            status: repaymentView.status,
            dueDate: loan.dueDate,
            dueDays: daysBetween(today, loan.dueDate),
            total: repaymentView.total,
            outstanding: repaymentView.outstanding,
          }
        : null,
      rollovers: rolloverViews,
      disbursement: {
        method: loan.disbursementMethod,
        brand: loan.cashBrand,
        reference: payout?.reference ?? null,
        status: payout?.status ?? 'pending',
        completedAt: iso(payout?.completedAt ?? null),
      },
      signedAt: (signature?.signedAt ?? loan.signedAt).toISOString(),
      fake: loan.fake,
    };
    if (!isDraft && (OPEN_LOAN_STATUSES as readonly number[]).includes(loan.status)) {
      view.earlyPayoff = money((await quoteEarlyPayoff(db, loanId, today)).payoff);
    }
    return { loan: view, invoices: invoiceViews };
  }

  async function openLoanId(clientId: number): Promise<number> {
    const [loan] = await db
      .select({ id: loans.id })
      .from(loans)
      .where(
        and(
          eq(loans.clientId, clientId),
          inArray(loans.status, [LOAN_STATUS.draft, LOAN_STATUS.active, LOAN_STATUS.onHold]),
        ),
      )
      .orderBy(desc(loans.id))
      .limit(1);
    if (!loan) throw new CoreError('no_active_loan');
    return loan.id;
  }

  const service: LoansService = {
    async sendAgreementCode(clientId, applicationId) {
      const { application } = await deps.applications.forSigning(db, clientId, applicationId);
      // No SMS is spent on an agreement that could not be signed: a bank transfer needs the CLABE.
      if (application.paymentMethod !== 'cash') {
        const [client] = await db
          .select({ clabeEnc: clients.clabeEnc })
          .from(clients)
          .where(eq(clients.id, clientId));
        if (!client?.clabeEnc) throw new CoreError('clabe_required', { field: ['clabe'] });
      }
      return deps.codes.send({ channel: 'sms', to: await clientPhone(clientId) }, 'sign_agreement');
    },

    async sign(clientId, applicationId, input) {
      // Checked before the code is used, so a wrong state never burns a code.
      const { application, offer } = await deps.applications.forSigning(db, clientId, applicationId);
      const now = clock.now();
      const method = application.paymentMethod === 'cash' ? 'cash' : 'bank_transfer';
      const [client] = await db.select().from(clients).where(eq(clients.id, clientId));
      if (!client) throw new CoreError('not_found');
      if (method === 'bank_transfer' && !client.clabeEnc) {
        throw new CoreError('clabe_required', { field: ['clabe'] });
      }
      const terms = loanTermsFromOffer(
        offer.view,
        application.sequenceType === 'repeated' ? 'repeated' : 'first',
        vatPercent,
      );
      const agreement = deps.agreement ? await deps.agreement.currentTerms(clientId, applicationId) : null;
      const documentHash = agreement
        ? agreementTextSha256(agreement.terms)
        : createHash('sha256').update(canonicalJson(offer.view), 'utf8').digest('hex');
      const documentKind = agreement ? 'agreement_text' : 'offer_terms_json';
      await deps.codes.verify(
        { channel: 'sms', to: pii.decrypt(client.phoneEnc) },
        'sign_agreement',
        input.smsCode,
        ['smsCode'],
      );
      const brands = ['cebuana', 'bdo', 'm_lhuillier'] as const;
      const brand = method === 'cash' ? (brands.find((b) => b === application.cashBrand) ?? 'cebuana') : null;
      const result = await db.transaction(async (tx) => {
        const actor: AuditActor = { type: 'client', id: clientId };
        // Locks the application and re-checks it: of two signings, the second finds it signing (409).
        await deps.applications.forSigning(tx, clientId, applicationId);
        await deps.applications.markSigning(tx, applicationId, actor);
        const [loan] = await tx
          .insert(loans)
          .values({
            clientId,
            applicationId,
            status: LOAN_STATUS.draft,
            principal: terms.principal,
            terms,
            disbursementMethod: method,
            cashBrand: brand,
            dueDate: terms.endDate,
            signedAt: now,
            fake: application.fake || client.fake,
          })
          .returning();
        if (!loan) throw new Error('loan insert returned nothing');
        await tx.insert(agreementSignatures).values({
          applicationId,
          clientId,
          loanId: loan.id,
          codeHash: pii.hash('code', `agreement:${applicationId}:${input.smsCode}`),
          signedAt: now,
          ip: input.ip ?? null,
          userAgent: input.userAgent ?? null,
          documentHash,
          documentKind,
        });
        await tx
          .insert(loanInvoices)
          .values({ loanId: loan.id, kind: 'repayment', status: 'draft', dueDate: loan.dueDate });
        await tx.insert(rollovers).values(
          terms.extensions.map((extension) => ({
            loanId: loan.id,
            type: extension.type,
            status: 'inactive' as const,
            days: extension.days,
            fee: extension.amount,
            feeWithoutVat: extension.amount_without_vat,
          })),
        );
        const [payout] = await tx
          .insert(payouts)
          .values({ loanId: loan.id, method, brand, amount: terms.principal, status: 'pending' })
          .returning({ id: payouts.id });
        await audit.record(tx, {
          actor,
          action: 'application.sign',
          entity: 'application',
          entityId: applicationId,
          before: { status: APPLICATION_STATUS.accepted },
          after: { status: APPLICATION_STATUS.signing, documentHash },
        });
        await audit.record(tx, {
          actor,
          action: 'loan.create',
          entity: 'loan',
          entityId: loan.id,
          after: { status: LOAN_STATUS.draft, principal: auditMoney(terms.principal), method, brand },
        });
        return { loanId: loan.id, payoutId: payout?.id as number };
      });
      if (deps.agreement && agreement) {
        try {
          await deps.agreement.archiveAgreement(clientId, {
            applicationId,
            loanId: result.loanId,
            terms: agreement.terms,
          });
        } catch (error) {
          // The evidence (hash of the text) is stored with the loan; the PDF copy can be rendered again.
          deps.logger.error('agreement archive failed', { loanId: result.loanId, error: String(error) });
        }
      }
      try {
        await sendPayout(result.payoutId);
      } catch (error) {
        // The payout stays pending; confirmPending() sends it again.
        deps.logger.error('payout send failed', { payoutId: result.payoutId, error: String(error) });
      }
      return { applicationId, loanId: result.loanId, signedAt: now.toISOString() };
    },

    async confirmPending() {
      const counts = { sent: 0, completed: 0, failed: 0 };
      const pending = await db.select({ id: payouts.id }).from(payouts).where(eq(payouts.status, 'pending'));
      for (const row of pending) {
        try {
          await sendPayout(row.id);
          counts.sent += 1;
        } catch (error) {
          // One payout the provider (or the fake-money guard, ADR 021) refuses must not hold back
          // the others: it stays pending, logged, and is tried again on the next run.
          deps.logger.error('payout send failed', { payoutId: row.id, error: String(error) });
        }
      }
      const due = await db
        .select({ id: payouts.id, reference: payouts.reference })
        .from(payouts)
        .where(and(eq(payouts.status, 'sent'), lte(payouts.confirmAfter, clock.now())));
      for (const row of due) {
        const state = await deps.payouts.status(row.reference ?? '');
        if (state === 'completed' && (await completePayout(row.id))) counts.completed += 1;
        if (state === 'failed' && (await failPayout(row.id))) counts.failed += 1;
      }
      return counts;
    },

    async activeLoan(clientId) {
      return (await buildView(await openLoanId(clientId), await todayOf(clientId))).loan;
    },

    async paymentSchedule(clientId) {
      const { loan, invoices } = await buildView(await openLoanId(clientId), await todayOf(clientId));
      // The schedule is the sum of its invoices: the loan's and each extension's (issue 11).
      const sum = (pick: (invoice: Invoice) => number) =>
        money(invoices.reduce((acc, invoice) => acc + Math.round(pick(invoice) * 100), 0));
      return {
        loanId: loan.id,
        invoices,
        total: sum((invoice) => invoice.total.amount),
        outstanding: sum((invoice) => invoice.outstanding.amount),
      };
    },

    openLoanId,

    async loanView(loanId, today) {
      if (today !== undefined) return (await buildView(loanId, today)).loan;
      const [row] = await db.select({ clientId: loans.clientId }).from(loans).where(eq(loans.id, loanId));
      if (!row) throw new CoreError('not_found');
      return (await buildView(loanId, await todayOf(row.clientId))).loan;
    },

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

    async writeOff(loanId, actor, reason) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const [before] = await tx.select({ status: loans.status }).from(loans).where(eq(loans.id, loanId));
        const [loan] = await tx
          .update(loans)
          .set({ status: LOAN_STATUS.writeOff, closedAt: now, updatedAt: now })
          .where(and(eq(loans.id, loanId), inArray(loans.status, [...OPEN_LOAN_STATUSES])))
          .returning();
        if (!loan) {
          if (!before) throw new CoreError('not_found');
          throw new CoreError('invalid_transition', {
            params: { from: before.status, to: LOAN_STATUS.writeOff },
          });
        }
        const balances = await loanBalances(tx, loanId);
        const lines = writeOffLines(balances);
        const writtenOff = outstandingOf(balances);
        if (lines.length > 0) {
          await postTransaction(tx, {
            loanId,
            kind: 'write_off',
            reference: `write_off:${loanId}`,
            lines,
            effectiveDate: businessDate(now),
          });
        }
        await audit.record(tx, {
          actor,
          action: 'loan.write_off',
          entity: 'loan',
          entityId: loanId,
          before: { status: before?.status },
          after: { status: LOAN_STATUS.writeOff, writtenOff: auditMoney(writtenOff) },
          reason,
        });
        return { writtenOff };
      });
    },

    async closeIfPaid(tx, loanId, actor) {
      const balances = await loanBalances(tx, loanId);
      if (outstandingOf(balances) > 0 || balanceOf(balances, 'principal_receivable') > 0) return false;
      const now = clock.now();
      const [closed] = await tx
        .update(loans)
        .set({ status: LOAN_STATUS.paid, closedAt: now, updatedAt: now, overdueDays: 0 })
        .where(and(eq(loans.id, loanId), inArray(loans.status, [...OPEN_LOAN_STATUSES])))
        .returning();
      if (!closed) return false;
      await tx
        .update(loanInvoices)
        .set({ status: 'paid', paidAt: now })
        .where(and(eq(loanInvoices.loanId, loanId), eq(loanInvoices.kind, 'repayment')));
      await tx
        .update(rollovers)
        .set({ status: 'cancelled' })
        .where(and(eq(rollovers.loanId, loanId), inArray(rollovers.status, ['inactive', 'active'])));
      await tx
        .update(clients)
        .set({ closedLoansCount: sql`${clients.closedLoansCount} + 1`, updatedAt: now })
        .where(eq(clients.id, closed.clientId));
      await audit.record(tx, {
        actor,
        action: 'loan.paid',
        entity: 'loan',
        entityId: loanId,
        before: { status: LOAN_STATUS.active },
        after: { status: LOAN_STATUS.paid },
      });
      return true;
    },
  };
  return service;
}

/** Whether an extension can be chosen now (spec §4, `isRolloverAvailable`) on an open loan. */
export function rolloverAvailable(loan: Loan, rollover: Rollover): boolean {
  return (
    (loan.status === LOAN_STATUS.active || loan.status === LOAN_STATUS.onHold) &&
    isRolloverAvailable({ status: rollover.status, type: rollover.type, invoices: rollover.invoices })
  );
}
