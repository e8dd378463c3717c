// What the `fiscal-documents` job's steps share (issue 51): the context they read, a document's id
// taken before issuing (its folio), keeping a stamped CFDI with the income it invoices, and a global
// CFDI of a period's income (first, or replacing one being cancelled).
import type { Database, Executor } from '@lender/db';
import { inArray, sql } from '@lender/db/orm';
import { type fiscalCredits, fiscalDocuments, fiscalIncome } from '@lender/db/schema';
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

/** A new document id, taken before issuing: the CFDI's folio is its row's id. */
export async function nextDocumentId(tx: Executor): Promise<number> {
  const result = (await tx.execute(
    sql`select nextval(pg_get_serial_sequence('fiscal_documents', 'id'))::int as id`,
  )) as unknown as { rows?: { id: number }[] } | { id: number }[];
  const rows = Array.isArray(result) ? result : (result.rows ?? []);
  const id = Number(rows[0]?.id);
  if (!Number.isSafeInteger(id)) throw new Error('no document id');
  return id;
}

/** SAT takes a CFDI dated at most 72 hours before it is stamped (Anexo 20, Fecha). */
const DATE_WINDOW_MS = 72 * 60 * 60 * 1000;

/**
 * The folio (a document id) and date of the CFDI of a pending `fiscal_income` or `fiscal_credits` row,
 * kept before it is sent to the PAC, committed on its own: a stamp whose answer was lost is asked again
 * with the same folio and date, so the same sealed CFDI, and the PAC answers the stamp it gave (a new
 * pair once SAT would refuse that date). Null when the row is no longer pending.
 */
export async function keptFolio(
  ctx: FiscalContext,
  table: typeof fiscalIncome | typeof fiscalCredits,
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

/** Keeps a stamped CFDI under `id` and moves the income `rows` into it. */
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
    .set({ status: 'issued', documentId: id })
    .where(
      inArray(
        fiscalIncome.id,
        rows.map((row) => row.id),
      ),
    );
}

/** Issues and keeps the global CFDI of `period` for `rows`, replacing `replaces` (TipoRelacion 04). */
export async function issueGlobalOf(
  ctx: FiscalContext,
  tx: Executor,
  period: string,
  rows: readonly FiscalIncomeRow[],
  replaces?: { id: number; uuid: string },
): Promise<StampedCfdi> {
  const port = ctx.providers.fiscal;
  const receiver = generalPublic(port.issuer);
  const id = await nextDocumentId(tx);
  const stamped = await port.issue(
    globalDraft(rows, receiver, period, String(id), ctx.clock.now(), replaces?.uuid),
  );
  const fields = {
    kind: 'global' as const,
    loanId: null,
    clientId: null,
    period,
    replacesId: replaces?.id ?? null,
  };
  await keep(
    ctx,
    tx,
    id,
    stamped,
    { ...fields, series: SERIES.global, folio: String(id), receiverRfc: receiver.rfc },
    rows,
  );
  return stamped;
}
