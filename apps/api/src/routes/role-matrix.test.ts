import {
  BACK_OFFICE_ROLES,
  type BackOfficeRole,
  ENDPOINT_LIST,
  requiredPermissions,
  roleCan,
} from '@lender/contracts';
import { describe, expect, it } from 'vitest';
import { backOfficeStaff } from '../test/back-office-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

// Issue 36, roles that match a lending operation: every back-office endpoint called by every role.
// A role without one of the endpoint's permissions (BACK_OFFICE_PERMISSIONS of @lender/contracts,
// the table the back-office's hidden controls read too) is refused with 403 `forbidden` before
// anything is read or changed; a role that holds them gets past the guard (the call may still be
// a 400 for its empty body, a 404 for a record that does not exist: never that 403).

let t: TestApp;
const roles = Object.fromEntries(BACK_OFFICE_ROLES.map((role) => [role, role])) as {
  [R in BackOfficeRole]: R;
};
const { tokens } = backOfficeStaff(roles, async () => {
  t = await createTestApp();
  return t;
});

const backOffice = ENDPOINT_LIST.filter(
  (endpoint) => endpoint.access === 'user' && endpoint.id !== 'backOffice.logout',
);

/** Whether the endpoint's body is multipart (a file upload). */
const multipart = (endpoint: { request: { bodyContentType?: string } }) =>
  endpoint.request.bodyContentType === 'multipart/form-data';

/** The endpoint's path with every parameter set to a record that does not exist. */
const pathOf = (path: string) => path.replace(/:([A-Za-z]+)/g, '999999');

describe.each(BACK_OFFICE_ROLES)('the %s role', (role) => {
  it.each(
    backOffice.map((endpoint) => [`${endpoint.method.toUpperCase()} ${endpoint.path}`, endpoint] as const),
  )('%s', async (_call, endpoint) => {
    const needed = requiredPermissions(endpoint.permission);
    const allowed = needed.every((permission) => roleCan(role, permission));
    const res = await t.call(endpoint.method.toUpperCase(), pathOf(endpoint.path), {
      token: tokens[role],
      ...(endpoint.method === 'get' || endpoint.method === 'delete'
        ? {}
        : { body: multipart(endpoint) ? '--matrix--\r\n' : {} }),
      headers: {
        'idempotency-key': `matrix-${role}-${endpoint.id}`,
        // An upload endpoint takes a (here empty) multipart body; JSON would be 415 before any guard.
        ...(multipart(endpoint) ? { 'content-type': 'multipart/form-data; boundary=matrix' } : {}),
      },
    });
    if (allowed) {
      expect([res.status, res.body.code], `${role} holds ${needed.join(', ') || 'signed-in'}`).not.toEqual([
        403,
        'forbidden',
      ]);
    } else {
      expect([res.status, res.body.code], `${role} lacks one of ${needed.join(', ')}`).toEqual([
        403,
        'forbidden',
      ]);
    }
  });
});
