import { LOAN_STATUS } from '@lender/calculator/platform';
import type { DocumentContent, Rollover, RolloverApplication } from '@lender/contracts';
import type { Database } from '@lender/db';
import { and, eq, inArray } from '@lender/db/orm';
import { loanInvoices, loans, rollovers } from '@lender/db/schema';
import type { AuditActor, AuditService } from '../audit/audit';
import { auditMoney } from '../audit/money';
import type { Clock } from '../clock';
import { CoreError } from '../errors/core-error';
import { type LoanAccount, post } from '../ledger/loan-account';
import type { NoticePort } from '../notices/notice-model';
import { simplePdf } from '../pdf/simple-pdf';
import { extensionAgreementText } from './extension-agreement';
import type { LoanPapersPort } from './loan-papers';
import { offeredRollovers } from './loan-terms';
import { type LoansService, OPEN_LOAN_STATUSES, rolloverAvailable } from './loans';
import { rolloverNewDueDate, rolloverPreviousDueDate } from './rollover-dates';

/**
 * Extensions (spec §3 rollovers, §4 availability; issue 5). A loan offers a cheap and an expensive
 * option (`inactive`, priced by `computeOffer`'s `extensions` at signing). Choosing one makes it
 * `active` with a `draft` invoice for its fee; paying the fee (a payment of kind `rollover`) posts the
 * extension fee to the ledger, marks it `paid`, moves the due date by its days and offers new options.
 */
export interface RolloversService {
  choose(clientId: number, type: 'cheap' | 'expensive'): Promise<Rollover>;
  /** `POST loan/{id}/rollover/{rolloverId}/application`: chooses that option; the extension amends the loan's application. */
  application(clientId: number, loanId: number, rolloverId: number): Promise<RolloverApplication>;
  /** The extension agreement (PDF) of a chosen option. */
  document(
    clientId: number,
    loanId: number,
    rolloverId: number,
    applicationId: number,
  ): Promise<DocumentContent>;
  /**
   * Inside a payment's transaction, on its locked loan account: the payment covered the extension's
   * fee. The loan account books the fee and its payment; the extension is paid, the due date moves
   * by its days and a new pair of options is offered.
   */
  markPaid(
    account: LoanAccount,
    input: { rolloverId: number; paymentId: number; actor: AuditActor },
  ): Promise<void>;
}

export function createRolloversService(deps: {
  db: Database;
  clock: Clock;
  audit: AuditService;
  loans: LoansService;
  /** Keeps each extension agreement the borrower is given with the loan's documents (issue 11). */
  documents?: LoanPapersPort;
  /** Borrower notices (issue 38): extension done. */
  notices?: NoticePort;
}): RolloversService {
  const { db, clock, audit } = deps;

  async function ownedLoan(clientId: number, loanId: number) {
    const [loan] = await db
      .select()
      .from(loans)
      .where(and(eq(loans.id, loanId), eq(loans.clientId, clientId)));
    if (!loan) throw new CoreError('not_found');
    return loan;
  }

  async function chooseOption(
    clientId: number,
    loanId: number,
    pick: (r: Rollover) => boolean,
  ): Promise<Rollover> {
    const view = await deps.loans.loanView(loanId);
    const chosen = view.rollovers.find((r) => r.status === 'active');
    if (chosen && pick(chosen)) return chosen;
    const option = view.rollovers.find((r) => r.status === 'inactive' && pick(r));
    if (!option || !rolloverAvailable(view, option)) throw new CoreError('rollover_not_available');
    try {
      await db.transaction(async (tx) => {
        if (chosen) {
          // Changing one's mind: the other option goes back to the offer and its draft invoice goes.
          await tx
            .delete(loanInvoices)
            .where(and(eq(loanInvoices.rolloverId, chosen.id), eq(loanInvoices.status, 'draft')));
          await tx
            .update(rollovers)
            .set({ status: 'inactive' })
            .where(and(eq(rollovers.id, chosen.id), eq(rollovers.status, 'active')));
        }
        const [moved] = await tx
          .update(rollovers)
          .set({ status: 'active' })
          .where(and(eq(rollovers.id, option.id), eq(rollovers.status, 'inactive')))
          .returning();
        if (!moved) throw new CoreError('rollover_not_available');
        await tx.insert(loanInvoices).values({
          loanId,
          kind: 'rollover',
          rolloverId: moved.id,
          status: 'draft',
          dueDate: view.dueDate,
          amount: moved.fee,
        });
        await audit.record(tx, {
          actor: { type: 'client', id: clientId },
          action: 'rollover.choose',
          entity: 'loan',
          entityId: loanId,
          before: { rollover: chosen?.id ?? null },
          after: { rollover: moved.id, type: moved.type, fee: auditMoney(moved.fee) },
        });
      });
    } catch (error) {
      if (
        (error as { code?: string }).code === '23505' ||
        String(error).includes('rollovers_one_active_uq')
      ) {
        throw new CoreError('rollover_not_available');
      }
      throw error;
    }
    const after = await deps.loans.loanView(loanId);
    const result = after.rollovers.find((r) => r.id === option.id);
    if (!result) throw new CoreError('rollover_not_available');
    return result;
  }

  /**
   * The extension agreement (PDF) of an option of the loan, kept with the loan's documents when a
   * documents service is wired (`rollover_agreement`, listed and downloadable later; issue 11).
   */
  async function agreementOf(clientId: number, loanId: number, rolloverId: number) {
    const [loan] = await db.select().from(loans).where(eq(loans.id, loanId));
    const [rollover] = await db
      .select()
      .from(rollovers)
      .where(and(eq(rollovers.id, rolloverId), eq(rollovers.loanId, loanId)));
    if (!loan || !rollover || rollover.status === 'cancelled') throw new CoreError('not_found');
    const { title, lines } = extensionAgreementText({
      loanId: loan.id,
      applicationId: loan.applicationId,
      type: rollover.type === 'cheap' ? 'cheap' : 'expensive',
      days: rollover.days,
      feeWithoutVat: rollover.feeWithoutVat,
      fee: rollover.fee,
      currentDueDate: rolloverPreviousDueDate(loan.dueDate, rollover),
      newDueDate: rolloverNewDueDate(loan.dueDate, rollover),
    });
    const bytes = simplePdf(title, lines);
    if (deps.documents) {
      await deps.documents.archive(clientId, {
        type: 'rollover_agreement',
        title,
        text: [title, ...lines].join('\n'),
        bytes,
        applicationId: loan.applicationId,
        loanId: loan.id,
      });
    }
    return { rollover, bytes };
  }

  return {
    async choose(clientId, type) {
      const loanId = await deps.loans.openLoanId(clientId);
      return chooseOption(clientId, loanId, (r) => r.type === type);
    },

    async application(clientId, loanId, rolloverId) {
      const loan = await ownedLoan(clientId, loanId);
      const rollover = await chooseOption(clientId, loan.id, (r) => r.id === rolloverId);
      // The borrower takes the extension on its agreement: it is kept from this moment.
      await agreementOf(clientId, loan.id, rollover.id);
      return { applicationId: loan.applicationId, rollover };
    },

    async document(clientId, loanId, rolloverId, applicationId) {
      const loan = await ownedLoan(clientId, loanId);
      if (loan.applicationId !== applicationId) throw new CoreError('not_found');
      const { rollover, bytes } = await agreementOf(clientId, loan.id, rolloverId);
      return {
        type: `rollover_agreement_${rollover.id}`,
        contentType: 'application/pdf',
        base64: Buffer.from(bytes).toString('base64'),
      };
    },

    async markPaid(account, { rolloverId, paymentId, actor }) {
      const { tx } = account;
      const now = clock.now();
      const [rollover] = await tx
        .update(rollovers)
        .set({ status: 'paid', paidAt: now })
        .where(and(eq(rollovers.id, rolloverId), eq(rollovers.status, 'active')))
        .returning();
      if (!rollover) throw new CoreError('rollover_not_available');
      // The fee (IVA included) becomes owed and is paid from the payment at once.
      await post(account, { kind: 'extension_paid', paymentId, rollover });
      const [loan] = await tx.select().from(loans).where(eq(loans.id, rollover.loanId));
      if (!loan || !(OPEN_LOAN_STATUSES as readonly number[]).includes(loan.status)) {
        throw new CoreError('no_active_loan');
      }
      const dueDate = rolloverNewDueDate(loan.dueDate, rollover);
      await tx.update(rollovers).set({ newDueDate: dueDate }).where(eq(rollovers.id, rollover.id));
      await tx
        .update(loans)
        .set({ dueDate, status: LOAN_STATUS.active, overdueDays: 0, updatedAt: now })
        .where(eq(loans.id, loan.id));
      await tx
        .update(loanInvoices)
        .set({ status: 'paid', paidAt: now })
        .where(and(eq(loanInvoices.rolloverId, rollover.id), eq(loanInvoices.kind, 'rollover')));
      await tx
        .update(loanInvoices)
        .set({ dueDate })
        .where(and(eq(loanInvoices.loanId, loan.id), eq(loanInvoices.kind, 'repayment')));
      // The other option is withdrawn; a fresh pair is offered for the next extension.
      await tx
        .update(rollovers)
        .set({ status: 'cancelled' })
        .where(and(eq(rollovers.loanId, loan.id), inArray(rollovers.status, ['inactive'])));
      await tx.insert(rollovers).values(offeredRollovers(loan.id, loan.terms.extensions));
      await audit.record(tx, {
        actor,
        action: 'loan.extend',
        entity: 'loan',
        entityId: loan.id,
        before: { dueDate: loan.dueDate, status: loan.status },
        after: { dueDate, status: LOAN_STATUS.active, rollover: rollover.id },
      });
      await deps.notices?.notify(tx, { kind: 'extension_done', rolloverId: rollover.id });
    },
  };
}
