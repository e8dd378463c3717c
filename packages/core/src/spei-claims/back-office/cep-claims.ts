import type { BackOfficeCepClaim, CepClaimQuery } from '@lender/contracts';
import type { Database } from '@lender/db';
import { count, desc, eq } from '@lender/db/orm';
import { cepClaims as claimsTable, clients, complaints } from '@lender/db/schema';
import { clientFullName } from '../../back-office/lists/client-columns';
import { backOfficeCepClaimView } from '../../payments/cep-claim-model';

/**
 * `backOffice.cepClaims` (issue 52): the borrowers' SPEI claims, newest first, a page of them, with
 * their borrower and what became of each (applied with Banxico's seal, already applied, or the
 * aclaración customer care works).
 */
export async function cepClaims(
  ctx: { readonly db: Database },
  { query: input }: { readonly query: CepClaimQuery },
): Promise<{ items: BackOfficeCepClaim[]; total: number }> {
  const where = input.outcome ? eq(claimsTable.outcome, input.outcome) : undefined;
  const [total] = await ctx.db.select({ n: count() }).from(claimsTable).where(where);
  const rows = await ctx.db
    .select({ claim: claimsTable, clientName: clientFullName, caseFolio: complaints.folio })
    .from(claimsTable)
    .innerJoin(clients, eq(clients.id, claimsTable.clientId))
    .leftJoin(complaints, eq(complaints.id, claimsTable.complaintId))
    .where(where)
    .orderBy(desc(claimsTable.id))
    .limit(input.perPage)
    .offset((input.page - 1) * input.perPage);
  return {
    items: rows.map((row) => backOfficeCepClaimView(row.claim, row.clientName, row.caseFolio)),
    total: total?.n ?? 0,
  };
}
