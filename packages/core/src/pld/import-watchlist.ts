import { createHash } from 'node:crypto';
import type { Executor } from '@lender/db';
import { and, eq, inArray } from '@lender/db/orm';
import {
  amlMatches,
  clients,
  type WatchlistKind,
  watchlistEntries,
  watchlistVersions,
} from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import type { AmlContext } from './aml-context';
import { amlSettings } from './aml-settings';
import { indexPeople, type ListPerson, matchPerson } from './name-match';
import { screenedPerson } from './screen-client';
import { parseWatchlist, type WatchlistRow } from './watchlist-csv';
import { type WatchlistVersionView, watchlistVersionView } from './watchlists';

/**
 * `backOffice.importWatchlist`: loads a list's current file from the watch-list port (or the text
 * an officer uploaded) as a new version (issue 50). A malformed file is refused with its line
 * (`watchlist_malformed`) and nothing changes; the same file as the one in force changes nothing.
 * A file that would clear any live match of the list (a listed client no longer on it) waits for
 * a second compliance user (`confirmWatchlist`, status `awaiting_confirmation`) — two when the
 * system loaded it (`userId` null); any other takes effect at once. Everyone
 * is screened again by the `aml-rescreen` job after a list takes effect.
 */
export async function importWatchlist(
  ctx: Pick<AmlContext, 'db' | 'clock' | 'pii' | 'audit' | 'providers'>,
  {
    actorId: userId,
    body: input,
  }: {
    actorId: number | null;
    body: { list: WatchlistKind; text?: string | undefined; source?: string | undefined };
  },
): Promise<WatchlistVersionView> {
  const file =
    input.text !== undefined
      ? { source: input.source ?? `${input.list}.csv`, text: input.text }
      : await ctx.providers.watchlist.fetch(input.list);
  if (!file) throw new CoreError('not_found');
  const rows = parseWatchlist(file.text);
  if (rows.length === 0) throw new CoreError('watchlist_empty');
  const sha256 = createHash('sha256').update(file.text).digest('hex');
  const [active] = await ctx.db
    .select()
    .from(watchlistVersions)
    .where(and(eq(watchlistVersions.list, input.list), eq(watchlistVersions.status, 'active')));
  if (active?.sha256 === sha256) return watchlistVersionView(active);
  const [waiting] = await ctx.db
    .select()
    .from(watchlistVersions)
    .where(
      and(
        eq(watchlistVersions.list, input.list),
        eq(watchlistVersions.status, 'awaiting_confirmation'),
        eq(watchlistVersions.sha256, sha256),
      ),
    );
  if (waiting) return watchlistVersionView(waiting);
  const clears = await clearsAMatch(ctx, input.list, rows);
  const now = ctx.clock.now();
  const version = await ctx.db.transaction(async (tx) => {
    if (!clears && active) await supersede(tx, active.id);
    const [created] = await tx
      .insert(watchlistVersions)
      .values({
        list: input.list,
        source: file.source,
        sha256,
        entries: rows.length,
        status: clears ? 'awaiting_confirmation' : 'active',
        loadedBy: userId,
        loadedAt: now,
        ...(clears ? {} : { confirmedAt: now }),
      })
      .returning();
    if (!created) throw new CoreError('internal_error');
    for (let i = 0; i < rows.length; i += 500) {
      await tx
        .insert(watchlistEntries)
        .values(rows.slice(i, i + 500).map((row) => ({ versionId: created.id, list: input.list, ...row })));
    }
    await ctx.audit.record(tx, {
      actor: userId ? { type: 'user', id: userId } : { type: 'system' },
      action: 'aml.list_load',
      entity: 'watchlist',
      entityId: created.id,
      after: { entries: rows.length },
    });
    return created;
  });
  return watchlistVersionView(version);
}

/** Marks the version in force before as superseded (the partial unique index keeps one active). */
export async function supersede(tx: Executor, versionId: number): Promise<void> {
  await tx.update(watchlistVersions).set({ status: 'superseded' }).where(eq(watchlistVersions.id, versionId));
}

/**
 * Whether the new rows would clear a live (open or confirmed) match of the list: some client matched
 * on it matches nobody of the new file.
 */
async function clearsAMatch(
  ctx: Pick<AmlContext, 'db' | 'pii'>,
  list: WatchlistKind,
  rows: readonly WatchlistRow[],
): Promise<boolean> {
  const live = await ctx.db
    .selectDistinct({ clientId: amlMatches.clientId })
    .from(amlMatches)
    .where(and(eq(amlMatches.list, list), inArray(amlMatches.status, ['open', 'confirmed'])));
  if (live.length === 0) return false;
  const people: ListPerson[] = rows.map((row, id) => ({ ...row, id, list, versionId: 0 }));
  const index = indexPeople(people);
  const settings = await amlSettings(ctx.db);
  const matched = await ctx.db
    .select()
    .from(clients)
    .where(
      inArray(
        clients.id,
        live.map((row) => row.clientId),
      ),
    );
  return matched.some(
    (client) => matchPerson(screenedPerson(ctx.pii, client), index, settings.reviewThreshold).length === 0,
  );
}
