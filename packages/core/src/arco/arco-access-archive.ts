import { ARCO_ARCHIVE_DAYS } from '@lender/contracts';
import { and, eq } from '@lender/db/orm';
import { arcoRequests } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import type { ArcoContext } from './arco-model';
import { type AccessArchiveFile, clientDataOf } from './client-data-rights';

/**
 * `client.arcoAccessArchive` (issue 51): the archive of everything held about the borrower, built
 * when asked (no copy is kept), once their access request is completed and for 30 days after
 * (`invalid_transition` before, `not_found` after or for a request not theirs).
 */
export async function arcoAccessArchive(
  ctx: ArcoContext,
  {
    actorId: clientId,
    params: { id },
  }: { readonly actorId: number; readonly params: { readonly id: number } },
): Promise<AccessArchiveFile> {
  const [row] = await ctx.db
    .select()
    .from(arcoRequests)
    .where(
      and(eq(arcoRequests.id, id), eq(arcoRequests.clientId, clientId), eq(arcoRequests.right, 'access')),
    );
  if (!row) throw new CoreError('not_found');
  if (row.status !== 'completed' || !row.completedAt)
    throw new CoreError('invalid_transition', { params: { from: row.status, to: 'completed' } });
  if (ctx.clock.now().getTime() > row.completedAt.getTime() + ARCO_ARCHIVE_DAYS * 86_400_000)
    throw new CoreError('not_found', { message: 'The archive of this request is no longer available.' });
  return clientDataOf(ctx).buildAccessArchive({ clientId });
}
