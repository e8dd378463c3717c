import { moneyView } from '@lender/calculator/kernel';
import type { CfdiMonthQuery, MonthCfdis } from '@lender/contracts';
import type { Database } from '@lender/db';
import { asc, sql } from '@lender/db/orm';
import { fiscalDocuments } from '@lender/db/schema';
import { BUSINESS_TIME_ZONE } from '../../clock';
import { backOfficeCfdisOf } from '../../fiscal/cfdi-views';

/** The CFDIs certified in a month, in Mexico City time, oldest first. */
export async function cfdisOfMonth(db: Database, month: string) {
  const rows = await db
    .select()
    .from(fiscalDocuments)
    .where(
      sql`to_char(${fiscalDocuments.stampedAt} at time zone ${BUSINESS_TIME_ZONE}, 'YYYY-MM') = ${month}`,
    )
    .orderBy(asc(fiscalDocuments.stampedAt), asc(fiscalDocuments.id));
  return backOfficeCfdisOf(db, rows);
}

/**
 * `backOffice.monthCfdis` (issue 51): finance's month of CFDIs — every one certified that month
 * (Mexico City), with the payments each invoices, and the sums of those not cancelled, credit notes
 * subtracted (what the month's CFDIs net to).
 */
export async function monthCfdis(
  ctx: { readonly db: Database },
  { query }: { readonly query: CfdiMonthQuery },
): Promise<MonthCfdis> {
  const items = await cfdisOfMonth(ctx.db, query.month);
  const standing = items.filter((item) => item.status !== 'cancelled');
  // A credit note (CFDI de egreso) takes back income and its IVA: the month's sums are net of it.
  const sign = (item: (typeof items)[number]) => (item.kind === 'credit_note' ? -1 : 1);
  const sum = (pick: (item: (typeof items)[number]) => { amount: number }) =>
    moneyView(standing.reduce((total, item) => total + sign(item) * Math.round(pick(item).amount * 100), 0));
  return {
    month: query.month,
    items,
    totals: {
      issued: standing.length,
      cancelled: items.length - standing.length,
      subtotal: sum((item) => item.subtotal),
      vat: sum((item) => item.vat),
      total: sum((item) => item.total),
    },
  };
}
