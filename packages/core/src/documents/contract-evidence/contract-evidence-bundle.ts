import type { Database } from '@lender/db';
import { t } from '../../i18n';
import type { DocumentBlock } from '../../pdf/document-model';
import { renderPdf } from '../../pdf/render-pdf';
import { writeZip, type ZipEntry } from '../write-zip';
import { contractEvidenceRow } from './contract-evidence-row';
import type { SignedConsent } from './signed-consents';
import type { SigningEvents } from './signing-evidence';
import { mexicoCityTime } from './signing-evidence';

/** The entries of an evidence bundle, by name. */
export const BUNDLE_ENTRIES = {
  pdf: 'contrato.pdf',
  token: 'sello-de-tiempo.tsr',
  eventsJson: 'eventos.json',
  eventsPdf: 'eventos.pdf',
  /** The folder of the accepted consents' texts, one UTF-8 file per version (ADR 314). */
  consentTexts: 'consentimientos/',
} as const;

/** The bundle's file of an accepted consent's text: `consentimientos/<kind>-<version>.txt`. */
export function consentTextFile(consent: SignedConsent): string | null {
  return consent.status === 'accepted' && consent.textSha256
    ? `${BUNDLE_ENTRIES.consentTexts}${consent.kind}-${consent.version ?? 'sin-version'}.txt`
    : null;
}

/**
 * `GET back-office/loans/{id}/contract-evidence/bundle`: the evidence of a signed contract for a
 * dispute, as a ZIP — the PDF signed, the RFC 3161 token (`.tsr`, DER), the events as JSON and as a
 * readable PDF, and the text of each consent accepted (its SHA-256 is the one the events name).
 * `scripts/verify-contract.ts` re-checks a bundle offline.
 */
export async function contractEvidenceBundle(
  ctx: { db: Database },
  { params: { id: loanId } }: { readonly params: { readonly id: number } },
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const { row, events: stored } = await contractEvidenceRow(ctx.db, loanId);
  const { consentTexts = {}, ...events } = stored;
  const consents = events.texts.consents.map((consent) => {
    const file = consentTextFile(consent);
    // The text kept at signing, as kept: `sha256sum` of the file shows whether it still matches.
    const text = file && consent.textSha256 ? consentTexts[consent.textSha256] : undefined;
    return { consent, file: text === undefined ? null : file, text };
  });
  const eventsPdf = await renderPdf({
    title: t('documents:agreement.evidence.title'),
    subtitle: events.contractNumber,
    footer: events.pdfSha256,
    author: t('documents:agreement.evidence.title'),
    createdAt: row.createdAt,
    blocks: eventBlocks(events, row.timestampAuthority, consents),
  });
  const files: ZipEntry[] = [{ name: BUNDLE_ENTRIES.pdf, data: row.pdf }];
  if (row.timestampToken) files.push({ name: BUNDLE_ENTRIES.token, data: row.timestampToken });
  const texts = {
    ...events.texts,
    consents: consents.map(({ consent, file }) => ({ ...consent, textFile: file })),
  };
  const json = { loanId, timestampAuthority: row.timestampAuthority, ...events, texts };
  files.push({ name: BUNDLE_ENTRIES.eventsJson, data: `${JSON.stringify(json, null, 2)}\n` });
  for (const { file, text } of consents)
    if (file && text !== undefined) files.push({ name: file, data: text });
  files.push({ name: BUNDLE_ENTRIES.eventsPdf, data: eventsPdf });
  // Fixed dates: the same evidence gives the same bundle.
  const bytes = writeZip(files, row.createdAt);
  return { fileName: `evidencia-${events.contractNumber}.zip`, bytes };
}

/** The events and facts of the evidence, in words. */
function eventBlocks(
  events: SigningEvents,
  authority: string | null,
  consents: ReadonlyArray<{ consent: SignedConsent; file: string | null }>,
): DocumentBlock[] {
  const unknown = t('documents:agreement.evidence.unknown');
  const word = (key: string, params?: Record<string, string>) =>
    t(`documents:agreement.evidence.${key}` as 'documents:agreement.evidence.title', params);
  return [
    {
      kind: 'fields',
      rows: [
        [word('contractNumber'), events.contractNumber],
        [word('pdfSha256'), events.pdfSha256],
        [word('textSha256'), events.agreementTextSha256 ?? unknown],
        [word('phone'), events.maskedPhone],
        [word('ip'), events.ip ?? unknown],
        [word('browser'), events.userAgent ?? unknown],
        [word('reca'), events.texts.reca ?? unknown],
        [
          word('authority'),
          authority === 'sandbox' ? word('sandboxAuthority') : (authority ?? word('noToken')),
        ],
      ],
    },
    { kind: 'heading', text: word('events') },
    {
      kind: 'fields',
      rows: events.events.map((event) => [word(`event.${event.kind}`), event.mexicoCity] as const),
    },
    { kind: 'heading', text: word('consents') },
    {
      kind: 'fields',
      rows: consents.map(
        ({ consent, file }) => [word(`consentKind.${consent.kind}`), consentLine(consent, file)] as const,
      ),
    },
    { kind: 'paragraph', text: word('consentsHow', { folder: BUNDLE_ENTRIES.consentTexts }) },
  ];
}

/** A consent in words: accepted (when, version, SHA-256, file), withdrawn or not given. */
function consentLine(consent: SignedConsent, file: string | null): string {
  const word = (key: string, params?: Record<string, string>) =>
    t(`documents:agreement.evidence.${key}` as 'documents:agreement.evidence.title', params);
  const at = mexicoCityTime(new Date(consent.givenAt));
  const version = consent.version ?? word('unknown');
  const status = consent.status ?? (consent.accepted ? 'accepted' : 'declined');
  if (status === 'withdrawn') return word('consentWithdrawn', { at, version });
  if (status === 'declined') return word('declined');
  // Evidence kept before versions were recorded says only that it was accepted.
  if (consent.status === undefined) return word('accepted');
  return word('consentAccepted', {
    at,
    version,
    sha256: consent.textSha256 ?? word('unknown'),
    file: file ?? word('unknown'),
  });
}
