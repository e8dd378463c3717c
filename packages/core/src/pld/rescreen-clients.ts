import { asc, eq, gt, sql } from '@lender/db/orm';
import { amlMatches, clients, settings, watchlistVersions } from '@lender/db/schema';
import type { AmlContext } from './aml-context';
import { amlSettings } from './aml-settings';
import { listsInForce, screenClient } from './screen-client';

/** The `settings` row that remembers which list versions everyone was last screened against. */
const RESCREENED_KEY = 'aml_rescreened_versions';

/**
 * The job `aml-rescreen` (issue 50): when the set of list versions in force changed since the last
 * run, every client is screened again against them (matches of people who left a list become
 * `delisted` first), so a blocked person who registered before the list named them is suspended by
 * the run after the update, and their payouts held; so does a change of the match or review
 * threshold. Nothing to do when neither changed.
 */
export async function rescreenClients(
  ctx: Pick<AmlContext, 'db' | 'clock' | 'pii' | 'audit' | 'logger'>,
): Promise<{ screened: number; suspended: number; review: number }> {
  const { db } = ctx;
  const active = await db
    .select({ id: watchlistVersions.id })
    .from(watchlistVersions)
    .where(eq(watchlistVersions.status, 'active'))
    .orderBy(asc(watchlistVersions.id));
  // The thresholds a state is judged by are part of what everyone was screened against: lowering
  // the match threshold (ADR 317) suspends, and reports, a client already matched above it.
  const { matchThreshold, reviewThreshold } = await amlSettings(db);
  const versions = [...active.map((row) => row.id), `thresholds:${matchThreshold}:${reviewThreshold}`];
  const [done] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, RESCREENED_KEY));
  const counts = { screened: 0, suspended: 0, review: 0 };
  if (JSON.stringify(done?.value ?? []) === JSON.stringify(versions)) return counts;
  // People no longer on any list in force: their open or confirmed matches are delisted.
  await db.execute(sql`
    update ${amlMatches} m set status = 'delisted'
    where m.status in ('open', 'confirmed') and not exists (
      select 1 from watchlist_entries e join watchlist_versions v on v.id = e.version_id
      where v.status = 'active' and e.list = m.list and e.external_id = m.external_id)`);
  const lists = await listsInForce(db);
  let after = 0;
  for (;;) {
    const batch = await db
      .select({ id: clients.id })
      .from(clients)
      .where(gt(clients.id, after))
      .orderBy(asc(clients.id))
      .limit(500);
    if (batch.length === 0) break;
    for (const { id } of batch) {
      const state = await screenClient(ctx, id, 'list_change', lists);
      counts.screened += 1;
      if (state === 'suspended') counts.suspended += 1;
      if (state === 'enhanced_review') counts.review += 1;
    }
    after = batch[batch.length - 1]?.id ?? after;
  }
  await db
    .insert(settings)
    .values({ key: RESCREENED_KEY, value: versions })
    .onConflictDoUpdate({ target: settings.key, set: { value: versions } });
  ctx.logger.info('aml rescreen done', counts);
  return counts;
}
