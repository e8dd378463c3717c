import { APPLICATION_STATUS } from '@lender/calculator/platform';
import { BORROWER_REASONS, DECISION_REASON_CODES } from '@lender/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicant, C, decided, forceDecision, withIdDocument } from '../test/application-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

// The borrower's answers carry borrower reasons (ADR 293), never the rules' names (issue 62): every
// response a borrower gets on the way to a decision — flow, finish, the application, the decision's
// reasons — is scanned for the engine's and the agents' reason codes.

let t: TestApp;
const seen: Array<{ method: string; path: string; body: string }> = [];
beforeAll(async () => {
  const app = await createTestApp();
  // Every client call of this file goes through here, so the scan sees every answer.
  t = {
    ...app,
    call: async (method, path, options) => {
      const response = await app.call(method, path, options);
      if (path.startsWith('/web/')) seen.push({ method, path, body: JSON.stringify(response.body) });
      return response;
    },
  };
});
afterAll(() => t.close());

/** A rule's name in an answer: a reason code, or anything shaped like one (`decision.x`, `manual.x`). */
const RULE_NAME = /\b(?:decision|manual|behaviour)\.[a-zA-Z_]+/;

async function visit(token: string) {
  for (const path of [`${C}/flow`, `${C}/decision-reasons`, `${C}/application/actual`, C]) {
    await t.call('GET', path, { token });
  }
}

describe('borrower answers', () => {
  it('carry borrower reasons on the reject and manual pages, never a rule name, in any answer', async () => {
    const rejected = await applicant(t, { employment: 'unemployed' });
    const reject = await decided(t, rejected.token);
    expect(reject.flow.step).toBe('reject_page');
    expect(reject.flow.errors).toEqual(['no_income_source']);
    await visit(rejected.token);

    const manual = await applicant(t);
    const review = await decided(t, manual.token);
    expect(review.flow).toMatchObject({ step: 'manual_page', errors: ['documents_needed'] });
    await visit(manual.token);

    const poor = await applicant(t, { monthlyIncomePesos: 5_000 });
    await withIdDocument(t, poor.clientId);
    const decreased = await decided(t, poor.token, 3_000);
    expect(decreased.status).toBe(APPLICATION_STATUS.yhatDecrease);
    await visit(poor.token);

    const approved = await applicant(t);
    await withIdDocument(t, approved.clientId);
    expect((await decided(t, approved.token)).status).toBe(APPLICATION_STATUS.accepted);
    await visit(approved.token);

    const forced = await applicant(t);
    await forceDecision(t, forced.token, APPLICATION_STATUS.rejected);
    const forcedReject = await decided(t, forced.token);
    expect(forcedReject.flow.errors).toEqual(['test_decision']);
    await visit(forced.token);

    expect(seen.length).toBeGreaterThan(30);
    const leaks = seen.filter(
      ({ body }) => RULE_NAME.test(body) || DECISION_REASON_CODES.some((code) => body.includes(`"${code}"`)),
    );
    expect(leaks.map(({ method, path, body }) => `${method} ${path} ${body.slice(0, 300)}`)).toEqual([]);
    // What the pages do carry is a borrower reason of ADR 293.
    for (const { path, body } of seen.filter(
      ({ path }) => path.endsWith('/flow') || path.endsWith('/finish'),
    )) {
      const errors = (JSON.parse(body) as { data?: { errors?: string[] } }).data?.errors ?? [];
      for (const error of errors)
        expect([...BORROWER_REASONS, 'clabe_required'], `${path}: ${error}`).toContain(error);
    }
  });
});
