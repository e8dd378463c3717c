import { eq } from '@lender/db/orm';
import { applications, clients, decisions } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffUsers } from '../../../testing/lending-fixtures';
import { createNoticesTestCore, submittedApplication } from '../../../testing/notices-fixtures';
import { TEST_NOW } from '../../../testing/test-core';
import { decideApplication } from '../../applications/application-decision';
import { replayPolicy } from './replay-policy';

// ADR 330: a replay skips and counts forced, manual, demo and erased inputs. A sandbox (demo, play
// money) client's application decided by the engine itself, not forced, is play money all the same
// (`decisions.fake`, as credit monitoring leaves it out): it must not weigh in the risk team's numbers.

type T = Awaited<ReturnType<typeof createNoticesTestCore>>;
let t: T;
let auditor: number;

async function decided(fake: boolean) {
  const app = await submittedApplication(t, 1_000_00);
  await t.core.db
    .update(clients)
    .set({
      birthDate: '1990-05-14',
      employment: { monthlyIncome: 9_000_00, employmentStatusKey: 'employed' },
    })
    .where(eq(clients.id, app.clientId));
  if (fake)
    await t.core.db.update(applications).set({ fake: true }).where(eq(applications.id, app.applicationId));
  await decideApplication(t.core, app.applicationId, { type: 'client', id: app.clientId });
  return app.applicationId;
}

beforeAll(async () => {
  t = await createNoticesTestCore();
  ({ auditor } = await staffUsers(t, { auditor: 'auditor' }));
  t.clock.set(TEST_NOW);
});
afterAll(() => t.close());

describe('a replay over a period with a demo client’s engine decision', () => {
  it('replays the real decision and skips the play-money one', async () => {
    await decided(false);
    const demo = await decided(true);
    const [row] = await t.core.db.select().from(decisions).where(eq(decisions.applicationId, demo));
    expect(row).toMatchObject({ fake: true, forced: false });
    const replay = await replayPolicy(t.core, {
      actorId: auditor,
      params: { version: 1 },
      query: { from: '2026-03-01', to: '2026-03-31' },
    });
    expect(replay).toMatchObject({ replayed: 1, skipped: 1 });
  });
});
