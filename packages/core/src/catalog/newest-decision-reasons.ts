import { APPLICATION_STATUS } from '@lender/calculator/platform';
import type { DecisionReasons } from '@lender/contracts';
import type { Database } from '@lender/db';
import { desc, eq } from '@lender/db/orm';
import { applications, clients, decisions } from '@lender/db/schema';
import { borrowerReasonsOf } from '../decision/borrower-reasons';
import { decisionDate } from './reapply-cool-off';
import { readReapplyRules, reapplyAfter } from './reapply-waits';

// Read by the applications' cool-off and by the decision notices, so it sits below both.

/**
 * The newest application's newest decision, with the borrower reasons, when to apply again and
 * the decision's business date; `null` when the newest application has no decision yet.
 */
export async function reasonsOfNewest(
  db: Database,
  clientId: number,
  today: string,
): Promise<(DecisionReasons & { decidedOn: string }) | null> {
  const [row] = await db
    .select({
      id: applications.id,
      status: applications.status,
      decidedAt: applications.decidedAt,
      updatedAt: applications.updatedAt,
      reasons: decisions.reasons,
      birthDate: clients.birthDate,
    })
    .from(applications)
    .leftJoin(decisions, eq(decisions.applicationId, applications.id))
    .innerJoin(clients, eq(clients.id, applications.clientId))
    .where(eq(applications.clientId, clientId))
    .orderBy(desc(applications.id), desc(decisions.id))
    .limit(1);
  if (!row?.reasons) return null;
  const reasons = borrowerReasonsOf(row.reasons.map((reason) => reason.code));
  const decidedOn = decisionDate(row);
  const base = { applicationId: row.id, status: row.status, reasons, decidedOn };
  if (row.status !== APPLICATION_STATUS.rejected) return { ...base, reapply: 'now' };
  const rules = await readReapplyRules(db);
  return {
    ...base,
    ...reapplyAfter({ ...rules, reasons, decidedOn, today, birthDate: row.birthDate }),
  };
}
