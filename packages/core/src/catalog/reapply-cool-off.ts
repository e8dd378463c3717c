import type { Database } from '@lender/db';
import { z } from 'zod';
import { businessDate } from '../clock';
import { readSetting, writeSetting } from './settings';

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

/** The day a rejection was decided on (Mexico City business date): the cool-off counts from it. */
export function decisionDate(row: { decidedAt: Date | null; updatedAt: Date }): string {
  return businessDate(row.decidedAt ?? row.updatedAt);
}

/** Stores the cool-off (whole days, 0 to 365). */
export async function writeReapplyCoolOffDays(db: Database, days: number): Promise<void> {
  await writeSetting(db, REAPPLY_COOL_OFF_SETTING_KEY, CoolOffSchema, days);
}
