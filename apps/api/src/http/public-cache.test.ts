import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { writeProductOverride } from '@lender/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  answerResponse,
  CachedAnswer,
  COMPRESS_MIN_BYTES,
  preferredCoding,
  publicCaches,
  secondsUntilBusinessMidnight,
} from './public-cache';

describe('preferredCoding (Accept-Encoding, RFC 9110 §12.5.3)', () => {
  it.each<[string | undefined, 'br' | 'gzip' | undefined]>([
    [undefined, undefined],
    ['', undefined],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['GZIP', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['br ; q=1.0 , gzip;q=0.999', 'br'],
    ['*', 'br'],
    ['*;q=0', undefined],
    ['*, br;q=0', 'gzip'],
    ['gzip;q=0, *;q=0.1', 'br'],
    ['identity', undefined],
    ['deflate, zstd', undefined],
    ['br;q=abc, gzip', 'gzip'],
    ['br;q=2', undefined],
    ['gzip;q=0', undefined],
  ])('%j → %s', (header, coding) => {
    expect(preferredCoding(header)).toBe(coding);
    // Remembered: the same header again gives the same choice.
    expect(preferredCoding(header)).toBe(coding);
  });
});

describe('CachedAnswer', () => {
  const big = JSON.stringify({
    success: true,
    data: { label: 'Quincena ñ', rows: Array.from({ length: 600 }, (_, i) => i) },
  });

  it('knows its UTF-8 length and tags it by content', () => {
    const answer = new CachedAnswer('{"a":"ñ"}');
    expect(answer.length).toBe(Buffer.byteLength('{"a":"ñ"}'));
    expect(answer.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(new CachedAnswer('{"a":"ñ"}').etag).toBe(answer.etag);
    expect(new CachedAnswer('{"a":"n"}').etag).not.toBe(answer.etag);
  });

  it('is kept compressed only from COMPRESS_MIN_BYTES', () => {
    expect(new CachedAnswer(big).compressible).toBe(true);
    expect(new CachedAnswer('x'.repeat(COMPRESS_MIN_BYTES - 1)).compressible).toBe(false);
    expect(new CachedAnswer('x'.repeat(COMPRESS_MIN_BYTES)).compressible).toBe(true);
  });

  it('compresses each coding once, to bytes that give the text back, under a tag of its own', () => {
    const answer = new CachedAnswer(big);
    const br = answer.encoded('br');
    const gzip = answer.encoded('gzip');
    expect(answer.encoded('br')).toBe(br);
    expect(brotliDecompressSync(br.bytes).toString()).toBe(big);
    expect(gunzipSync(gzip.bytes).toString()).toBe(big);
    expect(br.bytes.byteLength).toBeLessThan(answer.length / 2);
    expect(new Set([answer.etag, br.etag, gzip.etag]).size).toBe(3);
    expect(br.etag).toBe(`${answer.etag.slice(0, -1)}.br"`);
  });

  it('answers with the representation the caller accepts, and 304 only for its own tag', async () => {
    const answer = new CachedAnswer(big);
    const plain = answerResponse(
      { ifNoneMatch: undefined, acceptEncoding: () => undefined },
      answer,
      'public, no-cache',
    );
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('accept-encoding');
    expect(plain.headers.get('content-length')).toBe(String(answer.length));
    expect(await plain.text()).toBe(big);
    const gzip = answerResponse(
      { ifNoneMatch: answer.etag, acceptEncoding: () => 'gzip' },
      answer,
      'public, no-cache',
    );
    expect(gzip.status).toBe(200);
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(big);
    const again = answerResponse(
      { ifNoneMatch: `W/${answer.encoded('gzip').etag}`, acceptEncoding: () => 'gzip' },
      answer,
      'public, no-cache',
    );
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(answer.encoded('gzip').etag);
    expect(again.headers.get('vary')).toBe('accept-encoding');
    const small = new CachedAnswer('{"success":true}');
    const asIs = answerResponse({ ifNoneMatch: undefined, acceptEncoding: () => 'br' }, small, 'public');
    expect(asIs.headers.get('content-encoding')).toBeNull();
    expect(asIs.headers.get('vary')).toBeNull();
    expect(await asIs.text()).toBe('{"success":true}');
  });
});

describe('secondsUntilBusinessMidnight', () => {
  it.each([
    // Mexico City is UTC-6 all year (no daylight saving time since 2022).
    ['2026-03-02T18:00:00Z', 12 * 3600],
    ['2026-03-03T05:59:59Z', 1],
    ['2026-03-03T06:00:00Z', 86_400],
    ['2026-07-15T05:30:00Z', 1800],
  ])('from %s: %i s', (instant, seconds) => {
    expect(secondsUntilBusinessMidnight(new Date(instant))).toBe(seconds);
  });
});

describe('public offer answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const PATH = '/web/public/arithmetic/offer/stl/first/2000/semi_monthly/15,30';

  it('may be kept by any cache until midnight in Mexico City; the same inputs get the same answer', async () => {
    const first = await t.call('GET', PATH);
    const second = await t.call('GET', PATH);
    expect(first.status).toBe(200);
    // TEST_NOW is 12:00 in Mexico City: twelve hours to midnight.
    expect(first.headers.get('cache-control')).toBe(`public, max-age=${12 * 3600}`);
    expect(second.body).toEqual(first.body);
    expect(publicCaches(t.core).offers.size).toBe(1);
  });

  it('carries an ETag; a caller holding it gets an empty 304, a stale tag the full answer', async () => {
    const first = await t.call('GET', PATH);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await t.call('GET', PATH, { headers: { 'if-none-match': `W/${etag}` } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    const stale = await t.call('GET', PATH, { headers: { 'if-none-match': '"other"' } });
    expect(stale.status).toBe(200);
    expect(stale.body).toEqual(first.body);
  });

  it('the calculator configuration may be stored but is revalidated, by its ETag', async () => {
    const first = await t.call('GET', '/web/public/config/calculator');
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const etag = first.headers.get('etag') ?? '';
    const again = await t.call('GET', '/web/public/config/calculator', {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('an offer asked with a promo code that gives nothing is answered but not kept (ADR 103)', async () => {
    const plain = await t.call('GET', PATH);
    const size = publicCaches(t.core).offers.size;
    // Unknown codes, a code spelled with an escape (the route's schemas decode it), a code for
    // repeated loans only: each priced as without a code, none of them kept.
    for (const query of [
      '?promoName=NUEVO1',
      '?promoName=nuevo2',
      '?promoName=NUEVO%33',
      '?promoName=REGRESA20',
    ]) {
      const res = await t.call('GET', `${PATH}${query}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(plain.body);
      expect(res.headers.get('etag')).toBe(plain.headers.get('etag'));
      expect(res.headers.get('cache-control')).toBe(plain.headers.get('cache-control'));
    }
    expect(publicCaches(t.core).offers.size).toBe(size);
    // A code that applies is kept under its own key.
    const amigo = await t.call('GET', `${PATH}?promoName=amigo`);
    expect(amigo.body.data.promoCode).toBe('AMIGO');
    expect(publicCaches(t.core).offers.size).toBe(size + 1);
  });

  it('a refused offer is not kept and stays uncacheable', async () => {
    const size = publicCaches(t.core).offers.size;
    const res = await t.call('GET', '/web/public/arithmetic/offer/stl/first/900/semi_monthly/15,30');
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(publicCaches(t.core).offers.size).toBe(size);
  });

  it('is priced again when the configuration version changes', async () => {
    const before = await t.call('GET', PATH);
    await writeProductOverride(t.core.db, { dailyInterestBps: { first: 50 } });
    try {
      const after = await t.call('GET', PATH);
      expect(after.status).toBe(200);
      expect(after.body.data.interest.amount).not.toBe(before.body.data.interest.amount);
    } finally {
      await writeProductOverride(t.core.db, {});
    }
    expect((await t.call('GET', PATH)).body).toEqual(before.body);
  });
});
