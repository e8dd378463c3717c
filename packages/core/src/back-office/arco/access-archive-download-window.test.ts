import { clientDataBlocks } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARCO_PASSWORD, type ArcoTestCore, createArcoTestCore } from '../../../testing/arco-fixtures';
import { refusal } from '../../../testing/collections-fixtures';
import { fileArcoRequest } from '../../arco/file-arco-request';
import { arcoAccessArchive } from './arco-access-archive';

// The officer downloads a completed access request's archive to send it to a requester who wrote
// by e-mail or letter: for the same 30 days the borrower may, and never once the borrower's data is
// blocked by a cancellation (then only the legal duties may use it).

let t: ArcoTestCore;
beforeAll(async () => {
  t = await createArcoTestCore();
});
afterAll(() => t.close());

async function completedAccess() {
  const clientId = await t.borrower();
  t.clock.set('2026-04-01T19:00:00Z');
  const filed = await fileArcoRequest(t.ctx, {
    actorId: clientId,
    body: { right: 'access', password: ARCO_PASSWORD },
  });
  await t.grantAndAct(filed.id);
  return { clientId, id: filed.id };
}

describe("an officer's download of an access archive", () => {
  it('is refused after the 30 days the archive is available', async () => {
    const { clientId, id } = await completedAccess();
    const download = () => arcoAccessArchive(t.ctx, { actorId: t.officer, params: { id } });
    expect((await download()).fileName).toBe(`datos-${clientId}.zip`);
    t.clock.set('2026-05-02T19:00:00Z');
    expect((await refusal(download())).code).toBe('not_found');
  });

  it("is refused once the client's data is blocked", async () => {
    const { clientId, id } = await completedAccess();
    await t.core.db.insert(clientDataBlocks).values({ clientId, blockedAt: t.clock.now() });
    expect((await refusal(arcoAccessArchive(t.ctx, { actorId: t.officer, params: { id } }))).code).toBe(
      'not_found',
    );
  });
});
