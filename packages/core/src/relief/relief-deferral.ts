import { LOAN_STATUS } from '@lender/calculator/platform';
import type { ReliefDeferral, ReliefDeferralTaken, ReliefMonths } from '@lender/contracts';
import type { Database, Executor } from '@lender/db';
import { eq } from '@lender/db/orm';
import { reliefDeferrals } from '@lender/db/schema';
import { lastDayToPay } from '../calendar/bank-calendar';
import type { LoanAccountContext } from '../ledger/loan-account';
import { type KnownOpenLoan, openLoanOf } from '../loans/loan-context';
import { RELIEF_TERMS_VERSION, reliefOptions } from './relief-rules';
import { homeZoneOf } from './relief-zone';

/** What the borrower's relief use cases read. */
export interface ReliefContext {
  readonly db: Database;
  readonly loanAccount: LoanAccountContext;
}

/** A stored deferral as the borrower reads it. */
export function takenView(row: typeof reliefDeferrals.$inferSelect): ReliefDeferralTaken {
  return {
    months: row.months as ReliefMonths,
    previousDueDate: row.previousDueDate,
    newDueDate: row.newDueDate,
    grantedOn: row.grantedOn,
    acceptedAt: row.acceptedAt.toISOString(),
    termsVersion: row.termsVersion,
  };
}

/** The deferral the client's open loan may take on `today`, read through `tx`, and the zone's id. */
export async function reliefDeferralOf(
  tx: Executor,
  clientId: number,
  today: string,
  /** The open loan, when the caller read it already (`client.myLoan`). */
  known?: KnownOpenLoan,
): Promise<{ offer: ReliefDeferral; zoneId: number | null }> {
  const loan = known?.loan ?? (await openLoanOf(tx, clientId));
  const [taken] = await tx.select().from(reliefDeferrals).where(eq(reliefDeferrals.loanId, loan.id));
  const zone = await homeZoneOf(tx, clientId, today);
  const current = loan.status === LOAN_STATUS.active && today <= lastDayToPay(loan.dueDate);
  const allowed = zone !== null && !taken && current;
  const offer: ReliefDeferral = {
    allowed,
    zone: zone && {
      municipality: zone.municipality,
      state: zone.state,
      startsOn: zone.startsOn,
      endsOn: zone.endsOn,
      reference: zone.reference,
    },
    dueDate: loan.dueDate,
    options: allowed ? reliefOptions(loan.dueDate) : [],
    termsVersion: RELIEF_TERMS_VERSION,
    taken: taken ? takenView(taken) : null,
  };
  return { offer, zoneId: zone?.id ?? null };
}

/**
 * `client.reliefDeferral`: whether the borrower's home municipality is a declared disaster zone
 * today and, if their open loan is not late and not deferred yet, the deferrals it may take (1 to 3
 * months; ADR 301). `no_active_loan` without an open loan.
 */
export async function reliefDeferral(
  ctx: ReliefContext,
  { actorId: clientId }: { actorId: number },
): Promise<ReliefDeferral> {
  return (await reliefDeferralOf(ctx.db, clientId, await ctx.loanAccount.todayOf(clientId))).offer;
}
