import { addDays } from '@lender/calculator/kernel';
import type { Database } from '@lender/db';
import { reasonsOfNewest } from '../catalog/newest-decision-reasons';
import { readReapplyCoolOffDays } from '../catalog/reapply-cool-off';

/**
 * The first business date the client may apply again, when their newest application was rejected
 * and its wait has not run out on `today` (the client's clock); otherwise `null`. The wait is the
 * one of the rejection's reasons (issue 52, `reapply-waits.ts`): a date when they give one, the
 * general cool-off when the product is not offered to the client (the engine would say no again),
 * none while the client only has to pay an open loan.
 */
export async function reapplyFrom(db: Database, clientId: number, today: string): Promise<string | null> {
  const newest = await reasonsOfNewest(db, clientId, today);
  if (!newest) return null;
  if (newest.reapply === 'from_date') return newest.reapplyFrom ?? null;
  if (newest.reapply !== 'not_offered') return null;
  const from = addDays(newest.decidedOn, await readReapplyCoolOffDays(db));
  return from > today ? from : null;
}
