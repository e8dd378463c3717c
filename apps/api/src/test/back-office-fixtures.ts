import { payDateOptions } from '@lender/calculator';
import type { BackOfficeRole } from '@lender/contracts';
import { today, totpCode } from '@lender/core';
import { schema } from '@lender/core/db';
import { insertManualCase } from '@lender/core/testing';
import { eq } from '@lender/db/orm';
import { afterAll, beforeAll } from 'vitest';
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

/**
 * Registers a back-office test file's hooks: before all, an app from `create` (closed after all)
 * and one back-office user per entry of `roles`, created in that order, then signed in unless
 * `signIn: false`. `tokens` holds each user's current token; `signIn()` renews them all (after a
 * test moves the clock past their life).
 *
 * @example
 * let t: TestApp;
 * const { users, tokens } = backOfficeStaff({ admin: 'admin', agent: 'agent' }, async () => {
 *   t = await createTestApp();
 *   return t;
 * });
 */
export function backOfficeStaff<const R extends Record<string, BackOfficeRole>>(
  roles: R,
  create: () => Promise<TestApp>,
  options: { signIn?: boolean } = {},
) {
  type Name = keyof R & string;
  const names = Object.keys(roles) as Name[];
  const users = {} as Record<Name, TestBackOfficeUser>;
  const tokens = {} as Record<Name, string>;
  let app: TestApp | undefined;
  async function signIn() {
    if (!app) throw new Error('the back-office app is not created yet');
    for (const name of names) tokens[name] = await backOfficeToken(app, users[name]);
  }
  beforeAll(async () => {
    app = await create();
    for (const name of names) users[name] = await createBackOfficeUser(app, roles[name] as BackOfficeRole);
    if (options.signIn !== false) await signIn();
  });
  afterAll(() => app?.close());
  return { users, tokens, signIn };
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

/**
 * A registered client whose application of 3,000 pesos the engine sent to manual verification
 * (status 14, with the engine's decision and reason `decision.incomeUnknown`), as the decision
 * engine leaves it.
 */
export async function manualCase(t: TestApp) {
  const client = await backOfficeTestClient(t);
  // Registration steps two to four are done before an application reaches a decision.
  await t.core.db
    .update(schema.clients)
    .set({ completedSteps: [2, 3, 4] })
    .where(eq(schema.clients.id, client.id));
  const option = payDateOptions('biweekly', today(t.clock))[6];
  if (!option) throw new Error('no pay-date option');
  const applicationId = await insertManualCase(t.core.db, {
    clientId: client.id,
    payDates: option.value,
    pricedOn: today(t.clock),
  });
  return { client, applicationId };
}

/** The error codes of an answer: each field error's, else the envelope's own. */
export const errorCodes = (body: { errors?: { code: string }[]; code?: string }) =>
  body.errors?.map((error) => error.code) ?? [body.code];
