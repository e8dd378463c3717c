import { addDays } from '@lender/calculator/kernel';
import { APPLICATION_STATUS } from '@lender/calculator/platform';
import type { Database } from '@lender/db';
import { desc, eq } from '@lender/db/orm';
import { applications } from '@lender/db/schema';
import { decisionDate, readReapplyCoolOffDays } from '../catalog/reapply-cool-off';

/**
 * The first business date the client may apply again, when their newest application was rejected
 * and the cool-off has not run out on `today` (the client's clock); otherwise `null`.
 */
export async function reapplyFrom(db: Database, clientId: number, today: string): Promise<string | null> {
  const [newest] = await db
    .select({
      status: applications.status,
      decidedAt: applications.decidedAt,
      updatedAt: applications.updatedAt,
    })
    .from(applications)
    .where(eq(applications.clientId, clientId))
    .orderBy(desc(applications.id))
    .limit(1);
  if (!newest || newest.status !== APPLICATION_STATUS.rejected) return null;
  const from = addDays(decisionDate(newest), await readReapplyCoolOffDays(db));
  return from > today ? from : null;
}
