import type { Complaint, ResolveComplaintRequest } from '@lender/contracts';
import { eq } from '@lender/db/orm';
import { complaints } from '@lender/db/schema';
import { today } from '../../clock';
import { CoreError } from '../../errors/core-error';
import { type ComplaintsContext, lockComplaint } from './complaint-register';
import { type ComplaintRow, complaintView } from './complaint-views';

/**
 * `backOffice.complaintResolve`: resolves a received or in-progress complaint, once: a resolved one is
 * never changed or reopened (409 `invalid_transition`); audited.
 */
export async function complaintResolve(
  ctx: ComplaintsContext,
  {
    actorId: userId,
    params: { id },
    body: request,
  }: { actorId: number; params: { id: number }; body: ResolveComplaintRequest },
): Promise<Complaint> {
  const saved = await ctx.db.transaction(async (tx) => {
    const row = await lockComplaint(tx, id);
    if (row.status === 'resolved')
      throw new CoreError('invalid_transition', { params: { from: 'resolved', to: 'resolved' } });
    const now = ctx.clock.now();
    const [updated] = await tx
      .update(complaints)
      .set({
        status: 'resolved',
        resolution: request.resolution,
        resolutionText: request.resolutionText,
        resolvedAt: now,
        resolvedBy: userId,
      })
      .where(eq(complaints.id, id))
      .returning();
    await ctx.audit.record(tx, {
      actor: { type: 'user', id: userId },
      action: 'complaint.resolve',
      entity: 'complaint',
      entityId: id,
      before: { status: row.status },
      after: { status: 'resolved', resolution: request.resolution },
    });
    return updated as ComplaintRow;
  });
  return complaintView(ctx.db, saved, today(ctx.clock));
}
