// Issue 35 finding 10: the ten 500s a fuzz run of 14,661 malformed requests found, each now a 4xx
// with a code (and nothing changed). Run against the app in process, with a real loan, client and
// back-office admin, as the seeded fuzz test (fuzz.test.ts) does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backOfficeToken, createBackOfficeUser } from './test/back-office-fixtures';
import { activeLoan, createLendingTestApp } from './test/back-office-loan-fixture';

let t: Awaited<ReturnType<typeof createLendingTestApp>>;
let client = '';
let admin = '';
let adminId = 0;
let loanId = 0;
beforeAll(async () => {
  t = await createLendingTestApp();
  const loan = await activeLoan(t);
  loanId = loan.loanId;
  client = (await t.core.auth.issue({ accountType: 'client', subjectId: loan.clientId, mfaPending: false }))
    .token;
  const user = await createBackOfficeUser(t, 'admin');
  adminId = user.id;
  admin = await backOfficeToken(t, user);
});
afterAll(() => t.close());

const BO = '/web/private/back-office';
const TOO_BIG = 2 ** 31;
let keys = 0;

async function send(method: string, path: string, token: string, body: string, type = 'application/json') {
  const headers: Record<string, string> = {
    authorization: `Bearer ${token}`,
    'content-type': type,
    'content-length': String(Buffer.byteLength(body)),
    'idempotency-key': `finding-10-${++keys}`,
  };
  const response = await t.app.request(path, { method, headers, body: body === '' ? undefined : body });
  const text = await response.text();
  return { status: response.status, code: (JSON.parse(text) as { code?: string }).code, text };
}

describe('uploads sent JSON or nothing instead of a form', () => {
  it.each(['document/upload', 'bank-statement/upload', 'client-document/upload'])(
    'POST client/%s: 415 unsupported_media_type, with or without a body',
    async (path) => {
      for (const body of ['', '{', '{"type":"id_front","file":"AAAA"}']) {
        const answer = await send('POST', `/web/private/client/${path}`, client, body);
        expect(answer.status, `${JSON.stringify(body)}: ${answer.text}`).toBe(415);
        expect(answer.code).toBe('unsupported_media_type');
      }
    },
  );
});

describe('numbers past what the database holds', () => {
  it('bulk-approve of application 2^31: 400 validation_failed', async () => {
    const answer = await send(
      'POST',
      `${BO}/applications/manual-verification/bulk-approve`,
      admin,
      JSON.stringify({ applicationIds: [TOO_BIG], reason: 'Aprobación en bloque' }),
    );
    expect([answer.status, answer.code]).toEqual([400, 'validation_failed']);
  });

  it('TOTP reset of user 2^31: 400 validation_failed', async () => {
    const answer = await send(
      'POST',
      `${BO}/users/${TOO_BIG}/totp/reset`,
      admin,
      JSON.stringify({ version: 1, reason: 'Perdió su teléfono' }),
    );
    expect([answer.status, answer.code]).toEqual([400, 'validation_failed']);
  });

  it('TOTP reset at version 2^53 − 1: 400 validation_failed, the secret unchanged', async () => {
    const before = await t.call('GET', `${BO}/users/${adminId}`, { token: admin });
    const answer = await send(
      'POST',
      `${BO}/users/${adminId}/totp/reset`,
      admin,
      JSON.stringify({ version: 2 ** 53 - 1, reason: 'Perdió su teléfono' }),
    );
    expect([answer.status, answer.code]).toEqual([400, 'validation_failed']);
    const after = await t.call('GET', `${BO}/users/${adminId}`, { token: admin });
    expect(after.body.data).toEqual(before.body.data);
  });

  it('banks at version 2^31: a 4xx with a code (409 stale_version), not a 500', async () => {
    // The banks change through maker-checker since issue 36: a request at the version read, compared
    // before any statement, so the version that is not the current one is simply stale.
    const answer = await send(
      'POST',
      `${BO}/settings/bank-requests`,
      admin,
      JSON.stringify({ version: TOO_BIG, enabled: ['002'], reason: 'Cambio de bancos' }),
    );
    expect([answer.status, answer.code]).toEqual([409, 'stale_version']);
  });

  it('a payment to loan 2^31: 400 validation_failed', async () => {
    const answer = await send(
      'POST',
      `${BO}/loans/${TOO_BIG}/payments`,
      admin,
      JSON.stringify({
        amount: { amount: 100, currency: 'MXN' },
        paidOn: '2026-03-02',
        reference: 'DEP-1',
        reason: 'Depósito en ventanilla',
      }),
    );
    expect([answer.status, answer.code]).toEqual([400, 'validation_failed']);
  });
});

describe('strings the database cannot store', () => {
  it.each(['reference', 'reason'])(
    'a payment whose %s holds a lone surrogate: 400 validation_failed on the field, no payment',
    async (field) => {
      const body: Record<string, unknown> = {
        amount: { amount: 100, currency: 'MXN' },
        paidOn: '2026-03-02',
        reference: 'DEP-2',
        reason: 'Depósito en ventanilla',
        [field]: 'DEP\ud800',
      };
      const answer = await send('POST', `${BO}/loans/${loanId}/payments`, admin, JSON.stringify(body));
      expect([answer.status, answer.code]).toEqual([400, 'validation_failed']);
      expect(JSON.parse(answer.text).errors).toEqual([
        expect.objectContaining({ propertyPath: field, code: 'invalid_value' }),
      ]);
      const loan = await t.call('GET', `${BO}/loans/${loanId}`, { token: admin });
      expect(JSON.stringify(loan.body.data)).not.toContain('DEP');
    },
  );

  it('a well-formed emoji (a surrogate pair) is text and passes the guard', async () => {
    const answer = await send(
      'POST',
      `${BO}/loans/${loanId}/payments`,
      admin,
      JSON.stringify({
        amount: { amount: 100, currency: 'MXN' },
        paidOn: '2026-03-02',
        reference: 'DEP-😀',
        reason: 'Depósito en ventanilla',
      }),
    );
    expect(answer.status, answer.text).toBeLessThan(500);
    expect(answer.code).not.toBe('validation_failed');
  });
});
