// @vitest-environment node
// Issue 38: the loaders and actions of `/profile/notifications` and `/unsubscribe/:token` against
// the real API in process (its test app over PGlite): what the borrower saves is what the core
// stores, and a link's token unsubscribes without a login; a forged one changes nothing.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { answer, createTestApi, type Loose, siteRequest, throughTheApi } from '../test/through-the-api';
import {
  checkUnsubscribe,
  confirmUnsubscribe,
  loadNoticePreferences,
  preferencesFromForm,
  saveNoticePreferences,
} from './notices.server';

// Loaded by specifier so this app's type check does not follow the API's sources.
const FIXTURES = '@lender/api-server/src/test/back-office-fixtures';
const CORE = '@lender/core';

let t: Loose;
/** Core's use cases (`useCases.client.noticePreferences`, …), read what the API stored. */
let useCases: Loose;
let client: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApi();
  ({ useCases } = await import(/* @vite-ignore */ CORE));
  client = await (await import(/* @vite-ignore */ FIXTURES)).backOfficeTestClient(t);
}, 120_000);
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const request = siteRequest;

const stored = () => useCases.client.noticePreferences(t.core, { actorId: client.id });

describe('the notice preferences page', () => {
  it('loads the stored preferences and saves the channel and the opt-in through the API', async () => {
    const calls = throughTheApi(t);
    const loaded = answer<{ preferences: unknown; hasEmail: boolean }>(
      await loadNoticePreferences(await request('/profile/notifications', { token: client.token })),
    );
    expect(loaded.data).toEqual({ preferences: { channel: 'both', marketingOptIn: false }, hasEmail: true });

    const saved = answer<{ saved?: unknown }>(
      await saveNoticePreferences(
        await request('/profile/notifications', {
          token: client.token,
          form: { channel: 'sms', marketingOptIn: 'on' },
        }),
      ),
    );
    expect(saved).toMatchObject({ status: 200, data: { saved: { channel: 'sms', marketingOptIn: true } } });
    expect(await stored()).toEqual({ channel: 'sms', marketingOptIn: true });
    expect(calls).toContain('PUT /web/private/client/notice-preferences');
  });

  it('refuses a channel that is not SMS, e-mail or both with a Spanish field error, changing nothing', async () => {
    throughTheApi(t);
    const before = await stored();
    for (const channel of ['', 'none', 'whatsapp']) {
      const refused = answer<{ fieldErrors: Record<string, string> }>(
        await saveNoticePreferences(
          await request('/profile/notifications', { token: client.token, form: { channel } }),
        ),
      );
      expect(refused.status).toBe(400);
      expect(refused.data.fieldErrors).toEqual({
        channel: 'Elige cómo quieres recibir los avisos de tu préstamo.',
      });
    }
    expect(await stored()).toEqual(before);
  });

  it('an unticked box is an opt-out (a checkbox posts nothing)', () => {
    const form = new FormData();
    form.set('channel', 'email');
    expect(preferencesFromForm(form)).toEqual({ preferences: { channel: 'email', marketingOptIn: false } });
  });

  it('sends a visitor without a session to log in', async () => {
    throughTheApi(t);
    const thrown = await loadNoticePreferences(await request('/profile/notifications')).catch(
      (e: unknown) => e,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe(
      '/ingresar?redirectTo=%2Fprofile%2Fnotifications',
    );
  });
});

describe('the unsubscribe page (no login)', () => {
  const tokenOf = (id: number) =>
    decodeURIComponent(String(t.core.notices.unsubscribeUrl(id)).split('/unsubscribe/')[1] ?? '');

  it('asks first (the GET changes nothing), then the POST turns marketing off and only marketing', async () => {
    throughTheApi(t);
    await useCases.client.updateNoticePreferences(t.core, {
      actorId: client.id,
      body: {
        channel: 'email',
        marketingOptIn: true,
      },
    });
    const token = tokenOf(client.id);
    const asked = answer<{ state: string }>(
      await checkUnsubscribe(await request(`/unsubscribe/${token}`), token),
    );
    expect(asked).toEqual({ status: 200, data: { state: 'ask' } });
    expect(await stored()).toEqual({ channel: 'email', marketingOptIn: true });

    for (let i = 0; i < 2; i += 1) {
      const done = answer<{ state: string }>(
        await confirmUnsubscribe(await request(`/unsubscribe/${token}`, { form: {} }), token),
      );
      expect(done).toEqual({ status: 200, data: { state: 'done' } });
    }
    expect(await stored()).toEqual({ channel: 'email', marketingOptIn: false });
  });

  it('a forged, altered or missing token is "invalid" (404) and unsubscribes nobody', async () => {
    throughTheApi(t);
    await useCases.client.updateNoticePreferences(t.core, {
      actorId: client.id,
      body: {
        channel: 'both',
        marketingOptIn: true,
      },
    });
    const real = tokenOf(client.id);
    const forged = [`${client.id}.${'A'.repeat(43)}`, `${real}x`, 'not-a-token', 'x'.repeat(250), undefined];
    for (const token of forged) {
      const path = `/unsubscribe/${encodeURIComponent(token ?? '')}`;
      expect(answer(await checkUnsubscribe(await request(path), token))).toEqual({
        status: 404,
        data: { state: 'invalid' },
      });
      expect(answer(await confirmUnsubscribe(await request(path, { form: {} }), token))).toEqual({
        status: 404,
        data: { state: 'invalid' },
      });
    }
    expect(await stored()).toEqual({ channel: 'both', marketingOptIn: true });
  });

  it('says a refusal for too many tries (429) in its own words, not as an invalid link', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ success: false, code: 'rate_limited', errors: [] }), {
          status: 429,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const token = tokenOf(client.id);
    expect(answer(await checkUnsubscribe(await request(`/unsubscribe/${token}`), token))).toEqual({
      status: 429,
      data: { state: 'unavailable' },
    });
  });
});
