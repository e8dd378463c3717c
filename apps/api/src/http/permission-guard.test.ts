import { ENDPOINT_LIST, pathParameterNames, requiredPermissions, roleCan } from '@lender/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backOfficeToken, createBackOfficeUser } from '../test/back-office-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let agentToken: string;
beforeAll(async () => {
  t = await createTestApp();
  agentToken = await backOfficeToken(t, await createBackOfficeUser(t, 'agent'));
});
afterAll(() => t.close());

/** Back-office endpoints one of whose permissions an agent lacks, with the first such permission. */
const adminOnly = ENDPOINT_LIST.flatMap((endpoint) => {
  if (endpoint.access !== 'user') return [];
  const missing = requiredPermissions(endpoint.permission).find((name) => !roleCan('agent', name));
  return missing === undefined ? [] : [{ endpoint, missing }];
});

describe('the guard endpointRoute applies from the catalogue’s permission (ADR 075)', () => {
  it('finds admin-only endpoints in the catalogue', () => {
    expect(adminOnly.map(({ endpoint }) => endpoint.id)).toContain('backOffice.writeOff');
  });

  it.each(adminOnly.map(({ endpoint, missing }) => [endpoint.id, missing, endpoint] as const))(
    'refuses an agent on %s (403 forbidden naming %s)',
    async (_id, missing, endpoint) => {
      let path = endpoint.path;
      for (const name of pathParameterNames(endpoint.path)) path = path.replace(`:${name}`, '1');
      // An upload endpoint takes a (here empty) multipart body; JSON would be 415 before any guard.
      const upload = endpoint.request.bodyContentType === 'multipart/form-data';
      const res = await t.call(endpoint.method.toUpperCase(), path, {
        token: agentToken,
        ...(endpoint.method !== 'get' && { body: upload ? '--guard--\r\n' : {} }),
        headers: {
          'idempotency-key': crypto.randomUUID(),
          ...(upload ? { 'content-type': 'multipart/form-data; boundary=guard' } : {}),
        },
      });
      expect([res.status, res.body.code]).toEqual([403, 'forbidden']);
      expect(res.body.message).toContain(missing);
    },
  );
});
