import { ANONYMOUS_TERMS_DOCUMENT_ID, type FinanceType } from '@lender/contracts';
import { type CompanyInfo, DEMO_COMPANY } from './company';
import { renderPublicDocumentPdf } from './public-documents';

/**
 * The anonymous terms and conditions (spec §7 `POST /web/public/client/document`, id
 * `terms_and_conditions_anonymous`): the general terms a visitor reads before registering, without
 * any personal data, as PDF (the same text as the public terms, rendered by pdfkit). `stl` is the
 * only finance type (spec §7).
 */
export function renderAnonymousTerms(
  _financeType: FinanceType,
  company: CompanyInfo = DEMO_COMPANY,
): Promise<Uint8Array> {
  return renderPublicDocumentPdf(ANONYMOUS_TERMS_DOCUMENT_ID, company);
}
