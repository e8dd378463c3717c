import type { Database } from '@lender/db';
import type { Clock } from '../clock';
import type { BackOfficeAdmin } from './admin';
import type { BackOfficeService } from './operations-model';
import type { Reader } from './reader';

// Interim (issue 49): the back-office lists that are not yet use cases of `useCases.backOffice`,
// by their catalogue name, answered through the lists and queue services as before. The API's
// reads router takes `useCases.backOffice[name]` first; each entry goes when its use case exists.

/** What these reads go through: the core's back-office services. */
interface PendingReadServices {
  readonly admin: BackOfficeAdmin;
  readonly backOffice: BackOfficeService;
  readonly db: Database;
  readonly clock: Clock;
}

type Query = Record<string, unknown> & { page: number; perPage: number; cursor?: string; sort?: string };
type PendingRead = (services: PendingReadServices, query: Query, reader: Reader) => Promise<unknown>;

const exportOptions = (reader: Reader) =>
  reader.revealPhonesTo === undefined
    ? { language: reader.language }
    : { language: reader.language, revealPhonesTo: reader.revealPhonesTo };

/** The lists, exports, outbox, queue and dashboard still read through services, by name. */
export const PENDING_BACK_OFFICE_READS: Readonly<Record<string, PendingRead>> = {
  clients: ({ admin }, query, reader) => {
    const { page: number, perPage, cursor, sort, reveal: _reveal, ...filter } = query;
    const options = reader.revealPhonesTo === undefined ? {} : { revealPhonesTo: reader.revealPhonesTo };
    return admin.lists.clients(filter as never, sort as never, { page: number, perPage, cursor }, options);
  },
  exportClients: async ({ admin }, query, reader) => {
    const { sort, reveal: _reveal, ...filter } = query;
    const file = await admin.lists.exportClients(filter as never, sort as never, exportOptions(reader));
    return { name: 'clients', ...file };
  },
  loans: ({ admin }, query) => {
    const { page: number, perPage, cursor, sort, ...filter } = query;
    return admin.lists.loans(filter as never, sort as never, { page: number, perPage, cursor });
  },
  exportLoans: async ({ admin }, query, reader) => {
    const { sort, ...filter } = query;
    return {
      name: 'loans',
      ...(await admin.lists.exportLoans(filter as never, sort as never, exportOptions(reader))),
    };
  },
  payments: ({ admin }, query) => {
    const { page: number, perPage, cursor, sort, ...filter } = query;
    return admin.lists.payments(filter as never, sort as never, { page: number, perPage, cursor });
  },
  exportPayments: async ({ admin }, query, reader) => {
    const { sort, ...filter } = query;
    const file = await admin.lists.exportPayments(filter as never, sort as never, exportOptions(reader));
    return { name: 'payments', ...file };
  },
  unmatchedCallbacks: ({ admin }, { page: number, perPage }) =>
    admin.lists.unmatchedCallbacks({ page: number, perPage }),
  outbox: ({ admin }, query) => {
    const { page: number, perPage, ...filter } = query;
    return admin.lists.outbox(filter as never, { page: number, perPage });
  },
  manualQueue: ({ backOffice }, { page: number, perPage }) =>
    backOffice.manualQueue({ page: number, perPage }),
  dashboard: ({ admin }, query) => admin.dashboard(query as never),
};
