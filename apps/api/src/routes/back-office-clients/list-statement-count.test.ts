import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backOfficeTestClient,
  backOfficeToken,
  createBackOfficeUser,
  manualCase,
} from '../../test/back-office-fixtures';
import { countStatements } from '../../test/statement-counter';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 17: a back-office list costs one or two statements on top of the guard's two (the session,
// the user's state and role), however many rows its page shows: no statement per row, no statement
// in a row that could be one. The client list and the manual queue read their count in their rows
// statement (ADR 092); the audit log reads it beside its rows, and the names of the people its page
// names (who acted, whom a field names) in one read per kind of person, users and borrowers (issue 48:
// "Quién" is the person), never one per row. The baseline call of the bench
// (`GET back-office/user/1`) is three. PGlite and
// node-postgres both send every statement outside a transaction through `$client.query`.
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await backOfficeToken(t, await createBackOfficeUser(t, 'admin'));
  for (let i = 0; i < 3; i++) await backOfficeTestClient(t, { firstName: 'García' });
  await manualCase(t);
  await manualCase(t);
});
afterAll(() => t.close());

/**
 * The statements of one call, after a first call of the same path: the planner's estimate of a
 * whole table is asked at most every ten seconds (ADR 253), so the second call is the usual one.
 */
async function statementsOf(path: string): Promise<string[]> {
  expect((await t.call('GET', path, { token })).status, path).toBe(200);
  const counter = countStatements(t.core.db);
  try {
    const res = await t.call('GET', path, { token });
    expect(res.status, path).toBe(200);
  } finally {
    counter.restore();
  }
  return counter.sql;
}

/** The second page of the client list, asked for with the cursor the first one hands out. */
async function cursorPath(): Promise<string> {
  const first = await t.call('GET', '/web/private/back-office/clients?perPage=1', { token });
  const cursor = first.headers.get('x-next-cursor');
  if (!cursor) throw new Error('the first page sent no x-next-cursor');
  return `/web/private/back-office/clients?perPage=1&cursor=${cursor}`;
}

describe('statements per back-office list call', () => {
  it.each([
    ['the baseline (a back-office user by id)', '/web/private/back-office/user/1', 3],
    ['the client list, name search', '/web/private/back-office/clients?query=garc&perPage=2', 3],
    ['the client list, a page by number', '/web/private/back-office/clients?perPage=2&page=2', 3],
    ['the manual-verification queue', '/web/private/back-office/applications/manual-verification', 3],
    ['the audit log, first page', '/web/private/back-office/audit-log?perPage=2', 6],
    ['the client list, the page after a cursor', 'cursor', 3],
  ])('%s (%s): at most %i, whatever the page holds', async (_name, asked, most) => {
    const path = asked === 'cursor' ? await cursorPath() : asked;
    const statements = await statementsOf(path);
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(most);
  });
});
