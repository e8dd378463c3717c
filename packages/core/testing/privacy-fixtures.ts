// Test support for the personal-data tests (ADRs 292, 313): a CFDI row of a client, stamped when the
// test says, written straight to `fiscal_documents` (the PAC's XML is a stand-in).
import type { Executor } from '@lender/db';
import { fiscalDocuments } from '@lender/db/schema';

let seq = 0;

/** An income CFDI of `clientId`'s loan, stamped at `stampedAt`; its row. */
export async function insertCfdi(
  db: Executor,
  input: {
    readonly clientId: number;
    readonly loanId: number;
    readonly stampedAt: string;
    /** Centavos. @default 11_600 */
    readonly total?: number;
    readonly status?: (typeof fiscalDocuments.$inferInsert)['status'];
  },
) {
  seq += 1;
  const total = input.total ?? 11_600;
  const vat = Math.round((total * 16) / 116);
  const uuid = `0000${String(seq).padStart(4, '0')}-AAAA-4BBB-8CCC-${String(input.clientId).padStart(12, '0')}`;
  const [row] = await db
    .insert(fiscalDocuments)
    .values({
      kind: 'income',
      series: 'T',
      folio: `${input.clientId}-${seq}`,
      loanId: input.loanId,
      clientId: input.clientId,
      receiverRfc: 'XAXX010101000',
      uuid,
      xml: `<?xml version="1.0" encoding="UTF-8"?><cfdi:Comprobante Folio="${seq}" Total="${(total / 100).toFixed(2)}"><tfd:TimbreFiscalDigital UUID="${uuid}"/></cfdi:Comprobante>`,
      subtotal: total - vat,
      vat,
      total,
      provider: 'sandbox',
      stampedAt: new Date(input.stampedAt),
      status: input.status ?? 'issued',
    })
    .returning();
  if (!row) throw new Error('CFDI not inserted');
  return row;
}
