// @vitest-environment node
import { errorEnvelope } from '@lender/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Answer, API, signedIn, stubApi } from '../../test/stubbed-api';
import type { ActionFailure } from '../server/actions.server';
import { getSession, sessionData } from '../server/api.server';
import { resetEnv } from '../server/env.server';
import { complianceAction } from './_app.compliance.server';

// Issue 63 (ADR 316): the officer uploads a list's file, which becomes a version in their name; the
// button that loads from the configured source says so when the source has no file; a version that
// clears a match is said to wait for another officer.

const WATCHLISTS = '/web/private/back-office/compliance/watchlists';
const CSV = 'id,full_name,curp,rfc,birth_date\nU-9,"LISTADO TARDE, LUCIO",,,1972-02-02\n';
const WORK = ['compliance.read', 'compliance.work'];

/** The API answering `answer` to the list import; the bodies it received. */
function api(answer: Answer): unknown[] {
  stubApi(() => answer, WORK);
  const stubbed = globalThis.fetch;
  const sent: unknown[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (new URL(request.url).pathname === WATCHLISTS && request.method === 'POST') {
      sent.push(JSON.parse(await request.clone().text()));
    }
    return stubbed(request);
  });
  return sent;
}

async function post(fields: Record<string, string>, file?: File): Promise<Request> {
  const signed = await signedIn('/compliance');
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  if (file) body.set('file', file);
  return new Request(signed.url, {
    method: 'POST',
    headers: { cookie: signed.headers.get('cookie') ?? '', origin: 'http://bo.test' },
    body,
  });
}

function refusal(result: unknown): { status: number | undefined; failure: ActionFailure } {
  const value = result as { data: ActionFailure; init: { status?: number } | null };
  return { status: value.init?.status, failure: value.data };
}

const version = (status: string) => ({
  status: 201,
  body: {
    success: true,
    data: {
      id: 5,
      list: 'uif_blocked',
      source: 'uif.csv',
      entries: 1,
      status,
      loadedBy: 1,
      loadedAt: '2026-11-27T18:00:00.000Z',
      acceptedBy: null,
      confirmedBy: null,
      confirmedAt: null,
    },
  },
});

beforeEach(() => {
  vi.stubEnv('API_URL', API);
  resetEnv();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  resetEnv();
});

describe("the officer's list file", () => {
  it('is sent with its text and name, and the notice says it is in force', async () => {
    const sent = api(version('active'));
    const result = await complianceAction(
      await post({ intent: 'upload', list: 'uif_blocked' }, new File([CSV], 'uif-2026-11-27.csv')),
    );
    expect(sent).toEqual([{ list: 'uif_blocked', text: CSV, source: 'uif-2026-11-27.csv' }]);
    expect((result as Response).status).toBe(302);
  });

  it('that clears a match is said to wait for another officer', async () => {
    api(version('awaiting_confirmation'));
    const result = (await complianceAction(
      await post({ intent: 'upload', list: 'uif_blocked' }, new File([CSV], 'uif.csv')),
    )) as Response;
    expect(result.status).toBe(302);
    const cookie = (result.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const session = await getSession(new Request('http://bo.test/', { headers: { cookie } }));
    expect(sessionData.notice(session)).toMatch(/compliance\.lists\.waits/);
  });

  it('is refused beside its field when missing or empty, or for an unknown list, and nothing is sent', async () => {
    const sent = api(version('active'));
    const empty = refusal(
      await complianceAction(await post({ intent: 'upload', list: 'uif_blocked' }, new File([], 'x.csv'))),
    );
    expect(empty).toMatchObject({ status: 400, failure: { fields: { file: 'errors:code.required' } } });
    const unknown = refusal(
      await complianceAction(await post({ intent: 'upload', list: 'otra' }, new File([CSV], 'x.csv'))),
    );
    expect(unknown).toMatchObject({ status: 400, failure: { fields: { list: 'errors:code.required' } } });
    expect(sent).toEqual([]);
  });
});

describe('loading from the configured source', () => {
  it('says the source has no file of the list rather than "not found"', async () => {
    const sent = api({ status: 404, body: errorEnvelope('not_found') });
    const { status, failure } = refusal(await complianceAction(await post({ intent: 'load', list: 'pep' })));
    expect(sent).toEqual([{ list: 'pep' }]);
    expect(status).toBe(404);
    expect(failure.key).toBe('backoffice:compliance.lists.noSource');
  });
});
