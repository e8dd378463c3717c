import type { Complaint } from '@lender/contracts';
import { eq } from '@lender/db/orm';
import { complaints } from '@lender/db/schema';
import { today } from '../../clock';
import { CoreError } from '../../errors/core-error';
import { type ComplaintsContext, lockComplaint } from './complaint-register';
import { type ComplaintRow, complaintView } from './complaint-views';

/** `backOffice.complaintStart`: received → in progress (409 `invalid_transition` from any other status); audited. */
export async function complaintStart(
  ctx: ComplaintsContext,
  { actorId: userId, params: { id } }: { actorId: number; params: { id: number } },
): Promise<Complaint> {
  const saved = await ctx.db.transaction(async (tx) => {
    const row = await lockComplaint(tx, id);
    if (row.status !== 'received')
      throw new CoreError('invalid_transition', { params: { from: row.status, to: 'in_progress' } });
    const now = ctx.clock.now();
    const [updated] = await tx
      .update(complaints)
      .set({ status: 'in_progress', startedBy: userId, startedAt: now })
      .where(eq(complaints.id, id))
      .returning();
    await ctx.audit.record(tx, {
      actor: { type: 'user', id: userId },
      action: 'complaint.start',
      entity: 'complaint',
      entityId: id,
      before: { status: row.status },
      after: { status: 'in_progress' },
    });
    return updated as ComplaintRow;
  });
  return complaintView(ctx.db, saved, today(ctx.clock));
}
