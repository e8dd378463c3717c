import type { DecisionDetail } from '@lender/contracts';
import { desc, eq } from '@lender/db/orm';
import { decisions } from '@lender/db/schema';
import { type ClientPageContext, requireClient } from './client-page-context';

/** A stored decision with its reasons, their parameters and the engine's inputs. */
export function decisionDetailOf(row: typeof decisions.$inferSelect): DecisionDetail {
  return {
    id: row.id,
    applicationId: row.applicationId,
    outcome: row.outcome,
    reasons: row.reasons,
    inputs: row.inputs,
    ruleSet: row.ruleSet,
    decidedBy: row.forced ? 'sandbox' : row.ruleSet.startsWith('manual') ? 'agent' : 'engine',
    offeredCentavos: row.offeredAmount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** `backOffice.clientDecisions`: the client's decisions, newest first, with their reasons and inputs. */
export async function clientDecisions(
  ctx: Pick<ClientPageContext, 'db'>,
  { params: { id: clientId } }: { params: { id: number } },
): Promise<DecisionDetail[]> {
  const { db } = ctx;
  await requireClient(db, clientId);
  const rows = await db
    .select()
    .from(decisions)
    .where(eq(decisions.clientId, clientId))
    .orderBy(desc(decisions.id));
  return rows.map(decisionDetailOf);
}
