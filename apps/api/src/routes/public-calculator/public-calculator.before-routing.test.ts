import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { writeProductOverride } from '@lender/core';
import { TEST_NOW } from '@lender/core/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { publicCaches, responseOf } from '../../http/public-cache';
import { createTestApp, type TestApp } from '../../test/test-app';
import { lastRequestLine as lastRequestLineOf, rawHttp, serveBothWays, type TwoApps } from '../../test/wire';
import {
  CALCULATOR_CONFIG_ROUTE,
  OFFER_ROUTE,
  offerParamsOf,
  publicAnswerBeforeRouting,
} from './public-calculator.before-routing';
import { offerCacheKey } from './public-calculator.cache';

// ADR 090: a cached public answer is sent before routing; ADR 096: an offer that is not cached
// yet is priced there too, when the route's own schemas accept it (ADR 127). These tests serve two apps over the same core (so the same
// answer cache) on real sockets: one answering before routing, one that always routes, and compare
// what goes out on the wire byte for byte.
let t: TestApp;
let fastPort: number;
let routedPort: number;
let apps: TwoApps;

beforeAll(async () => {
  t = await createTestApp();
  apps = await serveBothWays(t);
  ({ fastPort, routedPort } = apps);
});
afterAll(async () => {
  await apps.close();
  await t.close();
});

const raw = rawHttp;
const lastRequestLine = () => lastRequestLineOf(t);

/**
 * A request to the app that answers before routing, that must be answered without routing: the
 * route reads `config.version()`, the answer before routing does not. The version is refreshed just
 * before (it is trusted for a second of real time, so a stalled machine can make it route instead:
 * then it is tried again).
 */
async function beforeRouting(path: string, headers: Record<string, string> = {}) {
  const version = vi.spyOn(t.core.config, 'version');
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      await t.core.config.version();
      version.mockClear();
      const text = await raw(fastPort, 'GET', path, headers);
      if (version.mock.calls.length === 0) return { text, log: lastRequestLine() };
    }
    throw new Error(`${path} was routed every time`);
  } finally {
    version.mockRestore();
  }
}

/**
 * The same request to the app that always routes (the offer and configuration routes read the
 * version; a request refused before them, a NUL in its URL, does not).
 */
async function routed(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  readsVersion = true,
) {
  const version = vi.spyOn(t.core.config, 'version');
  try {
    const text = await raw(routedPort, method, path, headers);
    if (readsVersion) expect(version).toHaveBeenCalled();
    return { text, log: lastRequestLine() };
  } finally {
    version.mockRestore();
  }
}

const OFFER = '/web/public/arithmetic/offer/stl/first/2000/semi_monthly/15,30';
const PROMO_OFFER = '/web/public/arithmetic/offer/stl/repeated/8000/semi_monthly/15,30?promoName=regresa20';
const CONFIG = '/web/public/config/calculator';

describe('cached public answers sent before routing (ADR 090)', () => {
  it.each([
    ['an offer', OFFER, OFFER_ROUTE],
    ['an offer with a promo code', PROMO_OFFER, OFFER_ROUTE],
    ["the calculator's configuration", CONFIG, CALCULATOR_CONFIG_ROUTE],
  ])(
    '%s: the same status, headers, body and log line as the routed answer, 200 and 304',
    async (_, path, route) => {
      // The first request is priced by the route and fills the cache.
      const first = await routed('GET', path, { 'x-request-id': 'first-1' });
      expect(first.text).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      const etag = /\r\netag: ([^\r]*)\r\n/.exec(first.text)?.[1];
      expect(etag).toBeDefined();
      const cases: Record<string, string>[] = [
        { 'x-request-id': 'same-id-1' },
        { 'x-request-id': 'same-id-2', 'if-none-match': etag ?? '' },
        // An unsafe id is replaced by a fresh UUID in both: compare all but the id.
        { 'x-request-id': '<unsafe>' },
      ];
      for (const headers of cases) {
        const fast = await beforeRouting(path, headers);
        const slow = await routed('GET', path, headers);
        const fresh = /^x-request-id: [0-9a-f-]{36}\r$/m;
        expect(fast.text.replace(fresh, 'x-request-id: *\r')).toBe(
          slow.text.replace(fresh, 'x-request-id: *\r'),
        );
        expect({ ...fast.log, requestId: '*' }).toEqual({ ...slow.log, requestId: '*' });
        expect(fast.log).toMatchObject({
          method: 'GET',
          route,
          status: headers['if-none-match'] ? 304 : 200,
        });
        if (headers['x-request-id'] !== '<unsafe>') expect(fast.log.requestId).toBe(headers['x-request-id']);
      }
      // The body too: a 200 carries the cached JSON.
      const body = (await beforeRouting(path)).text.split('\r\n\r\n')[1] ?? '';
      expect(JSON.parse(body).success).toBe(true);
    },
  );

  it.each([
    ['an offer', OFFER, true],
    ['an offer with a promo code', PROMO_OFFER, true],
    ['an offer with an unknown promo code', `${OFFER}?promoName=nuevo7`, false],
    // REGRESA20 is for repeated loans only: on a first loan it gives nothing.
    ['a first loan’s offer with a repeated loan’s promo code', `${OFFER}?promoName=regresa20`, false],
    ['a repeated client’s offer', '/web/public/arithmetic/offer/stl/repeated/6000/semi_monthly/10,25', true],
  ])(
    '%s not cached yet is priced before routing: the same bytes and log line as the route’s pricing',
    async (_, path, kept) => {
      const offers = publicCaches(t.core).offers;
      const headers = { 'x-request-id': 'priced-1' };
      offers.clear();
      const slow = await routed('GET', path, headers);
      expect(slow.text).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      offers.clear();
      const fast = await beforeRouting(path, headers);
      expect(fast.text).toBe(slow.text);
      expect(fast.log).toEqual(slow.log);
      // Kept under the route's key, the next request a cached answer, the same again; a promo
      // code that gave nothing is priced again at each request, neither way kept (ADR 103).
      const key = offerCacheKey(await t.core.config.version(), t.core.clock.now(), path);
      expect(offers.get(key) !== undefined).toBe(kept);
      expect((await beforeRouting(path, headers)).text).toBe(slow.text);
      expect(offers.size).toBe(kept ? 1 : 0);
    },
  );

  it.each([
    ['a browser (gzip, deflate, br, zstd)', 'gzip, deflate, br, zstd', 'br'],
    ['gzip only', 'gzip', 'gzip'],
    ['Brotli refused', 'br;q=0, gzip;q=0.8', 'gzip'],
    ['gzip preferred by q-value', 'br;q=0.5, gzip', 'gzip'],
    ['identity only', 'identity', undefined],
    ['everything refused', '*;q=0', undefined],
  ])(
    'the configuration compressed as the caller accepts (%s): the same bytes both ways, 200 and 304',
    async (_, acceptEncoding, coding) => {
      await routed('GET', CONFIG);
      const headers = { 'x-request-id': 'coded-1', 'accept-encoding': acceptEncoding };
      const fast = await beforeRouting(CONFIG, headers);
      const slow = await routed('GET', CONFIG, headers);
      expect(fast.text).toBe(slow.text);
      expect(fast.log).toEqual(slow.log);
      const [head = '', body = ''] = fast.text.split('\r\n\r\n');
      // Every representation says it varies, so a CDN keeps one per coding.
      expect(head).toMatch(/\r\nvary: accept-encoding\r\n/);
      const bytes = Buffer.from(body, 'latin1');
      expect(head).toContain(`\r\ncontent-length: ${bytes.length}\r\n`);
      const json =
        coding === 'br'
          ? brotliDecompressSync(bytes).toString()
          : coding === 'gzip'
            ? gunzipSync(bytes).toString()
            : bytes.toString();
      expect(JSON.parse(json).success).toBe(true);
      const identity = await routed('GET', CONFIG);
      expect(json).toBe(Buffer.from(identity.text.split('\r\n\r\n')[1] ?? '', 'latin1').toString());
      const etag = /\r\netag: ([^\r]*)\r\n/.exec(head)?.[1] ?? '';
      const identityEtag = /\r\netag: ([^\r]*)\r\n/.exec(identity.text)?.[1] ?? '';
      if (coding === undefined) {
        expect(head).not.toMatch(/\r\ncontent-encoding:/);
        expect(etag).toBe(identityEtag);
      } else {
        expect(head).toContain(`\r\ncontent-encoding: ${coding}\r\n`);
        // A tag of its own (RFC 9110 §8.8.3: a strong validator differs between representations).
        expect(etag).toBe(`${identityEtag.slice(0, -1)}.${coding === 'br' ? 'br' : 'gz'}"`);
        // The identity's tag does not stand for the compressed representation: the full answer.
        const other = await beforeRouting(CONFIG, { ...headers, 'if-none-match': identityEtag });
        expect(other.text).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      }
      const conditional = { ...headers, 'if-none-match': etag };
      const fast304 = await beforeRouting(CONFIG, conditional);
      expect(fast304.text).toMatch(/^HTTP\/1\.1 304 Not Modified\r\n/);
      expect(fast304.text).toMatch(/\r\nvary: accept-encoding\r\n/);
      expect(fast304.text).toBe((await routed('GET', CONFIG, conditional)).text);
    },
  );

  it('an offer is sent as it is, whatever the caller accepts (too small to gain)', async () => {
    await routed('GET', OFFER);
    const headers = { 'x-request-id': 'small-1', 'accept-encoding': 'gzip, deflate, br, zstd' };
    const fast = await beforeRouting(OFFER, headers);
    expect(fast.text).toBe((await routed('GET', OFFER, headers)).text);
    const head = fast.text.split('\r\n\r\n')[0] ?? '';
    expect(head).not.toMatch(/\r\n(content-encoding|vary):/i);
  });

  it('reads the offer’s parameters from the path only when they are what the router gives', () => {
    expect(offerParamsOf(`${OFFER}?promoName=x`)).toEqual({
      sequence_type: 'first',
      amount: '2000',
      payCycle: 'semi_monthly',
      payDates: '15,30',
    });
    for (const path of [
      `${OFFER}/`,
      '/web/public/arithmetic/offer/stl/first/2000/semi_monthly',
      '/web/public/arithmetic/offer/stl/first//semi_monthly/15,30',
      '/web/public/arithmetic/offer/stl/first/%32000/semi_monthly/15,30',
      '/web/public/config/calculator',
    ]) {
      expect(offerParamsOf(path)).toBeUndefined();
    }
  });

  it('a HEAD, an unusual or invalid request, and a product not read yet go to the route', async () => {
    await routed('GET', OFFER);
    const version = await t.core.config.version();
    const now = t.core.clock.now();
    expect(publicAnswerBeforeRouting(t.core, OFFER)?.route).toBe(OFFER_ROUTE);
    // A HEAD is routed (Hono answers it as a GET without the body): the same bytes from both apps.
    const head = await raw(fastPort, 'HEAD', OFFER, { 'x-request-id': 'head-1' });
    expect(head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(head).toBe((await routed('HEAD', OFFER, { 'x-request-id': 'head-1' })).text);
    // Unusual: a trailing slash (another route: 404), an escaped digit or query, a repeated query
    // (the validator gives it as an array). The route and its schemas decide them, the same way in
    // both apps.
    for (const path of [
      `${OFFER}/`,
      '/web/public/arithmetic/offer/stl/first/%32000/semi_monthly/15,30',
      `${OFFER}?promoName=NUEVO%32`,
      `${OFFER}?promoName=nuevo&promoName=otro`,
    ]) {
      expect(publicAnswerBeforeRouting(t.core, path)).toBeUndefined();
      const fast = await raw(fastPort, 'GET', path, { 'x-request-id': 'odd-1' });
      const slow = await routed('GET', path, { 'x-request-id': 'odd-1' }, !path.endsWith('/'));
      expect(fast).toBe(slow.text);
    }
    // Valid in an unusual form the route's schemas accept (a leading zero, read as 2000): priced
    // before routing by the same schemas, the same bytes as the routed answer.
    const zero = '/web/public/arithmetic/offer/stl/first/02000/semi_monthly/15,30';
    const early = await beforeRouting(zero, { 'x-request-id': 'odd-2' });
    expect(early.text).toBe((await routed('GET', zero, { 'x-request-id': 'odd-2' })).text);
    // Invalid requests are never cached: each is refused by the route, the same way in both apps
    // (an amount under the minimum passes the schemas and is refused by the product).
    for (const path of [
      '/web/public/arithmetic/offer/stl/first/900/semi_monthly/15,30',
      '/web/public/arithmetic/offer/stl/third/2000/semi_monthly/15,30',
      `${OFFER}?promoName=A`,
      `${OFFER}%00`,
    ]) {
      expect(publicAnswerBeforeRouting(t.core, path)).toBeUndefined();
      const fast = await raw(fastPort, 'GET', path, { 'x-request-id': 'bad-1' });
      expect(fast).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
      const slow = await routed('GET', path, { 'x-request-id': 'bad-1' }, !path.endsWith('%00'));
      expect(fast).toBe(slow.text);
      expect(publicAnswerBeforeRouting(t.core, path)).toBeUndefined();
    }
    // A query on the configuration is the route's (it ignores it), not the cache's.
    await routed('GET', CONFIG);
    expect(publicAnswerBeforeRouting(t.core, `${CONFIG}?x=1`)).toBeUndefined();
    // The product not read for the version in force (after an edit in this process): the route
    // reads it; afterwards offers are priced before routing again.
    t.core.config.invalidate();
    await t.core.config.version();
    const other = '/web/public/arithmetic/offer/stl/first/2500/semi_monthly/15,30';
    expect(t.core.config.freshProduct()).toBeUndefined();
    expect(publicAnswerBeforeRouting(t.core, other)).toBeUndefined();
    expect(await raw(fastPort, 'GET', other)).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(t.core.config.freshProduct()).toBeDefined();
    expect(await t.core.config.version()).toBe(version);
    expect(t.core.clock.now()).toEqual(now);
  });

  it('a new configuration version goes to the route, which prices under it', async () => {
    await routed('GET', OFFER);
    const before = await t.core.config.version();
    expect(publicAnswerBeforeRouting(t.core, OFFER)).toBeDefined();
    await writeProductOverride(t.core.db, { amounts: { first: { maxAmount: 5_000_00 } } });
    try {
      // The edit made the version stale: nothing is answered before the route reads it again.
      expect(publicAnswerBeforeRouting(t.core, OFFER)).toBeUndefined();
      expect(publicAnswerBeforeRouting(t.core, CONFIG)).toBeUndefined();
      const bigger = await raw(
        fastPort,
        'GET',
        '/web/public/arithmetic/offer/stl/first/5000/semi_monthly/15,30',
      );
      expect(bigger).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      // Read again, the version moved: the answer cached under the old one is not used, the offer is
      // priced again under the new one.
      const after = await t.core.config.version();
      expect(after).toBeGreaterThan(before);
      const offers = publicCaches(t.core).offers;
      const now = t.core.clock.now();
      expect(offers.get(offerCacheKey(after, now, OFFER))).toBeUndefined();
      expect(publicAnswerBeforeRouting(t.core, OFFER)).toBeDefined();
      expect(offers.get(offerCacheKey(after, now, OFFER))).toBeDefined();
      const config = (await raw(fastPort, 'GET', CONFIG)).split('\r\n\r\n')[1] ?? '';
      expect(JSON.parse(config).data.amountLimits.first.maxAmount).toBe(5000);
    } finally {
      await writeProductOverride(t.core.db, {});
    }
  });

  it('a new business date makes a new key, priced from that date', async () => {
    await routed('GET', OFFER);
    await routed('GET', CONFIG);
    await t.core.config.version();
    expect(publicAnswerBeforeRouting(t.core, OFFER)).toBeDefined();
    expect(publicAnswerBeforeRouting(t.core, CONFIG)).toBeDefined();
    t.clock.advance(24 * 60 * 60 * 1000);
    try {
      await t.core.config.version();
      // The configuration's answer for the new date is the route's to build.
      expect(publicAnswerBeforeRouting(t.core, CONFIG)).toBeUndefined();
      const answer = publicAnswerBeforeRouting(t.core, OFFER);
      const next = JSON.parse(
        Buffer.from(await (answer ? responseOf(answer.parts).arrayBuffer() : new ArrayBuffer(0))).toString(),
      );
      // 2026-03-03: the next 15th/30th pay date is still 15 March, a day shorter.
      expect(next.data.term.value).toBe(12);
      const routedNext = (await routed('GET', OFFER)).text.split('\r\n\r\n')[1] ?? '';
      expect(JSON.parse(routedNext)).toEqual(next);
    } finally {
      t.clock.set(TEST_NOW);
    }
  });

  it('in process (app.request, no Node response) every request is routed', async () => {
    const version = vi.spyOn(t.core.config, 'version');
    try {
      await t.core.config.version();
      version.mockClear();
      const res = await t.app.request(OFFER);
      expect(res.status).toBe(200);
      expect(version).toHaveBeenCalled();
    } finally {
      version.mockRestore();
    }
  });
});
