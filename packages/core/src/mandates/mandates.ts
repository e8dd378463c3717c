import type { Mandate } from '@lender/contracts';
import { desc, eq } from '@lender/db/orm';
import { loans, mandates as mandateRows } from '@lender/db/schema';
import { chargesByMandate } from './mandate-charge-list';
import { type MandatesContext, mandateView } from './mandate-model';

/**
 * `client.mandates` (issue 66): the borrower's direct-debit mandates, newest first, with their texts
 * and the payday charges under each (ADR 329).
 */
export async function mandates(
  ctx: Pick<MandatesContext, 'db' | 'company'>,
  { actorId: clientId }: { actorId: number },
): Promise<Mandate[]> {
  const rows = await ctx.db
    .select({ mandate: mandateRows, applicationId: loans.applicationId })
    .from(mandateRows)
    .innerJoin(loans, eq(loans.id, mandateRows.loanId))
    .where(eq(mandateRows.clientId, clientId))
    .orderBy(desc(mandateRows.id));
  const charges = await chargesByMandate(
    ctx.db,
    clientId,
    rows.map((row) => row.mandate.id),
  );
  return rows.map((row) => mandateView(row.mandate, row, ctx.company, charges.get(row.mandate.id) ?? []));
}
