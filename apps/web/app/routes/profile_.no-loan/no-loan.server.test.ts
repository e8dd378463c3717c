// @vitest-environment node
// Issue 65 (ADR 328): the loader of `/profile/no-loan` against the real API in process (its test app
// over PGlite), counting what the site asks it: the session's profile and the page's one read
// (`client.noLoan`), where it asked four times (the profile, the step, the calculator and the
// closed loans); what the page shows is the closed loans' endpoint and the calculator's.
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
const FIXTURES = '@lender/api-server/src/test/fixtures';
const CORE = '@lender/core';

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
  loans: { id: number }[];
  documents: { loanId: number | null; type: string }[];
  cfdis: unknown[];
  product: unknown;
  today: string | null;
  error: string | null;
};
const dataOf = (result: unknown) => (result as { data: Page }).data;

/** A borrower whose loan was paid off in full: one closed loan. */
async function paidOff() {
  const borrower = await (await import(/* @vite-ignore */ LENDING)).activeLoanClient(t);
  const paid = await t.call('POST', `${C}/openPay/getBarcode`, {
    token: borrower.token,
    headers: { 'idempotency-key': `no-loan-${borrower.loanId}` },
    body: { kind: 'repayment', channel: 'clabe' },
  });
  if (paid.status !== 200) throw new Error(`payoff: ${paid.status} ${JSON.stringify(paid.body)}`);
  const { simulateReferencePayment } = await import(/* @vite-ignore */ CORE);
  await simulateReferencePayment(t.core, paid.body.data.reference);
  return borrower as { token: string; loanId: number };
}

describe('the no-loan page', () => {
  it("asks the API twice a render (the profile and the page's read) and shows the owner's closed loans", async () => {
    const mine = await paidOff();
    const theirs = await paidOff();
    const asked = throughTheApi(t);
    const page = dataOf(
      await loader({
        request: await siteRequest('/profile/no-loan', { token: mine.token }),
        params: {},
        context: {},
      }),
    );
    expect(asked.sort()).toEqual([`GET ${C}`, `GET ${C}/no-loan`]);
    expect(page.loans.map((loan) => loan.id)).toEqual([mine.loanId]);
    expect(page.loans.map((loan) => loan.id)).not.toContain(theirs.loanId);
    const closed = await t.call('GET', `${C}/loans/closed`, { token: mine.token });
    expect(page.loans).toEqual(closed.body.data.loans);
    // Issue 61: the paid-off loan's contract and CFDIs stay reachable, in the same read.
    const kept = await t.call('GET', `${C}/document/list`, { token: mine.token });
    expect(page.documents).toEqual(kept.body.data);
    expect(page.documents).toContainEqual(
      expect.objectContaining({ type: 'loan_agreement', loanId: mine.loanId }),
    );
    expect(page.documents.map((document) => document.loanId)).not.toContain(theirs.loanId);
    const invoices = await t.call('GET', `${C}/cfdis`, { token: mine.token });
    expect(page.cfdis).toEqual(invoices.body.data.cfdis);
    const config = await t.call('GET', '/web/public/config/calculator');
    expect(page.today).toBe(config.body.data.today);
    expect(page.error).toBeNull();
    expect(page.product).not.toBeNull();
  });

  it('sends a client who never borrowed where the journey says, on the step the page read brought', async () => {
    const { registerClient } = await import(/* @vite-ignore */ FIXTURES);
    const fresh = await registerClient(t);
    const asked = throughTheApi(t);
    const args = {
      request: await siteRequest('/profile/no-loan', { token: fresh.token }),
      params: {},
      context: {},
    };
    const thrown = await loader(args).then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('location')).not.toBe('/profile/no-loan');
    expect(asked.sort()).toEqual([`GET ${C}`, `GET ${C}/no-loan`]);
  });
});
