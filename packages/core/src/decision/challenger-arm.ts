import { createHash } from 'node:crypto';
import type { Executor } from '@lender/db';
import { eq } from '@lender/db/orm';
import { challengerDecisions, policyChallengers } from '@lender/db/schema';
import type { DecisionResult } from './engine';
import type { PolicyVersion } from './policy-engine';

// Champion and challenger (issue 67 point 3, ADR 332). The champion is the published version; a
// running challenger either shadows it (decides nothing) or decides for a stable share of clients.

/** Hash buckets: a share in percent is `share × 100` buckets of these. */
export const ARM_BUCKETS = 10_000;

/** The client's bucket: SHA-256 of the experiment's salt followed by the client id, mod 10,000. */
export function armBucket(salt: string, clientId: number): number {
  const digest = createHash('sha256').update(`${salt}${clientId}`).digest('hex');
  return Number(BigInt(`0x${digest}`) % BigInt(ARM_BUCKETS));
}

/**
 * The arm a client's applications are decided by in a split of `shareBps` (percent × 100):
 * the challenger below the share, else the champion. A function of salt and client only, so a
 * client never flips between arms while the experiment runs.
 */
export function splitArm(salt: string, clientId: number, shareBps: number): 'champion' | 'challenger' {
  return armBucket(salt, clientId) < shareBps ? 'challenger' : 'champion';
}

/** The running challenger as a decision reads it. */
export interface RunningChallenger {
  readonly id: number;
  readonly mode: 'shadow' | 'split';
  readonly shareBps: number | null;
  readonly salt: string;
  readonly policy: PolicyVersion;
}

/** The running challenger, or none (and none when the table cannot be read: the champion decides). */
export async function runningChallenger(db: Executor): Promise<RunningChallenger | null> {
  try {
    const [row] = await db.select().from(policyChallengers).where(eq(policyChallengers.status, 'running'));
    if (!row) return null;
    return {
      id: row.id,
      mode: row.mode as RunningChallenger['mode'],
      shareBps: row.shareBps,
      salt: row.salt,
      policy: { version: row.policyVersion, document: row.document },
    };
  } catch {
    return null;
  }
}

/** Which policy decides for this client, and the other one (logged, never acted on). */
export interface ChallengerTrial {
  readonly challengerId: number;
  readonly arm: 'champion' | 'challenger';
  readonly deciding: PolicyVersion;
  readonly champion: PolicyVersion;
  readonly challenger: PolicyVersion;
}

export function trialFor(
  running: RunningChallenger | null,
  champion: PolicyVersion,
  clientId: number,
): ChallengerTrial | null {
  if (!running) return null;
  const arm =
    running.mode === 'split' && running.shareBps !== null
      ? splitArm(running.salt, clientId, running.shareBps)
      : 'champion';
  return {
    challengerId: running.id,
    arm,
    deciding: arm === 'challenger' ? running.policy : champion,
    champion,
    challenger: running.policy,
  };
}

/** Both arms' results of one decision, logged beside it in the same transaction. */
export async function logChallengerDecision(
  tx: Executor,
  trial: ChallengerTrial,
  row: {
    decisionId: number;
    applicationId: number;
    businessDate: string;
    now: Date;
    champion: DecisionResult;
    challenger: DecisionResult;
  },
): Promise<void> {
  await tx.insert(challengerDecisions).values({
    challengerId: trial.challengerId,
    decisionId: row.decisionId,
    applicationId: row.applicationId,
    decidingArm: trial.arm,
    championOutcome: row.champion.outcome,
    championOffered: row.champion.offeredAmount,
    challengerOutcome: row.challenger.outcome,
    challengerOffered: row.challenger.offeredAmount,
    businessDate: row.businessDate,
    createdAt: row.now,
  });
}
