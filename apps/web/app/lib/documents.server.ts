import type { LoanDocumentType, PublicDocumentId } from '@lender/contracts';
import { data } from '@remix-run/node';
import { AGREEMENT_DOCUMENTS, type AgreementDocument } from './document-links';
import { serverTranslator } from './i18n.server';
import { apiFor } from './session.server';

const isAgreement = (type: LoanDocumentType): type is AgreementDocument =>
  (AGREEMENT_DOCUMENTS as readonly string[]).includes(type);

/**
 * The Spanish name a downloaded PDF is saved under (`documents:files`): `contrato-borrador.pdf`
 * before the signature, `contrato-firmado.pdf` after it, `carta-de-no-adeudo.pdf`…
 */
export function documentFileName(type: LoanDocumentType, options: { draft?: boolean } = {}): string {
  const t = serverTranslator();
  const name =
    options.draft && isAgreement(type) ? t(`documents:files.draft.${type}`) : t(`documents:files.${type}`);
  return `${name}.pdf`;
}

/** A public document's page data from the API (terms, privacy notice); 404 when the API has none. */
export async function loadPublicDocument(request: Request, id: PublicDocumentId) {
  const ctx = await apiFor(request);
  const page = await ctx.api.public.documentPage({ params: { id } });
  if (!page.success) throw data(null, { status: page.status === 404 ? 404 : 503 });
  return page.data;
}
