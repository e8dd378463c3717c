import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Answer, API, loaded, signedIn, stubApi } from '../../test/stubbed-api';
import { resetEnv } from '../server/env.server';
import { challengersLoader } from './_app.credit-policy.challengers.server';

// Issue 67 point 3: the champion and challenger page lists the challengers and compares the
// chosen one's arms (asked for, else the running one, else the newest); an agent reaches none.

const CHALLENGERS = '/web/private/back-office/credit-policies/challengers';
const challenger = (id: number, status: 'running' | 'ended') => ({
  id,
  policyVersion: id + 1,
  sha256: 'b'.repeat(64),
  mode: 'split',
  sharePercent: 20,
  status,
  maker: null,
  checker: null,
  startedAt: '2026-03-01T18:00:00.000Z',
  endedAt: status === 'ended' ? '2026-03-10T18:00:00.000Z' : null,
  pendingEnd: null,
});
const arm = (name: 'champion' | 'challenger', version: number) => ({
  arm: name,
  policyVersion: version,
  decides: true,
  decisions: 8,
  approved: 6,
  approvalRateBps: 7_500,
  vintages: [{ month: '2026-03', loans: 6, matured: 4, defaulted: 1, defaultRateBps: 2_500 }],
});

function answers(list: unknown[]): (url: URL) => Answer {
  return (url) => {
    const compared = /\/challengers\/(\d+)\/comparison$/.exec(url.pathname);
    if (compared) {
      const id = Number(compared[1]);
      const found = list.find((c) => (c as { id: number }).id === id);
      return found
        ? {
            body: {
              success: true,
              data: {
                challenger: found,
                arms: [arm('champion', 1), arm('challenger', id + 1)],
                outcomesDiffer: 2,
              },
            },
          }
        : { status: 404, body: { success: false, code: 'not_found', message: 'x' } };
    }
    return url.pathname === CHALLENGERS ? { body: { success: true, data: list } } : { status: 404, body: {} };
  };
}

beforeEach(() => {
  vi.stubEnv('API_URL', API);
  resetEnv();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  resetEnv();
});

describe('the champion and challenger page', () => {
  it('is forbidden to an agent, who asks the API for no challenger', async () => {
    const asked = stubApi(answers([challenger(1, 'running')]), ['clients.read', 'applications.decide']);
    const refused = await challengersLoader(await signedIn('/credit-policy/challengers')).catch(
      (error: unknown) => error,
    );
    expect((refused as Response).status).toBe(403);
    expect(asked.filter((url) => url.pathname.startsWith(CHALLENGERS))).toEqual([]);
  });

  it('compares the running challenger unless another is asked for', async () => {
    const list = [challenger(1, 'ended'), challenger(3, 'running'), challenger(2, 'ended')];
    const asked = stubApi(answers(list), ['settings.read']);
    type Page = { chosenId: number; comparison: { arms: Array<{ approvalRateBps: number }> } };
    const running = await loaded<Page>(challengersLoader(await signedIn('/credit-policy/challengers')));
    expect(running.chosenId).toBe(3);
    expect(running.comparison.arms.map((a) => a.approvalRateBps)).toEqual([7_500, 7_500]);
    const chosen = await loaded<Page>(challengersLoader(await signedIn('/credit-policy/challengers?id=2')));
    expect(chosen.chosenId).toBe(2);
    expect(asked.filter((url) => url.pathname.endsWith('/comparison')).map((url) => url.pathname)).toEqual([
      `${CHALLENGERS}/3/comparison`,
      `${CHALLENGERS}/2/comparison`,
    ]);
  });

  it('takes the newest when none runs, and compares nothing when none ever ran', async () => {
    stubApi(answers([challenger(1, 'ended'), challenger(4, 'ended')]), ['settings.read']);
    const newest = await loaded<{ chosenId: number }>(
      challengersLoader(await signedIn('/credit-policy/challengers?id=99')),
    );
    expect(newest.chosenId).toBe(4);
    vi.unstubAllGlobals();
    const asked = stubApi(answers([]), ['settings.read']);
    const none = await loaded<{ chosenId: null; comparison: null; challengers: [] }>(
      challengersLoader(await signedIn('/credit-policy/challengers')),
    );
    expect(none).toMatchObject({ chosenId: null, comparison: null, challengers: [] });
    expect(asked.filter((url) => url.pathname.endsWith('/comparison'))).toEqual([]);
  });
});
