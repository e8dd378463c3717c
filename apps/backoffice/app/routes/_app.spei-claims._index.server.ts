import { findBank } from '@lender/clabe';
import { type BackOfficeCepClaim, CEP_CLAIM_OUTCOMES } from '@lender/contracts';
import { data } from '@remix-run/node';
import { failureResponse, readable, requireAdmin, requirePermission } from '../server/auth.server';
import { oneOf, REGISTER_PAGE_SIZE } from '../server/case-register.server';
import { pageOf, pickParams } from '../server/list-query.server';

// The loader of the reported SPEI payments (`_app.spei-claims._index.tsx`, issue 52): the claims
// borrowers made with "Ya pagué por SPEI", checked against Banxico's CEP, newest first, a page at a
// time; `?show=<id>` opens one claim's detail (its banks, account, seal and CEP files).

/** The permission of the list and its downloads (the API's `backOffice.cepClaims` asks the same). */
export const SPEI_CLAIMS_PERMISSION = 'complaints.read';

/** The list's filter as the URL holds it (an outcome it does not know is dropped). */
export function speiClaimFilters(url: URL) {
  const raw = pickParams(url, ['outcome']);
  return { outcome: oneOf(CEP_CLAIM_OUTCOMES, raw.outcome) };
}

/** A bank's name by its CLABE code (`012`) or Banxico participant key (`40012`), or null. */
export function bankName(code: string): string | null {
  if (!/^\d{3,5}$/.test(code)) return null;
  return findBank(code.slice(-3))?.name ?? null;
}

/** A claim as the screen shows it: its banks by name. */
export function speiClaimRow(claim: BackOfficeCepClaim) {
  return {
    ...claim,
    senderBankName: bankName(claim.senderBank) ?? claim.senderBank,
    receiverBankName: bankName(claim.receiverBank),
  };
}
export type SpeiClaimRow = ReturnType<typeof speiClaimRow>;

/** A page of the claims by outcome, and the one `?show` opens when it is on the page. */
export async function speiClaimsLoader(request: Request) {
  const admin = await requireAdmin(request);
  requirePermission(admin, SPEI_CLAIMS_PERMISSION);
  const url = new URL(request.url);
  const filters = speiClaimFilters(url);
  const result = await readable(
    admin.api.backOffice.cepClaims({
      query: {
        ...(filters.outcome ? { outcome: filters.outcome } : {}),
        page: pageOf(url),
        perPage: REGISTER_PAGE_SIZE,
      },
    }),
  );
  if (!result.success) throw failureResponse(result);
  const items = result.data.map(speiClaimRow);
  const shown = Number(url.searchParams.get('show'));
  return data(
    {
      items,
      filters,
      pagination: result.pagination,
      shown: items.find((item) => item.id === shown) ?? null,
    },
    { headers: admin.headers },
  );
}
