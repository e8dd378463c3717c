import { SITE_PATHS } from '../paths';

/**
 * Where the site serves the PDFs a borrower opens (issue 47), each a resource route: the agreement
 * documents of the active application (`routes/application.documents.$type/route.ts`) and a document kept with
 * a loan, by its id in the documents list (`routes/profile_.documents.$id/route.ts`). Pages link to these with
 * a plain `<a href download>`, never a client-side navigation.
 */
export const AGREEMENT_DOCUMENTS = ['loan_agreement', 'cover_sheet', 'payment_schedule'] as const;
export type AgreementDocument = (typeof AGREEMENT_DOCUMENTS)[number];

/** The contract, carátula or payment table of the active application (a draft until it is signed). */
export const agreementDocumentHref = (type: AgreementDocument): string =>
  SITE_PATHS.applicationDocument.replace(':type', type);

/** A document kept with the borrower's loans, by its id. */
export const keptDocumentHref = (id: number): string => SITE_PATHS.profileDocument.replace(':id', String(id));
