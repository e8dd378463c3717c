import { clientDataBlocks } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ArcoTestCore, createArcoTestCore } from '../../../testing/arco-fixtures';
import { refusal } from '../../../testing/refusal';
import { arcoAccessArchive } from './arco-access-archive';
import { logArcoRequest } from './log-arco-request';
import { verifyArcoIdentity } from './verify-arco-identity';

// A person whose data is blocked by a cancellation cannot sign in, but keeps the right of access to
// what is still held about them (the data kept for the legal duties): they write to the privacy
// officer, who enters the request, checks the ID and, once it is acted on, downloads the archive to
// send it. Only an access request received before the block stays closed (ADR 373: no officer may
// rebuild a cancelled client's file from an old request).

let t: ArcoTestCore;
beforeAll(async () => {
  t = await createArcoTestCore();
});
afterAll(() => t.close());

async function accessRequestedBy(clientId: number) {
  const logged = await logArcoRequest(t.ctx, {
    actorId: t.officer,
    body: { clientId, right: 'access', channel: 'email', description: 'Quiero saber qué datos conservan.' },
  });
  await verifyArcoIdentity(t.ctx, {
    actorId: t.officer,
    params: { id: logged.id },
    body: { note: 'INE vigente' },
  });
  await t.grantAndAct(logged.id);
  return logged.id;
}

describe('an access request by a person whose data is blocked', () => {
  it('received after the block: the officer downloads the archive to send it', async () => {
    const clientId = await t.borrower();
    t.clock.set('2026-04-01T19:00:00Z');
    await t.core.db.insert(clientDataBlocks).values({ clientId, blockedAt: t.clock.now() });
    t.clock.set('2026-04-06T17:00:00Z');
    const id = await accessRequestedBy(clientId);
    const archive = await arcoAccessArchive(t.ctx, { actorId: t.officer, params: { id } });
    expect(archive.fileName).toBe(`datos-${clientId}.zip`);
  });

  it('received before the block: still closed', async () => {
    const clientId = await t.borrower();
    t.clock.set('2026-04-06T17:00:00Z');
    const id = await accessRequestedBy(clientId);
    t.clock.set('2026-04-07T17:00:00Z');
    await t.core.db.insert(clientDataBlocks).values({ clientId, blockedAt: t.clock.now() });
    expect((await refusal(arcoAccessArchive(t.ctx, { actorId: t.officer, params: { id } }))).code).toBe(
      'not_found',
    );
  });
});
