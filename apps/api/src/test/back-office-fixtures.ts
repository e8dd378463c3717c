import type { BackOfficeRole } from '@lender/contracts';
import { totpCode } from '@lender/core';
import { curp, registerClient } from './fixtures';
import type { TestApp } from './test-app';

/** A back-office user of a test, with what is needed to sign in. */
export interface TestBackOfficeUser {
  id: number;
  email: string;
  password: string;
  totpSecret: string;
  role: BackOfficeRole;
}

let users = 0;
/** Creates a back-office user with `role` (unique e-mail per call). */
export async function createBackOfficeUser(t: TestApp, role: BackOfficeRole): Promise<TestBackOfficeUser> {
  users += 1;
  const email = `${role}${users}@lender.test`;
  const password = 'a-long-back-office-password';
  const created = await t.core.backOfficeUsers.create({ email, name: `${role} ${users}`, password, role });
  return { id: created.id, email, password, totpSecret: created.totpSecret, role };
}

/** Step one of the back-office login only: a token still waiting for TOTP (it opens nothing). */
export async function mfaPendingToken(t: TestApp, user: TestBackOfficeUser): Promise<string> {
  const res = await t.call('POST', '/web/public/user/login', {
    body: { username: user.email, password: user.password },
  });
  if (res.status !== 200) throw new Error(`password login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.Authorization as string;
}

/**
 * Signs in with password then TOTP and returns the full token. The clock moves past the TOTP
 * step first, as a code is never accepted twice.
 */
export async function backOfficeToken(t: TestApp, user: TestBackOfficeUser): Promise<string> {
  t.clock.advance(31_000);
  const first = await mfaPendingToken(t, user);
  const second = await t.call('POST', '/web/public/user/login', {
    body: { totp: totpCode(user.totpSecret, t.clock.now()) },
    token: first,
  });
  if (second.status !== 200)
    throw new Error(`TOTP login failed: ${second.status} ${JSON.stringify(second.body)}`);
  return second.body.Authorization as string;
}

let clientsMade = 0;
/**
 * Registers a borrower through the API with its own CURP, phone and e-mail, and returns its id,
 * token and registration body (first name defaults to `Juan`).
 */
export async function backOfficeTestClient(
  t: TestApp,
  overrides: { firstName?: string; email?: string } = {},
) {
  clientsMade += 1;
  const month = String(1 + Math.floor(clientsMade / 28)).padStart(2, '0');
  const day = String(1 + (clientsMade % 28)).padStart(2, '0');
  const registered = await registerClient(t, {
    nationalIdentificator: curp(`BOFI71${month}${day}HDFRRS0`),
    birthDate: `1971-${month}-${day}`,
    ...overrides,
  });
  const me = await t.call('GET', '/web/private/client', { token: registered.token });
  if (me.status !== 200) throw new Error(`client look-up failed: ${me.status}`);
  return { ...registered, id: me.body.data.id as number };
}
