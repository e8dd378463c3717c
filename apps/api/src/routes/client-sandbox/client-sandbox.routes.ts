import { z } from '@hono/zod-openapi';
import { type EndpointDefinition, clientLendingEndpoints as e, SANDBOX_COOKIE } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

/**
 * The header through which an admin opens a client's sandbox: the back-office access token (past
 * TOTP) of a user, beside the client's own `Authorization` (ADR 021).
 */
export const SANDBOX_ADMIN_HEADER = 'X-Admin-Authorization';

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

/** A sandbox route: the endpoint's route with the admin header and the QA cookie documented. */
function sandboxRoute<E extends EndpointDefinition>(endpoint: E) {
  return endpointRoute(endpoint, {
    description: SANDBOX_ACCESS,
    headers: SandboxHeadersSchema,
    cookies: SandboxCookiesSchema,
  });
}

// Sandbox controls (spec §2, §6; ADR 021): a client token plus an admin token or the QA cookie.
export const sandboxStart = sandboxRoute(e.sandboxStart);
export const sandboxStep = sandboxRoute(e.sandboxStep);
export const sandboxDecision = sandboxRoute(e.sandboxDecision);
export const sandboxClock = sandboxRoute(e.sandboxClock);
