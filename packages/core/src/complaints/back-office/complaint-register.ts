import type { Database, Executor } from '@lender/db';
import { eq } from '@lender/db/orm';
import { complaints } from '@lender/db/schema';
import type { AuditService } from '../../audit/audit';
import type { Clock } from '../../clock';
import { CoreError } from '../../errors/core-error';
import type { ComplaintRow } from './complaint-views';

// The UNE's register of complaints (issue 39, ADRs 166–167): gap-free folios per year
// (`complaint-log.ts`), the answer's due date in business days, received → in progress
// (`complaint-start.ts`) → resolved once (`complaint-resolve.ts`), every change audited; the list,
// one complaint, the month's figures and its CSV read it (`complaints.ts`, `complaint.ts`,
// `complaints-month.ts`, `export-complaints.ts`).

/**
 * The UNE answers within 30 business days of receiving a complaint (LPDUSF art. 50 Bis; ADR 167).
 * A context may carry another count (`complaintAnswerBusinessDays`).
 */
export const COMPLAINT_ANSWER_BUSINESS_DAYS = 30;

/** What the register's use cases use (`Core` is one). */
export interface ComplaintsContext {
  readonly db: Database;
  readonly clock: Clock;
  readonly audit: AuditService;
  /** Business days the UNE has to answer. @default COMPLAINT_ANSWER_BUSINESS_DAYS */
  readonly complaintAnswerBusinessDays?: number | undefined;
}

/** Locks the complaint's row, or 404. */
export async function lockComplaint(tx: Executor, id: number): Promise<ComplaintRow> {
  const [row] = await tx.select().from(complaints).where(eq(complaints.id, id)).for('update');
  if (!row) throw new CoreError('not_found');
  return row;
}
