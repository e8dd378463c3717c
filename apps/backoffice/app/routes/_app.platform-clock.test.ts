// @vitest-environment node
import { errorEnvelope } from '@lender/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, loaded, signedIn, stubApi } from '../../test/stubbed-api';
import { resetEnv } from '../server/env.server';
import { loader } from './_app.platform-clock';

// Issue 54: the platform clock's screen reads the platform's now, is not found outside sandbox
// mode.

const CLOCK = {
  now: '2026-03-02T18:00:00.000Z',
  dateTime: '2026-03-02T12:00',
  today: '2026-03-02',
  aheadMinutes: 0,
  maxAdvanceDays: 35,
  advancing: false,
};
const args = async (request: Request) => ({ request, params: {}, context: {} });
const rejected = (loading: Promise<unknown>) =>
  loading.then(
    () => undefined,
    (error: unknown) => error,
  );

beforeEach(() => {
  vi.stubEnv('API_URL', API);
  resetEnv();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  resetEnv();
});

describe('the platform clock screen', () => {
  it('shows the platform now to an admin in sandbox mode', async () => {
    const asked = stubApi(() => ({ body: { success: true, data: CLOCK } }), ['platform.clock']);
    const data = await loaded<{ clock: typeof CLOCK }>(loader(await args(await signedIn('/platform-clock'))));
    expect(data.clock).toEqual(CLOCK);
    expect(asked.at(-1)?.pathname).toBe('/web/private/back-office/platform-clock');
  });

  it('is not found outside sandbox mode', async () => {
    stubApi(
      () => ({
        status: 403,
        body: errorEnvelope('sandbox_not_allowed', { message: 'Sandbox mode is not allowed.' }),
      }),
      ['platform.clock'],
    );
    const error = await rejected(loader(await args(await signedIn('/platform-clock'))));
    expect((error as Response).status).toBe(404);
  });
});
