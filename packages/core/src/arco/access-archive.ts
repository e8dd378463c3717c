import type { Database } from '@lender/db';
import { businessDate, type Clock } from '../clock';
import type { CompanyInfo } from '../documents/company';
import { writeZip, type ZipEntry } from '../documents/write-zip';
import { t } from '../i18n';
import { renderPdf } from '../pdf/render-pdf';
import type { PiiCrypto } from '../pii';
import type { DocumentStorage } from '../providers/storage/port';
import { ARCHIVE_SECTIONS } from './access-archive-model';
import { sectionDocument } from './access-archive-pdf';
import { archiveContent } from './access-archive-sections';

/** What the access archive reads (`Core` is one). */
export interface AccessArchiveContext {
  readonly db: Database;
  readonly pii: PiiCrypto;
  readonly clock: Clock;
  readonly documentsOptions: { readonly storage: DocumentStorage; readonly company: CompanyInfo };
}

/** The archive: its file name and bytes, and the names of its entries. */
export interface AccessArchive {
  readonly fileName: string;
  readonly bytes: Uint8Array;
  readonly entries: readonly string[];
}

type Words = 'documents:accessArchive.title';

/**
 * An access request's answer (ARCO `Acceso`, ADRs 292 and 313): a ZIP of everything held about the
 * borrower — profile (with references), applications, loans, payments, CFDIs, documents, consents
 * (each text's version, given, refused or withdrawn when), notices sent, collections contacts,
 * complaints to the UNE, ARCO requests and the audit of their data, identity checks, bank links,
 * saved cards (masked), locations, device signals and the browser's metrics, sign-ins, behaviour on
 * our site (with its raw signals while kept), payment plans, relief deferrals, SPEI claims,
 * invitations and the messages sent to them (no secret: `access-archive-dealings.ts`) — each section as JSON
 * (`perfil.json`, …) and as a readable PDF in Spanish (`perfil.pdf`, …), and the files themselves
 * (`archivos/…`: uploads still kept, the loan documents, each CFDI's XML). Written with fflate
 * (`writeZip`), in memory.
 */
export async function buildAccessArchive(
  ctx: AccessArchiveContext,
  input: { readonly clientId: number },
): Promise<AccessArchive> {
  const folder = t('documents:accessArchive.files.folder');
  const content = await archiveContent(ctx, input.clientId, folder);
  const createdAt = ctx.clock.now();
  const files: ZipEntry[] = [];
  const add = (name: string, data: Uint8Array | string) => files.push({ name, data });
  for (const section of ARCHIVE_SECTIONS) {
    const name = t(`documents:accessArchive.files.${section}` as Words);
    const data = content.sections[section];
    add(`${name}.json`, `${JSON.stringify(data, null, 2)}\n`);
    const meta = { fullName: content.fullName, createdAt, company: ctx.documentsOptions.company };
    add(`${name}.pdf`, await renderPdf(sectionDocument(section, data, meta)));
  }
  for (const file of content.files) {
    if ('content' in file) {
      add(file.path, file.content);
      continue;
    }
    const bytes = await ctx.documentsOptions.storage.get(file.storageKey);
    if (bytes) add(file.path, bytes);
  }
  return {
    fileName: `${t('documents:accessArchive.file', { date: businessDate(createdAt) })}.zip`,
    bytes: writeZip(files, createdAt),
    entries: files.map((file) => file.name),
  };
}
