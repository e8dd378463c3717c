import type { ArcoRequest } from '@lender/contracts';
import { desc, eq } from '@lender/db/orm';
import { arcoRequests as arcoRequestsTable } from '@lender/db/schema';
import { today } from '../clock';
import type { ArcoContext } from './arco-model';
import { arcoRequestView } from './arco-views';

/**
 * `client.arcoRequests` (issue 51): the borrower's ARCO requests, newest first, each with its folio,
 * state, the answer and the deadlines it runs against ("Mis derechos").
 */
export async function arcoRequests(
  ctx: Pick<ArcoContext, 'db' | 'clock' | 'pii'>,
  { actorId: clientId }: { readonly actorId: number },
): Promise<ArcoRequest[]> {
  const rows = await ctx.db
    .select()
    .from(arcoRequestsTable)
    .where(eq(arcoRequestsTable.clientId, clientId))
    .orderBy(desc(arcoRequestsTable.receivedAt), desc(arcoRequestsTable.id));
  const on = today(ctx.clock);
  return rows.map((row) => arcoRequestView(ctx.pii, row, on));
}
