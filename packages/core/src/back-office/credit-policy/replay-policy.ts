import type { PolicyReplay, PolicyReplayQuery } from '@lender/contracts';
import { POLICY_REPLAY_MAX_DAYS } from '@lender/contracts';
import { asc, sql } from '@lender/db/orm';
import { decisions } from '@lender/db/schema';
import { BUSINESS_TIME_ZONE } from '../../clock';
import type { DecisionInput } from '../../decision/engine';
import { publishedPolicy } from '../../decision/published-policy';
import { isDecisionInput } from '../../decision/stored-decision';
import { CoreError } from '../../errors/core-error';
import type { ApprovalsContext } from '../approval-rows';
import { authorize } from '../authorize';
import { policyRow } from './policy-rows';
import { tallyReplay } from './replay-tally';

/** The most decisions one replay reads (a period longer than that is refused, never cut). */
export const REPLAY_MAX_DECISIONS = 50_000;

/**
 * `backOffice.replayPolicy` (ADR 330): policy `version` (a draft, usually) and the version in force,
 * both run over the stored inputs of the engine's decisions taken in `from`–`to` (Mexico City
 * business dates, at most 92 days), the latest decision of each application. Forced, manual and
 * demo decisions, and inputs emptied by an erasure, are counted as skipped. It only reads: no
 * application, decision, offer, notice or message is written, so nothing reaches a borrower.
 */
export async function replayPolicy(
  ctx: Pick<ApprovalsContext, 'db'>,
  {
    actorId,
    params: { version },
    query: { from, to },
  }: { actorId: number; params: { version: number }; query: PolicyReplayQuery },
): Promise<PolicyReplay> {
  await authorize(ctx, actorId, 'settings.read');
  if (from > to)
    throw new CoreError('invalid_value', { field: ['to'], message: 'The period ends before it starts.' });
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  if (days > POLICY_REPLAY_MAX_DAYS) {
    throw new CoreError('invalid_value', {
      field: ['to'],
      message: `A replay covers at most ${POLICY_REPLAY_MAX_DAYS} days.`,
      params: { max: POLICY_REPLAY_MAX_DAYS },
    });
  }
  const row = await policyRow(ctx.db, version);
  const baseline = await publishedPolicy(ctx.db);
  // The decision's business date: the `today` its inputs name (the client's date, sandbox clock
  // included), else the Mexico City date it was stored.
  const day = sql`coalesce(${decisions.inputs}->>'today', to_char(${decisions.createdAt} at time zone ${BUSINESS_TIME_ZONE}, 'YYYY-MM-DD'))`;
  const rows = await ctx.db
    .select({
      applicationId: decisions.applicationId,
      inputs: decisions.inputs,
      forced: decisions.forced,
      fake: decisions.fake,
      ruleSet: decisions.ruleSet,
    })
    .from(decisions)
    .where(sql`${day} between ${from} and ${to}`)
    .orderBy(asc(decisions.id))
    .limit(REPLAY_MAX_DECISIONS + 1);
  if (rows.length > REPLAY_MAX_DECISIONS) {
    throw new CoreError('invalid_value', {
      field: ['from'],
      message: `The period holds more than ${REPLAY_MAX_DECISIONS} decisions; replay a shorter one.`,
    });
  }
  // The latest engine decision of each application (a retried one keeps its last inputs); an
  // application decided only by the sandbox or by a person, or a demo's (play money, even when the
  // engine decided it), has nothing to replay.
  const latest = new Map<number, unknown>();
  for (const decision of rows) {
    const engine = !decision.forced && !decision.fake && !decision.ruleSet.startsWith('manual');
    if (engine) latest.set(decision.applicationId, decision.inputs);
    else if (!latest.has(decision.applicationId)) latest.set(decision.applicationId, null);
  }
  const inputs: DecisionInput[] = [];
  let skipped = 0;
  for (const stored of latest.values()) {
    if (isDecisionInput(stored)) inputs.push(stored);
    else skipped += 1;
  }
  return {
    version: row.version,
    baselineVersion: baseline.version,
    from,
    to,
    replayed: inputs.length,
    skipped,
    ...tallyReplay(baseline, { version: row.version, document: row.document }, inputs),
  };
}
