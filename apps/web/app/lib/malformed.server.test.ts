// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFor, kit } from './session.server';

// Issue 36, the back-office's rule on the borrower site too: an answer with one row that breaks
// its contract gives the page the other rows (never a 500), is logged with its paths, and, for a
// signed-in client, reaches the API's error reporter.

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const BANKS = [
  { code: '002', name: 'BANAMEX', enabled: true },
  { code: 12, name: 'BROKEN', enabled: true },
  { code: '014', name: 'SANTANDER', enabled: true },
];

describe('an answer that broke its contract on the borrower site', () => {
  it('gives the loader the rows it can read, logs the rest and reports it for a signed-in client', async () => {
    const sent: Array<{ path: string; body: unknown }> = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      if (request.method === 'POST') sent.push({ path, body: JSON.parse(await request.text()) });
      const data = path.endsWith('/bank') ? BANKS : null;
      return new Response(JSON.stringify({ success: true, data }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const session = await kit().getSession(new Request('http://site.test/'));
    kit().setToken(session, 'a-client-token');
    const cookie = (await kit().commit(session)).split(';')[0] as string;
    const { api } = await apiFor(
      new Request('http://site.test/registration/summary', { headers: { cookie } }),
    );
    const result = await api.public.banks();
    expect(result.success).toBe(true);
    expect(result.success && result.data.map((bank) => bank.code)).toEqual(['002', '014']);
    expect(result.success && result.invalid).toEqual([
      { path: '1', issues: [expect.stringMatching(/^1\.code: /)] },
    ]);
    expect(JSON.parse(String(warn.mock.calls[0]?.[0]))).toMatchObject({
      msg: 'API answer broke its contract',
      endpointId: 'public.banks',
      page: '/registration/summary',
      invalid: ['1'],
    });
    expect(sent).toEqual([
      {
        path: '/web/private/client/reports/malformed-response',
        body: expect.objectContaining({
          endpointId: 'public.banks',
          salvaged: true,
          invalid: [{ path: '1' }],
        }),
      },
    ]);
  });
});
