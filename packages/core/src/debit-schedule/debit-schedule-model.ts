import { addDays } from '@lender/calculator/kernel';
import type { Database, Executor } from '@lender/db';
import { desc, eq } from '@lender/db/orm';
import { applications, clients, loans, provenIncomes, type scheduledCharges } from '@lender/db/schema';
import { z } from 'zod';
import { isBusinessDay } from '../calendar/business-days';
import { readSetting } from '../catalog/settings';
import type { MandateChargeContext } from '../payments/charge-under-mandate';
import { type DeclaredPay, declaredPayFrom, payInForce } from './paydays';

/** One scheduled charge as stored. */
export type ScheduledChargeRow = typeof scheduledCharges.$inferSelect;

/** The notices a payday charge sends (the core's notices service is one). */
export interface DebitNotices {
  notifyDraft(
    tx: Executor,
    draft: {
      clientId: number;
      eventId: string;
      template: 'debit_pre_notice' | 'debit_stopped';
      applicationId: number | null;
      loanId: number | null;
      subject: string;
      text: string;
    },
  ): Promise<number>;
  /** The borrower site's address, for the "no me cobren" link. */
  readonly siteUrl: string;
}

/** What the payday charges read of the core (`Core` is one). */
export interface DebitScheduleContext extends MandateChargeContext {
  notices: DebitNotices;
  secrets: { readonly jwtSecret: string };
}

/** The most one part of a split payday charge takes: MXN 1,000.00 (issue 66 point 2). */
export const DEBIT_PART_MAX = 1_000_00;
/**
 * Business days before the charge on which its pre-notice is queued: one more than the two the
 * mandate promises, so a notice held until the contact window opens still arrives in time.
 */
export const PRE_NOTICE_LEAD_BUSINESS_DAYS = 3;

/** The `settings` key of the direct-debit rules. */
export const DIRECT_DEBIT_SETTING_KEY = 'direct_debit';
const DirectDebitSettingSchema = z.object({
  /** Attempts an instalment's part gets at most (the first included): 2 is one retry. */
  maxAttemptsPerInstalment: z.number().int().min(1).max(4),
});
export type DirectDebitRules = z.infer<typeof DirectDebitSettingSchema>;
export const DEFAULT_DIRECT_DEBIT_RULES: DirectDebitRules = { maxAttemptsPerInstalment: 2 };

/** The direct-debit rules in force: the defaults under the `direct_debit` setting (an invalid row is ignored). */
export async function readDirectDebitRules(db: Database): Promise<DirectDebitRules> {
  const override = await readSetting(db, DIRECT_DEBIT_SETTING_KEY, DirectDebitSettingSchema.partial());
  return { ...DEFAULT_DIRECT_DEBIT_RULES, ...override };
}

/**
 * Whether a notice sent on business date `sentOn` is early enough for a charge on `chargeOn`: sent
 * on or before the bank business day `days` business days before the charge (sent Wednesday,
 * charged Friday). A notice sent on a day banks are closed (a Saturday, a holiday) counts from the
 * next business day: sent Saturday is too late for Tuesday, Friday was the last day.
 */
export function noticedInTime(sentOn: string, chargeOn: string, days: number): boolean {
  let lastDay = chargeOn;
  for (let left = days; left > 0; ) {
    lastDay = addDays(lastDay, -1);
    if (isBusinessDay(lastDay)) left -= 1;
  }
  return sentOn <= lastDay;
}

/**
 * The pay the loan's direct debits are scheduled on ({@link payInForce}, ADR 340): the borrower's own
 * newest proof of income when it has a cycle of ours and is not stale on business date `on` (the
 * planning day); else their declared pay (the client's cycle and pay days, else the cycle of the
 * application the loan came from, its chosen repayment date standing in for the pay date).
 */
export async function debitPayOf(
  tx: Executor,
  loanId: number,
  on: string,
): Promise<DeclaredPay & { dueDate: string; source: 'proven' | 'declared' }> {
  const [row] = await tx
    .select({
      dueDate: loans.dueDate,
      clientId: loans.clientId,
      clientCycle: clients.salaryCycle,
      payDate: clients.payDate,
      applicationCycle: applications.salaryCycle,
    })
    .from(loans)
    .innerJoin(clients, eq(clients.id, loans.clientId))
    .innerJoin(applications, eq(applications.id, loans.applicationId))
    .where(eq(loans.id, loanId));
  if (!row) throw new Error(`loan ${loanId} not found`);
  // The loan's own borrower's newest proof only (never another client's).
  const [proof] = await tx
    .select({
      payCycle: provenIncomes.payCycle,
      newestPaidOn: provenIncomes.newestPaidOn,
      payDays: provenIncomes.payDays,
      confidence: provenIncomes.confidence,
    })
    .from(provenIncomes)
    .where(eq(provenIncomes.clientId, row.clientId))
    .orderBy(desc(provenIncomes.id))
    .limit(1);
  const { pay, source } = payInForce(declaredPayFrom(row), proof ?? null, on);
  return { ...pay, dueDate: row.dueDate, source };
}

/** The parts of a payday charge: the whole amount, or parts of at most {@link DEBIT_PART_MAX} when chosen. */
export function chargeParts(amount: number, split: boolean): number[] {
  if (!split || amount <= DEBIT_PART_MAX) return [amount];
  const parts: number[] = [];
  for (let left = amount; left > 0; left -= DEBIT_PART_MAX) parts.push(Math.min(left, DEBIT_PART_MAX));
  return parts;
}
