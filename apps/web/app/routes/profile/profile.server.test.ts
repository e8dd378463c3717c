// @vitest-environment node
// Issue 65 (ADR 328): the loader of `/profile` against the real API in process (its test app over
// PGlite), counting what the site asks it: the session's profile and the page's one read
// (`client.profilePage`), where it asked five times (the profile, consents, documents, referrals
// and cards); what it shows is what those endpoints answer, the owner's only.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { kit } from '../../lib/session.server';
import { loader } from './route';

// Loaded by specifier so this app's type check does not follow the API's sources.
const TEST_APP = '@lender/api-server/src/test/test-app';
const LENDING = '@lender/api-server/src/routes/client-loan/lending-fixtures';

// biome-ignore lint/suspicious/noExplicitAny: the API's test app is read loosely (see above)
type Loose = any;
let t: Loose;
const C = '/web/private/client';
const SITE = 'http://site.test';

beforeAll(async () => {
  const { createTestApp } = await import(/* @vite-ignore */ TEST_APP);
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Every call of the site's SDK goes to the API's test app; the paths asked, in order. */
function throughTheApi(): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    asked.push(`${request.method} ${new URL(request.url).pathname}`);
    return t.app.fetch(request);
  });
  return asked;
}

async function request(token: string) {
  const session = await kit().getSession(new Request(`${SITE}/`));
  kit().setToken(session, token);
  const cookie = (await kit().commit(session)).split(';')[0] as string;
  return new Request(`${SITE}/profile`, { headers: new Headers({ cookie }) });
}

type Page = {
  documents: { loanId: number | null }[];
  consents: unknown[];
  referrals: unknown[];
  card: unknown;
};

describe('the profile page', () => {
  it("asks the API twice a render (the profile and the page's read) and shows the owner's records", async () => {
    const { activeLoanClient } = await import(/* @vite-ignore */ LENDING);
    const mine = await activeLoanClient(t);
    const theirs = await activeLoanClient(t);
    const asked = throughTheApi();
    const result = await loader({ request: await request(mine.token), params: {}, context: {} });
    const page = (result as { data: Page }).data;
    expect(asked.sort()).toEqual([`GET ${C}`, `GET ${C}/profile-page`]);
    expect(page.documents.length).toBeGreaterThan(0);
    expect(page.documents.every((document) => document.loanId === mine.loanId)).toBe(true);
    expect(page.documents.some((document) => document.loanId === theirs.loanId)).toBe(false);
    const get = async (path: string) => (await t.call('GET', path, { token: mine.token })).body.data;
    expect(page.documents).toEqual(await get(`${C}/document/list`));
    expect(page.consents).toEqual((await get(`${C}/consents`)).consents);
    expect(page.referrals).toEqual(await get(`${C}/referrals`));
    expect(page.card).toBe((await get(`${C}/direct-debit/cards`)).cards[0]?.masked ?? null);
  });
});
