import { defineEndpoint, ENDPOINT_LIST } from '@lender/contracts';
import { CoreError, IDEMPOTENCY_KEY_TTL_SECONDS, IDEMPOTENCY_LEASE_SECONDS } from '@lender/core';
import { schema } from '@lender/core/db';
import { eq } from '@lender/db/orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { curp, registerClient } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { endpointRoute, z } from './endpoint-route';
import { IDEMPOTENT_REPLAYED_HEADER } from './idempotency';
import { ok } from './responses';

/** A money-moving endpoint of the test's own: counts its runs and can be held mid-flight. */
const testEndpoint = defineEndpoint({
  id: 'testIdempotentCharge',
  method: 'post',
  path: '/web/private/client/test/idempotent-charge/:id',
  access: 'client',
  tag: 'Client: payments',
  summary: 'Test charge',
  request: {
    params: z.object({ id: z.coerce.number().int() }),
    body: z.object({ amount: z.number().int(), note: z.string().optional() }),
  },
  response: z.object({ run: z.number(), amount: z.number() }),
  successStatus: 201,
  idempotent: true,
});

let t: TestApp;
let runs = 0;
/** While set, the handler waits for it before answering. */
let gate: Promise<void> | undefined;
/** Resolves once the handler has started (for the in-flight test). */
let started: (() => void) | undefined;

beforeAll(async () => {
  t = await createTestApp();
  t.app.openapi(endpointRoute(testEndpoint), async (c) => {
    runs += 1;
    const run = runs;
    started?.();
    if (gate) await gate;
    const { amount } = c.req.valid('json');
    // Negative amounts play a failing provider (502, try again); zero an illegal transition (409, final).
    if (amount < 0) throw new CoreError('provider_failed');
    if (amount === 0) throw new CoreError('invalid_transition', { params: { from: 'paid', to: 'paid' } });
    c.header('location', `/charges/${run}`);
    return c.json(ok({ run, amount }), 201);
  });
});
afterAll(() => t.close());
beforeEach(() => {
  runs = 0;
  gate = undefined;
  started = undefined;
});

let seq = 0;
async function clientToken(): Promise<string> {
  seq += 1;
  const day = String(1 + seq).padStart(2, '0');
  const { token } = await registerClient(t, {
    nationalIdentificator: curp(`IDEM80${'03'}${day}HDFRRS0`),
    birthDate: `1980-03-${day}`,
  });
  return token;
}

/** A new session of the client of `token`, to use after the clock has moved past its expiry. */
async function laterSession(token: string): Promise<() => Promise<string>> {
  const { subjectId } = await t.core.auth.authenticate(token);
  return async () => (await t.core.auth.issue({ accountType: 'client', subjectId, mfaPending: false })).token;
}

const PATH = '/web/private/client/test/idempotent-charge/7';

function charge(token: string, key: string | undefined, body: unknown, path = PATH) {
  return t.call('POST', path, {
    token,
    body,
    ...(key !== undefined && { headers: { 'Idempotency-Key': key } }),
  });
}

describe('Idempotency-Key', () => {
  let token: string;
  beforeAll(async () => {
    token = await clientToken();
  });

  it('runs the call once and replays its status, body and headers for the same key and body', async () => {
    const first = await charge(token, 'k-replay', { amount: 100 });
    const again = await charge(token, 'k-replay', { amount: 100 });
    expect(runs).toBe(1);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('location')).toBe('/charges/1');
    expect(again.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(again.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
    expect(first.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();
  });

  it('treats a body with its keys in another order and other whitespace as the same request', async () => {
    await charge(token, 'k-canonical', { amount: 100, note: 'a' });
    const again = await charge(token, 'k-canonical', '{ "note": "a",\n  "amount": 100 }');
    expect(runs).toBe(1);
    expect(again.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
  });

  it.each([
    ['another body', { amount: 101 }, PATH],
    ['another path', { amount: 100 }, '/web/private/client/test/idempotent-charge/8'],
  ])(
    'refuses the key with %s: idempotency_key_reused, and the call does not run',
    async (name, body, path) => {
      const key = `k-reused-${name.replace(/\s/g, '-')}`;
      await charge(token, key, { amount: 100 });
      const reused = await charge(token, key, body, path);
      expect(reused.status).toBe(422);
      expect(reused.body).toMatchObject({ success: false, code: 'idempotency_key_reused' });
      expect(runs).toBe(1);
    },
  );

  it('answers idempotency_key_in_progress to the same key while the first call runs, and never runs it twice', async () => {
    let open = () => {};
    gate = new Promise((resolve) => {
      open = resolve;
    });
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const first = charge(token, 'k-flight', { amount: 100 });
    await running;
    const second = await charge(token, 'k-flight', { amount: 100 });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('idempotency_key_in_progress');
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    open();
    expect((await first).status).toBe(201);
    const third = await charge(token, 'k-flight', { amount: 100 });
    expect(third.status).toBe(201);
    expect(third.body.data).toEqual({ run: 1, amount: 100 });
    expect(runs).toBe(1);
  });

  it('of many concurrent calls with one key exactly one runs; the others wait their turn or replay, none fails', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => charge(token, 'k-many', { amount: 5 })),
    );
    expect(runs).toBe(1);
    for (const result of results) {
      if (result.status === 201) expect(result.body.data).toEqual({ run: 1, amount: 5 });
      else expect(result.body.code).toBe('idempotency_key_in_progress');
    }
  });

  it('runs every call without a key (accepted, not deduplicated: ADR 023)', async () => {
    await charge(token, undefined, { amount: 100 });
    await charge(token, undefined, { amount: 100 });
    expect(runs).toBe(2);
  });

  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(256)],
    ['with spaces', 'my key'],
  ])('refuses a key that is %s with a 400 naming the header', async (_name, key) => {
    const res = await charge(token, key, { amount: 100 });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.propertyPath).toBe('Idempotency-Key');
    expect(runs).toBe(0);
  });

  it('gives the key back when the call fails with a 5xx, so the retry runs again', async () => {
    const failed = await charge(token, 'k-retry', { amount: -1 });
    expect(failed.status).toBe(502);
    const retried = await charge(token, 'k-retry', { amount: -1 });
    expect(retried.status).toBe(502);
    expect(retried.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();
    expect(runs).toBe(2);
  });

  it('replays a final error answer (a 409 stays a 409) without running the call again', async () => {
    const refused = await charge(token, 'k-final', { amount: 0 });
    expect(refused.status).toBe(409);
    const again = await charge(token, 'k-final', { amount: 0 });
    expect(again.status).toBe(409);
    expect(again.body).toEqual(refused.body);
    expect(runs).toBe(1);
  });

  it('keeps keys per client: another client with the same key is another call', async () => {
    const other = await clientToken();
    await charge(token, 'k-shared', { amount: 100 });
    const theirs = await charge(other, 'k-shared', { amount: 100 });
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();
    expect(runs).toBe(2);
  });

  it('keeps a key 24 h and purges it afterwards', async () => {
    await charge(token, 'k-day', { amount: 100 });
    const login = await laterSession(token);
    t.clock.advance(IDEMPOTENCY_KEY_TTL_SECONDS * 1000 - 1000);
    const nextDay = await login();
    expect((await charge(nextDay, 'k-day', { amount: 100 })).headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe(
      'true',
    );
    t.clock.advance(1000);
    expect(await t.core.idempotency.purgeExpired(t.clock.now())).toBeGreaterThanOrEqual(1);
    const rows = await t.core.db
      .select()
      .from(schema.idempotencyKeys)
      .where(eq(schema.idempotencyKeys.key, 'k-day'));
    expect(rows).toEqual([]);
    const fresh = await charge(nextDay, 'k-day', { amount: 200 });
    expect(fresh.status).toBe(201);
    expect(runs).toBe(2);
  });

  it('stores the hash of the request and never its body', async () => {
    await charge(await clientToken(), 'k-stored', { amount: 100, note: 'secret-note' });
    const [row] = await t.core.db
      .select()
      .from(schema.idempotencyKeys)
      .where(eq(schema.idempotencyKeys.key, 'k-stored'));
    expect(row?.requestHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.status).toBe('completed');
    expect(JSON.stringify(row)).not.toContain('secret-note');
    expect(row && row.lockedUntil.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(
      IDEMPOTENCY_LEASE_SECONDS * 1000,
    );
  });
});

describe('the endpoints that take a key', () => {
  const idempotent = ENDPOINT_LIST.filter((endpoint) => endpoint.idempotent);

  it('are the ones of the catalogue that create an application, sign, pay or extend', () => {
    expect(idempotent.map((endpoint) => endpoint.id)).toEqual(
      expect.arrayContaining(['client.createApplication', 'client.signAgreement', 'client.chargeRollover']),
    );
  });

  it.each(idempotent.map((endpoint) => [endpoint.id, endpoint] as const))(
    '%s gets the middleware after the auth check and documents the header and its errors',
    (_id, endpoint) => {
      const route = endpointRoute(endpoint) as unknown as {
        middleware: unknown[];
        request: { headers?: z.ZodObject };
        responses: Record<number, { description: string }>;
      };
      expect(route.middleware).toHaveLength(2);
      expect(Object.keys(route.request.headers?.shape ?? {})).toEqual(['idempotency-key']);
      expect(route.responses[422]?.description).toContain('idempotency_key_reused');
      expect(route.responses[409]?.description).toContain('idempotency_key_in_progress');
    },
  );

  it('a call that is not idempotent gets no key handling', () => {
    const plain = ENDPOINT_LIST.find((endpoint) => endpoint.access === 'client' && !endpoint.idempotent);
    if (!plain) throw new Error('no plain client endpoint');
    const route = endpointRoute(plain) as unknown as {
      middleware: unknown[];
      request: { headers?: unknown };
    };
    expect(route.middleware).toHaveLength(1);
    expect(route.request.headers).toBeUndefined();
  });
});
