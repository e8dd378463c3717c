import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedClient, C } from '../../test/lending-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 37: the summary's "Cambiar" on the amount and the due date takes the unsigned offer back.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST application/{id}/withdraw', () => {
  it('cancels an accepted offer not signed yet, then the journey goes back to applying', async () => {
    const { token, applicationId } = await acceptedClient(t);
    const withdrawn = await t.call('POST', `${C}/application/${applicationId}/withdraw`, { token });
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    expect(withdrawn.body.data).toMatchObject({ id: applicationId, status: 5 });
    const actual = await t.call('GET', `${C}/application/actual`, { token });
    expect(actual.body.code).toBe('no_active_application');
    const offer = await t.call('GET', `${C}/application/${applicationId}/offer/actual`, { token });
    expect(offer.status).not.toBe(200);
    const again = await t.call('POST', `${C}/application/${applicationId}/withdraw`, { token });
    expect(again.body.code).toBe('invalid_transition');
  });

  it("is not another client's to withdraw", async () => {
    const owner = await acceptedClient(t);
    const other = await acceptedClient(t);
    const res = await t.call('POST', `${C}/application/${owner.applicationId}/withdraw`, {
      token: other.token,
    });
    expect(res.body.code).toBe('not_found');
  });
});
