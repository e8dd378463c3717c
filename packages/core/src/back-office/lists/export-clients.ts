import type { ClientListQuery, ClientListRow } from '@lender/contracts';
import type { MessageKey } from '@lender/i18n';
import type { AuditService } from '../../audit/audit';
import { readRegistrationAnswers } from '../../clients/registration-answers';
import { translatorFor } from '../../i18n';
import { revealListPhones } from '../client-contact';
import type { CsvExportFile, PiiReadContext, Reader } from '../reader';
import { listClients } from './clients-list';
import { mexicoCityTimestamp, toCsv } from './csv';
import { coded, yesNo } from './csv-columns';
import { registrationColumns, registrationCsvFields } from './registration-columns';

/**
 * `backOffice.exportClients` (issue 36): every client the filter finds, as CSV in the reader's
 * language, codes beside their words; full phones for a reader with `clients.contact` who asked
 * (each client an audited read).
 */
export async function exportClients(
  ctx: PiiReadContext & { readonly audit: AuditService },
  {
    query: { sort, reveal: _reveal, ...filter },
    reader,
  }: { readonly query: Omit<ClientListQuery, 'page' | 'perPage' | 'cursor'>; readonly reader: Reader },
): Promise<CsvExportFile> {
  const t = translatorFor(reader.language);
  const listed = (await listClients(ctx.db, ctx.pii, filter, sort, 'export')).items;
  const items =
    reader.revealPhonesTo === undefined
      ? listed
      : await revealListPhones(ctx, reader.revealPhonesTo, listed, 'export');
  // The registration's answers `REGISTRATION_FIELDS` marks for the CSV (`backOffice.csv`), read
  // only when there is one.
  const answers =
    registrationCsvFields().length === 0
      ? new Map()
      : await readRegistrationAnswers(
          ctx,
          items.map((r) => r.id),
        );
  const csv = toCsv<ClientListRow>(
    [
      [t('backoffice:clients.columns.id'), (r) => r.id],
      [t('backoffice:clients.columns.name'), (r) => r.fullName],
      [t('backoffice:clients.columns.email'), (r) => r.email],
      [t('backoffice:clients.columns.phone'), (r) => r.phone],
      ...coded<ClientListRow>(
        t,
        'backoffice:clients.columns.status',
        (r) => r.status,
        (r) => t(`backoffice:status.client.${r.status}` as MessageKey),
      ),
      ...coded<ClientListRow>(
        t,
        'backoffice:clients.type',
        (r) => r.type,
        (r) => t(r.type === 'first' ? 'backoffice:clients.typeFirst' : 'backoffice:clients.typeRepeated'),
      ),
      [t('backoffice:clients.hasActiveLoan'), (r) => yesNo(t, r.hasActiveLoan)],
      [t('backoffice:loans.daysPastDue'), (r) => r.overdueDays],
      [t('backoffice:clients.columns.fake'), (r) => yesNo(t, r.fake)],
      [t('backoffice:clients.columns.created'), (r) => mexicoCityTimestamp(r.createdAt)],
      ...registrationColumns<ClientListRow>(t, answers),
    ],
    items,
  );
  return { name: 'clients', csv, rows: items.length };
}
