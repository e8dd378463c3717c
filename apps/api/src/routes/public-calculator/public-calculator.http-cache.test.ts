import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { publicCalculatorEndpoints } from '@lender/contracts';
import { writeProductOverride } from '@lender/core';
import { TEST_NOW } from '@lender/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicCaches } from '../../http/public-cache';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  headAndBody,
  headerOf,
  lastRequestLine,
  rawHttp,
  type ServedApp,
  serveOnLoopback,
} from '../../test/wire';
import { offerCacheKey } from './public-calculator.cache';

// The calculator's public GETs are cached by HTTP (ADR 283): each answer carries its `ETag` and
// `Cache-Control` from the route, a caller (a browser, nginx, a CDN) holding the tag gets an empty
// 304, and the large configuration leaves compressed as the caller accepts (ADR 102). Read on a real
// socket: these are the bytes a proxy caches.
let t: TestApp;
let served: ServedApp;
beforeAll(async () => {
  t = await createTestApp();
  served = await serveOnLoopback(t.app);
});
afterAll(async () => {
  await served.close();
  await t.close();
});

const OFFER = '/web/public/arithmetic/offer/stl/first/2000/semi_monthly/15,30';
const PROMO_OFFER = '/web/public/arithmetic/offer/stl/repeated/8000/semi_monthly/15,30?promoName=regresa20';
const CONFIG = '/web/public/config/calculator';
const OFFER_ROUTE = publicCalculatorEndpoints.arithmeticOffer.path;
const CONFIG_ROUTE = publicCalculatorEndpoints.calculatorConfig.path;

const get = async (path: string, headers: Record<string, string> = {}) => {
  const text = await rawHttp(served.port, 'GET', path, headers);
  return { text, ...headAndBody(text), log: lastRequestLine(t) };
};

describe('the calculator’s public GETs, cached by HTTP', () => {
  it.each([
    ['an offer', OFFER, OFFER_ROUTE, `public, max-age=${12 * 3600}`],
    ['an offer with a promo code', PROMO_OFFER, OFFER_ROUTE, `public, max-age=${12 * 3600}`],
    ["the calculator's configuration", CONFIG, CONFIG_ROUTE, 'public, no-cache'],
  ])(
    '%s: ETag and Cache-Control from the route, 304 for a caller holding the tag',
    async (_, path, route, cacheControl) => {
      const first = await get(path, { 'x-request-id': 'first-1' });
      expect(first.head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(JSON.parse(first.body.toString()).success).toBe(true);
      const etag = headerOf(first.head, 'etag') ?? '';
      expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
      // TEST_NOW is 12:00 in Mexico City: an offer may be kept twelve hours, to midnight; the
      // configuration is kept but revalidated (an admin may edit it).
      expect(headerOf(first.head, 'cache-control')).toBe(cacheControl);
      expect(headerOf(first.head, 'content-length')).toBe(String(first.body.length));
      // What every answer carries, from the edge middleware.
      expect(headerOf(first.head, 'x-content-type-options')).toBe('nosniff');
      expect(headerOf(first.head, 'x-request-id')).toBe('first-1');
      expect(first.log).toEqual({ requestId: 'first-1', method: 'GET', route, status: 200 });

      // The same inputs, the same bytes (only the request id differs).
      const again = await get(path, { 'x-request-id': 'first-1' });
      expect(again.text).toBe(first.text);

      const revalidated = await get(path, { 'x-request-id': 'same-1', 'if-none-match': etag });
      expect(revalidated.head).toMatch(/^HTTP\/1\.1 304 Not Modified\r\n/);
      expect(revalidated.body.length).toBe(0);
      expect(headerOf(revalidated.head, 'etag')).toBe(etag);
      expect(headerOf(revalidated.head, 'cache-control')).toBe(cacheControl);
      expect(revalidated.log).toEqual({ requestId: 'same-1', method: 'GET', route, status: 304 });

      const stale = await get(path, { 'if-none-match': '"other"' });
      expect(stale.head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(stale.body.equals(first.body)).toBe(true);
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
    '%s is priced once and kept for the next caller (not when its promo code gave nothing, ADR 103)',
    async (_, path, kept) => {
      const offers = publicCaches(t.core).offers;
      offers.clear();
      const priced = await get(path, { 'x-request-id': 'priced-1' });
      expect(priced.head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      const key = offerCacheKey(await t.core.config.version(), t.core.clock.now(), path);
      expect(offers.get(key) !== undefined).toBe(kept);
      const next = await get(path, { 'x-request-id': 'priced-1' });
      expect(next.text).toBe(priced.text);
      expect(next.log).toEqual(priced.log);
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
    'the configuration compressed as the caller accepts (%s), with a tag per coding, 200 and 304',
    async (_, acceptEncoding, coding) => {
      const identity = await get(CONFIG);
      const identityEtag = headerOf(identity.head, 'etag') ?? '';
      const headers = { 'accept-encoding': acceptEncoding };
      const coded = await get(CONFIG, headers);
      // Every representation says it varies, so a proxy keeps one per coding.
      expect(headerOf(coded.head, 'vary')).toBe('accept-encoding');
      expect(headerOf(coded.head, 'content-length')).toBe(String(coded.body.length));
      const json =
        coding === 'br'
          ? brotliDecompressSync(coded.body).toString()
          : coding === 'gzip'
            ? gunzipSync(coded.body).toString()
            : coded.body.toString();
      expect(json).toBe(identity.body.toString());
      const etag = headerOf(coded.head, 'etag') ?? '';
      if (coding === undefined) {
        expect(headerOf(coded.head, 'content-encoding')).toBeUndefined();
        expect(etag).toBe(identityEtag);
      } else {
        expect(headerOf(coded.head, 'content-encoding')).toBe(coding);
        // A tag of its own (RFC 9110 §8.8.3: a strong validator differs between representations).
        expect(etag).toBe(`${identityEtag.slice(0, -1)}.${coding === 'br' ? 'br' : 'gz'}"`);
        // The identity's tag does not stand for the compressed representation: the full answer.
        const other = await get(CONFIG, { ...headers, 'if-none-match': identityEtag });
        expect(other.head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      }
      const notModified = await get(CONFIG, { ...headers, 'if-none-match': etag });
      expect(notModified.head).toMatch(/^HTTP\/1\.1 304 Not Modified\r\n/);
      expect(headerOf(notModified.head, 'vary')).toBe('accept-encoding');
      expect(notModified.body.length).toBe(0);
    },
  );

  it('an offer is sent as it is, whatever the caller accepts (too small to gain)', async () => {
    const offer = await get(OFFER, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(offer.head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(headerOf(offer.head, 'content-encoding')).toBeUndefined();
    expect(headerOf(offer.head, 'vary')).toBeUndefined();
    expect(JSON.parse(offer.body.toString()).success).toBe(true);
  });

  it('a HEAD is answered as the GET, without the body', async () => {
    const full = await get(OFFER);
    const head = headAndBody(await rawHttp(served.port, 'HEAD', OFFER));
    expect(head.head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(headerOf(head.head, 'etag')).toBe(headerOf(full.head, 'etag'));
    expect(head.body.length).toBe(0);
  });

  it('an invalid or unusual request is the route’s to judge, and a refusal is never stored', async () => {
    // A trailing slash is another path (404); an escaped digit and a leading zero are read by the
    // route's schemas as 2000: the offer of 2000.
    expect((await get(`${OFFER}/`)).head).toMatch(/^HTTP\/1\.1 404 Not Found\r\n/);
    const plain = await get(OFFER);
    for (const path of [
      '/web/public/arithmetic/offer/stl/first/%32000/semi_monthly/15,30',
      '/web/public/arithmetic/offer/stl/first/02000/semi_monthly/15,30',
    ]) {
      const odd = await get(path);
      expect(odd.head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(odd.body.equals(plain.body)).toBe(true);
    }
    const offers = publicCaches(t.core).offers;
    for (const path of [
      '/web/public/arithmetic/offer/stl/first/900/semi_monthly/15,30',
      '/web/public/arithmetic/offer/stl/third/2000/semi_monthly/15,30',
      `${OFFER}?promoName=A`,
      `${OFFER}%00`,
    ]) {
      const size = offers.size;
      const refused = await get(path);
      expect(refused.head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
      expect(headerOf(refused.head, 'cache-control')).toBe('no-store');
      expect(headerOf(refused.head, 'etag')).toBeUndefined();
      expect(offers.size).toBe(size);
    }
  });

  it('a new configuration version prices under it: neither the old answer nor its tag is sent', async () => {
    const before = await get(OFFER);
    const beforeConfig = await get(CONFIG);
    await writeProductOverride(t.core.db, { amounts: { first: { maxAmount: 5_000_00 } } });
    try {
      const bigger = await get('/web/public/arithmetic/offer/stl/first/5000/semi_monthly/15,30');
      expect(bigger.head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      const config = await get(CONFIG, { 'if-none-match': headerOf(beforeConfig.head, 'etag') ?? '' });
      expect(config.head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(JSON.parse(config.body.toString()).data.amountLimits.first.maxAmount).toBe(5000);
      const version = await t.core.config.version();
      const offer = await get(OFFER);
      expect(
        publicCaches(t.core).offers.get(offerCacheKey(version, t.core.clock.now(), OFFER)),
      ).toBeDefined();
      // The offer itself is the same (the edit did not touch it): the same tag, rightly.
      expect(headerOf(offer.head, 'etag')).toBe(headerOf(before.head, 'etag'));
    } finally {
      await writeProductOverride(t.core.db, {});
    }
  });

  it('a new business date makes a new answer, priced from that date, kept to the next midnight', async () => {
    const today = await get(OFFER);
    await get(CONFIG);
    t.clock.advance(24 * 60 * 60 * 1000);
    try {
      const tomorrow = await get(OFFER);
      // 2026-03-03: the next 15th/30th pay date is still 15 March, a day shorter.
      expect(JSON.parse(tomorrow.body.toString()).data.term.value).toBe(12);
      expect(headerOf(tomorrow.head, 'etag')).not.toBe(headerOf(today.head, 'etag'));
      expect(headerOf(tomorrow.head, 'cache-control')).toBe(`public, max-age=${12 * 3600}`);
      const config = await get(CONFIG);
      expect(JSON.parse(config.body.toString()).success).toBe(true);
    } finally {
      t.clock.set(TEST_NOW);
    }
  });
});
