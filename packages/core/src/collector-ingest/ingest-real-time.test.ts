import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCore, type TestCore } from '../../testing/test-core';
import { platformClockOf } from '../sandbox/platform-clock';
import { generateCollectorKeys } from './keys';

// Issue 62 point 5: the platform clock moves business time only. A partner site's tokens live on
// real time: a move of the platform clock (its offset only grows, hence a core of its own) expires
// none, and what is issued after it is dated by the real clock.

const keys = generateCollectorKeys(2048).keys;
const MONTH = 30 * 24 * 60 * 60 * 1000;
let t: TestCore;

beforeAll(async () => {
  t = await createTestCore({ collector: { keys, datasetTtlHours: 24, retentionDays: 30 } });
  await t.core.collector.configurePartners([{ name: 'borrower-site', authKey: 'site-key-0123456789abcdef' }]);
});
afterAll(() => t.close());

describe("a partner's tokens on real time", () => {
  it('a platform clock 30 days ahead expires no token; a refresh is dated by the real clock', async () => {
    const pair = await t.core.collector.login('site-key-0123456789abcdef');
    platformClockOf(t.core.clock)?.adopt(MONTH);
    expect(t.core.clock.now().getTime() - t.core.realClock.now().getTime()).toBe(MONTH);
    expect((await t.core.collector.authenticate(pair.access_token)).name).toBe('borrower-site');
    const next = await t.core.collector.refresh(pair.refresh_token);
    expect(next.issued).toBe(t.core.realClock.now().toISOString());
    expect((await t.core.collector.authenticate(next.access_token)).name).toBe('borrower-site');
    // Real time still ends them: two real hours on, the access token is refused.
    t.clock.advance(2 * 60 * 60 * 1000);
    await expect(t.core.collector.authenticate(next.access_token)).rejects.toMatchObject({
      title: 'unauthorized',
    });
  });
});
