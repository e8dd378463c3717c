import { z } from '@hono/zod-openapi';
import { SANDBOX_COOKIE } from '@lender/contracts';
import { CoreError } from '@lender/core';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { bearerToken } from '../../http/auth-middleware';
import type { AppEnv } from '../../http/context';
import type { EndpointRouteOptions } from '../../http/endpoint-route';

/**
 * The header through which an admin opens a client's sandbox: the back-office access token (past
 * TOTP) of a user, beside the client's own `Authorization` (ADR 021).
 */
const SANDBOX_ADMIN_HEADER = 'X-Admin-Authorization';

const SANDBOX_ACCESS =
  'Sandbox mode (spec §6, ADR 021) needs the client token in `Authorization` **and** one of: ' +
  `\`${SANDBOX_ADMIN_HEADER}: Bearer <back-office token of a user past TOTP>\` (an admin), or the ` +
  `\`${SANDBOX_COOKIE}\` cookie (a tester). Both are checked on every sandbox call. Sandbox mode exists only in ` +
  'development and in a staging deployment that turns it on (`SANDBOX=true`, `DEPLOYMENT_STAGE=staging`); in ' +
  'production every sandbox call is 403 `sandbox_not_allowed`. What is made while it is on is marked `fake` and ' +
  'never reaches a real payout or payment provider.';

const SandboxHeadersSchema = z.object({
  'x-admin-authorization': z.string().optional().meta({
    description: 'An admin opens the sandbox: `Bearer <back-office access token past TOTP>`.',
    example: 'Bearer eyJhbGciOiJIUzI1NiJ9…',
  }),
});

const SandboxCookiesSchema = z.object({
  [SANDBOX_COOKIE]: z.string().optional().meta({
    description: 'A tester opens the sandbox with this cookie (any value); removing it ends the control.',
  }),
});

/**
 * Spec §6: only an admin, or anyone with the `qa-disable-flow` cookie, may use sandbox mode. Checked
 * on every sandbox call, not only on start, so removing the cookie ("Disable") ends the control; the
 * grant goes to the use case with the caller's session (`session.sandboxGrant`).
 */
const sandboxGrant: MiddlewareHandler<AppEnv> = async (c, next) => {
  const adminToken = bearerToken(c.req.header(SANDBOX_ADMIN_HEADER));
  if (adminToken) {
    const core = c.get('core');
    let auth: Awaited<ReturnType<typeof core.auth.authenticate>>;
    try {
      auth = await core.auth.authenticate(adminToken);
    } catch {
      throw new CoreError('sandbox_not_allowed');
    }
    if (auth.accountType !== 'user' || auth.mfaPending) throw new CoreError('sandbox_not_allowed');
    await core.backOfficeUsers.requireActive(auth.subjectId);
    c.set('sandboxGrant', { kind: 'admin', userId: auth.subjectId });
  } else if (getCookie(c, SANDBOX_COOKIE) !== undefined) {
    c.set('sandboxGrant', { kind: 'qa_cookie' });
  } else {
    throw new CoreError('sandbox_not_allowed');
  }
  await next();
};

/**
 * A sandbox route's options (spec §2, §6; ADR 021: a client token plus an admin token or the QA
 * cookie): the grant checked, the admin header and the QA cookie documented.
 */
export const sandboxRoute: EndpointRouteOptions = {
  middleware: [sandboxGrant],
  description: SANDBOX_ACCESS,
  headers: SandboxHeadersSchema,
  cookies: SandboxCookiesSchema,
};
