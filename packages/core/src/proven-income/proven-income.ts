import { moneyFromCentavos, type ProvenIncome } from '@lender/contracts';
import type { Database } from '@lender/db';
import { desc, eq } from '@lender/db/orm';
import { provenIncomes } from '@lender/db/schema';
import { type Clock, today } from '../clock';
import { confidenceOn } from '../decision/proof-confidence';

export type { ProvenIncome };

/**
 * A stored proof as the borrower reads it on business date `on` (amounts as money, never the XML;
 * the confidence `low` once the proof is stale that day, ADR 340).
 */
export function provenIncomeView(row: typeof provenIncomes.$inferSelect, on: string): ProvenIncome {
  // An erased proof's CFDIs are `{}` (personal-fields.ts): none is listed.
  const cfdis = Array.isArray(row.cfdis) ? row.cfdis : [];
  return {
    monthlyIncome: moneyFromCentavos(row.monthlyIncome),
    payCycle: row.payCycle as ProvenIncome['payCycle'],
    payDays: row.payDays,
    newestPaidOn: row.newestPaidOn,
    confidence: confidenceOn(row, on),
    employerRfc: row.employerRfc,
    cfdis: cfdis.map((c) => ({
      uuid: c.uuid,
      employerRfc: c.employerRfc,
      periodStart: c.periodStart,
      periodEnd: c.periodEnd,
      paidOn: c.paidOn,
      periodicity: c.periodicity as ProvenIncome['cfdis'][number]['periodicity'],
      netPay: moneyFromCentavos(c.netPay),
      satState: c.satState,
      checkedAt: c.checkedAt,
    })),
    provenAt: row.createdAt.toISOString(),
  };
}

/** The client's newest stored proof row, or null. */
export async function newestProvenIncomeRow(db: Database, clientId: number) {
  const [row] = await db
    .select()
    .from(provenIncomes)
    .where(eq(provenIncomes.clientId, clientId))
    .orderBy(desc(provenIncomes.id))
    .limit(1);
  return row ?? null;
}

/**
 * `client.provenIncome` (issue 67 point 6, ADR 333): the client's newest proof of income from payroll
 * CFDIs, or null when they uploaded none.
 */
export async function provenIncome(
  ctx: { readonly db: Database; readonly clock: Clock },
  { actorId: clientId }: { actorId: number },
): Promise<ProvenIncome | null> {
  const row = await newestProvenIncomeRow(ctx.db, clientId);
  return row ? provenIncomeView(row, today(ctx.clock)) : null;
}
