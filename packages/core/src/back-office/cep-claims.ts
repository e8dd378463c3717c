import type { BackOfficeCepClaimList, CepClaimQuery } from '@lender/contracts';
import type { Database } from '@lender/db';
import { desc, eq } from '@lender/db/orm';
import { cepClaims as claimsTable } from '@lender/db/schema';
import { backOfficeCepClaimView } from '../payments/cep-claim-model';

/** How many claims the list shows. */
const CEP_CLAIMS_SHOWN = 200;

/**
 * `backOffice.cepClaims` (issue 52): the borrowers' SPEI claims, newest first, with what became of
 * each (applied with Banxico's seal, already applied, or the aclaración customer care works).
 */
export async function cepClaims(
  ctx: { readonly db: Database },
  input: CepClaimQuery,
): Promise<BackOfficeCepClaimList> {
  const rows = await ctx.db
    .select()
    .from(claimsTable)
    .where(input.outcome ? eq(claimsTable.outcome, input.outcome) : undefined)
    .orderBy(desc(claimsTable.id))
    .limit(CEP_CLAIMS_SHOWN);
  return { items: await Promise.all(rows.map((row) => backOfficeCepClaimView(ctx.db, row))) };
}
