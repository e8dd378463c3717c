// @vitest-environment node
import { errorEnvelope } from '@lender/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AML_THRESHOLDS_VIEW } from '../../test/aml-thresholds-view';
import { type Answer, API, loaded, signedIn, stubApi } from '../../test/stubbed-api';
import type { ActionFailure } from '../server/actions.server';
import { resetEnv } from '../server/env.server';
import { complianceAction, complianceLoader, type ProducedReport } from './_app.compliance.server';

// Issue 50: on the compliance screen any staff member may report a worrying operation, the
// officer produces the periodic report (its file offered for download, its period, operations and
// SHA-256 in words) and records a high-risk client's enhanced due diligence; bad input is refused
// beside its field and sends nothing.

const COMPLIANCE = '/web/private/back-office/compliance';
const REPORT = {
  id: 3,
  kind: 'periodic',
  fileName: 'pld-periodico-2026-10-01-2026-10-31.csv',
  layout: 'lender-aml-v2',
  sha256: 'a'.repeat(64),
  alerts: 2,
  content: '#lender-aml-v2,periodic,2026-10-01,2026-10-31,2\n',
  createdAt: '2026-11-02T18:00:00.000Z',
};

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** The API stubbed with `answer` for every compliance call; the calls it received, with their bodies. */
function api(answer: (path: string) => Answer, permissions: readonly string[]): Sent[] {
  stubApi((url) => answer(url.pathname), permissions);
  const stubbed = globalThis.fetch;
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    if (path.startsWith(COMPLIANCE)) {
      const text = request.method === 'GET' ? '' : await request.clone().text();
      sent.push({ method: request.method, path, body: text ? JSON.parse(text) : undefined });
    }
    return stubbed(request);
  });
  return sent;
}

async function post(fields: Record<string, string>): Promise<Request> {
  const signed = await signedIn('/compliance');
  return new Request(signed.url, {
    method: 'POST',
    headers: { cookie: signed.headers.get('cookie') ?? '', origin: 'http://bo.test' },
    body: new URLSearchParams(fields),
  });
}

/** An action's refusal (`data()` with its status). */
function refusal(result: unknown): { status: number | undefined; failure: ActionFailure } {
  const value = result as { data: ActionFailure; init: { status?: number } | null };
  return { status: value.init?.status, failure: value.data };
}

const ok = (data: unknown): Answer => ({ status: 201, body: { success: true, data } });

beforeEach(() => {
  vi.stubEnv('API_URL', API);
  resetEnv();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  resetEnv();
});

describe('the compliance screen for a role that may only report an operation', () => {
  it('shows the report form without reading alerts, matches or lists', async () => {
    const sent = api(() => ok([]), ['compliance.raise']);
    const data = await loaded<{ canRead: boolean; canRaise: boolean; canWork: boolean; alerts: unknown[] }>(
      complianceLoader(await signedIn('/compliance')),
    );
    expect(data).toMatchObject({ canRead: false, canRaise: true, canWork: false, alerts: [] });
    expect(sent).toEqual([]);
  });

  it('is forbidden to a role with neither permission', async () => {
    api(() => ok([]), ['clients.read']);
    const error = await complianceLoader(await signedIn('/compliance')).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect((error as Response).status).toBe(403);
  });

  it('gives the officer the report and due-diligence controls', async () => {
    api(
      (path) => ({
        body: { success: true, data: path.endsWith('/settings') ? AML_THRESHOLDS_VIEW : [] },
      }),
      ['compliance.read', 'compliance.raise', 'compliance.work'],
    );
    const data = await loaded<{ canRead: boolean; canRaise: boolean; canWork: boolean }>(
      complianceLoader(await signedIn('/compliance')),
    );
    expect(data).toMatchObject({ canRead: true, canRaise: true, canWork: true, thresholds: { version: 1 } });
  });
});

describe('reporting a worrying operation', () => {
  it('posts the client and the description, and says it was reported', async () => {
    const sent = api(() => ok({ id: 41 }), ['compliance.raise']);
    const result = await complianceAction(
      await post({ intent: 'raise', clientId: ' 17 ', description: 'Pagó en efectivo con billetes nuevos' }),
    );
    expect(sent).toEqual([
      {
        method: 'POST',
        path: `${COMPLIANCE}/alerts`,
        body: { clientId: 17, description: 'Pagó en efectivo con billetes nuevos' },
      },
    ]);
    expect((result as Response).status).toBe(302);
    expect((result as Response).headers.get('location')).toBe('/compliance');
  });

  it('refuses a client number that is not a number beside its field, and sends nothing', async () => {
    const sent = api(() => ok({ id: 41 }), ['compliance.raise']);
    const { status, failure } = refusal(
      await complianceAction(await post({ intent: 'raise', clientId: 'abc', description: '' })),
    );
    expect(status).toBe(400);
    expect(failure.fields).toEqual({
      clientId: 'backoffice:compliance.raise.clientInvalid',
      description: 'errors:code.required',
    });
    expect(failure.values).toEqual({ clientId: 'abc', description: '' });
    expect(sent).toEqual([]);
  });

  it('says beside the field that no client has that number', async () => {
    api(() => ({ status: 404, body: errorEnvelope('not_found') }), ['compliance.raise']);
    const { status, failure } = refusal(
      await complianceAction(await post({ intent: 'raise', clientId: '999', description: 'Algo raro' })),
    );
    expect(status).toBe(400);
    expect(failure.fields).toEqual({ clientId: 'backoffice:compliance.raise.clientUnknown' });
  });
});

describe('producing the periodic report', () => {
  it('answers the file with its period, operations and SHA-256', async () => {
    const sent = api(() => ok(REPORT), ['compliance.read', 'compliance.work']);
    const result = await complianceAction(
      await post({ intent: 'report', from: '2026-10-01', to: '2026-10-31' }),
    );
    expect(sent).toEqual([
      {
        method: 'POST',
        path: `${COMPLIANCE}/reports`,
        body: { kind: 'periodic', from: '2026-10-01', to: '2026-10-31' },
      },
    ]);
    expect((result as { data: ProducedReport }).data).toEqual({
      intent: 'report',
      report: {
        fileName: REPORT.fileName,
        from: '2026-10-01',
        to: '2026-10-31',
        alerts: 2,
        sha256: REPORT.sha256,
        content: REPORT.content,
      },
    });
  });

  it('refuses a period that ends before it starts, or a date that does not exist, and sends nothing', async () => {
    const sent = api(() => ok(REPORT), ['compliance.read', 'compliance.work']);
    const backwards = refusal(
      await complianceAction(await post({ intent: 'report', from: '2026-10-31', to: '2026-10-01' })),
    );
    expect(backwards.status).toBe(400);
    expect(backwards.failure.fields).toEqual({ to: 'backoffice:compliance.report.toBeforeFrom' });
    const impossible = refusal(
      await complianceAction(await post({ intent: 'report', from: '2026-02-30', to: '' })),
    );
    expect(impossible.failure.fields).toEqual({
      from: 'errors:code.invalid_value',
      to: 'errors:code.required',
    });
    expect(sent).toEqual([]);
  });

  it('says in words when the role may not produce it', async () => {
    api(() => ({ status: 403, body: errorEnvelope('forbidden') }), ['compliance.read']);
    const { status, failure } = refusal(
      await complianceAction(await post({ intent: 'report', from: '2026-10-01', to: '2026-10-31' })),
    );
    expect(status).toBe(403);
    expect(failure.key).toBe('backoffice:app.notAllowed');
  });
});

describe("recording a high-risk client's due diligence", () => {
  it('posts what was reviewed for the client and says it is recorded', async () => {
    const sent = api(
      () => ok({ clientId: 7, eddAt: '2026-11-02T18:00:00.000Z' }),
      ['compliance.read', 'compliance.work'],
    );
    const result = await complianceAction(
      await post({ intent: 'diligence', id: '7', reason: 'Origen de los recursos comprobado' }),
    );
    expect(sent).toEqual([
      {
        method: 'POST',
        path: `${COMPLIANCE}/clients/7/due-diligence`,
        body: { reason: 'Origen de los recursos comprobado' },
      },
    ]);
    expect((result as Response).status).toBe(302);
  });

  it('refuses it without a written reason, beside the field', async () => {
    const sent = api(() => ok({}), ['compliance.read', 'compliance.work']);
    const { status, failure } = refusal(
      await complianceAction(await post({ intent: 'diligence', id: '7', reason: ' ' })),
    );
    expect(status).toBe(400);
    expect(failure.fields).toEqual({ reason: 'errors:code.required' });
    expect(sent).toEqual([]);
  });
});
