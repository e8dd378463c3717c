import { formatDate, formatDateTime, formatPesos } from '@lender/i18n';
import type { CompanyInfo } from '../documents/company';
import type { DocumentBlock, DocumentModel } from '../pdf/document-model';
import type { ArchiveRecord, ArchiveSection, ArchiveValue } from './access-archive-model';
import { type SectionWords, sectionWords, archiveWord as word } from './access-archive-words';

const isMoney = (value: ArchiveValue): value is { amount: number; currency: string } =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  typeof (value as { amount?: unknown }).amount === 'number' &&
  (value as { currency?: unknown }).currency === 'MXN';

/**
 * A value as the borrower reads it: money in pesos, dates and instants in Mexico City, yes or no, a
 * code in words where the section has them.
 */
function show(words: SectionWords, key: string, value: ArchiveValue | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? word('yes') : word('no');
  // A provider's code may be a number (an identity check's reason): in words where the section has them.
  if (typeof value === 'number') return words.code(key, String(value)) ?? String(value);
  if (typeof value === 'string') {
    if (/At$/.test(key) && !Number.isNaN(Date.parse(value))) return formatDateTime(value);
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
    return words.code(key, value) ?? value;
  }
  if (isMoney(value)) return formatPesos(value.amount);
  if (Array.isArray(value)) return value.map((item) => show(words, key, item)).join(', ') || '—';
  // An object kept as the borrower gave it (address, employment, pay dates): its values in order.
  const parts = Object.entries(value as Record<string, ArchiveValue>)
    .filter(([, part]) => part !== null && part !== '' && part !== undefined)
    .map(([name, part]) => show(words, name, part));
  return parts.join(', ') || '—';
}

const isRecordList = (value: ArchiveValue | undefined): value is readonly ArchiveRecord[] =>
  Array.isArray(value) &&
  value.every((item) => typeof item === 'object' && item !== null && !Array.isArray(item));

/**
 * Objects shown on one line (as the borrower gave them, an audited change, a correction asked, a
 * metric's tags as the site sent them).
 */
const INLINE = new Set(['address', 'employment', 'payDate', 'before', 'after', 'changes', 'tags']);

const isObject = (value: ArchiveValue | undefined): value is ArchiveRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !isMoney(value);

/** A record as label–value rows; its lists and its other objects under headings of their own. */
function recordBlocks(words: SectionWords, record: ArchiveRecord): DocumentBlock[] {
  const rows: Array<readonly [string, string]> = [];
  const more: DocumentBlock[] = [];
  for (const [key, value] of Object.entries(record)) {
    const label = words.label(key);
    if (isRecordList(value) && value.length > 0 && !INLINE.has(key))
      more.push(...listBlocks(words, label, value));
    else if (isObject(value) && !INLINE.has(key))
      more.push({ kind: 'heading', text: label }, ...recordBlocks(words, value));
    else rows.push([label, show(words, key, value)]);
  }
  return [...(rows.length > 0 ? [{ kind: 'fields', rows } as const] : []), ...more];
}

/** Each record of a list under its number. */
function listBlocks(words: SectionWords, title: string, records: readonly ArchiveRecord[]): DocumentBlock[] {
  return records.flatMap((record, index) => [
    { kind: 'heading', text: word('item', { section: title, n: index + 1 }) } as const,
    ...recordBlocks(words, record),
  ]);
}

/** The readable PDF of one section: the same data as its JSON, in words. */
export function sectionDocument(
  section: ArchiveSection,
  data: ArchiveRecord | readonly ArchiveRecord[],
  meta: { readonly fullName: string; readonly createdAt: Date; readonly company: CompanyInfo },
): DocumentModel {
  const title = word(`section.${section}`);
  const empty = Array.isArray(data) ? data.length === 0 : false;
  const words = sectionWords(section);
  const blocks: DocumentBlock[] = [{ kind: 'paragraph', text: word('intro') }];
  if (empty) blocks.push({ kind: 'paragraph', text: word('empty') });
  else if (Array.isArray(data)) blocks.push(...listBlocks(words, title, data as readonly ArchiveRecord[]));
  else blocks.push(...recordBlocks(words, data as ArchiveRecord));
  return {
    title: word('title', { section: title }),
    subtitle: word('subtitle', { name: meta.fullName, date: formatDate(meta.createdAt) }),
    footer: `${meta.company.legalName} · ${word('footer')}`,
    author: meta.company.legalName,
    createdAt: meta.createdAt,
    blocks,
  };
}
