import type { PayCycle } from '@lender/calculator';
import { moneyView } from '@lender/calculator/kernel';
import type { LoanLimit } from '@lender/contracts';
import { eq } from '@lender/db/orm';
import { clients, loanLimits } from '@lender/db/schema';
import { affordableAmount } from '../decision/engine';
import { gatherClientFacts } from '../decision/facts';
import { type ApplicationsContext, boundsFor, clientRow, sequenceOf } from './application-context';
import { LOAN_LIMIT_REFRESH_SECONDS } from './application-model';

/**
 * `PUT yhat/limit` (`client.yhatLimit`): the caller's available loan amount ({@link loanLimitOf}).
 */
export function yhatLimit(
  ctx: Pick<ApplicationsContext, 'db' | 'sandbox'>,
  { actorId }: { readonly actorId: number },
): Promise<LoanLimit> {
  return loanLimitOf(ctx, actorId);
}

/**
 * A client's available loan amount, recomputed at most every 12 hours (spec §9) on the client's
 * clock, or at once with `force` (the income changed): what the declared income affords within the
 * product's bounds, none for a blocked client.
 */
export async function loanLimitOf(
  ctx: Pick<ApplicationsContext, 'db' | 'sandbox'>,
  clientId: number,
  options: { force?: boolean } = {},
): Promise<LoanLimit> {
  const { db } = ctx;
  const client = await clientRow(ctx, clientId);
  const clientClock = await ctx.sandbox.clockFor(clientId);
  const now = clientClock.now();
  const [stored] = await db.select().from(loanLimits).where(eq(loanLimits.clientId, clientId));
  if (
    !options.force &&
    stored &&
    now.getTime() - stored.updatedAt.getTime() < LOAN_LIMIT_REFRESH_SECONDS * 1000
  ) {
    return { availableLoanAmount: moneyView(stored.amount), updatedAt: stored.updatedAt.toISOString() };
  }
  const facts = await gatherClientFacts(db, clientId, client.closedLoansCount);
  const bounds = await boundsFor(ctx, sequenceOf(facts));
  const employment = (client.employment ?? {}) as { monthlyIncome?: unknown };
  const cycle = (client.salaryCycle ?? null) as PayCycle | null;
  const blocked = client.status === 2 || client.status === 3;
  const affordable =
    typeof employment.monthlyIncome === 'number' && !blocked
      ? affordableAmount(employment.monthlyIncome, cycle, bounds)
      : 0;
  const amount = affordable >= bounds.min ? affordable : 0;
  const reasons = [{ rule: 'affordability', code: amount > 0 ? 'limit.affordable' : 'limit.none' }];
  await db.transaction(async (tx) => {
    await tx
      .insert(loanLimits)
      .values({ clientId, amount, reasons, updatedAt: now })
      .onConflictDoUpdate({ target: loanLimits.clientId, set: { amount, reasons, updatedAt: now } });
    await tx.update(clients).set({ availableLoanAmount: amount }).where(eq(clients.id, clientId));
  });
  return { availableLoanAmount: moneyView(amount), updatedAt: now.toISOString() };
}
