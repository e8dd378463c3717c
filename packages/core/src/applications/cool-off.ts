import { addDays } from '@lender/calculator/kernel';
import { APPLICATION_STATUS } from '@lender/calculator/platform';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { readSetting, writeSetting } from '../catalog/settings';
import { businessDate } from '../clock';
import type { Database } from '../db/database';
import { applications } from '../db/schema/index';

/** `settings` key of the cool-off after a rejection, in days. */
export const REAPPLY_COOL_OFF_SETTING_KEY = 'reapply_cool_off_days';
/**
 * Default cool-off (ADR 208): a rejected client may apply again 30 days after the decision, the
 * time the reject page is shown (ADR 021). Nothing about the client changes faster than a pay
 * cycle or two; a retry the next minute would only meet the same rules. A `settings` row
 * overrides it at run time (0 turns it off).
 */
export const DEFAULT_REAPPLY_COOL_OFF_DAYS = 30;

const CoolOffSchema = z.number().int().min(0).max(365);

/** The cool-off in days (the `settings` row, else the default). */
export async function readReapplyCoolOffDays(db: Database): Promise<number> {
  return (
    (await readSetting(db, REAPPLY_COOL_OFF_SETTING_KEY, CoolOffSchema)) ?? DEFAULT_REAPPLY_COOL_OFF_DAYS
  );
}

/** The cool-off a stored `settings` value gives (the default when missing or invalid). */
export function coolOffDaysOf(value: unknown): number {
  const parsed = CoolOffSchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_REAPPLY_COOL_OFF_DAYS;
}

/** Stores the cool-off (whole days, 0 to 365). */
export async function writeReapplyCoolOffDays(db: Database, days: number): Promise<void> {
  await writeSetting(db, REAPPLY_COOL_OFF_SETTING_KEY, CoolOffSchema, days);
}

/** The day a rejection was decided on (Mexico City business date). */
export function decisionDate(row: { decidedAt: Date | null; updatedAt: Date }): string {
  return businessDate(row.decidedAt ?? row.updatedAt);
}

/**
 * The first business date the client may apply again, when their newest application was rejected
 * and the cool-off has not run out on `today` (the client's clock); otherwise `null`.
 */
export async function reapplyFrom(db: Database, clientId: number, today: string): Promise<string | null> {
  const [newest] = await db
    .select({
      status: applications.status,
      decidedAt: applications.decidedAt,
      updatedAt: applications.updatedAt,
    })
    .from(applications)
    .where(eq(applications.clientId, clientId))
    .orderBy(desc(applications.id))
    .limit(1);
  if (!newest || newest.status !== APPLICATION_STATUS.rejected) return null;
  const from = addDays(decisionDate(newest), await readReapplyCoolOffDays(db));
  return from > today ? from : null;
}
