import { ANONYMOUS_TERMS_DOCUMENT_ID } from '@lender/contracts';
import type { MessageKey, MessageParams } from '@lender/i18n';
import type { documents } from '@lender/i18n/es-MX';
import { t } from '../i18n';
import type { DocumentBlock, DocumentModel } from '../pdf/document-model';
import type { CompanyInfo } from './company';

/**
 * Public documents (spec §2 `/documentos`, §6 "Guest: public documents"): the terms and
 * conditions (also under the anonymous id of spec §7), the privacy notice and the credit-bureau
 * consent. Served as page data and as PDF from the same model.
 */
export const PUBLIC_DOCUMENT_IDS = [
  'terms_and_conditions',
  'privacy_notice',
  'credit_bureau_consent',
  ANONYMOUS_TERMS_DOCUMENT_ID,
] as const;
export type PublicDocumentId = (typeof PUBLIC_DOCUMENT_IDS)[number];

/**
 * What the public documents' use cases (`document-list.ts`, `document-page.ts`, `document-pdf.ts`,
 * `client-document.ts`) use of the core: the lender's data they print (`Core` has it).
 */
export interface PublicDocumentsContext {
  readonly company: CompanyInfo;
}

/** True when `id` names a public document. */
export function isPublicDocumentId(id: string): id is PublicDocumentId {
  return (PUBLIC_DOCUMENT_IDS as readonly string[]).includes(id);
}

/** The date the texts were last changed (shown on each document). */
export const PUBLIC_DOCUMENTS_UPDATED_ON = '2026-01-15';

const section = (heading: string, ...paragraphs: string[]): DocumentBlock[] => [
  { kind: 'heading', text: heading },
  ...paragraphs.map((text): DocumentBlock => ({ kind: 'paragraph', text })),
];

/** A section of a public document from `@lender/i18n` (`documents:public.<document>.<name>`). */
function sectionOf(
  title: MessageKey,
  text: MessageKey | { readonly raw: string },
  params?: MessageParams,
): DocumentBlock[] {
  return section(t(title), typeof text === 'string' ? t(text, params) : text.raw);
}

function termsBlocks(c: CompanyInfo): DocumentBlock[] {
  const terms = (name: keyof typeof documents.public.terms, params?: MessageParams) =>
    sectionOf(`documents:public.terms.${name}.title`, `documents:public.terms.${name}.text`, params);
  return [
    ...terms('object', { tradeName: c.tradeName, legalName: c.legalName }),
    ...terms('requirements'),
    ...terms('cost'),
    ...terms('documents'),
    ...terms('verification'),
    ...terms('payments'),
    ...terms('claims', {
      phone: c.phone,
      email: c.email,
      unePhone: c.une.phone,
      uneEmail: c.une.email,
      uneHours: c.une.hours,
      condusefPhone: c.condusef.phone,
      condusefWebsite: c.condusef.website,
    }),
  ];
}

function privacyBlocks(c: CompanyInfo): DocumentBlock[] {
  const privacy = (name: keyof typeof documents.public.privacy, params?: MessageParams) =>
    sectionOf(`documents:public.privacy.${name}.title`, `documents:public.privacy.${name}.text`, params);
  return [
    ...privacy('controller', { legalName: c.legalName, tradeName: c.tradeName, address: c.address }),
    ...privacy('data'),
    ...privacy('necessary'),
    ...privacy('voluntary'),
    ...privacy('transfers'),
    ...privacy('arco', { uneEmail: c.une.email }),
    ...privacy('changes', { website: c.website, updatedOn: PUBLIC_DOCUMENTS_UPDATED_ON }),
  ];
}

function bureauBlocks(c: CompanyInfo): DocumentBlock[] {
  return [
    ...sectionOf('documents:public.bureau.authorization.title', { raw: c.creditBureauClause }),
    ...sectionOf('documents:public.bureau.scope.title', 'documents:public.bureau.scope.text'),
    ...sectionOf('documents:public.bureau.signature.title', 'documents:public.bureau.signature.text'),
  ];
}

/** The model of a public document for `company`. */
export function publicDocument(id: PublicDocumentId, company: CompanyInfo): DocumentModel {
  const blocks =
    id === 'privacy_notice'
      ? privacyBlocks(company)
      : id === 'credit_bureau_consent'
        ? bureauBlocks(company)
        : termsBlocks(company);
  return {
    title: t(`documents:public.title.${id}`),
    subtitle: `${company.legalName} · RFC ${company.rfc}`,
    ...(company.demo && { watermark: t('documents:pdf.demoWatermark') }),
    author: company.legalName,
    createdAt: new Date(`${PUBLIC_DOCUMENTS_UPDATED_ON}T12:00:00-06:00`),
    blocks,
  };
}
