// @vitest-environment node
// Issue 65 (ADR 328): the loaders of the counter-offer pages (`/application/offer-increase`,
// `/application/offer-decrease`) against the real API in process (its test app over PGlite),
// counting what the site asks it: the session's profile and the page's one read
// (`client.counterOffer`), where each asked six times (the profile, the step, the application, its
// offer, the calculator or the amount asked priced, and the decision's reasons).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CLIENT_API as C,
  createTestApi,
  type Loose,
  siteRequest,
  throughTheApi,
} from '../../test/through-the-api';
import { loader as decreaseLoader } from '../application.offer-decrease/route';
import { loader as increaseLoader } from './route';

// Loaded by specifier so this app's type check does not follow the API's sources.
const APPLICATION = '@lender/api-server/src/test/application-fixtures';

let t: Loose;
const INCREASE = 18;
const DECREASE = 17;

beforeAll(async () => {
  t = await createTestApi();
}, 120_000);
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** A borrower whose application the decision left at `status` (a higher or a smaller amount). */
async function counterOffered(status: number) {
  const { applicant, forceDecision, decided } = await import(/* @vite-ignore */ APPLICATION);
  const { token } = await applicant(t);
  await forceDecision(t, token, status);
  const app = await decided(t, token, 3_000);
  if (app.status !== status) throw new Error(`decided ${app.status}, not ${status}`);
  return { token: token as string, app: app as { id: number } };
}

const get = async (path: string, token: string) => (await t.call('GET', path, { token })).body.data;

type Page = Record<string, unknown> & { app: { id: number }; offer: unknown; reasons: unknown };
const dataOf = (result: unknown) => (result as { data: Page }).data;

describe('the counter-offer pages', () => {
  it("offer-increase asks the API twice a render and shows the owner's application, offer and terms", async () => {
    const mine = await counterOffered(INCREASE);
    const theirs = await counterOffered(INCREASE);
    const asked = throughTheApi(t);
    const args = {
      request: await siteRequest('/application/offer-increase', { token: mine.token }),
      params: {},
      context: {},
    };
    const page = dataOf(await increaseLoader(args));
    expect(asked.sort()).toEqual([`GET ${C}`, `GET ${C}/counter-offer`]);
    expect(page.app.id).toBe(mine.app.id);
    expect(page.app.id).not.toBe(theirs.app.id);
    expect(page.app).toEqual(await get(`${C}/application/actual`, mine.token));
    expect(page.offer).toEqual(await get(`${C}/application/${mine.app.id}/offer/actual`, mine.token));
    expect((page.terms as unknown[]).length).toBeGreaterThan(0);
  });

  it("offer-decrease asks the API twice a render and shows the owner's offer beside what was asked", async () => {
    const mine = await counterOffered(DECREASE);
    const asked = throughTheApi(t);
    const args = {
      request: await siteRequest('/application/offer-decrease', { token: mine.token }),
      params: {},
      context: {},
    };
    const page = dataOf(await decreaseLoader(args));
    expect(asked.sort()).toEqual([`GET ${C}`, `GET ${C}/counter-offer`]);
    expect(page.app.id).toBe(mine.app.id);
    expect(page.offer).toEqual(await get(`${C}/application/${mine.app.id}/offer/actual`, mine.token));
    expect(page.asked).not.toBeNull();
  });
});
