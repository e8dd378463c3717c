import { ARCO_ARCHIVE_DAYS } from '@lender/contracts';
import { and, eq } from '@lender/db/orm';
import { arcoRequests } from '@lender/db/schema';
import type { ArcoContext } from '../../arco/arco-model';
import { type AccessArchiveFile, clientDataOf } from '../../arco/client-data-rights';
import { dataBlockedAt } from '../../arco/visible-clients';
import { CoreError } from '../../errors/core-error';

/**
 * `backOffice.arcoAccessArchive` (issue 51): the archive of a completed access request, for an
 * officer to send to a requester who wrote by e-mail or letter (`invalid_transition` before it is
 * completed); each download audited as a read of the client's data. Available for the same 30 days
 * as the borrower's (`not_found` after). A request received before the client's data was blocked
 * by a cancellation is closed once it is (`not_found`): then only the legal duties may use the data;
 * a request the blocked person sent afterwards is their access to what is kept, and is delivered.
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
  if (row.status !== 'completed' || !row.completedAt)
    throw new CoreError('invalid_transition', { params: { from: row.status, to: 'completed' } });
  if (ctx.clock.now().getTime() > row.completedAt.getTime() + ARCO_ARCHIVE_DAYS * 86_400_000)
    throw new CoreError('not_found', { message: 'The archive of this request is no longer available.' });
  // A request received once the data was blocked is the person's own access to what is kept.
  const blockedAt = await dataBlockedAt(ctx.db, row.clientId);
  if (blockedAt !== null && blockedAt.getTime() >= row.receivedAt.getTime())
    throw new CoreError('not_found', { message: "The client's data is blocked by a cancellation." });
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
