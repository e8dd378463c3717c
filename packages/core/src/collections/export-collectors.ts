import { asc, eq, inArray, or } from '@lender/db/orm';
import { backOfficeUsers, collectionContacts } from '@lender/db/schema';
import { formatDate, type Translate } from '@lender/i18n';
import { toCsv } from '../back-office/lists/csv';
import { type CsvExportFile, readerLanguage } from '../back-office/reader';
import { translatorFor } from '../i18n';
import type { CollectionsContext } from './collection-context';

/**
 * `backOffice.exportCollectors`: the collectors (issue 38, ADR 139): every back-office user with the collections role, and anyone
 * else who logged a collection contact — name, e-mail, role, whether active, since when.
 */
export async function exportCollectors(
  ctx: Pick<CollectionsContext, 'db'>,
  { actorId }: { actorId: number },
): Promise<CsvExportFile> {
  const t: Translate = translatorFor(await readerLanguage(ctx.db, actorId));
  const contacted = ctx.db.selectDistinct({ id: collectionContacts.userId }).from(collectionContacts);
  const users = await ctx.db
    .select()
    .from(backOfficeUsers)
    .where(or(eq(backOfficeUsers.role, 'collections'), inArray(backOfficeUsers.id, contacted)))
    .orderBy(asc(backOfficeUsers.name), asc(backOfficeUsers.id));
  type Row = (typeof users)[number];
  const w = (key: string) => t(`backoffice:collections.${key}` as never);
  const csv = toCsv<Row>(
    [
      [w('csv.collector'), (row) => row.name],
      [w('csv.email'), (row) => row.email],
      [w('csv.role'), (row) => t(`backoffice:roles.${row.role}` as never)],
      [w('csv.active'), (row) => (row.status === 1 ? t('backoffice:csv.yes') : t('backoffice:csv.no'))],
      [w('csv.since'), (row) => formatDate(row.createdAt)],
    ],
    users,
  );
  return { name: 'collectors', csv, rows: users.length };
}
