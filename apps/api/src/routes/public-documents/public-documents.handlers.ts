import { publicEndpoints as e } from '@lender/contracts';
import { useCases } from '@lender/core';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/context';
import { fileResponse, fileRoute } from '../../http/file-route';
import { specialRoute, useCaseRoute, useCaseRouter } from '../../http/use-case-route';

/** The PDF with an hour's public cache: the same file for every visitor. */
async function documentPdf(c: Context<AppEnv>) {
  const { id } = (c.req.valid as (target: 'param') => { id: string }).call(c.req, 'param');
  const file = await useCases.public.documentPdf(c.get('core'), id);
  return fileResponse(c, file, 'application/pdf', 'public, max-age=3600');
}

// Public documents (spec §2 /documentos, §6 "Guest: public documents"): terms, privacy notice,
// credit-bureau consent, as page data and as PDF. Beyond spec §7's calls: catalogued with origin
// `extension`. An unknown id is 404 (spec §5: failed route validation gives 404).
export const publicDocumentsRouter = useCaseRouter([
  useCaseRoute(e.documentList, useCases.public.documentList),
  specialRoute(fileRoute(e.documentPdf), documentPdf),
  useCaseRoute(e.documentPage, useCases.public.documentPage),
]);
