// The `fiscal-documents` job (issue 51): the CFDIs of the income recorded with payments, the credit
// notes of early payoffs' rebates, and the cancellations reversals and new RFCs asked for. Each CFDI
// is issued in a transaction of its own that holds its rows (`FOR UPDATE SKIP LOCKED`, so two runners
// never issue one twice); a provider failure leaves the rows pending for the next run. A row whose
// borrower gave an RFC gets a CFDI of its own; the rest wait for their month to end and go, all
// together, in the month's global CFDI, with those whose own CFDI the PAC still refuses then.
import { addDays } from '@lender/calculator/kernel';
import type { Executor } from '@lender/db';
import { and, asc, eq, gt, isNull, lt, sql } from '@lender/db/orm';
import { clients, fiscalDocuments, fiscalGlobals, fiscalIncome } from '@lender/db/schema';
import { businessDate } from '../clock';
import { cancelDocument, checkRequestedCancellations, queuedCancellations } from './fiscal-cancellations';
import { issueCredits } from './fiscal-credits';
import { type FiscalIncomeRow, incomeDraft, SERIES } from './fiscal-drafts';
import { type FiscalContext, issueGlobalOf, keep, keptFolio } from './fiscal-issuing';
import { borrowerReceiver } from './fiscal-receiver';

export type { FiscalContext } from './fiscal-issuing';

export interface FiscalRun {
  /** CFDIs issued to borrowers, global CFDIs issued (replacements included), credit notes issued. */
  income: number;
  global: number;
  credit: number;
  /** Cancellations asked of the PAC. */
  cancelled: number;
  /** Cancellations that waited for their receiver: now accepted, rejected, or still waiting. */
  accepted: number;
  rejected: number;
  waiting: number;
  failed: number;
}

const BATCH = 200;

/** A row whose borrower's profile holds an RFC, the only ones that may get a CFDI of their own. */
const withRfc = sql`exists (select 1 from ${clients} where ${clients.id} = ${fiscalIncome.clientId}
  and ${clients.rfcEnc} is not null)`;

/** The month (`YYYY-MM`) of a business date: a month's global CFDI waits until the next one. */
const monthOf = (date: string) => date.slice(0, 7);

/**
 * Runs the job: the queued cancellations first (a global CFDI cancelled with reason 04 before its
 * payments get their borrower's own CFDI, as SAT orders it), then asks about those waiting for their
 * receiver, then the borrowers' CFDIs, the global CFDIs of ended months and the credit notes.
 */
export async function issueFiscalDocuments(ctx: FiscalContext): Promise<FiscalRun> {
  const run: FiscalRun = {
    income: 0,
    global: 0,
    credit: 0,
    cancelled: 0,
    accepted: 0,
    rejected: 0,
    waiting: 0,
    failed: 0,
  };
  const attempt = async (what: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      run.failed += 1;
      ctx.logger.error('fiscal document failed', { what, error: (error as Error).message });
    }
  };
  for (const { id } of await queuedCancellations(ctx))
    await attempt(`cancel:${id}`, async () => {
      const outcome = await cancelDocument(ctx, id);
      run.global += outcome.replaced ? 1 : 0;
      run.cancelled += outcome.cancelled ? 1 : 0;
    });
  Object.assign(run, await checkRequestedCancellations(ctx, attempt));
  // Rows whose own CFDI the PAC refused this run (a receiver SAT does not know by that RFC, name or
  // postal code): once their month has ended they go in its global CFDI, so no income goes uninvoiced.
  const refused = new Set<number>();
  // Every pending row of a borrower who gave an RFC, batch after batch: the month's rows of the
  // general public (pending until the month ends) never keep a borrower's own CFDI waiting.
  for (let after = 0; ; ) {
    const pending = await ctx.db
      .select({ id: fiscalIncome.id })
      .from(fiscalIncome)
      .where(and(eq(fiscalIncome.status, 'pending'), gt(fiscalIncome.id, after), withRfc))
      .orderBy(asc(fiscalIncome.id))
      .limit(BATCH);
    for (const { id } of pending)
      await attempt(`income:${id}`, async () => {
        try {
          if (await issueIncome(ctx, id)) run.income += 1;
        } catch (error) {
          refused.add(id);
          throw error;
        }
      });
    const last = pending.at(-1);
    if (!last || pending.length < BATCH) break;
    after = last.id;
  }
  const today = businessDate(ctx.clock.now());
  const firstOfMonth = `${monthOf(today)}-01`;
  // With the months whose global CFDI is being issued: its payments may all have been reversed since.
  const periods = await ctx.db
    .selectDistinct({ period: sql<string>`to_char(${fiscalIncome.paidOn}, 'YYYY-MM')` })
    .from(fiscalIncome)
    .where(and(eq(fiscalIncome.status, 'pending'), lt(fiscalIncome.paidOn, firstOfMonth)))
    .union(
      ctx.db
        .select({ period: fiscalGlobals.period })
        .from(fiscalGlobals)
        .where(and(eq(fiscalGlobals.status, 'pending'), isNull(fiscalGlobals.replacesId))),
    );
  for (const { period } of periods)
    await attempt(`global:${period}`, async () => {
      if (await issueGlobal(ctx, period, refused)) run.global += 1;
    });
  run.credit = await issueCredits(ctx, attempt);
  return run;
}

/**
 * A pending row a global CFDI holds waits: one being issued (its stamp may be SAT's already, its answer
 * lost), or one it was taken out of (its borrower gave an RFC, `requestOwnCfdis`) until that CFDI is
 * cancelled: SAT's reason 04 cancels the global one before the borrower's is issued.
 */
async function waitsForGlobal(tx: Executor, row: FiscalIncomeRow): Promise<boolean> {
  if (row.globalId !== null) {
    const [global] = await tx
      .select({ status: fiscalGlobals.status })
      .from(fiscalGlobals)
      .where(eq(fiscalGlobals.id, row.globalId));
    if (global?.status === 'pending') return true;
  }
  if (row.documentId === null) return false;
  const [document] = await tx
    .select({ status: fiscalDocuments.status })
    .from(fiscalDocuments)
    .where(eq(fiscalDocuments.id, row.documentId));
  return document?.status !== 'cancelled';
}

/** A borrower's own CFDI for one payment's income; false when it waits for the global one. */
async function issueIncome(ctx: FiscalContext, incomeId: number): Promise<boolean> {
  const folio = await keptFolio(ctx, fiscalIncome, incomeId);
  if (!folio) return false;
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(fiscalIncome)
      .where(and(eq(fiscalIncome.id, incomeId), eq(fiscalIncome.status, 'pending')))
      .for('update', { skipLocked: true });
    if (!row || (await waitsForGlobal(tx, row))) return false;
    const receiver = await borrowerReceiver(ctx, tx, row.clientId);
    if (!receiver) return false;
    // Kept before stamping: a retry sends the same CFDI (folio and date) the PAC may have stamped.
    const id = row.folioId ?? folio.id;
    const issuedAt = row.folioDatedAt ?? folio.issuedAt;
    const stamped = await ctx.providers.fiscal.issue(incomeDraft(row, receiver, String(id), issuedAt));
    const fields = { kind: 'income' as const, loanId: row.loanId, clientId: row.clientId, period: null };
    await keep(
      ctx,
      tx,
      id,
      stamped,
      { ...fields, series: SERIES.income, folio: String(id), receiverRfc: receiver.rfc },
      [row],
    );
    return true;
  });
}

/**
 * The global CFDI of an ended month for its pending income of borrowers without an RFC, and of those
 * whose own CFDI was `refused` (or the one of that month being issued, with the payments it holds).
 */
async function issueGlobal(
  ctx: FiscalContext,
  period: string,
  refused: ReadonlySet<number>,
): Promise<boolean> {
  const stamped = await issueGlobalOf(ctx, period, async (tx) => {
    const next = addDays(`${period}-28`, 7).slice(0, 7);
    const locked = await tx
      .select()
      .from(fiscalIncome)
      .where(
        and(
          eq(fiscalIncome.status, 'pending'),
          sql`${fiscalIncome.paidOn} >= ${`${period}-01`}::date`,
          lt(fiscalIncome.paidOn, `${next}-01`),
        ),
      )
      .orderBy(asc(fiscalIncome.id))
      .for('update', { skipLocked: true });
    const rows: FiscalIncomeRow[] = [];
    // A borrower who gave an RFC meanwhile gets a CFDI of their own (issueIncome, next run).
    for (const row of locked)
      if (
        !(await waitsForGlobal(tx, row)) &&
        (refused.has(row.id) || !(await borrowerReceiver(ctx, tx, row.clientId)))
      )
        rows.push(row);
    return rows;
  });
  return stamped !== null;
}
