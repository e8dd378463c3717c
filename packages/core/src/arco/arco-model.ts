import {
  ARCO_ACT_BUSINESS_DAYS,
  ARCO_ANSWER_BUSINESS_DAYS,
  type ArcoOppositionPurpose,
  type ArcoRight,
  type RectificationChange,
} from '@lender/contracts';
import type { Database, Executor } from '@lender/db';
import { and, eq, inArray, max, sql } from '@lender/db/orm';
import { arcoRequests } from '@lender/db/schema';
import type { AuditService } from '../audit/audit';
import { addBusinessDays } from '../calendar/business-days';
import { businessDate, type Clock } from '../clock';
import { CoreError } from '../errors/core-error';
import type { PiiCrypto } from '../pii';
import type { ClientDataContext, ClientDataRights } from './client-data-rights';

// ARCO requests (LFPDPPP, 2025 text; issue 51): a borrower's request to access, rectify, cancel or
// oppose the use of their personal data. Each has a folio without gaps per year, the identity check
// it needs, and two clocks in the Mexico City official calendar (`calendar/business-days.ts`,
// weekends and the LFT art. 74 days only, never a bank-only holiday; docs/compliance.md): the
// answer within 20 business days of receiving it and, when granted, the act within 15 business days
// of answering. Filed by the borrower (`file-arco-request.ts`) or entered by a privacy officer
// (`back-office/arco/log-arco-request.ts`); answered (`answer-arco-request.ts`); acted on through
// maker-checker (`request-arco-action.ts`, `review-arco-action.ts`, `arco-act.ts`).

export type ArcoRow = typeof arcoRequests.$inferSelect;

/**
 * What the ARCO use cases use (`Core` is one): beside the database, clock, audit and personal-data
 * crypto, what the access archive and the blocking of a client's data read.
 */
export interface ArcoContext extends ClientDataContext {
  readonly db: Database;
  readonly clock: Clock;
  readonly audit: AuditService;
  readonly pii: PiiCrypto;
  /** Stands in for the personal-data functions (tests); the core's own are used otherwise. */
  readonly clientData?: ClientDataRights | undefined;
}

/** The statuses of a request still running a clock: waiting for its answer, or granted and not acted on. */
export const OPEN_ARCO_STATUSES = ['received', 'answered'] as const;

/** `ARCO-2026-000001`. */
export const arcoFolioOf = (year: number, number: number) =>
  `ARCO-${year}-${String(number).padStart(6, '0')}`;

/** The advisory lock that serialises folio allocation ("ARCO" and the table's number 47). */
const FOLIO_LOCK = sql`5590469, 47`;

/** The next number of the year, under a transaction-scoped lock: no gap (a rollback frees it), no repeat. */
export async function nextArcoFolioNumber(tx: Executor, year: number): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${FOLIO_LOCK})`);
  const [row] = await tx
    .select({ last: max(arcoRequests.folioNumber) })
    .from(arcoRequests)
    .where(eq(arcoRequests.folioYear, year));
  return (row?.last ?? 0) + 1;
}

/** The business date the answer is due: 20 business days after the (Mexico City) day it was received. */
export const answerDueDateOf = (receivedAt: Date) =>
  addBusinessDays(businessDate(receivedAt), ARCO_ANSWER_BUSINESS_DAYS, 'official');

/** The business date a granted request must be acted on by: 15 business days after the answer. */
export const actDueDateOf = (answeredAt: Date) =>
  addBusinessDays(businessDate(answeredAt), ARCO_ACT_BUSINESS_DAYS, 'official');

/** Answered after its due date, or still unanswered after it (answering on the due date is on time). */
export function isAnswerOverdue(row: Pick<ArcoRow, 'answeredAt' | 'answerDueDate'>, today: string): boolean {
  return (row.answeredAt ? businessDate(row.answeredAt) : today) > row.answerDueDate;
}

/** A granted request acted on after its due date, or still not acted on after it. */
export function isActOverdue(
  row: Pick<ArcoRow, 'actDueDate' | 'completedAt' | 'status'>,
  today: string,
): boolean {
  if (row.actDueDate === null) return false;
  return (row.completedAt ? businessDate(row.completedAt) : today) > row.actDueDate;
}

/** The next deadline of an open request: the answer's while unanswered, then the act's. */
export function nextDueDateOf(row: Pick<ArcoRow, 'status' | 'answerDueDate' | 'actDueDate'>): string | null {
  if (row.status === 'received') return row.answerDueDate;
  if (row.status === 'answered') return row.actDueDate;
  return null;
}

/** The corrections a rectification asks for, decrypted. */
export function changesOf(pii: PiiCrypto, row: Pick<ArcoRow, 'changesEnc'>): RectificationChange[] | null {
  return row.changesEnc === null ? null : (JSON.parse(pii.decrypt(row.changesEnc)) as RectificationChange[]);
}

/**
 * Refuses a second open request of the same right (and purpose, for an opposition) of a client:
 * 409 `arco_request_open` with the folio of the open one.
 */
export async function assertNoOpenRequest(
  tx: Executor,
  clientId: number,
  right: ArcoRight,
  purpose: ArcoOppositionPurpose | null,
): Promise<void> {
  const [open] = await tx
    .select({ folio: arcoRequests.folio, purpose: arcoRequests.purpose })
    .from(arcoRequests)
    .where(
      and(
        eq(arcoRequests.clientId, clientId),
        eq(arcoRequests.right, right),
        inArray(arcoRequests.status, [...OPEN_ARCO_STATUSES]),
        purpose === null ? undefined : eq(arcoRequests.purpose, purpose),
      ),
    )
    .limit(1);
  if (open) throw new CoreError('arco_request_open', { params: { folio: open.folio } });
}

/** Locks a request's row, or 404. */
export async function lockArcoRequest(tx: Executor, id: number): Promise<ArcoRow> {
  const [row] = await tx.select().from(arcoRequests).where(eq(arcoRequests.id, id)).for('update');
  if (!row) throw new CoreError('not_found');
  return row;
}

/** A request's row, or 404. */
export async function arcoRowOf(db: Executor, id: number): Promise<ArcoRow> {
  const [row] = await db.select().from(arcoRequests).where(eq(arcoRequests.id, id));
  if (!row) throw new CoreError('not_found');
  return row;
}
