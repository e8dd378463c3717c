import { eq } from '@lender/db/orm';
import { decisions } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffUsers } from '../../../testing/lending-fixtures';
import { createNoticesTestCore, engineDecidedApplication } from '../../../testing/notices-fixtures';
import { TEST_NOW } from '../../../testing/test-core';
import { replayPolicy } from './replay-policy';

// ADR 330: a replay skips and counts forced, manual, demo and erased inputs. A sandbox (demo, play
// money) client's application decided by the engine itself, not forced, is play money all the same
// (`decisions.fake`, as credit monitoring leaves it out): it must not weigh in the risk team's numbers.

type T = Awaited<ReturnType<typeof createNoticesTestCore>>;
let t: T;
let auditor: number;

const decided = (fake: boolean) => engineDecidedApplication(t, { fake });

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
