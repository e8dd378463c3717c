// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, loaded, signedIn, stubApi } from '../../test/stubbed-api';
import { resetEnv } from '../server/env.server';
import { loader as dashboardLoader } from './_app._index';
import { loader as clientLoader } from './_app.clients.$id';
import { payoutHoldsAction, payoutHoldsLoader } from './_app.payout-holds.server';

// Issue 66 point 6 (ADR 331): who may read what. The held payouts are compliance's; a client's
// direct debits and the dashboard's collection rate are asked for only by a role that may see
// payments (an agent's pages never call them); a release asked without a reason sends nothing.

const BO = '/web/private/back-office';
const ok = (data: unknown) => ({ body: { success: true, data } });

beforeEach(() => {
  vi.stubEnv('API_URL', API);
  resetEnv();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  resetEnv();
});

const NONE = {
  presented: 0,
  collected: 0,
  presentedAmount: { amount: 0, currency: 'MXN' },
  collectedAmount: { amount: 0, currency: 'MXN' },
  rate: null,
  amountRate: null,
};
const RATE = {
  month: '2026-01',
  from: '2026-01-01',
  to: '2026-01-31',
  total: NONE,
  byMethod: { clabe: NONE, card: NONE },
  byPayday: { onPayday: NONE, offPayday: NONE },
  pending: 0,
  notSent: 0,
};

async function status(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (thrown) {
    return thrown instanceof Response ? thrown.status : 500;
  }
}

describe('the held payouts page', () => {
  it('is refused to a role without compliance.read, and read by one with it', async () => {
    stubApi(() => ok([]), ['payments.read', 'collections.read', 'clients.read']);
    expect(await status(payoutHoldsLoader(await signedIn('/payout-holds')))).toBe(403);
    const asked = stubApi(() => ok([]), ['compliance.read', 'compliance.work']);
    const page = await loaded<{ holds: unknown[]; can: { ask: boolean; decide: boolean } }>(
      payoutHoldsLoader(await signedIn('/payout-holds')),
    );
    expect(page).toMatchObject({ holds: [], can: { ask: true, decide: false } });
    expect(asked.map((url) => url.pathname)).toContain(`${BO}/compliance/payout-holds`);
  });

  it('sends no release without a reason', async () => {
    const asked = stubApi(() => ok({}), ['compliance.read', 'compliance.work']);
    const signed = await signedIn('/payout-holds');
    const post = new Request(signed.url, {
      method: 'POST',
      headers: { cookie: signed.headers.get('cookie') ?? '', origin: 'http://bo.test' },
      body: new URLSearchParams({ intent: 'ask', payoutId: '12', reason: '  ' }),
    });
    const answer = (await payoutHoldsAction(post)) as unknown as { init: { status: number } };
    expect(answer.init.status).toBe(400);
    expect(asked.some((url) => url.pathname.includes('/payout-holds/12'))).toBe(false);
  });
});

describe('direct debits beside the other pages', () => {
  const answer = (url: URL) =>
    url.pathname.endsWith('/collection-rate')
      ? ok(RATE)
      : url.pathname.endsWith('/direct-debits')
        ? ok({ mandates: [], charges: [], objections: [] })
        : { status: 404, body: { success: false, code: 'not_found', message: 'x' } };

  it("asks for a client's direct debits only for a role that may see payments", async () => {
    const args = async () => ({
      request: await signedIn('/clients/7?tab=debits'),
      params: { id: '7' },
      context: {},
    });
    const agent = stubApi(answer, ['clients.read']);
    await status(clientLoader(await args()));
    expect(agent.some((url) => url.pathname.endsWith('/direct-debits'))).toBe(false);
    const collector = stubApi(answer, ['clients.read', 'payments.read']);
    await status(clientLoader(await args()));
    expect(collector.map((url) => url.pathname)).toContain(`${BO}/clients/7/direct-debits`);
  });

  it("asks for the month's collection rate only for a role that may see payments, with the month chosen", async () => {
    const args = async (path: string) => ({ request: await signedIn(path), params: {}, context: {} });
    const agent = stubApi(answer, ['dashboard.read', 'clients.read']);
    await status(dashboardLoader(await args('/?rateMonth=2026-01')));
    expect(agent.some((url) => url.pathname.endsWith('/collection-rate'))).toBe(false);
    const finance = stubApi(answer, ['dashboard.read', 'payments.read']);
    await status(dashboardLoader(await args('/?rateMonth=2026-01')));
    const rate = finance.find((url) => url.pathname.endsWith('/collection-rate'));
    expect(rate?.searchParams.get('month')).toBe('2026-01');
    // A month that is not one is not sent: the API's default (this month) answers.
    const again = stubApi(answer, ['dashboard.read', 'payments.read']);
    await status(dashboardLoader(await args('/?rateMonth=2026-13')));
    expect(again.find((url) => url.pathname.endsWith('/collection-rate'))?.searchParams.has('month')).toBe(
      false,
    );
  });
});
