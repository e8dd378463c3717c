import { eq } from '@lender/db/orm';
import { idempotencyKeys } from '@lender/db/schema';
import { createTestDb, type TestDb } from '@lender/db/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../clock';
import {
  canonicalBody,
  createIdempotencyService,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_KEY_TTL_SECONDS,
  IDEMPOTENCY_LEASE_SECONDS,
  type IdempotencyAccount,
  type IdempotencyService,
  idempotencyRequestHash,
} from './idempotency';

let db: TestDb;
const clock = fixedClock('2026-03-02T18:00:00Z');
let service: IdempotencyService;
beforeAll(async () => {
  db = await createTestDb();
  service = createIdempotencyService({ db: db.db, clock });
});
afterAll(() => db.close());

let accounts = 0;
/** A fresh account per test, so tests never share keys. */
function account(type: IdempotencyAccount['type'] = 'client'): IdempotencyAccount {
  accounts += 1;
  return { type, id: accounts };
}

const response = { status: 201, headers: { 'content-type': 'application/json' }, body: '{"success":true}' };

describe('claiming a key', () => {
  it('claims a new key once; the same request while it runs is in progress', async () => {
    const who = account();
    const first = await service.claim({ account: who, key: 'k', requestHash: 'h1' });
    expect(first.outcome).toBe('claimed');
    expect(await service.claim({ account: who, key: 'k', requestHash: 'h1' })).toEqual({
      outcome: 'in_progress',
      retryAfterSeconds: 5,
    });
  });

  it('replays the stored response of a completed request with the same hash', async () => {
    const who = account();
    const first = await service.claim({ account: who, key: 'k', requestHash: 'h1' });
    if (first.outcome !== 'claimed') throw new Error('expected a claim');
    await service.complete(first.lock, response);
    expect(await service.claim({ account: who, key: 'k', requestHash: 'h1' })).toEqual({
      outcome: 'replay',
      response,
    });
  });

  it('refuses the key with another request, whether it is running or completed', async () => {
    const who = account();
    const first = await service.claim({ account: who, key: 'k', requestHash: 'h1' });
    if (first.outcome !== 'claimed') throw new Error('expected a claim');
    expect(await service.claim({ account: who, key: 'k', requestHash: 'h2' })).toEqual({
      outcome: 'mismatch',
    });
    await service.complete(first.lock, response);
    expect(await service.claim({ account: who, key: 'k', requestHash: 'h2' })).toEqual({
      outcome: 'mismatch',
    });
  });

  it('keeps keys apart per account: the same key of another client or a user is a new key', async () => {
    const key = 'shared-key';
    const results = await Promise.all(
      [account('client'), account('client'), account('user')].map((who) =>
        service.claim({ account: who, key, requestHash: 'h' }),
      ),
    );
    expect(results.map((r) => r.outcome)).toEqual(['claimed', 'claimed', 'claimed']);
  });

  it('of many concurrent claims of one key exactly one wins', async () => {
    const who = account();
    const results = await Promise.all(
      Array.from({ length: 30 }, () => service.claim({ account: who, key: 'race', requestHash: 'h' })),
    );
    expect(results.filter((r) => r.outcome === 'claimed')).toHaveLength(1);
    expect(results.filter((r) => r.outcome === 'in_progress')).toHaveLength(29);
  });

  it('a released key can be claimed again (the failed request left no answer to replay)', async () => {
    const who = account();
    const first = await service.claim({ account: who, key: 'k', requestHash: 'h1' });
    if (first.outcome !== 'claimed') throw new Error('expected a claim');
    await service.release(first.lock);
    expect((await service.claim({ account: who, key: 'k', requestHash: 'h2' })).outcome).toBe('claimed');
  });

  it('after its lease a key left in progress is taken over by the same request, and the old holder can no longer write it', async () => {
    const who = account();
    const first = await service.claim({ account: who, key: 'k', requestHash: 'h1' });
    if (first.outcome !== 'claimed') throw new Error('expected a claim');
    clock.advance(IDEMPOTENCY_LEASE_SECONDS * 1000);
    expect(await service.claim({ account: who, key: 'k', requestHash: 'h2' })).toEqual({
      outcome: 'mismatch',
    });
    const second = await service.claim({ account: who, key: 'k', requestHash: 'h1' });
    if (second.outcome !== 'claimed') throw new Error('expected a take-over');
    await service.complete(first.lock, { ...response, status: 500 });
    await service.release(first.lock);
    await service.complete(second.lock, response);
    expect(await service.claim({ account: who, key: 'k', requestHash: 'h1' })).toEqual({
      outcome: 'replay',
      response,
    });
  });

  it('keeps a key 24 h: just before it replays, from then on it is a new key', async () => {
    const who = account();
    const first = await service.claim({ account: who, key: 'k', requestHash: 'h1' });
    if (first.outcome !== 'claimed') throw new Error('expected a claim');
    await service.complete(first.lock, response);
    clock.advance(IDEMPOTENCY_KEY_TTL_SECONDS * 1000 - 1);
    expect((await service.claim({ account: who, key: 'k', requestHash: 'h1' })).outcome).toBe('replay');
    clock.advance(1);
    expect((await service.claim({ account: who, key: 'k', requestHash: 'h2' })).outcome).toBe('claimed');
  });
});

describe('purgeExpired', () => {
  it('deletes exactly the keys whose 24 h are over, and is idempotent', async () => {
    const who = account();
    const start = clock.now();
    await service.claim({ account: who, key: 'old', requestHash: 'h' });
    clock.advance(60 * 60 * 1000);
    await service.claim({ account: who, key: 'young', requestHash: 'h' });
    const at = new Date(start.getTime() + IDEMPOTENCY_KEY_TTL_SECONDS * 1000);
    const purged = await service.purgeExpired(at);
    expect(purged).toBeGreaterThanOrEqual(1);
    const left = await db.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.accountId, who.id));
    expect(left.map((row) => row.key)).toEqual(['young']);
    expect(await service.purgeExpired(at)).toBe(0);
  });
});

describe('the request fingerprint', () => {
  const who: IdempotencyAccount = { type: 'client', id: 7 };
  const base = { method: 'POST', path: '/web/private/client/application', account: who };

  it('does not depend on the order of object keys or on whitespace', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (object) => {
        const reversed = Object.fromEntries(Object.entries(object).reverse());
        expect(idempotencyRequestHash({ ...base, body: JSON.stringify(object) })).toBe(
          idempotencyRequestHash({ ...base, body: JSON.stringify(reversed, null, 2) }),
        );
      }),
    );
  });

  it.each([
    ['the method', { method: 'PUT' }],
    ['the path', { path: '/web/private/client/application/2' }],
    ['the account', { account: { type: 'client', id: 8 } as IdempotencyAccount }],
    ['the account type', { account: { type: 'user', id: 7 } as IdempotencyAccount }],
    ['the body', { body: '{"loanAmount":{"amount":2001}}' }],
  ])('changes with %s', (_name, change) => {
    const body = '{"loanAmount":{"amount":2000}}';
    expect(idempotencyRequestHash({ ...base, body, ...change })).not.toBe(
      idempotencyRequestHash({ ...base, body }),
    );
  });

  it('keeps a body that is not JSON as it is', () => {
    expect(canonicalBody('not json')).toBe('not json');
    expect(canonicalBody('  ')).toBe('');
    expect(canonicalBody('{"b":1,"a":[{"d":1,"c":2}]}')).toBe('{"a":[{"c":2,"d":1}],"b":1}');
  });

  it.each([
    ['a UUID', '3b241101-e2bb-4255-8caf-4136c566a962', true],
    ['255 characters', 'k'.repeat(255), true],
    ['an empty key', '', false],
    ['256 characters', 'k'.repeat(256), false],
    ['a space', 'a b', false],
    ['a non-ASCII character', 'clave-ñ', false],
  ])('accepts %s as a key: %s', (_name, key, accepted) => {
    expect(IDEMPOTENCY_KEY_PATTERN.test(key)).toBe(accepted);
  });
});
