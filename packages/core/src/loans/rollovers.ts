import { LOAN_STATUS } from '@lender/calculator/platform';
import type { Rollover } from '@lender/contracts';
import { and, eq, inArray } from '@lender/db/orm';
import { loanInvoices, loans, rollovers } from '@lender/db/schema';
import type { AuditActor } from '../audit/audit';
import { auditMoney } from '../audit/money';
import { businessDate } from '../clock';
import { contractNumberOf } from '../contract-number';
import { CoreError } from '../errors/core-error';
import { type LoanAccount, post, rewriteMonthEnds } from '../ledger/loan-account';
import { simplePdf } from '../pdf/simple-pdf';
import { extensionAgreementText } from './extension-agreement';
import type { LoansContext } from './loan-context';
import { OPEN_LOAN_STATUSES } from './loan-model';
import { offeredRollovers } from './loan-terms';
import { loanView } from './loan-view';
import { rolloverAvailable } from './loans';
import { rolloverNewDueDate, rolloverPreviousDueDate } from './rollover-dates';

// Extensions (spec §3 rollovers, §4 availability; issue 5). A loan offers a cheap and an expensive
// option (`inactive`, priced by `computeOffer`'s `extensions` at signing). Choosing one
// (`choose-rollover.ts`, `rollover-application.ts`) makes it `active` with a `draft` invoice for its
// fee; paying the fee (a payment of kind `rollover`, `markRolloverPaid`) posts the extension fee to
// the ledger, marks it `paid`, moves the due date by its days and offers new options. This file keeps
// what those use cases share.

/** What the extensions read of the loans' context. */
export type RolloversContext = Pick<LoansContext, 'db' | 'audit' | 'loanAccount' | 'loanDocuments'>;

/** The client's own loan, or `not_found` (another client's loan is as unknown as a missing one). */
export async function ownedLoan(ctx: Pick<LoansContext, 'db'>, clientId: number, loanId: number) {
  const [loan] = await ctx.db
    .select()
    .from(loans)
    .where(and(eq(loans.id, loanId), eq(loans.clientId, clientId)));
  if (!loan) throw new CoreError('not_found');
  return loan;
}

/**
 * Chooses the extension option of the loan that `pick` names (spec §4 availability): it becomes
 * `active` with a `draft` invoice for its fee, and the option chosen before goes back to the offer.
 * Choosing the one already chosen answers it again.
 */
export async function chooseOption(
  ctx: RolloversContext,
  clientId: number,
  loanId: number,
  pick: (r: Rollover) => boolean,
): Promise<Rollover> {
  const view = await loanView(ctx, loanId);
  const chosen = view.rollovers.find((r) => r.status === 'active');
  if (chosen && pick(chosen)) return chosen;
  const option = view.rollovers.find((r) => r.status === 'inactive' && pick(r));
  if (!option || !rolloverAvailable(view, option)) throw new CoreError('rollover_not_available');
  try {
    await ctx.db.transaction(async (tx) => {
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
      await ctx.audit.record(tx, {
        actor: { type: 'client', id: clientId },
        action: 'rollover.choose',
        entity: 'loan',
        entityId: loanId,
        before: { rollover: chosen?.id ?? null },
        after: { rollover: moved.id, type: moved.type, fee: auditMoney(moved.fee) },
      });
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23505' || String(error).includes('rollovers_one_active_uq')) {
      throw new CoreError('rollover_not_available');
    }
    throw error;
  }
  const after = await loanView(ctx, loanId);
  const result = after.rollovers.find((r) => r.id === option.id);
  if (!result) throw new CoreError('rollover_not_available');
  return result;
}

/**
 * The extension agreement (PDF) of an option of the loan, kept with the loan's documents when the
 * loan documents are wired (`rollover_agreement`, listed and downloadable later; issue 11).
 */
export async function agreementOf(
  ctx: Pick<RolloversContext, 'db' | 'loanDocuments' | 'loanAccount'>,
  clientId: number,
  loanId: number,
  rolloverId: number,
) {
  const { db } = ctx;
  const [loan] = await db.select().from(loans).where(eq(loans.id, loanId));
  const [rollover] = await db
    .select()
    .from(rollovers)
    .where(and(eq(rollovers.id, rolloverId), eq(rollovers.loanId, loanId)));
  if (!loan || !rollover || rollover.status === 'cancelled') throw new CoreError('not_found');
  // Paid today, a late loan's extension runs from today (ADR 368).
  const today = await ctx.loanAccount.todayOf(loan.clientId, db);
  const { title, lines } = extensionAgreementText({
    contractNumber: contractNumberOf(loan.applicationId),
    type: rollover.type === 'cheap' ? 'cheap' : 'expensive',
    days: rollover.days,
    feeWithoutVat: rollover.feeWithoutVat,
    fee: rollover.fee,
    currentDueDate: rolloverPreviousDueDate(loan.dueDate, rollover),
    newDueDate: rolloverNewDueDate(loan.dueDate, rollover, today),
  });
  const bytes = simplePdf(title, lines);
  if (ctx.loanDocuments) {
    await ctx.loanDocuments.archive(clientId, {
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

/**
 * Inside a payment's transaction, on its locked loan account: the payment covered the extension's
 * fee, alone or with the earlier payments `parts` toward it (`paid`: what it gives of the fee). The
 * loan account books the fee and its payment as of the account's day (the day paid); the
 * extension is paid, the due date moves by its days (from the day paid when that was after the last
 * day to pay: ADR 368) and a new pair of options is offered.
 */
export async function markRolloverPaid(
  ctx: Pick<LoansContext, 'clock' | 'audit' | 'notices'>,
  account: LoanAccount,
  input: {
    rolloverId: number;
    paymentId: number;
    actor: AuditActor;
    paid?: number | undefined;
    parts?: readonly number[] | undefined;
  },
): Promise<void> {
  const { rolloverId, paymentId, actor, paid, parts } = input;
  const { tx } = account;
  const now = ctx.clock.now();
  const [rollover] = await tx
    .update(rollovers)
    .set({ status: 'paid', paidAt: now })
    .where(and(eq(rollovers.id, rolloverId), eq(rollovers.status, 'active')))
    .returning();
  if (!rollover) throw new CoreError('rollover_not_available');
  // The fee (IVA included) becomes owed and is paid from the payment at once.
  await post(account, { kind: 'extension_paid', paymentId, rollover, paid, parts });
  const [loan] = await tx.select().from(loans).where(eq(loans.id, rollover.loanId));
  if (!loan || !(OPEN_LOAN_STATUSES as readonly number[]).includes(loan.status)) {
    throw new CoreError('no_active_loan');
  }
  const dueDate = rolloverNewDueDate(loan.dueDate, rollover, account.today);
  await tx
    .update(rollovers)
    .set({ newDueDate: dueDate, previousDueDate: loan.dueDate })
    .where(eq(rollovers.id, rollover.id));
  await tx
    .update(loans)
    .set({ dueDate, status: LOAN_STATUS.active, overdueDays: 0, updatedAt: now })
    .where(eq(loans.id, loan.id));
  // The due date in force from the day paid: a month end already written since says so (ADR 294).
  const since = [account.today, businessDate(now)].sort()[0] ?? account.today;
  await rewriteMonthEnds(tx, [loan.id], since);
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
  await ctx.audit.record(tx, {
    actor,
    action: 'loan.extend',
    entity: 'loan',
    entityId: loan.id,
    before: { dueDate: loan.dueDate, status: loan.status },
    after: { dueDate, status: LOAN_STATUS.active, rollover: rollover.id },
  });
  await ctx.notices?.notify(tx, { kind: 'extension_done', rolloverId: rollover.id });
}
