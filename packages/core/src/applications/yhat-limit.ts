import type { PayCycle } from '@lender/calculator';
import { moneyView } from '@lender/calculator/kernel';
import type { CreditPolicyDocument, LoanLimit } from '@lender/contracts';
import { eq } from '@lender/db/orm';
import { clients, loanLimits } from '@lender/db/schema';
import { businessDate } from '../clock';
import { affordableAmount, type DecisionInput } from '../decision/engine';
import { gatherClientFacts } from '../decision/facts';
import { firstKnockOut } from '../decision/policy-engine';
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

/** What {@link policyLimit} reads of the client row. */
export interface LimitClient {
  readonly status: number;
  readonly monthlyIncome: number | null;
  readonly cycle: PayCycle | null;
  readonly birthDate: string | null;
  readonly employmentStatus: string | null;
}

/**
 * The amount the policy in force (ADR 330) affords a client before any application: none without
 * an income or a birth date, or when one of its knock-outs the client row decides refuses them —
 * the engine's own (`firstKnockOut`), the loans and identity read as no obstacle — else the engine's
 * affordable amount at its paycheck share (a month's income when the cycle is not known); none under
 * the minimum. So the borrower is never shown an amount the decision would refuse (ADR 375).
 */
export function policyLimit(
  document: CreditPolicyDocument,
  client: LimitClient,
  today: string,
  bounds: DecisionInput['bounds'],
): number {
  const { monthlyIncome, birthDate } = client;
  if (monthlyIncome === null || birthDate === null) return 0;
  const refused = firstKnockOut(document, {
    today,
    client: { ...client, monthlyIncome, birthDate },
    loans: { active: 0, closed: 0 },
    evidence: { idDocument: 'present', bankLink: 'present', identity: 'approved' },
  });
  const amount = affordableAmount(monthlyIncome, client.cycle, bounds, document.offer.paycheckSharePercent);
  return !refused && amount >= bounds.min ? amount : 0;
}

/**
 * A client's available loan amount, recomputed at most every 12 hours (spec §9) on the client's
 * clock, or at once with `force` (the income changed): what the policy in force affords the declared
 * income within the product's bounds ({@link policyLimit}); none for a client the policy's status
 * knock-out refuses (blocked, blacklisted).
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
  const policy = await publishedPolicy(db);
  const amount = policyLimit(
    policy.document,
    {
      status: client.status,
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
