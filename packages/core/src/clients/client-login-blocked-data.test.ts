import { CLIENT_STATUS } from '@lender/contracts';
import { eq } from '@lender/db/orm';
import { clients, sessions } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCore, type TestCore } from '../../testing/index';
import { blockClientData } from '../arco/block-client-data';
import { hashPassword } from '../auth/passwords';
import { companyInfoFromEnv, DEMO_COMPANY } from '../documents/company';
import { CoreError } from '../errors/core-error';
import { insertClientRow } from '../seed/lending-rows';
import { clientLogin } from './client-login';

// Issue 63 point 7: a borrower whose personal data a cancellation blocked cannot sign in again; the
// refusal is specific and names the privacy officer's address.

let t: TestCore;
beforeAll(async () => {
  t = await createTestCore();
});
afterAll(() => t.close());

const PASSWORD = 'Cancelada-2026';
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof CoreError ? { code: error.code, ...error.options } : error),
  );

describe('a borrower whose data is blocked', () => {
  let clientId: number;
  beforeAll(async () => {
    clientId = await insertClientRow(t.core.db, t.core.pii, {
      phone: '+525512340063',
      email: 'cancelada@lender.test',
      passwordHash: await hashPassword(PASSWORD),
    });
  });

  it('signs in before the block', async () => {
    const issued = await clientLogin(t.core, {
      body: { username: '5512340063', password: PASSWORD },
      requester: 'test',
    });
    expect(issued.token).toEqual(expect.any(String));
  });

  it('is refused with personal_data_blocked and the privacy contact after it, by phone or e-mail', async () => {
    await blockClientData(t.core, { clientId });
    // The block ended every session at once.
    expect(await t.core.db.select().from(sessions).where(eq(sessions.subjectId, clientId))).toEqual([]);
    for (const username of ['5512340063', 'Cancelada@lender.test']) {
      expect(
        await refusal(clientLogin(t.core, { body: { username, password: PASSWORD }, requester: 'test' })),
      ).toMatchObject({
        code: 'personal_data_blocked',
        params: { privacyEmail: DEMO_COMPANY.privacyEmail },
      });
    }
    // A wrong password says nothing of the block (no one learns the account's state without it).
    expect(
      await refusal(
        clientLogin(t.core, {
          body: { username: '5512340063', password: 'otra-clave-1' },
          requester: 'test',
        }),
      ),
    ).toMatchObject({ code: 'invalid_credentials' });
    // The client's own status is active: the block alone refuses the sign-in.
    const [row] = await t.core.db.select().from(clients).where(eq(clients.id, clientId));
    expect(row?.status).toBe(CLIENT_STATUS.active);
  });
});

describe('the privacy contact of a deployment', () => {
  it('is COMPANY_PRIVACY_EMAIL, else the customer care e-mail, else the demo one', () => {
    expect(companyInfoFromEnv({}).privacyEmail).toBe('privacidad@prestamos-demo.example');
    expect(companyInfoFromEnv({ COMPANY_EMAIL: 'atencion@lender.mx' }).privacyEmail).toBe(
      'atencion@lender.mx',
    );
    expect(
      companyInfoFromEnv({ COMPANY_EMAIL: 'atencion@lender.mx', COMPANY_PRIVACY_EMAIL: 'datos@lender.mx' })
        .privacyEmail,
    ).toBe('datos@lender.mx');
  });
});
