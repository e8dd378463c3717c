import type { ClientListQuery, ClientListRow } from '@lender/contracts';
import type { AuditService } from '../../audit/audit';
import { revealListPhones } from '../client-contact';
import type { PiiReadContext, Reader } from '../reader';
import { listClients } from './clients-list';
import type { ListPage } from './list-helpers';

/**
 * `backOffice.clients` (issue 16, ADRs 048, 064): clients by name, e-mail, phone, CURP or id, with
 * filters and sorting; a page by number, or after `cursor` (every page but the last has
 * `nextCursor`). Full phone numbers for a reader with `clients.contact` who asked (`reveal=phone`):
 * each client shown is an audited read.
 */
export async function clients(
  ctx: PiiReadContext & { readonly audit: AuditService },
  {
    query: { page, perPage, cursor, sort, reveal: _reveal, ...filter },
    reader,
  }: { readonly query: ClientListQuery; readonly reader: Pick<Reader, 'revealPhonesTo'> },
): Promise<ListPage<ClientListRow>> {
  const list = await listClients(ctx.db, ctx.pii, filter, sort, { page, perPage, cursor });
  if (reader.revealPhonesTo === undefined) return list;
  return { ...list, items: await revealListPhones(ctx, reader.revealPhonesTo, list.items, 'list') };
}
