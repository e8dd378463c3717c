import type { Company } from '@lender/contracts';
import { apiFor } from './session.server';

/** How long a site process keeps the identity it read (the API's `COMPANY_*` change on a restart). */
const KEEP_MS = 5 * 60_000;
let kept: { company: Company; at: number } | undefined;

/**
 * The lender's identity as the API states it (`GET /web/public/company`): the one configuration the
 * contract, the carátula, receipts and notices print, so the footer and the contact page say the
 * same (issue 61). Kept five minutes per process; when the API does not answer, the last one read.
 */
export async function companyFor(request: Request): Promise<Company> {
  if (kept && Date.now() - kept.at < KEEP_MS) return kept.company;
  const { api } = await apiFor(request);
  const answer = await api.public.company();
  if (answer.success) {
    kept = { company: answer.data, at: Date.now() };
    return answer.data;
  }
  if (kept) return kept.company;
  throw new Response(null, { status: 502, statusText: 'The lender identity could not be read' });
}
