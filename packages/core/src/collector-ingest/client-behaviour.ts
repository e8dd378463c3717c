import type { BehaviourDecision, BehaviourUse, ClientBehaviour } from '@lender/contracts';
import type { CollectorDatasetView } from '@lender/contracts/collector';
import type { Executor } from '@lender/db';
import { desc, eq } from '@lender/db/orm';
import { clients, decisions } from '@lender/db/schema';
import type { BehaviourInput } from './decision-input';

/**
 * The back office's behavioural-features screen of a client (issue 18): its datasets with their
 * features, the consent to the voluntary purpose they were collected with, and what each decision
 * did with the behavioural input (read from the inputs and reasons the decision stored).
 */

type Reason = { rule: string; code: string; params?: Record<string, unknown> };

/** What the behavioural input did in one stored decision. */
export function behaviourUse(inputs: Record<string, unknown>, reasons: readonly Reason[]): BehaviourUse {
  const input = inputs.behaviour as BehaviourInput | undefined;
  if (!input || input.source === 'off') return 'off';
  if (input.source === 'absent') return 'absent';
  const reason = reasons.find((r) => r.rule === 'behaviour');
  if (reason?.code === 'decision.behaviourReview') return 'manual_verification';
  if (reason?.code === 'decision.behaviourNoted') return 'noted';
  return 'normal';
}

/** `null` when the client does not exist. */
export async function clientBehaviour(
  db: Executor,
  clientId: number,
  deps: {
    decisionInput: boolean;
    datasetsOfClient(clientId: number): Promise<string[]>;
    dataset(referenceNumber: string): Promise<CollectorDatasetView | null>;
  },
): Promise<ClientBehaviour | null> {
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
  if (!client) return null;
  const references = await deps.datasetsOfClient(clientId);
  const datasets = (await Promise.all(references.map((reference) => deps.dataset(reference)))).filter(
    (view): view is CollectorDatasetView => view !== null,
  );
  const rows = await db
    .select()
    .from(decisions)
    .where(eq(decisions.clientId, clientId))
    .orderBy(desc(decisions.id));
  const decided: BehaviourDecision[] = rows.map((row) => {
    const use = behaviourUse(row.inputs, row.reasons);
    const input = row.inputs.behaviour as BehaviourInput | undefined;
    const read = input?.source === 'dataset' ? input : null;
    return {
      decisionId: row.id,
      applicationId: row.applicationId,
      outcome: row.outcome,
      decidedAt: row.createdAt.toISOString(),
      use,
      referenceNumber: read?.referenceNumber ?? null,
      signal: read?.signal ?? null,
    };
  });
  const first = datasets.at(-1);
  return {
    clientId,
    decisionInput: deps.decisionInput,
    consent: { given: datasets.length > 0, since: first?.createdAt ?? null, datasets: datasets.length },
    datasets,
    decisions: decided,
  };
}
