import { createHash } from 'node:crypto';
import { t } from '../../i18n';
import { renderText } from '../../pdf/document-model';
import type { CompanyInfo } from '../company';
import { PUBLIC_DOCUMENTS_UPDATED_ON, publicDocument } from '../public-documents';

// The texts a borrower accepts before signing, as the product shows them, so that the signing
// evidence can name each consent's version and the SHA-256 of that version's text (ADR 314). The
// database keeps only a consent's version (`client_consents.version`), not its text: the text of a
// version is the one this code renders for it, and the evidence keeps a copy of it.

/** The consents the signing evidence lists: the registration's and the direct-debit authorisations. */
export const CONSENT_TEXT_KINDS = [
  'terms_and_conditions',
  'privacy_notice',
  'credit_bureau',
  'marketing',
  'behavioural_scoring',
  'direct_debit_card',
  'direct_debit_clabe',
] as const;
export type ConsentTextKind = (typeof CONSENT_TEXT_KINDS)[number];

/**
 * The version of the card direct-debit authorisation shown when a card is registered (the date its
 * text last changed). `direct_debit_consents` keeps no version: a consent is taken as given to it.
 */
export const DIRECT_DEBIT_TEXT_VERSION = '2026-11-23';

/** The version of `kind`'s text this code shows (the date the text last changed, `YYYY-MM-DD`). */
export function currentConsentVersion(kind: ConsentTextKind): string {
  return kind === 'direct_debit_card' || kind === 'direct_debit_clabe'
    ? DIRECT_DEBIT_TEXT_VERSION
    : PUBLIC_DOCUMENTS_UPDATED_ON;
}

/**
 * The text of `kind` as the product shows it today, UTF-8 plain text:
 * - terms and privacy notice: the public document (`/documentos`, its PDF) as canonical text
 *   (`renderText`: title, subtitle, headings in capitals, paragraphs, one blank line between blocks);
 * - credit bureau, marketing, behavioural scoring: the registration's checkbox text;
 * - card direct debit: the authorisation and its checkbox shown when the card is registered, one line each.
 * `null` for a consent the product shows no text for (a CLABE direct debit is taken by the API only).
 */
export function consentText(kind: ConsentTextKind, company: CompanyInfo): string | null {
  switch (kind) {
    case 'terms_and_conditions':
    case 'privacy_notice':
      return renderText(publicDocument(kind, company));
    case 'credit_bureau':
      return `${t('registration:consents.buro', { company: company.tradeName })}\n`;
    case 'marketing':
      return `${t('registration:consents.marketing')}\n`;
    case 'behavioural_scoring':
      return `${t('registration:consents.scoring')}\n`;
    case 'direct_debit_card':
      return `${t('registration:card.consentText')}\n${t('registration:card.consent')}\n`;
    case 'direct_debit_clabe':
      return null;
  }
}

/** Hexadecimal SHA-256 of a text's UTF-8 bytes (what `sha256sum` prints for the file). */
export function textSha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/**
 * The text of `version` of `kind` and its SHA-256; `null` when this code does not show that
 * version (an older one, or none recorded) or the consent has no text.
 */
export function consentTextOf(
  kind: ConsentTextKind,
  version: string | null,
  company: CompanyInfo,
): { text: string; sha256: string } | null {
  if (version === null || version !== currentConsentVersion(kind)) return null;
  const text = consentText(kind, company);
  return text === null ? null : { text, sha256: textSha256(text) };
}
