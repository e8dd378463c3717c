import { type Complaint, type ComplaintQuery, fullNameOf } from '@lender/contracts';
import type { Executor } from '@lender/db';
import { and, asc, desc, eq, gte, inArray, lt, ne, or, type SQL, sql } from '@lender/db/orm';
import { backOfficeUsers, clients, complaints } from '@lender/db/schema';
import { businessDate } from '../../clock';

// How the register reads its rows (issue 39, ADR 166): a row becomes the contract's `Complaint`
// with the names of the client and of the users who logged, started and resolved it.

export type ComplaintRow = typeof complaints.$inferSelect;

/**
 * Not answered by its due date: resolved on a later business date (Mexico City), or still open
 * after it. Answering on the due date itself is on time.
 */
export function isOverdue(row: Pick<ComplaintRow, 'status' | 'dueDate' | 'resolvedAt'>, today: string) {
  if (row.resolvedAt) return businessDate(row.resolvedAt) > row.dueDate;
  return today > row.dueDate;
}

/** The same rule in SQL (Mexico City is UTC-6 all year since 2022, as the regulator's counts read). */
export function overdueSql(today: string): SQL {
  const resolvedOn = sql`((${complaints.resolvedAt} at time zone 'UTC') - interval '6 hours')::date`;
  return or(
    and(ne(complaints.status, 'resolved'), lt(complaints.dueDate, today)),
    and(eq(complaints.status, 'resolved'), sql`${resolvedOn} > ${complaints.dueDate}`),
  ) as SQL;
}

/** The instants a Mexico City month (`YYYY-MM`) starts and ends at. */
export function monthInstants(month: string): { from: Date; to: Date } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return { from: new Date(Date.UTC(year, number - 1, 1, 6)), to: new Date(Date.UTC(year, number, 1, 6)) };
}

/** The list's filters as SQL. */
export function filtersOf(query: Pick<ComplaintQuery, 'month' | 'status' | 'overdue'>, today: string) {
  const where: SQL[] = [];
  if (query.month) {
    const { from, to } = monthInstants(query.month);
    where.push(gte(complaints.receivedAt, from), lt(complaints.receivedAt, to));
  }
  if (query.status) where.push(eq(complaints.status, query.status));
  if (query.overdue === true) where.push(overdueSql(today));
  if (query.overdue === false) where.push(sql`not (${overdueSql(today)})`);
  return where.length === 0 ? undefined : and(...where);
}

/** Rows as the contract's complaints, with names read once for all of them. */
export async function viewsOf(
  db: Executor,
  rows: readonly ComplaintRow[],
  today: string,
): Promise<Complaint[]> {
  const userIds = [
    ...new Set(
      rows.flatMap((row) => [row.loggedBy, row.startedBy, row.resolvedBy]).filter((id) => id !== null),
    ),
  ];
  const clientIds = [...new Set(rows.map((row) => row.clientId).filter((id) => id !== null))];
  const users = new Map(
    userIds.length === 0
      ? []
      : (
          await db
            .select({ id: backOfficeUsers.id, name: backOfficeUsers.name })
            .from(backOfficeUsers)
            .where(inArray(backOfficeUsers.id, userIds))
        ).map((user) => [user.id, user] as const),
  );
  const names = new Map(
    clientIds.length === 0
      ? []
      : (await db.select().from(clients).where(inArray(clients.id, clientIds))).map(
          (client) => [client.id, fullNameOf(client)] as const,
        ),
  );
  const user = (id: number | null) => (id === null ? null : (users.get(id) ?? { id, name: '' }));
  return rows.map((row) => ({
    id: row.id,
    folio: row.folio,
    receivedAt: row.receivedAt.toISOString(),
    channel: row.channel as Complaint['channel'],
    kind: row.kind as Complaint['kind'],
    cause: row.cause as Complaint['cause'],
    product: row.product as Complaint['product'],
    clientId: row.clientId,
    loanId: row.loanId,
    complainant: row.clientId === null ? row.complainantName : (names.get(row.clientId) ?? null),
    description: row.description,
    status: row.status as Complaint['status'],
    dueDate: row.dueDate,
    overdue: isOverdue(row, today),
    resolution: row.resolution as Complaint['resolution'],
    resolutionText: row.resolutionText,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    loggedBy: user(row.loggedBy) as Complaint['loggedBy'],
    startedBy: user(row.startedBy),
    startedAt: row.startedAt?.toISOString() ?? null,
    resolvedBy: user(row.resolvedBy),
  }));
}

/** Newest first: by received instant, then folio. */
export const newestFirst = [desc(complaints.receivedAt), desc(complaints.id)] as const;

/** One row as the contract's complaint. */
export async function complaintView(db: Executor, row: ComplaintRow, today: string): Promise<Complaint> {
  return (await viewsOf(db, [row], today))[0] as Complaint;
}

/** The complaints received in a Mexico City month, oldest first. */
export async function complaintsOfMonth(db: Executor, month: string, today: string): Promise<Complaint[]> {
  const rows = await db
    .select()
    .from(complaints)
    .where(filtersOf({ month }, today))
    .orderBy(asc(complaints.receivedAt), asc(complaints.id));
  return viewsOf(db, rows, today);
}
