// What the `fiscal-documents` job's steps share (issue 51): the context they read, a document's id
// taken before issuing (its folio), keeping a stamped CFDI with the income it invoices, and a global
// CFDI of a period's income (first, or replacing one being cancelled).
import type { Database, Executor } from '@lender/db';
import { inArray, sql } from '@lender/db/orm';
import { fiscalDocuments, fiscalIncome } from '@lender/db/schema';
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
