import { APPLICATION_STATUS, type ApplicationStatus, isApplicationActive } from '@lender/calculator';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { applications } from '../db/schema/index';
import { gatherClientFacts } from '../decision/facts';

/** Flags of the client profile (spec §3, §4 client type) that come from applications and loans. */
export interface ApplicationProfileFlags {
  hasActualApplication: boolean;
  hasUncancelledApplications: boolean;
  hasActiveLoan: boolean;
  closedLoansCount: number;
  /** Spec §4: first = no closed and no active loan; additional = an active loan; repeated otherwise. */
  clientType: 'first' | 'additional' | 'repeated';
}

/** Reads the profile flags of `clientId` (the loans table when it exists, see `gatherClientFacts`). */
export async function applicationProfileFlags(
  db: Database,
  clientId: number,
  closedLoansCount: number,
): Promise<ApplicationProfileFlags> {
  const facts = await gatherClientFacts(db, clientId, closedLoansCount);
  const rows = await db
    .select({ status: applications.status })
    .from(applications)
    .where(eq(applications.clientId, clientId));
  const hasActiveLoan = facts.loans.active > 0;
  const closed = facts.loans.closed;
  return {
    hasActualApplication: rows.some((row) => isApplicationActive(row.status as ApplicationStatus)),
    hasUncancelledApplications: rows.some((row) => row.status !== APPLICATION_STATUS.canceled),
    hasActiveLoan,
    closedLoansCount: closed,
    clientType: hasActiveLoan ? 'additional' : closed > 0 ? 'repeated' : 'first',
  };
}
