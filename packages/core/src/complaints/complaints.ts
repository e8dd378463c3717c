import type { ClientComplaint } from '@lender/contracts';
import type { Executor } from '@lender/db';
import { desc, eq } from '@lender/db/orm';
import { complaints as complaintsTable } from '@lender/db/schema';
import { clientComplaintView } from './client-complaint-view';

/**
 * `client.complaints` (issue 51): the borrower's complaints to the UNE — filed on the site or logged
 * by an agent about them — newest first, with their folios, states, due dates and answers.
 */
export async function complaints(
  ctx: { readonly db: Executor },
  { actorId: clientId }: { readonly actorId: number },
): Promise<ClientComplaint[]> {
  const rows = await ctx.db
    .select()
    .from(complaintsTable)
    .where(eq(complaintsTable.clientId, clientId))
    .orderBy(desc(complaintsTable.receivedAt), desc(complaintsTable.id));
  return rows.map(clientComplaintView);
}
