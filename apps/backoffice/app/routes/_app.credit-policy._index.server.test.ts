// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUT_OFFS, POLICIES, policyVersion } from '../../test/credit-policies';
import { type Answer, API, loaded, signedIn, stubApi } from '../../test/stubbed-api';
import { parseCutOffs } from '../components/policy-words';
import { translator } from '../i18n';
import type { ActionFailure } from '../server/actions.server';
import { resetEnv } from '../server/env.server';
import { creditPolicyAction, creditPolicyLoader } from './_app.credit-policy._index.server';
import { policyReplayLoader, replayPeriod } from './_app.credit-policy.replay.server';

// Issue 67: the credit policy editor and its replay in the back-office. An agent (no
// `settings.read`) reaches neither; a reader may not edit; only a role with `settings.approve`
// approves; cut-offs are read in pesos and percents to the centavo before anything is sent.

const es = translator('es-MX');
const policy = (version: number, status: string, pending: unknown = null) => {
  const base = policyVersion(version, status);
  const knockOuts = [...base.document.knockOuts, { check: 'min_age', years: 18 }];
  return { ...base, document: { ...base.document, knockOuts }, revision: 3, pending };
};

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

function api(answer: (url: URL, method: string) => Answer, permissions: readonly string[]): Sent[] {
  stubApi((url) => answer(url, 'GET'), permissions);
  const stubbed = globalThis.fetch;
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    const url = new URL(req.url);
    if (req.method !== 'GET') {
      const text = await req.clone().text();
      sent.push({ method: req.method, path: url.pathname, body: text ? JSON.parse(text) : undefined });
      const answered = answer(url, req.method);
      return new Response(JSON.stringify(answered.body), {
        status: answered.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }
    if (url.pathname.startsWith(POLICIES))
      sent.push({ method: 'GET', path: `${url.pathname}${url.search}`, body: undefined });
    return stubbed(req);
  });
  return sent;
}

async function post(fields: Record<string, string>): Promise<Request> {
  const signed = await signedIn('/credit-policy');
  return new Request(signed.url, {
    method: 'POST',
    headers: { cookie: signed.headers.get('cookie') ?? '', origin: 'http://bo.test' },
    body: new URLSearchParams(fields),
  });
}

const failureOf = (result: unknown) => (result as { data: ActionFailure; init: { status?: number } }).data;
const list = { body: { success: true, data: [policy(2, 'draft'), policy(1, 'published')] } };

beforeEach(() => {
  vi.stubEnv('API_URL', API);
  resetEnv();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  resetEnv();
});

describe('the credit policy editor', () => {
  it('is forbidden to an agent, editor and replay alike, and calls nothing of the policy', async () => {
    const agent = ['clients.read', 'applications.queue', 'applications.decide'];
    const sent = api(() => list, agent);
    for (const loading of [
      creditPolicyLoader(await signedIn('/credit-policy')),
      policyReplayLoader(await signedIn('/credit-policy/replay?version=2&from=2026-03-01&to=2026-03-31')),
    ]) {
      expect(((await loading.catch((error: unknown) => error)) as Response).status).toBe(403);
    }
    const approving = await creditPolicyAction(
      await post({ intent: 'approve', version: '2', approvalId: '9', approvalVersion: '1' }),
    ).catch((error: unknown) => error);
    expect((approving as Response).status).toBe(403);
    expect(sent).toEqual([]);
  });

  it('shows the newest draft to a reader who may not edit it, nor approve', async () => {
    api(() => list, ['settings.read']);
    const page = await loaded<{ chosen: { version: number }; canEdit: boolean; canApprove: boolean }>(
      creditPolicyLoader(await signedIn('/credit-policy')),
    );
    expect(page).toMatchObject({ chosen: { version: 2 }, canEdit: false, canApprove: false });
    const saving = await creditPolicyAction(
      await post({ intent: 'save', version: '2', revision: '3' }),
    ).catch((error: unknown) => error);
    expect((saving as Response).status).toBe(403);
  });

  it('sends the cut-offs in centavos and basis points at the revision read', async () => {
    const sent = api(
      () => ({ body: { success: true, data: policy(2, 'draft') } }),
      ['settings.read', 'settings.edit'],
    );
    const fields = Object.fromEntries(
      Object.entries({
        ...CUT_OFFS,
        minMonthlyIncome: '4,000.01',
        firstDefaultRateBps: '15.25',
        repeatedDefaultRateBps: '7',
      }).map(([name, value]) => [`cutOff.${name}`, String(value)]),
    );
    const result = (await creditPolicyAction(
      await post({ intent: 'save', version: '2', revision: '3', ...fields }),
    )) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get('location')).toBe('/credit-policy?version=2');
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: `${POLICIES}/2`,
        body: { revision: 3, cutOffs: { ...CUT_OFFS, minMonthlyIncome: 400_001, firstDefaultRateBps: 1525 } },
      },
    ]);
  });

  it('refuses a decimal comma, a fraction of a year and three decimals before calling the API', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      ...CUT_OFFS,
      minMonthlyIncome: '4000,50',
      minAge: '18.5',
      firstDefaultRateBps: '15.255',
    })) {
      form.set(`cutOff.${name}`, String(value));
    }
    const parsed = parseCutOffs(form);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.fields).sort()).toEqual([
      'cutOff.firstDefaultRateBps',
      'cutOff.minAge',
      'cutOff.minMonthlyIncome',
    ]);
    expect(es(parsed.fields['cutOff.minAge'] as never)).toBe('Escribe un número entero.');
    // Pesos say what is wrong as every money field does: the comma is not the decimal mark.
    expect(parsed.fields['cutOff.minMonthlyIncome']).toBe('backoffice:money.comma');
  });

  it('the maker is told in words that another admin approves', async () => {
    api(
      (_url, method) =>
        method === 'PUT'
          ? { status: 403, body: { success: false, code: 'maker_cannot_approve', message: 'x' } }
          : list,
      ['settings.read', 'settings.edit', 'settings.approve', 'approvals.decide'],
    );
    const failure = failureOf(
      await creditPolicyAction(
        await post({ intent: 'approve', version: '2', approvalId: '9', approvalVersion: '1' }),
      ),
    );
    expect(failure.key).toBe('backoffice:approvals.makerCannot');
  });
});

describe('the replay page', () => {
  it('runs nothing until a period is asked, then asks the API for that version and period', async () => {
    const sent = api(
      (url) => (url.pathname.endsWith('/replay') ? { body: { success: false } } : list),
      ['settings.read'],
    );
    const idle = await loaded<{ replay: unknown; version: number }>(
      policyReplayLoader(await signedIn('/credit-policy/replay')),
    );
    expect(idle).toMatchObject({ replay: null, version: 2 });
    expect(sent.filter((call) => call.path.includes('/replay'))).toEqual([]);
    expect(replayPeriod(new URL('http://bo.test/x'), new Date('2026-04-01T05:30:00Z'))).toEqual({
      asked: false,
      from: '2026-03-02',
      to: '2026-03-31',
    });
  });
});
