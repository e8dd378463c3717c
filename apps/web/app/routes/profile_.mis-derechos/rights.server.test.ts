// @vitest-environment node
// Issue 51: the loader and action of `/profile/mis-derechos` against the real API in process (its
// test app over PGlite): each form files what it says — an access request with the password, a
// rectification with its document through the document upload, an opposition, a complaint — and
// comes back with its folio; what is wrong is said on the form that posted it; a consent withdrawn.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  answer,
  createTestApi,
  type Loose,
  SITE,
  siteRequest,
  throughTheApi,
} from '../../test/through-the-api';
import { fileRight, loadRights, type RightsResult } from './rights.server';

// Loaded by specifier so this app's type check does not follow the API's sources.
const FIXTURES = '@lender/api-server/src/test/back-office-fixtures';

let t: Loose;
let client: { id: number; token: string };

const CORE_TESTING = '@lender/core/testing';
let pdf: File;

beforeAll(async () => {
  t = await createTestApi();
  // Friday 13 March 2026 at noon in Mexico City; Monday 16 March is a holiday.
  t.clock.set('2026-03-13T18:00:00Z');
  client = await (await import(/* @vite-ignore */ FIXTURES)).backOfficeTestClient(t);
  const { samplePdf } = await import(/* @vite-ignore */ CORE_TESTING);
  pdf = new File([samplePdf()], 'acta.pdf', { type: 'application/pdf' });
}, 120_000);
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const request = (form?: URLSearchParams | FormData, query = '') =>
  siteRequest(`/profile/mis-derechos${form ? '' : query}`, { token: client.token, form });

const page = async (query = '') =>
  answer<Awaited<ReturnType<typeof loadRights>>['data']>(await loadRights(await request(undefined, query)))
    .data;

const post = async (fields: Record<string, string>) => fileRight(await request(new URLSearchParams(fields)));

/** A redirect back to the page with its query, or the action's refusal. */
function redirected(result: unknown): string {
  expect(result).toBeInstanceOf(Response);
  const location = (result as Response).headers.get('location') ?? '';
  expect(location.startsWith('/profile/mis-derechos?')).toBe(true);
  return location;
}

describe('Mis derechos against the API', () => {
  it('files an access request with the password and shows its folio and deadline', async () => {
    throughTheApi(t);
    const wrong = answer<RightsResult>(await post({ intent: 'access', password: 'otra-clave' }));
    expect(wrong.status).toBe(400);
    expect(wrong.data).toMatchObject({ intent: 'access', fieldErrors: { password: expect.any(String) } });
    const empty = answer<RightsResult>(await post({ intent: 'access' }));
    expect(empty.data.fieldErrors.password).toBeTruthy();

    const location = redirected(await post({ intent: 'access', password: 'Nube4242', description: 'Todo' }));
    const folio = new URL(location, SITE).searchParams.get('folio');
    expect(folio).toMatch(/^ARCO-2026-\d{6}$/);
    const loaded = await page(`?folio=${folio}`);
    expect(loaded.folio).toBe(folio);
    // Filed Friday 13 March 2026: 20 working days, without 16 March (LFT art. 74) and counting Holy
    // Thursday and Good Friday as working days (the official calendar, docs/compliance.md).
    expect(loaded.requests).toEqual([
      expect.objectContaining({ folio, right: 'access', status: 'received', answerDueDate: '2026-04-13' }),
    ]);
    // What a cancellation would do today, from the API: no loan, nothing kept.
    expect(loaded.deletion).toMatchObject({ state: 'held', kept: null });
    expect(loaded.deletion?.deletedNow?.items).toContain('Tus referencias personales');
    // A second one while the first is open: said on the access form.
    const again = answer<RightsResult>(await post({ intent: 'access', password: 'Nube4242' }));
    expect(again.status).toBe(409);
    expect(again.data.intent).toBe('access');
    expect(again.data.formError).toContain(folio as string);
  });

  it('uploads the document of a rectification and files the correction, each problem on its field', async () => {
    throughTheApi(t);
    const form = (fields: Record<string, string>, file?: File) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(fields)) data.set(name, value);
      if (file) data.set('document', file);
      return data;
    };
    const nothing = answer<RightsResult>(
      await fileRight(await request(form({ intent: 'rectification' }, pdf))),
    );
    expect(nothing.data.formError).toBe('Escribe al menos un dato que debamos corregir.');
    const noFile = answer<RightsResult>(
      await fileRight(await request(form({ intent: 'rectification', secondLastName: 'Garcés' }))),
    );
    expect(noFile.data.fieldErrors.document).toBe('Adjunta el documento que acredita la corrección.');
    const same = answer<RightsResult>(
      await fileRight(await request(form({ intent: 'rectification', firstName: 'Juan' }, pdf))),
    );
    expect(same.status).toBe(400);
    expect(Object.keys(same.data.fieldErrors)).toEqual(['firstName']);

    redirected(
      await fileRight(await request(form({ intent: 'rectification', secondLastName: 'Garcés' }, pdf))),
    );
    const loaded = await page();
    expect(loaded.requests[0]).toMatchObject({
      right: 'rectification',
      changes: [{ field: 'secondLastName', value: 'Garcés' }],
      documentId: expect.any(Number),
    });
  });

  it('files an opposition and a complaint, and withdraws a voluntary consent', async () => {
    throughTheApi(t);
    const noPurpose = answer<RightsResult>(await post({ intent: 'opposition' }));
    expect(noPurpose.data.fieldErrors.purpose).toBeTruthy();
    redirected(await post({ intent: 'opposition', purpose: 'automated_decisions' }));

    const short = answer<RightsResult>(
      await post({ intent: 'complaint', kind: 'claim', cause: 'service', description: 'Mal' }),
    );
    expect(short.data.fieldErrors.description).toBeTruthy();
    const location = redirected(
      await post({
        intent: 'complaint',
        kind: 'claim',
        cause: 'service',
        loanId: '',
        description: 'Nadie me contesta en el chat desde el lunes.',
      }),
    );
    const folio = new URL(location, SITE).searchParams.get('folio');
    expect(folio).toMatch(/^UNE-2026-\d{6}$/);
    const loaded = await page();
    expect(loaded.complaints).toEqual([expect.objectContaining({ folio, dueDate: '2026-04-29' })]);
    expect(loaded.loans).toEqual([]);

    expect(redirected(await post({ intent: 'withdraw', kind: 'behavioural_scoring' }))).toContain(
      'retirada=behavioural_scoring',
    );
    expect((await page()).consents.at(-1)).toMatchObject({ kind: 'behavioural_scoring', accepted: false });
  });
});
