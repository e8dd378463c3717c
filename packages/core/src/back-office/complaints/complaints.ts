import {
  COMPLAINT_CHANNELS,
  COMPLAINT_KINDS,
  type Complaint,
  type ComplaintMonth,
  type ComplaintQuery,
  type LogComplaintRequest,
  type ResolveComplaintRequest,
} from '@lender/contracts';
import type { Database } from '@lender/db';
import { asc, count, eq } from '@lender/db/orm';
import { complaints } from '@lender/db/schema';
import { formatDate, formatDateTime } from '@lender/i18n';
import type { AuditService } from '../../audit/audit';
import { type Clock, today } from '../../clock';
import { CoreError } from '../../errors/core-error';
import { translatorFor } from '../../i18n';
import { toCsv } from '../lists/csv';
import { regulatorMonth } from '../reports/regulator';
import { monthCell } from '../reports/risk-csv';
import {
  COMPLAINT_ANSWER_BUSINESS_DAYS,
  type ComplaintRegisterDeps,
  logComplaint,
  resolveComplaint,
  startComplaint,
} from './complaint-register';
import { filtersOf, newestFirst, viewsOf } from './complaint-views';

/**
 * The UNE's register of complaints (issue 39, ADRs 166–167): log a consulta, reclamación or
 * aclaración (its folio the next of the year, its answer due in business days), move it in progress,
 * resolve it once; the list with filters, one complaint, and the month's figures and CSV.
 */
export interface ComplaintsService {
  log(userId: number, request: LogComplaintRequest): Promise<Complaint>;
  /** Received → in progress; 409 `invalid_transition` otherwise. */
  start(userId: number, id: number): Promise<Complaint>;
  /** Resolves once; 409 `invalid_transition` when it is already resolved. */
  resolve(userId: number, id: number, request: ResolveComplaintRequest): Promise<Complaint>;
  list(query: ComplaintQuery): Promise<{ items: Complaint[]; total: number }>;
  get(id: number): Promise<Complaint>;
  /** The figures of the complaints received in a month (default the last closed one), as of today. */
  month(month: string | undefined): Promise<ComplaintMonth>;
  /** The month's complaints as CSV in the reader's language: words and dates, never codes. */
  monthCsv(
    month: string | undefined,
    language: 'es-MX' | 'en',
  ): Promise<{ name: string; csv: string; rows: number }>;
}

export function createComplaintsService(deps: {
  db: Database;
  clock: Clock;
  audit: AuditService;
  /** Business days the UNE has to answer (default 30, LPDUSF art. 50 Bis). */
  answerBusinessDays?: number | undefined;
}): ComplaintsService {
  const register: ComplaintRegisterDeps = {
    ...deps,
    answerBusinessDays: deps.answerBusinessDays ?? COMPLAINT_ANSWER_BUSINESS_DAYS,
  };
  const { db, clock } = deps;
  const one = async (row: Parameters<typeof viewsOf>[1][number]) =>
    (await viewsOf(db, [row], today(clock)))[0] as Complaint;
  const get = async (id: number) => {
    const [row] = await db.select().from(complaints).where(eq(complaints.id, id));
    if (!row) throw new CoreError('not_found');
    return one(row);
  };
  const ofMonth = async (month: string) => {
    const rows = await db
      .select()
      .from(complaints)
      .where(filtersOf({ month }, today(clock)))
      .orderBy(asc(complaints.receivedAt), asc(complaints.id));
    return viewsOf(db, rows, today(clock));
  };
  const summary = async (query: string | undefined): Promise<ComplaintMonth> => {
    const { month } = regulatorMonth(query, today(clock));
    const rows = await ofMonth(month);
    const resolved = rows.filter((row) => row.status === 'resolved').length;
    return {
      month,
      asOf: today(clock),
      received: rows.length,
      resolved,
      open: rows.length - resolved,
      overdue: rows.filter((row) => row.overdue).length,
      byChannel: COMPLAINT_CHANNELS.map((channel) => ({
        channel,
        count: rows.filter((row) => row.channel === channel).length,
      })),
      byKind: COMPLAINT_KINDS.map((kind) => ({
        kind,
        count: rows.filter((row) => row.kind === kind).length,
      })),
    };
  };
  return {
    log: async (userId, request) => one(await logComplaint(register, userId, request)),
    start: async (userId, id) => one(await startComplaint(register, userId, id)),
    resolve: async (userId, id, request) => one(await resolveComplaint(register, userId, id, request)),
    get,
    async list(query) {
      const where = filtersOf(query, today(clock));
      const [total] = await db.select({ n: count() }).from(complaints).where(where);
      const rows = await db
        .select()
        .from(complaints)
        .where(where)
        .orderBy(...newestFirst)
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage);
      return { items: await viewsOf(db, rows, today(clock)), total: total?.n ?? 0 };
    },
    month: summary,
    async monthCsv(query, language) {
      const t = translatorFor(language);
      const { month } = regulatorMonth(query, today(clock));
      const rows = await ofMonth(month);
      const w = (key: string) => t(`backoffice:complaints.${key}` as never);
      const yesNo = (value: boolean) => (value ? t('backoffice:csv.yes') : t('backoffice:csv.no'));
      const csv = toCsv<Complaint>(
        [
          [w('month'), () => monthCell(month)],
          [w('folio'), (row) => row.folio],
          [w('receivedAt'), (row) => formatDateTime(row.receivedAt)],
          [w('channel'), (row) => w(`channels.${row.channel}`)],
          [w('kind'), (row) => w(`kinds.${row.kind}`)],
          [w('cause'), (row) => w(`causes.${row.cause}`)],
          [w('product'), (row) => t(`backoffice:risk.regulator.products.${row.product}`)],
          [w('client'), (row) => row.clientId ?? ''],
          [w('loan'), (row) => row.loanId ?? ''],
          [w('status'), (row) => w(`statuses.${row.status}`)],
          [w('dueDate'), (row) => formatDate(row.dueDate)],
          [w('overdue'), (row) => yesNo(row.overdue)],
          [w('resolution'), (row) => (row.resolution ? w(`resolutions.${row.resolution}`) : '')],
          [w('resolvedAt'), (row) => (row.resolvedAt ? formatDateTime(row.resolvedAt) : '')],
          [w('loggedBy'), (row) => row.loggedBy.name],
          [w('resolvedBy'), (row) => row.resolvedBy?.name ?? ''],
        ],
        rows,
      );
      return { name: `complaints-${month}`, csv, rows: rows.length };
    },
  };
}
