import type { ChallengerComparison } from '@lender/contracts';
import { and, asc, eq, notExists } from '@lender/db/orm';
import { challengerDecisions, decisions, loans } from '@lender/db/schema';
import { today } from '../../clock';
import { publishedPolicy } from '../../decision/published-policy';
import { CoreError } from '../../errors/core-error';
import type { ApprovalsContext } from '../approval-rows';
import { authorize } from '../authorize';
import { challengerViews } from './challenger-rows';
import { type LoggedDecision, tallyArms } from './challenger-tally';

/**
 * `backOffice.challengerComparison` (ADR 332): the champion's and the challenger's decisions
 * logged while challenger `id` ran, their approval rates and, as the loans mature, their default
 * rates by vintage. The champion's version is the one in force. A demo's decisions (play money,
 * `decisions.fake`) are left out, as credit monitoring and the replay leave them out.
 */
export async function challengerComparison(
  ctx: Pick<ApprovalsContext, 'db' | 'clock'>,
  { actorId, params: { id } }: { actorId: number; params: { id: number } },
): Promise<ChallengerComparison> {
  await authorize(ctx, actorId, 'settings.read');
  const [challenger] = await challengerViews(ctx.db, id);
  if (!challenger) throw new CoreError('not_found');
  const rows = await ctx.db
    .select({
      decidingArm: challengerDecisions.decidingArm,
      championOutcome: challengerDecisions.championOutcome,
      challengerOutcome: challengerDecisions.challengerOutcome,
      status: loans.status,
      startDate: loans.startDate,
      dueDate: loans.dueDate,
      overdueDays: loans.overdueDays,
    })
    .from(challengerDecisions)
    .leftJoin(loans, eq(loans.applicationId, challengerDecisions.applicationId))
    .where(
      and(
        eq(challengerDecisions.challengerId, id),
        notExists(
          ctx.db
            .select({ id: decisions.id })
            .from(decisions)
            .where(and(eq(decisions.id, challengerDecisions.decisionId), eq(decisions.fake, true))),
        ),
      ),
    )
    .orderBy(asc(challengerDecisions.id));
  const logged: LoggedDecision[] = rows.map((row) => ({
    decidingArm: row.decidingArm as LoggedDecision['decidingArm'],
    championOutcome: row.championOutcome,
    challengerOutcome: row.challengerOutcome,
    loan:
      row.status === null || row.dueDate === null
        ? null
        : {
            status: row.status,
            startDate: row.startDate,
            dueDate: row.dueDate,
            overdueDays: row.overdueDays ?? 0,
          },
  }));
  const champion = await publishedPolicy(ctx.db);
  const { arms, outcomesDiffer } = tallyArms(
    logged,
    challenger.mode,
    { champion: champion.version, challenger: challenger.policyVersion },
    today(ctx.clock),
  );
  return { challenger, arms, outcomesDiffer };
}
