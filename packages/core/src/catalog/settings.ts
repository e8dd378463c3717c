import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/database';
import { settings } from '../db/schema/settings';
import { settingsChanged } from './config-cache';

/**
 * Reads the `settings` row `key` through `schema`; a missing or invalid row gives `undefined`, so
 * the documented default applies (a bad operator edit never breaks a public endpoint). Read on
 * use, so every API instance sees a change at once.
 */
export async function readSetting<T>(
  db: Database,
  key: string,
  schema: z.ZodType<T>,
): Promise<T | undefined> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  if (!row) return undefined;
  const parsed = schema.safeParse(row.value);
  return parsed.success ? parsed.data : undefined;
}

/** Stores the `settings` row `key` after validating it with `schema` (throws on invalid input). */
export async function writeSetting<T>(
  db: Database,
  key: string,
  schema: z.ZodType<T>,
  value: T,
): Promise<void> {
  const valid = schema.parse(value);
  await db
    .insert(settings)
    .values({ key, value: valid })
    .onConflictDoUpdate({ target: settings.key, set: { value: valid, updatedAt: new Date() } });
  // This process's configuration caches reload at once; others follow the version row.
  settingsChanged(db);
}
