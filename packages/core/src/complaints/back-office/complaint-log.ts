import type { Complaint, LogComplaintRequest } from '@lender/contracts';
import type { Executor } from '@lender/db';
import { eq, max, sql } from '@lender/db/orm';
import { clients, complaints, loans } from '@lender/db/schema';
import type { AuditActor } from '../../audit/audit';
import { addBusinessDays } from '../../calendar/business-days';
import { businessDate, today } from '../../clock';
import { CoreError } from '../../errors/core-error';
import { COMPLAINT_ANSWER_BUSINESS_DAYS, type ComplaintsContext } from './complaint-register';
import { type ComplaintRow, complaintView } from './complaint-views';

/** The advisory lock that serialises folio allocation (two words: "UNE" and the table's number 40). */
const FOLIO_LOCK = sql`5590469, 40`;

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

/** A complaint as it is stored: by an agent (`loggedBy`), or by the client on the site (null). */
export interface ComplaintArrival {
  readonly request: LogComplaintRequest;
  readonly clientId: number | null;
  readonly receivedAt: Date;
  readonly loggedBy: number | null;
  readonly actor: AuditActor;
}

/**
 * Stores a complaint with the next folio of the year and its answer's due date in business days;
 * audited `complaint.log`.
 */
export async function insertComplaint(
  ctx: ComplaintsContext,
  tx: Executor,
  arrival: ComplaintArrival,
): Promise<ComplaintRow> {
  const { request, clientId, receivedAt } = arrival;
  const year = Number(businessDate(ctx.clock.now()).slice(0, 4));
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
      dueDate: addBusinessDays(
        businessDate(receivedAt),
        ctx.complaintAnswerBusinessDays ?? COMPLAINT_ANSWER_BUSINESS_DAYS,
      ),
      loggedBy: arrival.loggedBy,
    })
    .returning();
  const logged = row as ComplaintRow;
  await ctx.audit.record(tx, {
    actor: arrival.actor,
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
}

/**
 * `backOffice.complaintLog`: logs a consulta, reclamación or aclaración received now or earlier: its
 * folio the next of the year, its answer due in business days; audited.
 */
export async function complaintLog(
  ctx: ComplaintsContext,
  { actorId: userId, body: request }: { actorId: number; body: LogComplaintRequest },
): Promise<Complaint> {
  const now = ctx.clock.now();
  const receivedAt = request.receivedAt ? new Date(request.receivedAt) : now;
  if (receivedAt.getTime() > now.getTime())
    throw invalid('receivedAt', 'A complaint is not received in the future.');
  const saved = await ctx.db.transaction(async (tx) =>
    insertComplaint(ctx, tx, {
      request,
      clientId: await complainantOf(tx, request),
      receivedAt,
      loggedBy: userId,
      actor: { type: 'user', id: userId },
    }),
  );
  return complaintView(ctx.db, saved, today(ctx.clock));
}
