import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from '@lender/db/orm';
import {
  amlClients,
  amlMatches,
  amlPayoutHolds,
  clients,
  payouts,
  watchlistVersions,
} from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptedApplication,
  createLendingTestCore,
  type LendingTestCore,
  signWithCode,
  staffUsers,
} from '../../testing/lending-fixtures';
import { CoreError } from '../errors/core-error';
import { confirmPendingPayouts } from '../loans/loan-payouts';
import { folderWatchlist } from '../providers/watchlist/folder';
import type { SandboxWatchlist } from '../providers/watchlist/sandbox';
import { seedDemoWatchlists } from '../seed/demo-watchlists';
import { confirmWatchlist } from './confirm-watchlist';
import { importWatchlist } from './import-watchlist';
import { refreshWatchlists } from './refresh-watchlists';
import { screenClient } from './screen-client';

// Issue 63, point 1 (ADR 316): lists are data with an owner. The job loads a source's file only when
// the source changed it, so an officer's upload stays in force; a change that clears a match waits
// for a second compliance user, and for two when the system loaded it.

let t: LendingTestCore;
let users: Record<'officer' | 'second', number>;
const HEADER = 'id,full_name,curp,rfc,birth_date\n';
const AJENA = 'U-1,Otra Persona Ajena,,,1960-01-01\n';
const code = (error: unknown) => (error instanceof CoreError ? error.code : String(error));
const port = () => t.core.providers.watchlist as SandboxWatchlist;
const job = () => refreshWatchlists(t.core);
const inForce = async () =>
  (await t.db.db.select().from(watchlistVersions).where(eq(watchlistVersions.list, 'uif_blocked'))).find(
    (row) => row.status === 'active',
  );

beforeAll(async () => {
  t = await createLendingTestCore();
  users = await staffUsers(t, { officer: 'compliance', second: 'compliance' });
});
afterAll(() => t.close());

/** A registered, screened client who signed: the payout waits for the gate. */
async function signedClient(firstName: string, lastName: string, secondLastName: string) {
  const app = await acceptedApplication(t);
  await t.db.db
    .update(clients)
    .set({ firstName, lastName, secondLastName, birthDate: '1972-02-02' })
    .where(eq(clients.id, app.clientId));
  await screenClient(t.core, app.clientId, 'registration');
  const signed = await signWithCode(t, app);
  const [payout] = await t.db.db.select().from(payouts).where(eq(payouts.loanId, signed.loanId));
  return { clientId: app.clientId, payoutId: payout?.id as number };
}

describe('the sources of a list', () => {
  it('the sandbox source has no file until one is given; the demo lists are seed data loaded once', async () => {
    expect(await job()).toMatchObject({ loaded: 0, refused: 0 });
    expect(await seedDemoWatchlists(t.core)).toBe(4);
    expect(await seedDemoWatchlists(t.core)).toBe(0);
    const versions = await t.db.db.select().from(watchlistVersions);
    expect(versions.map((row) => [row.list, row.status, row.loadedBy])).toEqual(
      expect.arrayContaining([
        ['uif_blocked', 'active', null],
        ['own', 'active', null],
      ]),
    );
    expect((await job()).loaded).toBe(0);
    expect(await t.db.db.select().from(watchlistVersions)).toHaveLength(versions.length);
  });

  it('a folder source hands over `<list>.csv` and nothing for a list without a file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'watchlists-'));
    writeFileSync(join(dir, 'sanctions.csv'), `${HEADER}S-1,Viktor Sancionado Ejemplo,,,1965-05-05\n`);
    const folder = folderWatchlist(dir);
    expect(await folder.fetch('sanctions')).toMatchObject({ list: 'sanctions', source: 'sanctions.csv' });
    expect(await folder.fetch('pep')).toBeUndefined();
    expect(folder.name.startsWith('sandbox-')).toBe(false);
  });
});

describe("an officer's list", () => {
  it('stays in force across jobs while the source is unchanged; a person added to it is suspended at the next run, the payout held', async () => {
    port().put('uif_blocked', `${HEADER}${AJENA}`, 'uif-2026-11-01.csv');
    expect((await job()).loaded).toBe(1);
    const person = await signedClient('Lucio', 'Listado', 'Tarde');
    // The payout has not left yet (the bank had not taken it when the list changed).
    await t.db.db.update(payouts).set({ status: 'pending' }).where(eq(payouts.id, person.payoutId));
    const uploaded = await importWatchlist(t.core, {
      actorId: users.officer,
      body: {
        list: 'uif_blocked',
        text: `${HEADER}${AJENA}U-7,"LISTADO TARDE, LUCIO",,,1972-02-02\n`,
        source: 'uif-2026-11-27.csv',
      },
    });
    expect(uploaded).toMatchObject({ status: 'active', loadedBy: users.officer });
    await job();
    await job();
    expect((await inForce())?.id).toBe(uploaded.id);
    const [state] = await t.db.db.select().from(amlClients).where(eq(amlClients.clientId, person.clientId));
    expect(state?.state).toBe('suspended');
    await confirmPendingPayouts(t.core);
    const [payout] = await t.db.db.select().from(payouts).where(eq(payouts.id, person.payoutId));
    const [hold] = await t.db.db
      .select()
      .from(amlPayoutHolds)
      .where(eq(amlPayoutHolds.payoutId, person.payoutId));
    expect({ status: payout?.status, reason: hold?.reason }).toEqual({
      status: 'pending',
      reason: 'blocked_list',
    });
  });

  it('a new file from the source that keeps every match takes effect at once', async () => {
    port().put(
      'uif_blocked',
      `${HEADER}${AJENA}U-7,Lucio Listado Tarde,,,1972-02-02\nU-8,Nuevo Nombre Oficial,,,1980-01-01\n`,
      'uif-2026-12-01.csv',
    );
    expect((await job()).loaded).toBe(1);
    expect(await inForce()).toMatchObject({ source: 'uif-2026-12-01.csv', loadedBy: null });
  });
});

describe('a change that clears a match', () => {
  it('from the system waits for two compliance users: the first accepts, a different one confirms', async () => {
    port().put('uif_blocked', `${HEADER}${AJENA}`, 'uif-2026-12-15.csv');
    expect((await job()).loaded).toBe(0);
    const [waiting] = await t.db.db
      .select()
      .from(watchlistVersions)
      .where(eq(watchlistVersions.source, 'uif-2026-12-15.csv'));
    expect(waiting).toMatchObject({ status: 'awaiting_confirmation', loadedBy: null });
    // The next runs neither load it again nor put it in force.
    await job();
    expect(
      await t.db.db
        .select()
        .from(watchlistVersions)
        .where(eq(watchlistVersions.source, 'uif-2026-12-15.csv')),
    ).toHaveLength(1);
    const id = waiting?.id as number;
    expect(await confirmWatchlist(t.core, { actorId: users.officer, params: { id } })).toMatchObject({
      status: 'awaiting_confirmation',
      acceptedBy: users.officer,
    });
    expect(
      code(await confirmWatchlist(t.core, { actorId: users.officer, params: { id } }).catch((e) => e)),
    ).toBe('watchlist_same_user');
    expect((await inForce())?.source).toBe('uif-2026-12-01.csv');
    expect(await confirmWatchlist(t.core, { actorId: users.second, params: { id } })).toMatchObject({
      status: 'active',
      acceptedBy: users.officer,
      confirmedBy: users.second,
    });
  });

  it('from an officer waits for a second user even when only one of several matches clears', async () => {
    const kept = await signedClient('Marta', 'Sigue', 'Listada');
    const dropped = await signedClient('Tomas', 'Sale', 'Listado');
    await importWatchlist(t.core, {
      actorId: users.officer,
      body: {
        list: 'own',
        text: `${HEADER}O-1,Marta Sigue Listada,,,1972-02-02\nO-2,Tomas Sale Listado,,,1972-02-02\n`,
      },
    });
    await job();
    const live = await t.db.db.select().from(amlMatches).where(eq(amlMatches.list, 'own'));
    expect(new Set(live.map((row) => row.clientId))).toEqual(new Set([kept.clientId, dropped.clientId]));
    const version = await importWatchlist(t.core, {
      actorId: users.officer,
      body: {
        list: 'own',
        text: `${HEADER}O-1,Marta Sigue Listada,,,1972-02-02\n`,
      },
    });
    expect(version.status).toBe('awaiting_confirmation');
    expect(
      code(
        await confirmWatchlist(t.core, { actorId: users.officer, params: { id: version.id } }).catch(
          (e) => e,
        ),
      ),
    ).toBe('watchlist_same_user');
    expect(
      (await confirmWatchlist(t.core, { actorId: users.second, params: { id: version.id } })).status,
    ).toBe('active');
  });
});
