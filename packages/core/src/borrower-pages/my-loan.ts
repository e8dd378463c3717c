import type { MyLoan } from '@lender/contracts';
import { collectionContacts } from '../clients/collection-contacts';
import { readCollectionRules } from '../collections/collection-rules';
import { paymentPlanOptions, paymentPlanOptionsOf } from '../collections/payment-plan-options';
import { promiseOptions, promiseOptionsOf } from '../collections/promise-options';
import { documentList } from '../documents/loan/document-list';
import { CoreError } from '../errors/core-error';
import { cfdis } from '../fiscal/cfdis';
import { flow } from '../journey/flow';
import type { JourneyContext } from '../journey/journey-state';
import { type KnownOpenLoan, openLoanId } from '../loans/loan-context';
import { OPEN_LOAN_STATUSES } from '../loans/loan-model';
import { type LoanViewContext, loanViewOn } from '../loans/loan-view';
import { mandates } from '../mandates/mandates';
import { loanPayments } from '../payments/active-loan-payments';
import { type livePaymentReferences, liveReferencesOf } from '../payments/live-payment-references';
import { savedCards } from '../payments/saved-cards';
import { type ReliefContext, reliefDeferralOf } from '../relief/relief-deferral';

/** What the page's read uses of the core: the parts its reads take. */
export type MyLoanContext = LoanViewContext &
  ReliefContext &
  JourneyContext &
  Parameters<typeof livePaymentReferences>[0] &
  Parameters<typeof promiseOptions>[0] &
  Parameters<typeof paymentPlanOptions>[0] &
  Parameters<typeof mandates>[0];

/** The id of the client's open loan (draft, active or on hold), or null. */
async function openLoanOrNull(ctx: Pick<LoanViewContext, 'db'>, clientId: number): Promise<number | null> {
  try {
    return await openLoanId(ctx, clientId);
  } catch (error) {
    if (error instanceof CoreError && error.code === 'no_active_loan') return null;
    throw error;
  }
}

/** A read of the open loan, null when the loan it needs is not there (`no_active_loan`). */
async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof CoreError && error.code === 'no_active_loan') return null;
    throw error;
  }
}

/**
 * `client.myLoan` (issue 65, ADR 328): everything `/profile/my-loan` shows, in one read — the open
 * loan and its invoices on the borrower's business date (brought up to that day once, read once,
 * where the page used to read it twice), then, at the same time, its payments, live references,
 * promise, payment-plan and relief options, and the borrower's documents, CFDIs, collection
 * contacts, mandates and card, and the journey's step (what the site's guard decides on). Each part
 * is what the endpoint of its name answers alone. Only the caller's rows: every read is by their
 * client id.
 */
export async function myLoan(
  ctx: MyLoanContext,
  { actorId: clientId }: { actorId: number },
): Promise<MyLoan> {
  const openId = await openLoanOrNull(ctx, clientId);
  // First, so that the late fees of today are posted before the other parts read the balance.
  const today = openId === null ? null : await ctx.loanAccount.todayOf(clientId);
  const view = openId === null || today === null ? null : await loanViewOn(ctx, openId, today);
  // The open loan's parts, each given the loan's id already read where its read takes one.
  const ofLoan = <T>(read: (loanId: number) => Promise<T>) =>
    openId === null ? Promise.resolve(null) : orNull(read(openId));
  // The loan's row and balance the view read (after bringing it up to today), for the parts that
  // would read them again. Only an active or on-hold loan is the one those parts look for (a draft
  // is not: they answer `no_active_loan` for it, as alone).
  const known: KnownOpenLoan | undefined =
    view && (OPEN_LOAN_STATUSES as readonly number[]).includes(view.read.row.status)
      ? { loan: view.read.row, balance: view.read.outstanding }
      : undefined;
  const actor = { actorId: clientId };
  const [
    documents,
    { cards },
    payments,
    references,
    promise,
    cfdiList,
    contacts,
    relief,
    paymentPlan,
    mandateList,
    journey,
  ] = await Promise.all([
    documentList(ctx, { actorId: clientId }),
    savedCards(ctx, { actorId: clientId }),
    ofLoan((loanId) => loanPayments(ctx, loanId)),
    ofLoan((loanId) => liveReferencesOf(ctx, loanId)),
    ofLoan(async () =>
      known
        ? promiseOptionsOf(ctx, ctx.db, clientId, (await readCollectionRules(ctx.db)).promise, known)
        : promiseOptions(ctx, { actorId: clientId }),
    ),
    cfdis(ctx, { actorId: clientId }),
    collectionContacts(ctx, actor),
    // `client.reliefDeferral` on the business date already read.
    ofLoan(async () => (await reliefDeferralOf(ctx.db, clientId, today ?? '', known)).offer),
    ofLoan(() =>
      known && today !== null
        ? paymentPlanOptionsOf(ctx, ctx.db, clientId, { ...known, today })
        : paymentPlanOptions(ctx, actor),
    ),
    mandates(ctx, actor),
    flow(ctx, { actorId: clientId }),
  ]);
  return {
    loan: view?.loan ?? null,
    invoices: view?.invoices ?? [],
    documents,
    card: cards[0] ?? null,
    payments: payments ?? [],
    references: references ?? [],
    promise,
    cfdis: cfdiList,
    contacts,
    relief,
    paymentPlan,
    mandates: mandateList,
    flow: journey,
  };
}
