// What the `fiscal-documents` job's steps share (issue 51): the context they read, a CFDI's folio and
// date kept before it is stamped, keeping a stamped CFDI with the income it invoices, and a global
// CFDI of a period's income (first, or replacing one being cancelled).
import type { Database, Executor } from '@lender/db';
import { and, asc, eq, inArray, isNull, sql } from '@lender/db/orm';
import { type fiscalCredits, fiscalDocuments, fiscalGlobals, fiscalIncome } from '@lender/db/schema';
import type { Clock } from '../clock';
import type { Logger } from '../logger';
import type { PiiCrypto } from '../pii';
import type { FiscalPort, StampedCfdi } from '../providers/fiscal/port';
import { type FiscalIncomeRow, globalDraft, SERIES } from './fiscal-drafts';
import { generalPublic } from './fiscal-receiver';

/** What the fiscal use cases and the job read of the core. */
export interface FiscalContext {
  readonly db: Database;
  readonly clock: Clock;
  readonly pii: PiiCrypto;
  readonly logger: Logger;
  readonly providers: { readonly fiscal: FiscalPort };
}

/** SAT takes a CFDI dated at most 72 hours before it is stamped (Anexo 20, Fecha). */
const DATE_WINDOW_MS = 72 * 60 * 60 * 1000;

/**
 * The folio (a document id) and date of the CFDI of a pending `fiscal_income`, `fiscal_credits` or
 * `fiscal_globals` row, kept before it is sent to the PAC, committed on its own: a stamp whose answer
 * was lost is asked again with the same folio and date, so the same sealed CFDI, and the PAC answers
 * the stamp it gave (a new pair once SAT would refuse that date). Null when the row is no longer pending.
 */
export async function keptFolio(
  ctx: FiscalContext,
  table: typeof fiscalIncome | typeof fiscalCredits | typeof fiscalGlobals,
  rowId: number,
): Promise<{ id: number; issuedAt: Date } | null> {
  const now = ctx.clock.now();
  const stale = new Date(now.getTime() - DATE_WINDOW_MS + 60 * 60 * 1000);
  const renew = sql`(${table.folioId} is null or ${table.folioDatedAt} < ${stale.toISOString()}::timestamptz)`;
  const result = (await ctx.db.execute(sql`update ${table}
    set folio_id = case when ${renew} then nextval(pg_get_serial_sequence('fiscal_documents', 'id'))::int
      else ${table.folioId} end,
      folio_dated_at = case when ${renew} then ${now.toISOString()}::timestamptz else ${table.folioDatedAt} end
    where ${table.id} = ${rowId} and ${table.status} = 'pending'
    returning folio_id as id, folio_dated_at as "issuedAt"`)) as unknown as
    | { rows?: { id: number; issuedAt: Date | string }[] }
    | { id: number; issuedAt: Date | string }[];
  const [row] = Array.isArray(result) ? result : (result.rows ?? []);
  return row ? { id: Number(row.id), issuedAt: new Date(row.issuedAt) } : null;
}

export type DocumentFields = Pick<
  typeof fiscalDocuments.$inferInsert,
  'kind' | 'loanId' | 'clientId' | 'period' | 'replacesId'
> & { folio: string; series: string; receiverRfc: string };

/** Keeps a stamped CFDI under `id` with its sums (bases and IVA of `amounts`). */
export async function keepDocument(
  ctx: FiscalContext,
  tx: Executor,
  id: number,
  stamped: StampedCfdi,
  fields: DocumentFields,
  amounts: readonly { base: number; vat: number }[],
): Promise<void> {
  const base = amounts.reduce((sum, row) => sum + row.base, 0);
  const vat = amounts.reduce((sum, row) => sum + row.vat, 0);
  await tx.insert(fiscalDocuments).values({
    id,
    ...fields,
    uuid: stamped.uuid,
    xml: stamped.xml,
    subtotal: base,
    vat,
    total: base + vat,
    provider: stamped.provider,
    stampedAt: stamped.stampedAt,
    createdAt: ctx.clock.now(),
  });
}

/**
 * Keeps a stamped CFDI under `id` and moves the income `rows` into it; a row reversed while its global
 * CFDI was being stamped stays reversed (`issueGlobalOf` queues that CFDI's cancellation).
 */
export async function keep(
  ctx: FiscalContext,
  tx: Executor,
  id: number,
  stamped: StampedCfdi,
  fields: DocumentFields,
  rows: readonly FiscalIncomeRow[],
): Promise<void> {
  await keepDocument(ctx, tx, id, stamped, fields, rows);
  await tx
    .update(fiscalIncome)
    .set({
      status: sql`case when ${fiscalIncome.status} = 'reversed' then 'reversed' else 'issued' end`,
      documentId: id,
    })
    .where(
      inArray(
        fiscalIncome.id,
        rows.map((row) => row.id),
      ),
    );
}

/** Picks, in the transaction given, the payments a global CFDI will hold (locked). */
export type ChooseIncome = (tx: Executor) => Promise<FiscalIncomeRow[]>;

/**
 * The global CFDI of `period` (replacing `replacesId`) being issued, or a new one of the payments
 * `choose` picks, committed before any folio is taken: null when there is none to issue.
 */
async function globalBeingIssued(
  ctx: FiscalContext,
  period: string,
  replacesId: number | null,
  choose: ChooseIncome,
): Promise<number | null> {
  return ctx.db.transaction(async (tx) => {
    const [kept] = await tx
      .select({ id: fiscalGlobals.id })
      .from(fiscalGlobals)
      .where(
        and(
          eq(fiscalGlobals.period, period),
          replacesId === null ? isNull(fiscalGlobals.replacesId) : eq(fiscalGlobals.replacesId, replacesId),
          eq(fiscalGlobals.status, 'pending'),
        ),
      );
    if (kept) return kept.id;
    const rows = await choose(tx);
    if (rows.length === 0) return null;
    const [created] = await tx
      .insert(fiscalGlobals)
      .values({ period, replacesId, createdAt: ctx.clock.now() })
      .onConflictDoNothing()
      .returning({ id: fiscalGlobals.id });
    if (!created) return null;
    await tx
      .update(fiscalIncome)
      .set({ globalId: created.id })
      .where(
        inArray(
          fiscalIncome.id,
          rows.map((row) => row.id),
        ),
      );
    return created.id;
  });
}

/**
 * Issues and keeps the global CFDI of `period` for the payments `choose` picks, replacing `replaces`
 * (TipoRelacion 04); null when there is nothing to issue. Its payments, folio and date are kept before
 * the PAC is asked (`keptFolio`): a retry sends the same sealed CFDI, with the payments it was first
 * sent with, until it is stamped. One reversed meanwhile is in the CFDI SAT holds, so that CFDI is queued
 * for cancellation with reason 01, replaced without it, as a reversal after stamping does.
 */
export async function issueGlobalOf(
  ctx: FiscalContext,
  period: string,
  choose: ChooseIncome,
  replaces?: { id: number; uuid: string },
): Promise<StampedCfdi | null> {
  const globalId = await globalBeingIssued(ctx, period, replaces?.id ?? null, choose);
  if (globalId === null || !(await keptFolio(ctx, fiscalGlobals, globalId))) return null;
  return ctx.db.transaction(async (tx) => {
    const [global] = await tx
      .select()
      .from(fiscalGlobals)
      .where(and(eq(fiscalGlobals.id, globalId), eq(fiscalGlobals.status, 'pending')))
      .for('update', { skipLocked: true });
    if (!global || global.folioId === null || global.folioDatedAt === null) return null;
    const rows = await tx
      .select()
      .from(fiscalIncome)
      .where(eq(fiscalIncome.globalId, global.id))
      .orderBy(asc(fiscalIncome.id))
      .for('update');
    const port = ctx.providers.fiscal;
    const receiver = generalPublic(port.issuer);
    const id = global.folioId;
    const stamped = await port.issue(
      globalDraft(rows, receiver, period, String(id), global.folioDatedAt, replaces?.uuid),
    );
    const fields = {
      kind: 'global' as const,
      loanId: null,
      clientId: null,
      period,
      replacesId: global.replacesId,
    };
    await keep(
      ctx,
      tx,
      id,
      stamped,
      { ...fields, series: SERIES.global, folio: String(id), receiverRfc: receiver.rfc },
      rows,
    );
    await tx
      .update(fiscalGlobals)
      .set({ status: 'issued', documentId: id })
      .where(eq(fiscalGlobals.id, global.id));
    if (rows.some((row) => row.status === 'reversed'))
      await tx
        .update(fiscalDocuments)
        .set({ status: 'cancel_pending', cancelReason: '01', cancelRequestedAt: ctx.clock.now() })
        .where(eq(fiscalDocuments.id, id));
    return stamped;
  });
}
