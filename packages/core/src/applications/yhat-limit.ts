import { type PayCycle, PERIODS_PER_YEAR } from '@lender/calculator';
import { moneyView } from '@lender/calculator/kernel';
import type { CreditPolicyDocument, LoanLimit } from '@lender/contracts';
import { eq } from '@lender/db/orm';
import { clients, loanLimits } from '@lender/db/schema';
import { ageOn, businessDate } from '../clock';
import type { DecisionInput } from '../decision/engine';
import { gatherClientFacts } from '../decision/facts';
import { publishedPolicy } from '../decision/published-policy';
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

/** What {@link policyLimit} reads of the client. */
export interface LimitClient {
  readonly monthlyIncome: number | null;
  readonly cycle: PayCycle | null;
  readonly birthDate: string | null;
  readonly employmentStatus: string | null;
}

/**
 * The amount the policy in force (ADR 330) affords a client before any application: none when one
 * of its knock-outs the client row decides refuses them (income floor, age on `today`, employment,
 * income unknown), else its share of one paycheck (a month's income when the cycle is not known),
 * rounded down to the interval, capped at the maximum; none under the minimum. So the borrower is
 * never shown an amount the decision would refuse.
 */
export function policyLimit(
  document: CreditPolicyDocument,
  client: LimitClient,
  today: string,
  bounds: DecisionInput['bounds'],
): number {
  const income = client.monthlyIncome;
  if (income === null) return 0;
  const age = client.birthDate ? ageOn(client.birthDate, today) : null;
  for (const rule of document.knockOuts) {
    if (rule.check === 'min_income' && income < rule.centavos) return 0;
    if (rule.check === 'min_age' && (age === null || age < rule.years)) return 0;
    if (rule.check === 'max_age' && (age === null || age > rule.years)) return 0;
    if (rule.check === 'employment' && rule.rejected.includes(client.employmentStatus ?? '')) return 0;
  }
  const paycheck = client.cycle ? Math.floor((income * 12) / PERIODS_PER_YEAR[client.cycle]) : income;
  const share = Math.floor((paycheck * document.offer.paycheckSharePercent) / 100);
  const amount = Math.min(Math.floor(share / bounds.interval) * bounds.interval, bounds.max);
  return amount >= bounds.min ? amount : 0;
}

/**
 * A client's available loan amount, recomputed at most every 12 hours (spec §9) on the client's
 * clock, or at once with `force` (the income changed): what the policy in force affords the declared
 * income within the product's bounds ({@link policyLimit}), none for a blocked client.
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
  const employment = (client.employment ?? {}) as { monthlyIncome?: unknown; employmentStatusKey?: unknown };
  const blocked = client.status === 2 || client.status === 3;
  const policy = await publishedPolicy(db);
  const amount = blocked
    ? 0
    : policyLimit(
        policy.document,
        {
          monthlyIncome: typeof employment.monthlyIncome === 'number' ? employment.monthlyIncome : null,
          cycle: (client.salaryCycle ?? null) as PayCycle | null,
          birthDate: client.birthDate,
          employmentStatus:
            typeof employment.employmentStatusKey === 'string' ? employment.employmentStatusKey : null,
        },
        businessDate(now),
        bounds,
      );
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
