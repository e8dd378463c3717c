// @vitest-environment node
// Issue 65 (ADR 328): the loader of `/profile` against the real API in process (its test app over
// PGlite), counting what the site asks it: the session's profile and the page's one read
// (`client.profilePage`), where it asked five times (the profile, consents, documents, referrals
// and cards); what it shows is what those endpoints answer, the owner's only.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CLIENT_API as C,
  createTestApi,
  type Loose,
  siteRequest,
  throughTheApi,
} from '../../test/through-the-api';
import { loader } from './route';

// Loaded by specifier so this app's type check does not follow the API's sources.
const LENDING = '@lender/api-server/src/test/lending-fixtures';

let t: Loose;

beforeAll(async () => {
  t = await createTestApi();
}, 120_000);
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

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
    const asked = throughTheApi(t);
    const result = await loader({
      request: await siteRequest('/profile', { token: mine.token }),
      params: {},
      context: {},
    });
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
