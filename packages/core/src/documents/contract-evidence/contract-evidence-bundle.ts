import { PassThrough } from 'node:stream';
import type { Database } from '@lender/db';
import { ZipArchive } from 'archiver';
import { t } from '../../i18n';
import type { DocumentBlock } from '../../pdf/document-model';
import { renderPdf } from '../../pdf/render-pdf';
import { contractEvidenceRow } from './contract-evidence-row';
import type { SigningEvents } from './signing-evidence';

/** The entries of an evidence bundle, by name. */
export const BUNDLE_ENTRIES = {
  pdf: 'contrato.pdf',
  token: 'sello-de-tiempo.tsr',
  eventsJson: 'eventos.json',
  eventsPdf: 'eventos.pdf',
} as const;

/**
 * `GET back-office/loans/{id}/contract-evidence/bundle`: the evidence of a signed contract for a
 * dispute, as a ZIP — the PDF signed, the RFC 3161 token (`.tsr`, DER), the events as JSON and as a
 * readable PDF. `scripts/verify-contract.ts` re-checks a bundle offline.
 */
export async function contractEvidenceBundle(
  ctx: { db: Database },
  loanId: number,
): Promise<{ filename: string; bytes: Uint8Array }> {
  const { row, events } = await contractEvidenceRow(ctx.db, loanId);
  const eventsPdf = await renderPdf({
    title: t('documents:agreement.evidence.title'),
    subtitle: events.contractNumber,
    footer: events.pdfSha256,
    author: t('documents:agreement.evidence.title'),
    createdAt: row.createdAt,
    blocks: eventBlocks(events, row.timestampAuthority),
  });
  const zip = new ZipArchive({ zlib: { level: 9 } });
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    zip.on('error', reject);
  });
  zip.pipe(out);
  // Fixed dates: the same evidence gives the same bundle.
  const date = row.createdAt;
  zip.append(Buffer.from(row.pdf), { name: BUNDLE_ENTRIES.pdf, date });
  if (row.timestampToken) zip.append(Buffer.from(row.timestampToken), { name: BUNDLE_ENTRIES.token, date });
  zip.append(
    `${JSON.stringify({ loanId, timestampAuthority: row.timestampAuthority, ...events }, null, 2)}\n`,
    {
      name: BUNDLE_ENTRIES.eventsJson,
      date,
    },
  );
  zip.append(Buffer.from(eventsPdf), { name: BUNDLE_ENTRIES.eventsPdf, date });
  await zip.finalize();
  await done;
  return { filename: `evidencia-${events.contractNumber}.zip`, bytes: new Uint8Array(Buffer.concat(chunks)) };
}

/** The events and facts of the evidence, in words. */
function eventBlocks(events: SigningEvents, authority: string | null): DocumentBlock[] {
  const unknown = t('documents:agreement.evidence.unknown');
  const word = (key: string) =>
    t(`documents:agreement.evidence.${key}` as 'documents:agreement.evidence.title');
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
      rows: events.texts.consents.map(
        (consent) =>
          [
            word(`consentKind.${consent.kind}`),
            consent.accepted ? word('accepted') : word('declined'),
          ] as const,
      ),
    },
  ];
}
