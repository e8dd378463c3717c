import type { ServerResponse } from 'node:http';
import { OfferSchema } from '@lender/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeServer, sendJson, startFakeServer } from '../test/fake-server';
import { sample } from '../test/sample';
import { createClient } from './client';
import {
  createOfferQuoter,
  OFFER_DEBOUNCE_MS,
  type OfferQuoterState,
  type OfferRequest,
} from './offer-quoter';

// The server holds every offer request until the test answers it, so the test decides the order
// in which answers arrive. Timers are fake (the debounce); the HTTP traffic is real.

interface Held {
  url: string;
  res: ServerResponse;
  closed: boolean;
}

let fake: FakeServer;
let held: Held[];
beforeAll(async () => {
  fake = await startFakeServer();
});
afterAll(() => fake.close());
beforeEach(() => {
  held = [];
  fake.requests.length = 0;
  fake.handle((request, res) => {
    const entry: Held = { url: request.url, res, closed: false };
    res.on('close', () => {
      entry.closed = true;
    });
    held.push(entry);
  });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  for (const entry of held) if (!entry.closed) entry.res.destroy();
});

/** Waits in real time (the event loop, not the fake clock) until `predicate` holds. */
async function until(predicate: () => boolean, what: string): Promise<void> {
  const deadline = performance.now() + 5_000;
  while (!predicate()) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const BASE_OFFER = OfferSchema.parse(sample(OfferSchema));

function answer(entry: Held | undefined, amount: number) {
  if (!entry) throw new Error('no such request');
  sendJson(entry.res, 200, {
    success: true,
    data: { ...BASE_OFFER, principal: { amount, currency: 'MXN' } },
  });
}

function request(amount: number): OfferRequest {
  return {
    audience: 'public',
    sequenceType: 'first',
    amount,
    payCycle: 'biweekly',
    payDates: ['2026-03-13'],
  };
}

function amountIn(url: string): number {
  return Number(url.split('/')[7]);
}

function watch(quoter: ReturnType<typeof createOfferQuoter>) {
  const states: OfferQuoterState[] = [];
  quoter.subscribe((state) => states.push(state));
  return states;
}

const api = () => createClient({ baseUrl: fake.baseUrl, retry: 0 });

describe('createOfferQuoter', () => {
  it('waits 300 ms of quiet (spec §7) and fetches only the last request', async () => {
    expect(OFFER_DEBOUNCE_MS).toBe(300);
    const quoter = createOfferQuoter(api());
    const first = quoter.quote(request(2000));
    await vi.advanceTimersByTimeAsync(200);
    const second = quoter.quote(request(2500));
    await vi.advanceTimersByTimeAsync(299);
    expect(fake.requests).toHaveLength(0);
    expect(await first).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await until(() => held.length === 1, 'the request');
    expect(held[0]?.url).toBe('/web/public/arithmetic/offer/stl/first/2500/biweekly/2026-03-13');
    answer(held[0], 2500);
    const settled = await second;
    expect(settled).toMatchObject({ status: 'success', request: request(2500) });
    expect(quoter.getState()).toBe(settled);
    expect(fake.requests).toHaveLength(1);
  });

  it('aborts the request in flight when a newer one comes', async () => {
    const quoter = createOfferQuoter(api());
    const states = watch(quoter);
    const first = quoter.quote(request(2000));
    await vi.advanceTimersByTimeAsync(300);
    await until(() => held.length === 1, 'the first request');
    const second = quoter.quote(request(3000));
    await until(() => held[0]?.closed === true, 'the first request to be aborted');
    expect(await first).toBeUndefined();
    await vi.advanceTimersByTimeAsync(300);
    await until(() => held.length === 2, 'the second request');
    answer(held[1], 3000);
    expect((await second)?.status).toBe('success');
    expect(states.map((state) => state.status)).toEqual(['pending', 'pending', 'success']);
  });

  describe('when answers overtake each other (a fetch that ignores the abort)', () => {
    const deaf = () =>
      createClient({
        baseUrl: fake.baseUrl,
        retry: 0,
        fetch: (input, init) => {
          const { signal: _ignored, ...rest } = init ?? {};
          return fetch(input instanceof Request ? new Request(input, { signal: null }) : input, rest);
        },
      });

    async function twoInFlight() {
      // Counts the answers the client has finished reading, so a test can wait for a stale one.
      const inner = deaf();
      let read = 0;
      const quoter = createOfferQuoter({
        client: inner.client,
        public: {
          arithmeticOffer: (input) =>
            inner.public.arithmeticOffer(input).finally(() => {
              read += 1;
            }),
        },
      });
      const answersRead = async (count: number) => {
        await until(() => read === count, `${count} answers read`);
        await new Promise((resolve) => setImmediate(resolve));
      };
      const states = watch(quoter);
      const older = quoter.quote(request(2000));
      await vi.advanceTimersByTimeAsync(300);
      await until(() => held.length === 1, 'the older request');
      const newer = quoter.quote(request(3000));
      await vi.advanceTimersByTimeAsync(300);
      await until(() => held.length === 2, 'the newer request');
      const byAmount = (amount: number) => held.find((entry) => amountIn(entry.url) === amount);
      return { quoter, states, older, newer, byAmount, answersRead };
    }

    it('never shows the older answer after the newer one', async () => {
      const { quoter, states, older, newer, byAmount, answersRead } = await twoInFlight();
      answer(byAmount(3000), 3000);
      await newer;
      answer(byAmount(2000), 2000);
      await answersRead(2);
      expect(await older).toBeUndefined();
      const state = quoter.getState();
      expect(state.status === 'success' && state.offer.principal.amount).toBe(3000);
      expect(states.filter((s) => s.status === 'success')).toHaveLength(1);
    });

    it('ignores an older answer that arrives first and keeps waiting for the newer', async () => {
      const { quoter, older, newer, byAmount, answersRead } = await twoInFlight();
      answer(byAmount(2000), 2000);
      await answersRead(1);
      expect(await older).toBeUndefined();
      expect(quoter.getState()).toEqual({ status: 'pending', request: request(3000) });
      answer(byAmount(3000), 3000);
      const state = await newer;
      expect(state?.status === 'success' && state.offer.principal.amount).toBe(3000);
    });
  });

  it('quotes a logged-in client through the private endpoint with the promo code', async () => {
    const quoter = createOfferQuoter(createClient({ baseUrl: fake.baseUrl, getToken: () => 'client.jwt' }));
    const pending = quoter.quote({
      audience: 'client',
      amount: 5000,
      payCycle: 'semi_monthly',
      payDates: '15,30',
      promoName: 'REGRESA20',
    });
    await vi.advanceTimersByTimeAsync(300);
    await until(() => held.length === 1, 'the request');
    expect(held[0]?.url).toBe(
      '/web/private/client/arithmetic/offer/stl/5000/semi_monthly/15%2C30?promoName=REGRESA20',
    );
    expect(fake.requests[0]?.headers.authorization).toBe('Bearer client.jwt');
    answer(held[0], 5000);
    expect((await pending)?.status).toBe('success');
  });

  it('settles in failure on a refusal and in error when the call throws, never rejecting', async () => {
    const quoter = createOfferQuoter(api());
    fake.handle((_, res) =>
      sendJson(res, 400, {
        success: false,
        data: null,
        code: 'validation_failed',
        message: 'Validation failed.',
        errors: [{ propertyPath: 'children[amount].data', code: 'too_small', message: 'Too small.' }],
      }),
    );
    const refused = quoter.quote(request(900));
    await vi.advanceTimersByTimeAsync(300);
    const failure = await refused;
    expect(failure?.status).toBe('failure');
    expect(failure?.status === 'failure' && failure.failure.errors.amount?.code).toBe('too_small');

    fake.handle((_, res) => sendJson(res, 500, {}));
    const broken = quoter.quote(request(2000));
    await vi.advanceTimersByTimeAsync(300);
    const error = await broken;
    expect(error?.status === 'error' && (error.error as Error).message).toBe(
      'ERP response 500 /web/public/arithmetic/offer/stl/:sequence_type/:amount/:payCycle/:payDates',
    );
  });

  it('cancel drops the pending quote and goes back to idle', async () => {
    const quoter = createOfferQuoter(api());
    const states = watch(quoter);
    const pending = quoter.quote(request(2000));
    quoter.cancel();
    expect(await pending).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fake.requests).toHaveLength(0);
    expect(quoter.getState()).toEqual({ status: 'idle' });
    expect(states.map((state) => state.status)).toEqual(['pending', 'idle']);
  });

  it('stops telling a listener once it unsubscribes', async () => {
    const quoter = createOfferQuoter(api());
    const listener = vi.fn();
    const unsubscribe = quoter.subscribe(listener);
    quoter.quote(request(2000));
    unsubscribe();
    quoter.cancel();
    expect(listener).toHaveBeenCalledOnce();
  });
});
