import { bankLinkStatus, sandboxBankLink } from '@lender/core';
import { schema } from '@lender/core/db';
import { eq } from '@lender/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { curp, registerClient } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const C = '/web/private/client/belvo';
let seq = 0;

async function client() {
  seq += 1;
  const day = String(1 + (seq % 28)).padStart(2, '0');
  const registered = await registerClient(t, {
    nationalIdentificator: curp(`BELV72${'01'}${day}HDFRRS0`),
    birthDate: `1972-01-${day}`,
  });
  const me = await t.call('GET', '/web/private/client', { token: registered.token });
  return { token: registered.token, id: me.body.data.id as number };
}

const LINK = '2f5b3b3e-8c1e-4a55-9d3b-6f1d2d8c7a10';

describe('GET /web/private/client/belvo/access-token', () => {
  it('issues a short-lived widget token', async () => {
    const { token } = await client();
    const res = await t.call('GET', `${C}/access-token`, { token });
    expect(res.status).toBe(200);
    expect(res.body.data.accessToken).toMatch(/^belvo_sandbox_[\w-]{20,}$/);
    expect(res.body.data.expiresIn).toBe(600);
  });

  it('answers 401 without a token', async () => {
    expect((await t.call('GET', `${C}/access-token`)).status).toBe(401);
  });
});

describe('POST /web/private/client/belvo/store/link', () => {
  it("stores the link with the sandbox's accounts and income, and answers the journey state", async () => {
    const { token, id } = await client();
    expect((await bankLinkStatus(t.core.db, id)).status).toBe('none');
    const res = await t.call('POST', `${C}/store/link`, {
      token,
      body: { link: LINK, institution: 'erebor_mx_retail' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: expect.any(String), totalSteps: 100 });
    expect(res.body.data.step).not.toBe('belvo');
    const state = await bankLinkStatus(t.core.db, id);
    const expected = await sandboxBankLink().fetchLinkSummary({
      linkId: LINK,
      institution: 'erebor_mx_retail',
    });
    expect(state).toEqual({ status: 'linked', links: 1, institution: 'erebor_mx_retail', summary: expected });
    expect(expected.monthlyIncome % 100).toBe(0);
    expect(expected.accounts.length).toBeGreaterThanOrEqual(1);
  });

  it('is idempotent for the same link and refuses a link stored by another client', async () => {
    const owner = await client();
    const other = await client();
    const link = `${LINK.slice(0, -2)}99`;
    const body = { link, institution: 'erebor_mx_retail' };
    expect((await t.call('POST', `${C}/store/link`, { token: owner.token, body })).status).toBe(200);
    expect((await t.call('POST', `${C}/store/link`, { token: owner.token, body })).status).toBe(200);
    const rows = await t.core.db.select().from(schema.bankLinks).where(eq(schema.bankLinks.linkId, link));
    expect(rows).toHaveLength(1);
    const stolen = await t.call('POST', `${C}/store/link`, { token: other.token, body });
    expect(stolen.status).toBe(400);
    expect(stolen.body.code).toBe('not_unique');
    expect(stolen.body.errors?.[0]?.propertyPath).toContain('link');
    expect((await bankLinkStatus(t.core.db, other.id)).status).toBe('none');
  });

  it('answers 502 provider_failed when the provider cannot read the link, storing nothing', async () => {
    const { token, id } = await client();
    const res = await t.call('POST', `${C}/store/link`, {
      token,
      body: { link: 'fail-00000000', institution: 'erebor_mx_retail' },
    });
    expect(res.status).toBe(502);
    expect(res.body.code).toBe('provider_failed');
    expect((await bankLinkStatus(t.core.db, id)).status).toBe('none');
  });

  it('answers 400 for an empty link', async () => {
    const { token } = await client();
    const res = await t.call('POST', `${C}/store/link`, { token, body: { link: '', institution: 'x' } });
    expect(res.status).toBe(400);
  });
});

describe('POST /web/private/client/belvo/skip', () => {
  it('records the skip once; a link stored later wins', async () => {
    const { token, id } = await client();
    const res = await t.call('POST', `${C}/skip`, { token });
    expect(res.status).toBe(200);
    expect(res.body.data.totalSteps).toBe(100);
    expect((await t.call('POST', `${C}/skip`, { token })).status).toBe(200);
    const rows = await t.core.db.select().from(schema.bankLinks).where(eq(schema.bankLinks.clientId, id));
    expect(rows).toHaveLength(1);
    expect(await bankLinkStatus(t.core.db, id)).toEqual({
      status: 'skipped',
      links: 0,
      institution: null,
      summary: null,
    });
    await t.call('POST', `${C}/store/link`, {
      token,
      body: { link: `${LINK}-later`, institution: 'erebor_mx_retail' },
    });
    expect((await bankLinkStatus(t.core.db, id)).status).toBe('linked');
  });
});
