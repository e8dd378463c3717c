import { fromApiAmount } from '@lender/calculator';
import { LOAN_STATUS } from '@lender/calculator/platform';
import type { ApprovalRequest, LoanFacts, LoanPage } from '@lender/contracts';
import type { Database } from '@lender/db';
import { asc, desc, eq } from '@lender/db/orm';
import {
  type approvalRequests,
  clients,
  loanDocuments,
  loanInvoices,
  loans,
  offers,
  paymentReferences,
  payments,
  rollovers,
} from '@lender/db/schema';
import type { AuditService } from '../audit/audit';
import { readProductConfig } from '../catalog/product';
import type { Clock } from '../clock';
import { CoreError } from '../errors/core-error';
import { balanceOf } from '../ledger/accounts';
import { loanBalances, loanEntries } from '../ledger/ledger';
import type { LoanAccountContext } from '../ledger/loan-account';
import { type LoansService, OPEN_LOAN_STATUSES } from '../loans/loans';
import { maskPhone, type PiiCrypto } from '../pii';
import type { ApprovalExecutor, ApprovalsService } from './approvals';
import { listLoans } from './lists/loans-list';
import { paymentRowOf } from './lists/payments-list';
import { createPaymentReversal } from './payment-reversal';
import type { RefundPayoutsService } from './refund-payouts';

/** A loan's page and its maker-checker money actions (issue 16, ADR 056). */
export interface LoanPageService {
  page(loanId: number): Promise<LoanPage>;
  /** Asks for a write-off (an open loan only); a second admin approves it. */
  requestWriteOff(makerId: number, loanId: number, reason: string): Promise<ApprovalRequest>;
  /** Asks to pay back `amount` centavos of the overpayment held in suspense; a second admin approves it. */
  requestRefund(makerId: number, loanId: number, amount: number, reason: string): Promise<ApprovalRequest>;
  /** Asks to reverse a wrongly posted payment (issue 36); another user approves it. */
  requestReversal(
    makerId: number,
    loanId: number,
    paymentId: number,
    reason: string,
  ): Promise<ApprovalRequest>;
  /** The actions run when a write-off or a reversal is approved (a refund's: `RefundPayoutsService`). */
  readonly executors: { writeOff: ApprovalExecutor; reversal: ApprovalExecutor };
}

/** What the borrower is owed back: the overpayment suspense balance (a credit, stored negative). */
async function refundable(db: Database, loanId: number): Promise<number> {
  return Math.max(0, -balanceOf(await loanBalances(db, loanId), 'overpayment_suspense'));
}

export function createLoanPageService(deps: {
  db: Database;
  clock: Clock;
  pii: PiiCrypto;
  audit: AuditService;
  loans: LoansService;
  /** The loan account: an approved reversal posts through it. */
  loanAccount: LoanAccountContext;
  approvals: ApprovalsService;
  refunds: Pick<RefundPayoutsService, 'forLoan'>;
}): LoanPageService {
  const { db } = deps;
  const reversal = createPaymentReversal(deps);

  /** Who and at what price (issue 36): the client's phone masked, the day paid out, rate and CAT. */
  const factsOf = async (loan: typeof loans.$inferSelect): Promise<LoanFacts> => {
    const [client] = await db
      .select({ phoneEnc: clients.phoneEnc })
      .from(clients)
      .where(eq(clients.id, loan.clientId));
    const [accepted] = await db
      .select({ view: offers.view })
      .from(offers)
      .where(eq(offers.applicationId, loan.applicationId))
      .orderBy(desc(offers.id))
      .limit(1);
    const view = (accepted?.view ?? {}) as { apr?: unknown; cat?: unknown };
    const apr = typeof view.apr === 'number' ? view.apr : null;
    const { terms } = await readProductConfig(db);
    return {
      clientPhoneMasked: client?.phoneEnc ? maskPhone(deps.pii.decrypt(client.phoneEnc)) : null,
      disbursedOn: loan.startDate,
      annualRatePercent: apr,
      dailyRatePercent: apr === null ? null : Math.round((apr / terms.dayCountBasis) * 10_000) / 10_000,
      catPercent: typeof view.cat === 'number' ? view.cat : null,
    };
  };

  const loanRow = async (loanId: number) => {
    const [row] = await db.select().from(loans).where(eq(loans.id, loanId));
    if (!row) throw new CoreError('not_found');
    return row;
  };

  const writeOff: ApprovalExecutor = async (request: typeof approvalRequests.$inferSelect, checkerId) => {
    const loanId = Number(request.entityId);
    // The loans service checks the loan is still open (409 otherwise) and audits `loan.write_off`.
    const { writtenOff } = await deps.loans.writeOff(loanId, { type: 'user', id: checkerId }, request.reason);
    return { writtenOffCentavos: writtenOff };
  };

  return {
    executors: { writeOff, reversal: reversal.executor },
    requestReversal: reversal.request,

    async page(loanId) {
      const row = await loanRow(loanId);
      const [summary] = (await listLoans(db, {}, '-id', { page: 1, perPage: 1 }, loanId)).items;
      const balances = await loanBalances(db, loanId);
      const [invoices, entries, paid, references, extensions, documents, approvals] = [
        await db
          .select()
          .from(loanInvoices)
          .where(eq(loanInvoices.loanId, loanId))
          .orderBy(asc(loanInvoices.dueDate)),
        await loanEntries(db, loanId),
        await db.select().from(payments).where(eq(payments.loanId, loanId)).orderBy(desc(payments.id)),
        await db
          .select()
          .from(paymentReferences)
          .where(eq(paymentReferences.loanId, loanId))
          .orderBy(desc(paymentReferences.id)),
        await db.select().from(rollovers).where(eq(rollovers.loanId, loanId)).orderBy(desc(rollovers.id)),
        await db
          .select()
          .from(loanDocuments)
          .where(eq(loanDocuments.loanId, loanId))
          .orderBy(desc(loanDocuments.id)),
        await deps.approvals.forEntity('loan', loanId),
      ];
      // The reversals asked for the loan's payments are the loan's business too.
      for (const payment of paid) approvals.push(...(await deps.approvals.forEntity('payment', payment.id)));
      if (!summary) throw new CoreError('not_found');
      // Each invoice with what it is made of, as the borrower's schedule shows it (from the ledger).
      const { loan, invoices: views } = await deps.loans.loanSchedule(loanId);
      const centavos = (money: { amount: number }) => fromApiAmount(money.amount);
      const amountsOf = (line: (typeof invoices)[number]) => {
        const view = views.find((invoice) => invoice.id === line.id);
        if (!view) {
          const owed = line.status === 'paid' ? 0 : line.amount;
          return {
            principalCentavos: 0,
            interestCentavos: 0,
            feesCentavos: line.amount,
            vatCentavos: 0,
            lateFeesCentavos: 0,
            amountCentavos: line.amount,
            paidCentavos: line.amount - owed,
            outstandingCentavos: owed,
          };
        }
        return {
          principalCentavos: centavos(view.principal),
          interestCentavos: centavos(view.interest),
          feesCentavos: centavos(view.fees),
          vatCentavos: centavos(view.vat),
          lateFeesCentavos: centavos(view.lateFees),
          amountCentavos: centavos(view.total),
          paidCentavos: centavos(view.paid),
          outstandingCentavos: centavos(view.outstanding),
        };
      };
      const clientName = summary.clientName;
      return {
        summary,
        facts: await factsOf(row),
        loan,
        balances: balances as Record<string, number>,
        refundableCentavos: Math.max(0, -balanceOf(balances, 'overpayment_suspense')),
        schedule: invoices.map((row) => ({
          id: row.id,
          kind: row.kind,
          status: row.status,
          dueDate: row.dueDate,
          ...amountsOf(row),
          paidAt: row.paidAt?.toISOString() ?? null,
        })),
        ledger: entries.map((entry) => ({
          transactionId: entry.transactionId,
          kind: entry.kind,
          reference: entry.reference,
          effectiveDate: entry.effectiveDate,
          account: entry.account,
          amountCentavos: entry.amount,
        })),
        payments: paid.map((payment) => paymentRowOf(payment, clientName)),
        // What the borrower was shown to pay with, apart from the money received (issue 47).
        references: references.map((row) => ({
          id: row.id,
          kind: row.kind,
          channel: row.channel,
          amountCentavos: row.amount,
          reference: row.reference,
          barcode: row.barcode,
          clabe: row.clabe,
          state:
            row.paymentId !== null
              ? ('paid' as const)
              : row.expiresAt.getTime() > deps.clock.now().getTime()
                ? ('live' as const)
                : ('expired' as const),
          paymentId: row.paymentId,
          createdAt: row.createdAt.toISOString(),
          expiresAt: row.expiresAt.toISOString(),
        })),
        extensions: extensions.map((row) => ({
          id: row.id,
          type: row.type,
          status: row.status,
          days: row.days,
          feeCentavos: row.fee,
          newDueDate: row.newDueDate,
          paidAt: row.paidAt?.toISOString() ?? null,
          createdAt: row.createdAt.toISOString(),
        })),
        documents: documents.map((row) => ({
          id: row.id,
          type: row.type,
          title: row.title,
          createdAt: row.createdAt.toISOString(),
        })),
        approvals,
        refunds: await deps.refunds.forLoan(loanId),
      };
    },

    async requestWriteOff(makerId, loanId, reason) {
      const loan = await loanRow(loanId);
      if (!(OPEN_LOAN_STATUSES as readonly number[]).includes(loan.status)) {
        throw new CoreError('invalid_transition', {
          params: { from: loan.status, to: LOAN_STATUS.writeOff },
        });
      }
      return deps.approvals.request(makerId, {
        kind: 'loan.write_off',
        entity: 'loan',
        entityId: loanId,
        payload: { loanId },
        reason,
      });
    },

    async requestRefund(makerId, loanId, amount, reason) {
      await loanRow(loanId);
      const owed = await refundable(db, loanId);
      if (owed === 0) throw new CoreError('nothing_to_refund');
      if (amount > owed) {
        throw new CoreError('too_big', {
          field: ['amountCentavos'],
          message: `At most ${owed} centavos can be refunded.`,
        });
      }
      return deps.approvals.request(makerId, {
        kind: 'payment.refund',
        entity: 'loan',
        entityId: loanId,
        payload: { loanId, amountCentavos: amount },
        reason,
      });
    },
  };
}
