import type { Database } from '@lender/db';
import { eq } from '@lender/db/orm';
import { settings } from '@lender/db/schema';
import type { z } from 'zod';

/** Callbacks of the caches of this process, per database object (see {@link settingsChanged}). */
const listeners = new WeakMap<object, Set<() => void>>();

/**
 * Tells this process's configuration caches over `db` that `settings` changed, so the next read
 * reloads at once. `writeSetting` calls it; other instances see the change through the version row
 * (a trigger on `settings` raises it, whoever writes), within the cache's `maxStaleMs`.
 */
export function settingsChanged(db: object): void {
  for (const listener of listeners.get(db) ?? []) listener();
}

/** Calls `listener` whenever this process changes `settings` over `db` (the configuration caches). */
export function onSettingsChanged(db: object, listener: () => void): void {
  let set = listeners.get(db);
  if (!set) {
    set = new Set();
    listeners.set(db, set);
  }
  set.add(listener);
}

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
