import type { AffiliateLead } from '@lender/contracts';
import type { Database } from '@lender/db';
import { eq } from '@lender/db/orm';
import { affiliateLeads } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';

/**
 * `public.affiliateLead` (`GET /web/public/affiliate/leads/{id}`): a partner's lead, whose tracking
 * data the registration form carries on (`affiliate`); `not_found` for an unknown id.
 */
export async function affiliateLead(
  ctx: { readonly db: Database },
  { params: { id } }: { readonly params: { readonly id: string } },
): Promise<AffiliateLead> {
  const [lead] = await ctx.db.select().from(affiliateLeads).where(eq(affiliateLeads.id, id));
  if (!lead) throw new CoreError('not_found');
  return {
    id: lead.id,
    partner: lead.partner,
    code: lead.code,
    campaign: lead.campaign,
    source: lead.source,
    optionalParam: lead.optionalParam,
  };
}
