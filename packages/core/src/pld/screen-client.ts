import { fullNameOf, personNameOf } from '@lender/contracts';
import type { Executor } from '@lender/db';
import { and, count, eq, inArray, isNull } from '@lender/db/orm';
import {
  amlClients,
  amlMatches,
  amlPayoutHolds,
  clients,
  watchlistEntries,
  watchlistVersions,
} from '@lender/db/schema';
import type { PiiCrypto } from '../pii';
import type { AmlContext, ScreeningMoment } from './aml-context';
import { type AmlSettings, amlSettings } from './aml-settings';
import {
  indexPeople,
  type ListIndex,
  type ListPerson,
  matchPerson,
  type PersonMatch,
  partsOf,
  type ScreenedPerson,
} from './name-match';
import { recomputeRisk } from './risk-grade';
import { reportBlockedHits, suspendClient } from './suspend-client';

// Screening one client against the lists in force (issue 50): at registration, before each
// payout, and for everyone after a list changes (`rescreen-clients.ts`). A hit on the blocked
// persons' list suspends the client and their pending payouts at once and opens a 24-hour report;
// any other match (a PEP, a sanctions or own-list person, or a possible match below the match
// threshold) puts the client in enhanced review. A cleared false positive never comes back.

export type AmlState = 'clear' | 'enhanced_review' | 'suspended';

/** The people of every list version in force, indexed for matching. */
export async function listsInForce(db: Executor): Promise<ListIndex> {
  const people: ListPerson[] = await db
    .select({
      id: watchlistEntries.id,
      list: watchlistEntries.list,
      externalId: watchlistEntries.externalId,
      fullName: watchlistEntries.fullName,
      curp: watchlistEntries.curp,
      rfc: watchlistEntries.rfc,
      birthDate: watchlistEntries.birthDate,
      versionId: watchlistEntries.versionId,
    })
    .from(watchlistEntries)
    .innerJoin(watchlistVersions, eq(watchlistVersions.id, watchlistEntries.versionId))
    .where(eq(watchlistVersions.status, 'active'));
  return indexPeople(people);
}

/**
 * Whether a match makes the client's state: a blocked-list hit suspends, anything open reviews, and
 * so does a confirmed match on a sanctions or own list. A confirmed PEP is no reason to stop
 * lending: the client is clear and high risk (`risk-grade.ts`), so the payout waits for enhanced due
 * diligence (`payout-gate.ts`, `completeDueDiligence`).
 */
export function stateOf(
  matches: readonly { list: string; status: string; score: number }[],
  settings: Pick<AmlSettings, 'matchThreshold'>,
): AmlState {
  const live = matches.filter(
    (match) => match.status === 'open' || (match.status === 'confirmed' && match.list !== 'pep'),
  );
  if (live.some((match) => match.list === 'uif_blocked' && match.score >= settings.matchThreshold))
    return 'suspended';
  return live.length > 0 ? 'enhanced_review' : 'clear';
}

/** A client as the matcher reads them: the name as registered (given names apart), CURP, RFC, birth date. */
export function screenedPerson(pii: PiiCrypto, client: typeof clients.$inferSelect): ScreenedPerson {
  const name = personNameOf(client);
  return {
    fullName: fullNameOf(client),
    name: partsOf({
      givenNames: name.givenNames,
      surnames: [name.firstSurname, name.secondSurname ?? ''].join(' '),
    }),
    curp: client.curpEnc ? pii.decrypt(client.curpEnc) : null,
    rfc: client.rfcEnc ? pii.decrypt(client.rfcEnc) : null,
    birthDate: client.birthDate,
  };
}

/** Keeps the matches found (new ones open, known ones rescored; cleared ones stay cleared). */
async function keepMatches(tx: Executor, clientId: number, found: readonly PersonMatch[], now: Date) {
  for (const { person, score, reasons } of found) {
    await tx
      .insert(amlMatches)
      .values({
        clientId,
        list: person.list as ListPerson['list'] & typeof amlMatches.$inferInsert.list,
        externalId: person.externalId,
        entryName: person.fullName,
        versionId: person.versionId,
        score,
        reasons,
        createdAt: now,
      })
      .onConflictDoUpdate({
        target: [amlMatches.clientId, amlMatches.list, amlMatches.externalId],
        set: { score, reasons, versionId: person.versionId, entryName: person.fullName, status: 'open' },
        // A cleared false positive stays cleared; a confirmed match stays confirmed.
        setWhere: inArray(amlMatches.status, ['open', 'delisted']),
      });
  }
}

/** How many of the client's payouts are held now. */
async function heldPayoutsOf(tx: Executor, clientId: number): Promise<number> {
  const [row] = await tx
    .select({ held: count() })
    .from(amlPayoutHolds)
    .where(and(eq(amlPayoutHolds.clientId, clientId), isNull(amlPayoutHolds.releasedAt)));
  return row?.held ?? 0;
}

/**
 * Screens a client against the lists in force (or `lists`, read once by a batch) and acts on what
 * it finds; returns the client's state. `moment` is why (kept in the log, not the client's record).
 */
export async function screenClient(
  ctx: Pick<AmlContext, 'db' | 'clock' | 'pii' | 'audit' | 'logger'>,
  clientId: number,
  moment: ScreeningMoment,
  lists?: ListIndex,
): Promise<AmlState> {
  const { db, clock, pii } = ctx;
  const [client] = await db.select().from(clients).where(eq(clients.id, clientId));
  if (!client) return 'clear';
  const settings = await amlSettings(db);
  const index = lists ?? (await listsInForce(db));
  const person = screenedPerson(pii, client);
  const found = matchPerson(person, index, settings.reviewThreshold);
  const now = clock.now();
  const state = await db.transaction(async (tx) => {
    await keepMatches(tx, clientId, found, now);
    const matches = await tx
      .select({
        id: amlMatches.id,
        list: amlMatches.list,
        status: amlMatches.status,
        score: amlMatches.score,
        externalId: amlMatches.externalId,
      })
      .from(amlMatches)
      .where(eq(amlMatches.clientId, clientId));
    const next = stateOf(matches, settings);
    const [before] = await tx.select().from(amlClients).where(eq(amlClients.clientId, clientId));
    await tx
      .insert(amlClients)
      .values({ clientId, state: next, screenedAt: now })
      .onConflictDoUpdate({ target: amlClients.clientId, set: { state: next, screenedAt: now } });
    if (next === 'suspended') {
      const hits = matches.filter(
        (match) =>
          match.list === 'uif_blocked' &&
          (match.status === 'open' || match.status === 'confirmed') &&
          match.score >= settings.matchThreshold,
      );
      if (before?.state !== 'suspended') await suspendClient(ctx, tx, clientId, hits, now);
      // Already suspended: a person newly hit is reported too (alerted once per person).
      else await reportBlockedHits(ctx, tx, clientId, hits, await heldPayoutsOf(tx, clientId), now);
    }
    await recomputeRisk(ctx, tx, clientId, settings);
    return next;
  });
  if (found.length > 0)
    ctx.logger.info('aml screening found matches', { clientId, moment, matches: found.length, state });
  return state;
}
