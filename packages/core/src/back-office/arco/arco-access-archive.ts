import { and, eq } from '@lender/db/orm';
import { arcoRequests } from '@lender/db/schema';
import type { ArcoContext } from '../../arco/arco-model';
import { type AccessArchiveFile, clientDataOf } from '../../arco/client-data-rights';
import { CoreError } from '../../errors/core-error';

/**
 * `backOffice.arcoAccessArchive` (issue 51): the archive of a completed access request, for an
 * officer to send to a requester who wrote by e-mail or letter (`invalid_transition` before it is
 * completed); each download audited as a read of the client's data.
 */
export async function arcoAccessArchive(
  ctx: ArcoContext,
  { actorId: userId, params: { id } }: { readonly actorId: number; readonly params: { readonly id: number } },
): Promise<AccessArchiveFile> {
  const [row] = await ctx.db
    .select()
    .from(arcoRequests)
    .where(and(eq(arcoRequests.id, id), eq(arcoRequests.right, 'access')));
  if (!row) throw new CoreError('not_found');
  if (row.status !== 'completed')
    throw new CoreError('invalid_transition', { params: { from: row.status, to: 'completed' } });
  const archive = await clientDataOf(ctx).buildAccessArchive({ clientId: row.clientId });
  await ctx.audit.record(ctx.db, {
    actor: { type: 'user', id: userId },
    action: 'client.contact_read',
    entity: 'client',
    entityId: row.clientId,
    after: { fields: ['email', 'mobilePhone', 'curp', 'birthDate'], via: 'export' },
    reason: row.folio,
  });
  return archive;
}
