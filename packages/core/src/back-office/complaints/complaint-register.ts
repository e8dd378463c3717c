import type { LogComplaintRequest, ResolveComplaintRequest } from '@lender/contracts';
import type { Database, Executor } from '@lender/db';
import { eq, max, sql } from '@lender/db/orm';
import { clients, complaints, loans } from '@lender/db/schema';
import type { AuditService } from '../../audit/audit';
import { addBusinessDays } from '../../calendar/business-days';
import { businessDate, type Clock } from '../../clock';
import { CoreError } from '../../errors/core-error';
import type { ComplaintRow } from './complaint-views';

// Logging and working complaints (issue 39, ADRs 166–167): gap-free folios per year, the answer's
// due date in business days, received → in progress → resolved, every change audited.

/**
 * The UNE answers within 30 business days of receiving a complaint (LPDUSF art. 50 Bis; ADR 167).
 * A deployment may pass another count to the service.
 */
export const COMPLAINT_ANSWER_BUSINESS_DAYS = 30;

/** The advisory lock that serialises folio allocation (two words: "UNE" and the table's number 40). */
const FOLIO_LOCK = sql`5590469, 40`;

export interface ComplaintRegisterDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly audit: AuditService;
  readonly answerBusinessDays: number;
}

/** `UNE-2026-000001`. */
export const folioOf = (year: number, number: number) => `UNE-${year}-${String(number).padStart(6, '0')}`;

/** The next number of the year, under a transaction-scoped lock: no gap (a rollback frees it), no repeat. */
async function nextFolioNumber(tx: Executor, year: number): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${FOLIO_LOCK})`);
  const [row] = await tx
    .select({ last: max(complaints.folioNumber) })
    .from(complaints)
    .where(eq(complaints.folioYear, year));
  return (row?.last ?? 0) + 1;
}

const invalid = (field: string, message: string) =>
  new CoreError('invalid_value', { field: [field], message });

/** The client a complaint is about: the loan's when a loan is named (and it must match `clientId`). */
async function complainantOf(tx: Executor, request: LogComplaintRequest) {
  let clientId = request.clientId ?? null;
  if (request.loanId !== undefined) {
    const [loan] = await tx
      .select({ clientId: loans.clientId })
      .from(loans)
      .where(eq(loans.id, request.loanId));
    if (!loan) throw invalid('loanId', 'There is no loan with this id.');
    if (clientId !== null && clientId !== loan.clientId)
      throw invalid('loanId', "The loan is not this client's.");
    clientId = loan.clientId;
  }
  if (clientId !== null) {
    const [client] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
    if (!client) throw invalid('clientId', 'There is no client with this id.');
  } else if (!request.complainantName) {
    throw new CoreError('required', {
      field: ['complainantName'],
      message: 'Name the complainant, or the client or loan the complaint is about.',
    });
  }
  return clientId;
}

export async function logComplaint(
  deps: ComplaintRegisterDeps,
  userId: number,
  request: LogComplaintRequest,
): Promise<ComplaintRow> {
  const now = deps.clock.now();
  const receivedAt = request.receivedAt ? new Date(request.receivedAt) : now;
  if (receivedAt.getTime() > now.getTime())
    throw invalid('receivedAt', 'A complaint is not received in the future.');
  const year = Number(businessDate(now).slice(0, 4));
  return deps.db.transaction(async (tx) => {
    const clientId = await complainantOf(tx, request);
    const number = await nextFolioNumber(tx, year);
    const [row] = await tx
      .insert(complaints)
      .values({
        folio: folioOf(year, number),
        folioYear: year,
        folioNumber: number,
        receivedAt,
        channel: request.channel,
        kind: request.kind,
        cause: request.cause,
        product: request.product,
        clientId,
        loanId: request.loanId ?? null,
        complainantName: clientId === null ? (request.complainantName ?? null) : null,
        description: request.description,
        dueDate: addBusinessDays(businessDate(receivedAt), deps.answerBusinessDays),
        loggedBy: userId,
      })
      .returning();
    const logged = row as ComplaintRow;
    await deps.audit.record(tx, {
      actor: { type: 'user', id: userId },
      action: 'complaint.log',
      entity: 'complaint',
      entityId: logged.id,
      after: {
        folio: logged.folio,
        channel: logged.channel,
        kind: logged.kind,
        cause: logged.cause,
        clientId,
        loanId: logged.loanId,
        dueDate: logged.dueDate,
      },
    });
    return logged;
  });
}

/** Locks the complaint's row, or 404. */
async function lockComplaint(tx: Executor, id: number): Promise<ComplaintRow> {
  const [row] = await tx.select().from(complaints).where(eq(complaints.id, id)).for('update');
  if (!row) throw new CoreError('not_found');
  return row;
}

/** Received → in progress (409 `invalid_transition` from any other status). */
export async function startComplaint(deps: ComplaintRegisterDeps, userId: number, id: number) {
  return deps.db.transaction(async (tx) => {
    const row = await lockComplaint(tx, id);
    if (row.status !== 'received')
      throw new CoreError('invalid_transition', { params: { from: row.status, to: 'in_progress' } });
    const now = deps.clock.now();
    const [updated] = await tx
      .update(complaints)
      .set({ status: 'in_progress', startedBy: userId, startedAt: now })
      .where(eq(complaints.id, id))
      .returning();
    await deps.audit.record(tx, {
      actor: { type: 'user', id: userId },
      action: 'complaint.start',
      entity: 'complaint',
      entityId: id,
      before: { status: row.status },
      after: { status: 'in_progress' },
    });
    return updated as ComplaintRow;
  });
}

/** Resolves a received or in-progress complaint, once: a resolved one is never changed or reopened. */
export async function resolveComplaint(
  deps: ComplaintRegisterDeps,
  userId: number,
  id: number,
  request: ResolveComplaintRequest,
) {
  return deps.db.transaction(async (tx) => {
    const row = await lockComplaint(tx, id);
    if (row.status === 'resolved')
      throw new CoreError('invalid_transition', { params: { from: 'resolved', to: 'resolved' } });
    const now = deps.clock.now();
    const [updated] = await tx
      .update(complaints)
      .set({
        status: 'resolved',
        resolution: request.resolution,
        resolutionText: request.resolutionText,
        resolvedAt: now,
        resolvedBy: userId,
      })
      .where(eq(complaints.id, id))
      .returning();
    await deps.audit.record(tx, {
      actor: { type: 'user', id: userId },
      action: 'complaint.resolve',
      entity: 'complaint',
      entityId: id,
      before: { status: row.status },
      after: { status: 'resolved', resolution: request.resolution },
    });
    return updated as ComplaintRow;
  });
}
