import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { instantNow, references } from './columns';

export const PROVEN_INCOME_CONFIDENCES = ['high', 'medium', 'low'] as const;

/** One payroll CFDI as it was read and checked (no CURP, no NSS, no XML: only what proves income). */
export interface ProvenIncomeCfdi {
  readonly uuid: string;
  readonly employerRfc: string;
  readonly periodStart: string;
  readonly periodEnd: string;
  readonly paidOn: string;
  /** c_PeriodicidadPago (`04` semi-monthly, `05` monthly, …). */
  readonly periodicity: string;
  /** Centavos. */
  readonly netPay: number;
  readonly total: number;
  /** SAT's status service's words (`Vigente`) and when it was asked (ISO instant). */
  readonly satState: string;
  readonly checkedAt: string;
  /** SHA-256 (hex) of the uploaded XML, so the same file can be recognised again. */
  readonly xmlSha256: string;
}

/**
 * The income a borrower proved with their payroll CFDIs (issue 67 point 6, ADR 333): one row per
 * upload of up to three, the newest the client's current proof. The monthly income (centavos) from
 * the net pays and their periodicity, the pay cycle read from the pay dates (the shape of
 * `clients.salary_cycle`/`pay_date`, for the collections paydays), the confidence, and each CFDI's
 * facts. `uuids` lets an upload find a CFDI another client already proved income with.
 */
export const provenIncomes = pgTable(
  'proven_incomes',
  {
    id: serial().primaryKey(),
    clientId: references(() => clients.id),
    monthlyIncome: integer().notNull(),
    /** `weekly`, `biweekly`, `semi_monthly`, `monthly`, or null when SAT's periodicity has no cycle of ours. */
    payCycle: text(),
    /** The newest pay date (a weekly or biweekly cycle's reference date). */
    newestPaidOn: date({ mode: 'string' }).notNull(),
    /** The days of the month paid on (a semi-monthly cycle's two, a monthly one's one; 31 = month's end). */
    payDays: jsonb().$type<number[]>().notNull(),
    confidence: text({ enum: PROVEN_INCOME_CONFIDENCES }).notNull(),
    employerRfc: text().notNull(),
    uuids: text().array().notNull(),
    cfdis: jsonb().$type<ProvenIncomeCfdi[]>().notNull(),
    createdAt: instantNow(),
  },
  (t) => [
    index('proven_incomes_client_idx').on(t.clientId, t.id),
    index('proven_incomes_uuids_idx').using('gin', t.uuids),
    check('proven_incomes_monthly_income_positive', sql`${t.monthlyIncome} > 0`),
  ],
);
