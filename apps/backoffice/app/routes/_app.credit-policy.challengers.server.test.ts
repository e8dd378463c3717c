// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POLICIES, policyVersion } from '../../test/credit-policies';
import { type Answer, API, loaded, signedIn, stubApi } from '../../test/stubbed-api';
import { translator } from '../i18n';
import type { ActionFailure } from '../server/actions.server';
import { resetEnv } from '../server/env.server';
import { challengersAction, challengersLoader } from './_app.credit-policy.challengers.server';

// Issue 67 point 3: the champion and challenger page lists the challengers and compares the
// chosen one's arms (asked for, else the running one, else the newest); an agent reaches none.
// An editor asks to start a draft as challenger (shadow, or a whole 1–50 % of new applications)
// or to end the running one; bad input and a reader send nothing.

const CHALLENGERS = '/web/private/back-office/credit-policies/challengers';
const challenger = (id: number, status: 'running' | 'ended') => ({
  id,
  policyVersion: id + 1,
  sha256: 'b'.repeat(64),
  mode: 'split',
  sharePercent: 20,
  status,
  maker: null,
  checker: null,
  startedAt: '2026-03-01T18:00:00.000Z',
  endedAt: status === 'ended' ? '2026-03-10T18:00:00.000Z' : null,
  pendingEnd: null,
});
const arm = (name: 'champion' | 'challenger', version: number) => ({
  arm: name,
  policyVersion: version,
  decides: true,
  decisions: 8,
  approved: 6,
  approvalRateBps: 7_500,
  vintages: [{ month: '2026-03', loans: 6, matured: 4, defaulted: 1, defaultRateBps: 2_500 }],
});

function answers(list: unknown[]): (url: URL) => Answer {
  return (url) => {
    const compared = /\/challengers\/(\d+)\/comparison$/.exec(url.pathname);
    if (compared) {
      const id = Number(compared[1]);
      const found = list.find((c) => (c as { id: number }).id === id);
      return found
        ? {
            body: {
              success: true,
              data: {
                challenger: found,
                arms: [arm('champion', 1), arm('challenger', id + 1)],
                outcomesDiffer: 2,
              },
            },
          }
        : { status: 404, body: { success: false, code: 'not_found', message: 'x' } };
    }
    return url.pathname === CHALLENGERS ? { body: { success: true, data: list } } : { status: 404, body: {} };
  };
}

beforeEach(() => {
  vi.stubEnv('API_URL', API);
  resetEnv();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  resetEnv();
});

describe('the champion and challenger page', () => {
  it('is forbidden to an agent, who asks the API for no challenger', async () => {
    const asked = stubApi(answers([challenger(1, 'running')]), ['clients.read', 'applications.decide']);
    const refused = await challengersLoader(await signedIn('/credit-policy/challengers')).catch(
      (error: unknown) => error,
    );
    expect((refused as Response).status).toBe(403);
    expect(asked.filter((url) => url.pathname.startsWith(CHALLENGERS))).toEqual([]);
  });

  it('compares the running challenger unless another is asked for', async () => {
    const list = [challenger(1, 'ended'), challenger(3, 'running'), challenger(2, 'ended')];
    const asked = stubApi(answers(list), ['settings.read']);
    type Page = { chosenId: number; comparison: { arms: Array<{ approvalRateBps: number }> } };
    const running = await loaded<Page>(challengersLoader(await signedIn('/credit-policy/challengers')));
    expect(running.chosenId).toBe(3);
    expect(running.comparison.arms.map((a) => a.approvalRateBps)).toEqual([7_500, 7_500]);
    const chosen = await loaded<Page>(challengersLoader(await signedIn('/credit-policy/challengers?id=2')));
    expect(chosen.chosenId).toBe(2);
    expect(asked.filter((url) => url.pathname.endsWith('/comparison')).map((url) => url.pathname)).toEqual([
      `${CHALLENGERS}/3/comparison`,
      `${CHALLENGERS}/2/comparison`,
    ]);
  });

  it('takes the newest when none runs, and compares nothing when none ever ran', async () => {
    stubApi(answers([challenger(1, 'ended'), challenger(4, 'ended')]), ['settings.read']);
    const newest = await loaded<{ chosenId: number }>(
      challengersLoader(await signedIn('/credit-policy/challengers?id=99')),
    );
    expect(newest.chosenId).toBe(4);
    vi.unstubAllGlobals();
    const asked = stubApi(answers([]), ['settings.read']);
    const none = await loaded<{ chosenId: null; comparison: null; challengers: [] }>(
      challengersLoader(await signedIn('/credit-policy/challengers')),
    );
    expect(none).toMatchObject({ chosenId: null, comparison: null, challengers: [] });
    expect(asked.filter((url) => url.pathname.endsWith('/comparison'))).toEqual([]);
  });
});

const es = translator('es-MX');
const EDITOR = ['settings.read', 'settings.edit', 'approvals.read'];
const asked = (id: number) => ({
  body: {
    success: true,
    data: {
      id,
      kind: 'policy.challenger',
      entity: { type: 'policy_challenger', id: 'start' },
      payload: { policyVersion: 2 },
      status: 'pending',
      maker: { id: 1, name: 'Admin' },
      checker: null,
      reason: 'Probar el corte',
      decisionReason: null,
      result: null,
      version: 1,
      createdAt: '2026-11-20T18:00:00.000Z',
      decidedAt: null,
    },
  },
});

/** The API as `answers`, every POST recorded (path and body) and answered as a filed request. */
function editorApi(list: unknown[], permissions: readonly string[], post = (_path: string) => asked(9)) {
  stubApi(answers(list), permissions);
  const stubbed = globalThis.fetch;
  const sent: Array<{ path: string; body: unknown }> = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    const path = new URL(req.url).pathname;
    if (req.method === 'GET') return stubbed(req);
    sent.push({ path, body: JSON.parse(await req.text()) });
    const answer = post(path);
    return new Response(JSON.stringify(answer.body), {
      status: 'status' in answer ? (answer.status as number) : 201,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}

async function post(fields: Record<string, string>): Promise<Request> {
  const signed = await signedIn('/credit-policy/challengers');
  return new Request(signed.url, {
    method: 'POST',
    headers: { cookie: signed.headers.get('cookie') ?? '', origin: 'http://bo.test' },
    body: new URLSearchParams(fields),
  });
}

const failed = (result: unknown) => result as { data: ActionFailure; init: { status?: number } | null };
const START = {
  intent: 'start',
  version: '2:3',
  mode: 'split',
  sharePercent: '20',
  reason: 'Probar el corte',
};

describe('starting and ending a challenger', () => {
  it('asks to start a draft on 20 % at the revision read, and a shadow one with no share', async () => {
    const sent = editorApi([], EDITOR);
    const split = (await challengersAction(await post(START))) as Response;
    expect(split.status).toBe(302);
    expect(split.headers.get('location')).toBe('/credit-policy/challengers');
    await challengersAction(await post({ ...START, mode: 'shadow', sharePercent: '20' }));
    expect(sent).toEqual([
      {
        path: CHALLENGERS,
        body: { policyVersion: 2, revision: 3, mode: 'split', sharePercent: 20, reason: 'Probar el corte' },
      },
      {
        path: CHALLENGERS,
        body: { policyVersion: 2, revision: 3, mode: 'shadow', reason: 'Probar el corte' },
      },
    ]);
  });

  it('refuses a share of 0, 51 or 20.5 and no version beside the field, sending nothing', async () => {
    const sent = editorApi([], EDITOR);
    for (const sharePercent of ['0', '51', '20.5', '']) {
      const result = failed(await challengersAction(await post({ ...START, sharePercent })));
      expect(result.init?.status).toBe(400);
      expect(Object.keys(result.data.fields ?? {})).toEqual(['sharePercent']);
      expect(es(result.data.fields?.sharePercent as never)).toBe('Escribe un porcentaje entero del 1 al 50.');
      expect(result.data.values?.sharePercent).toBe(sharePercent);
    }
    const noVersion = failed(await challengersAction(await post({ ...START, version: '' })));
    expect(es(noVersion.data.fields?.version as never)).toBe(
      'Elige la versión borrador que correrá como retadora.',
    );
    expect(sent).toEqual([]);
  });

  it('asks to end the running challenger with its reason, back to it', async () => {
    const sent = editorApi([challenger(3, 'running')], EDITOR, () => asked(12));
    const ended = (await challengersAction(
      await post({ intent: 'end', challengerId: '3', reason: 'Ya se vio suficiente' }),
    )) as Response;
    expect(ended.status).toBe(302);
    expect(ended.headers.get('location')).toBe('/credit-policy/challengers?id=3');
    expect(sent).toEqual([{ path: `${CHALLENGERS}/3/end`, body: { reason: 'Ya se vio suficiente' } }]);
    const noReason = failed(await challengersAction(await post({ intent: 'end', challengerId: '3' })));
    expect(Object.keys(noReason.data.fields ?? {})).toEqual(['reason']);
    expect(sent).toHaveLength(1);
  });

  it('a reader is refused both requests and shown no form; an editor sees the start waiting', async () => {
    const sent = editorApi([challenger(3, 'running')], ['settings.read']);
    for (const fields of [START, { intent: 'end', challengerId: '3', reason: 'Ya se vio suficiente' }]) {
      const refused = await challengersAction(await post(fields)).catch((error: unknown) => error);
      expect((refused as Response).status).toBe(403);
    }
    expect(sent).toEqual([]);
    type Page = { canEdit: boolean; drafts: unknown[]; pendingStart: unknown };
    const reader = await loaded<Page>(challengersLoader(await signedIn('/credit-policy/challengers')));
    expect(reader).toMatchObject({ canEdit: false, drafts: [], pendingStart: null });
    vi.unstubAllGlobals();
    const list = answers([]);
    const policy = (version: number, status: string) => ({
      ...policyVersion(version, status),
      basedOn: null,
      revision: 4,
      publishedAt: null,
    });
    stubApi(
      (url) =>
        url.pathname === POLICIES
          ? { body: { success: true, data: [policy(2, 'draft'), policy(1, 'published')] } }
          : url.pathname.endsWith('/approvals')
            ? { body: { success: true, data: [asked(9).body.data] } }
            : list(url),
      EDITOR,
    );
    const editor = await loaded<Page>(challengersLoader(await signedIn('/credit-policy/challengers')));
    expect(editor).toMatchObject({
      canEdit: true,
      drafts: [{ version: 2, revision: 4 }],
      pendingStart: { id: 9, policyVersion: 2 },
    });
  });
});
