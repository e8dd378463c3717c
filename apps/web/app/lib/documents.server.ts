import type { LoanDocumentType } from '@lender/contracts';
import { AGREEMENT_DOCUMENTS, type AgreementDocument } from './document-links';
import { serverTranslator } from './i18n.server';

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
