import { and, asc, eq, gte, lt } from '@lender/db/orm';
import { backOfficeUsers, collectionContacts } from '@lender/db/schema';
import { formatDate, formatDateTime } from '@lender/i18n';
import { pesosCell, toCsv } from '../back-office/lists/csv';
import { type CsvExportFile, readerLanguage } from '../back-office/reader';
import { mexicoCityWallClock } from '../calendar/contact-window';
import { translatorFor } from '../i18n';
import type { CollectionsContext } from './collection-context';

/**
 * `backOffice.exportContactLog`: the month's collection contact log for the regulator (issue 38, ADR 139, REDECO-style): one row
 * per contact, oldest first — date and time in Mexico City, channel, direction, collector, result,
 * loan and the amount owed then — in words and formatted money, never codes.
 */
export async function exportContactLog(
  ctx: Pick<CollectionsContext, 'db'>,
  { actorId, query: { month } }: { actorId: number; query: { month: string } },
): Promise<CsvExportFile> {
  const t = translatorFor(await readerLanguage(ctx.db, actorId));
  const [year, number] = month.split('-').map(Number) as [number, number];
  // A day's margin on both sides of the UTC month; the Mexico City date decides each row.
  const from = new Date(Date.UTC(year, number - 1, 1) - 86_400_000);
  const to = new Date(Date.UTC(year, number, 1) + 86_400_000);
  const rows = (
    await ctx.db
      .select({ contact: collectionContacts, collector: backOfficeUsers.name })
      .from(collectionContacts)
      .innerJoin(backOfficeUsers, eq(backOfficeUsers.id, collectionContacts.userId))
      .where(and(gte(collectionContacts.contactedAt, from), lt(collectionContacts.contactedAt, to)))
      .orderBy(asc(collectionContacts.contactedAt), asc(collectionContacts.id))
  ).filter((row) => mexicoCityWallClock(row.contact.contactedAt).date.startsWith(`${month}-`));
  type Row = (typeof rows)[number];
  const w = (key: string) => t(`backoffice:collections.${key}` as never);
  const csv = toCsv<Row>(
    [
      [w('csv.date'), (row) => formatDate(row.contact.contactedAt)],
      [w('csv.time'), (row) => formatDateTime(row.contact.contactedAt).slice(-5)],
      [w('csv.channel'), (row) => w(`channel.${row.contact.channel}`)],
      [w('csv.direction'), (row) => w(`direction.${row.contact.direction}`)],
      [w('csv.collector'), (row) => row.collector],
      [w('csv.result'), (row) => w(`result.${row.contact.result}`)],
      [w('csv.loan'), (row) => row.contact.loanId],
      [w('csv.owed'), (row) => pesosCell(row.contact.balance)],
    ],
    rows,
  );
  return { name: `collection-contacts-${month}`, csv, rows: rows.length };
}
