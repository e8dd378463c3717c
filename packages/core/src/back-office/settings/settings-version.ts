import type { Executor } from '@lender/db';
import { and, eq, sql } from '@lender/db/orm';
import { settings } from '@lender/db/schema';
import type { Clock } from '../../clock';
import { CoreError } from '../../errors/core-error';

// The versions of the `settings` rows an admin edits (ADR 058, 059): every change names the version
// it read, and a change made since makes it stale.

/** The `settings` row `key`, or undefined. */
export async function settingRow(tx: Executor, key: string) {
  const [found] = await tx.select().from(settings).where(eq(settings.key, key));
  return found;
}

/** Throws `stale_version` (409, with the current version) unless the row `key` is at `expected`. */
export async function assertSettingVersion(tx: Executor, key: string, expected: number): Promise<void> {
  const current = (await settingRow(tx, key))?.version ?? 0;
  if (current !== expected) throw new CoreError('stale_version', { params: { currentVersion: current } });
}

/** Takes the row `key` at `expected` (0: absent, created with `initial`) and bumps its version, or `stale_version`. */
export async function bumpSetting(
  tx: Executor,
  clock: Clock,
  key: string,
  expected: number,
  initial: unknown,
): Promise<void> {
  if (expected === 0) {
    const [created] = await tx
      .insert(settings)
      .values({ key, value: initial, version: 1, updatedAt: clock.now() })
      .onConflictDoNothing()
      .returning();
    if (created) return;
  } else {
    const [updated] = await tx
      .update(settings)
      .set({ version: sql`${settings.version} + 1`, updatedAt: clock.now() })
      .where(and(eq(settings.key, key), eq(settings.version, expected)))
      .returning();
    if (updated) return;
  }
  const current = await settingRow(tx, key);
  throw new CoreError('stale_version', { params: { currentVersion: current?.version ?? 0 } });
}
