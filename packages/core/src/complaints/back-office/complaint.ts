import type { Complaint } from '@lender/contracts';
import { eq } from '@lender/db/orm';
import { complaints } from '@lender/db/schema';
import type { ReadContext } from '../../back-office/reader';
import { today } from '../../clock';
import { CoreError } from '../../errors/core-error';
import { complaintView } from './complaint-views';

/** `backOffice.complaint`: one complaint of the register (404 `not_found` without it). */
export async function complaint(
  ctx: ReadContext,
  { params }: { params: { id: number } },
): Promise<Complaint> {
  const { id } = params;
  const [row] = await ctx.db.select().from(complaints).where(eq(complaints.id, id));
  if (!row) throw new CoreError('not_found');
  return complaintView(ctx.db, row, today(ctx.clock));
}
