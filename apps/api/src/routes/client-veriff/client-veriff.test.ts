import {
  identityVerificationStatus,
  ProviderError,
  pollIdentityVerifications,
  SANDBOX_VERIFF_SHARED_SECRET,
  useCases,
  veriffSignature,
} from '@lender/core';
import { schema } from '@lender/core/db';
import { eq } from '@lender/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { curp, registerClient } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const C = '/web/private/client/veriff';
const CALLBACK = '/web/public/webhooks/veriff';
let seq = 0;

/** A fresh registered client with its own CURP, phone and e-mail. */
async function client(firstName = 'Juan') {
  seq += 1;
  const day = String(1 + (seq % 28)).padStart(2, '0');
  const month = String(1 + Math.floor(seq / 28)).padStart(2, '0');
  const registered = await registerClient(t, {
    firstName,
    nationalIdentificator: curp(`VERF71${month}${day}HDFRRS0`),
    birthDate: `1971-${month}-${day}`,
  });
  const me = await t.call('GET', '/web/private/client', { token: registered.token });
  return { token: registered.token, id: me.body.data.id as number };
}

function decisionBody(id: string, status: string, code: number) {
  return JSON.stringify({
    status: 'success',
    verification: { id, code, status, reason: null, reasonCode: null, decisionTime: '2026-03-02T18:05:00Z' },
  });
}

async function signedCallback(body: string, signature = veriffSignature(body, SANDBOX_VERIFF_SHARED_SECRET)) {
  const response = await t.app.request(CALLBACK, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hmac-signature': signature },
    body,
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: { applied: boolean }; code?: string },
  };
}

describe('POST/GET /web/private/client/veriff/session', () => {
  it('opens a session with a sandbox URL on the API host, and returns the same open session again', async () => {
    const { token } = await client();
    expect((await t.call('GET', `${C}/session`, { token })).status).toBe(404);
    const first = await t.call('POST', `${C}/session`, { token });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ status: 'created' });
    expect(first.body.data.url).toBe(`http://localhost/web/public/sandbox/veriff/${first.body.data.id}`);
    const again = await t.call('POST', `${C}/session`, { token });
    expect(again.body.data.id).toBe(first.body.data.id);
    const current = await t.call('GET', `${C}/session`, { token });
    expect(current.body.data).toEqual(first.body.data);
    const decision = await t.call('GET', `${C}/decision/${first.body.data.id}`, { token });
    expect(decision.body.data).toEqual({
      sessionId: first.body.data.id,
      status: 'created',
      reason: null,
      decidedAt: null,
    });
  });

  it('answers 401 without a token', async () => {
    expect((await t.call('POST', `${C}/session`)).status).toBe(401);
  });

  it('opens one session when two requests race', async () => {
    const { token, id } = await client();
    const [a, b] = await Promise.all([
      t.call('POST', `${C}/session`, { token }),
      t.call('POST', `${C}/session`, { token }),
    ]);
    expect(a.body.data.id).toBe(b.body.data.id);
    const rows = await t.core.db
      .select()
      .from(schema.veriffSessions)
      .where(eq(schema.veriffSessions.clientId, id));
    expect(rows).toHaveLength(1);
  });

  it("answers 404 for another client's session", async () => {
    const owner = await client();
    const other = await client();
    const { body } = await t.call('POST', `${C}/session`, { token: owner.token });
    const res = await t.call('GET', `${C}/decision/${body.data.id}`, { token: other.token });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not_found');
  });
});

describe('the sandbox verification page', () => {
  it('shows the three outcomes and delivers the chosen one as a signed callback', async () => {
    const { token, id } = await client();
    const session = (await t.call('POST', `${C}/session`, { token })).body.data;
    const path = new URL(session.url).pathname;
    const html = await t.app.request(path);
    expect(html.status).toBe(200);
    const text = await html.text();
    for (const outcome of ['approved', 'declined', 'resubmission_requested']) {
      expect(text).toContain(`value="${outcome}"`);
    }
    const chosen = await t.app.request(path, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'declined' }),
    });
    expect(chosen.status).toBe(200);
    const decision = await t.call('GET', `${C}/decision/${session.id}`, { token });
    expect(decision.body.data).toMatchObject({ status: 'declined', reason: 'Suspected document tampering' });
    expect(decision.body.data.decidedAt).toBe(t.clock.now().toISOString());
    const state = await identityVerificationStatus(t.core.db, id);
    expect(state).toMatchObject({ status: 'declined', sessionId: session.id });
    // A decline is final: asking again returns the declined session, not a fresh one.
    const again = await t.call('POST', `${C}/session`, { token });
    expect(again.body.data).toMatchObject({ id: session.id, status: 'declined' });
  });

  it('opens a new session after resubmission is requested', async () => {
    const { token, id } = await client();
    const session = (await t.call('POST', `${C}/session`, { token })).body.data;
    const path = new URL(session.url).pathname;
    await t.app.request(path, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'resubmission_requested' }),
    });
    const next = await t.call('POST', `${C}/session`, { token });
    expect(next.body.data.id).not.toBe(session.id);
    expect(next.body.data.status).toBe('created');
    // Same instant on the pinned clock: the open session is still the one the engine reads.
    expect(await identityVerificationStatus(t.core.db, id)).toMatchObject({
      status: 'created',
      sessionId: next.body.data.id,
    });
    expect((await t.call('GET', `${C}/session`, { token })).body.data.id).toBe(next.body.data.id);
  });

  it('answers 404 for an unknown session and 400 for an unknown outcome', async () => {
    const unknown = await t.app.request('/web/public/sandbox/veriff/00000000-0000-0000-0000-000000000000', {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'approved' }),
    });
    expect(unknown.status).toBe(404);
    const { token } = await client();
    const session = (await t.call('POST', `${C}/session`, { token })).body.data;
    const bad = await t.app.request(new URL(session.url).pathname, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'maybe' }),
    });
    expect(bad.status).toBe(400);
    expect((await t.app.request('/web/public/sandbox/veriff/<script>')).status).toBe(404);
  });
});

describe('POST /web/public/webhooks/veriff', () => {
  it('applies a signed decision once; a repeated callback changes nothing', async () => {
    const { token, id } = await client();
    const session = (await t.call('POST', `${C}/session`, { token })).body.data;
    const body = decisionBody(session.id, 'approved', 9001);
    const first = await signedCallback(body);
    expect(first).toEqual({ status: 200, body: expect.objectContaining({ data: { applied: true } }) });
    expect((await signedCallback(body)).body.data).toEqual({ applied: false });
    // A late, different decision cannot overwrite the first.
    expect((await signedCallback(decisionBody(session.id, 'declined', 9102))).body.data).toEqual({
      applied: false,
    });
    expect((await identityVerificationStatus(t.core.db, id)).status).toBe('approved');
  });

  it('moves a session to submitted on the submitted event', async () => {
    const { token } = await client();
    const session = (await t.call('POST', `${C}/session`, { token })).body.data;
    const body = JSON.stringify({
      id: session.id,
      attemptId: 'a1',
      feature: 'selfid',
      code: 7002,
      action: 'submitted',
    });
    expect((await signedCallback(body)).body.data).toEqual({ applied: true });
    expect((await t.call('GET', `${C}/session`, { token })).body.data.status).toBe('submitted');
  });

  it.each([
    ['a wrong signature', 'ab'.repeat(32)],
    ['a signature with another secret', veriffSignature('{}', 'another-secret')],
    ['a non-hex signature', 'not-hex'],
    ['no signature', ''],
  ])('answers 401 for %s and changes nothing', async (_name, signature) => {
    const { token, id } = await client();
    const session = (await t.call('POST', `${C}/session`, { token })).body.data;
    const body = decisionBody(session.id, 'approved', 9001);
    const response = await t.app.request(CALLBACK, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature && { 'x-hmac-signature': signature }) },
      body,
    });
    expect(response.status).toBe(401);
    expect((await identityVerificationStatus(t.core.db, id)).status).toBe('created');
  });

  it('answers 404 for a signed callback of an unknown session and 400 for a body that is no decision', async () => {
    expect((await signedCallback(decisionBody('unknown-session', 'approved', 9001))).status).toBe(404);
    expect((await signedCallback(JSON.stringify({ hello: 'world' }))).status).toBe(400);
    expect((await signedCallback('not json')).status).toBe(400);
  });
});

describe('pollPending (the jobs helper schedules it)', () => {
  it('decides sessions whose name asks for an outcome, leaves the others pending', async () => {
    const named = await client('Aprobado');
    const plain = await client('Juan');
    const a = (await t.call('POST', `${C}/session`, { token: named.token })).body.data;
    const b = (await t.call('POST', `${C}/session`, { token: plain.token })).body.data;
    const result = await pollIdentityVerifications(t.core);
    expect(result.decided).toBeGreaterThanOrEqual(1);
    const [rowA] = await t.core.db
      .select()
      .from(schema.veriffSessions)
      .where(eq(schema.veriffSessions.id, a.id));
    expect(rowA).toMatchObject({ status: 'approved', decidedVia: 'poll', decisionCode: 9001 });
    expect((await t.call('GET', `${C}/decision/${b.id}`, { token: plain.token })).body.data.status).toBe(
      'created',
    );
    // Idempotent: a second run decides nothing new for these two.
    await pollIdentityVerifications(t.core);
    expect((await identityVerificationStatus(t.core.db, named.id)).status).toBe('approved');
  });

  it('expires sessions older than seven days; the client can then open a new one', async () => {
    const { token, id } = await client();
    const session = (await t.call('POST', `${C}/session`, { token })).body.data;
    t.clock.advance(8 * 86_400_000);
    const result = await pollIdentityVerifications(t.core);
    expect(result.expired).toBeGreaterThanOrEqual(1);
    expect((await identityVerificationStatus(t.core.db, id)).status).toBe('expired');
    // The access token expired with the clock; the service opens the next session.
    const fresh = await useCases.client.veriffCreateSession(t.core, {
      actorId: id,
      origin: 'http://localhost',
    });
    expect(fresh.id).not.toBe(session.id);
    expect(fresh.status).toBe('created');
  });
});

describe('a failing identity provider', () => {
  it('answers 502 provider_failed and stores no session', async () => {
    const failing = await createTestApp({
      providers: {
        identityVerification: {
          name: 'failing-veriff',
          createSession: async () => {
            throw new ProviderError('failing-veriff', 'HTTP 503');
          },
          fetchDecision: async () => null,
          verifySignature: () => false,
          parseCallback: () => null,
        },
      },
    });
    try {
      const registered = await registerClient(failing, {
        nationalIdentificator: curp('FAIL710101HDFRRS0'),
        birthDate: '1971-01-01',
      });
      const res = await failing.call('POST', `${C}/session`, { token: registered.token });
      expect(res.status).toBe(502);
      expect(res.body.code).toBe('provider_failed');
      expect(await failing.core.db.select().from(schema.veriffSessions)).toEqual([]);
      // Without a sandbox, the sandbox page does not exist.
      expect((await failing.app.request('/web/public/sandbox/veriff/abc')).status).toBe(404);
    } finally {
      await failing.close();
    }
  });
});
