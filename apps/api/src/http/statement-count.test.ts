import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicant } from '../test/application-fixtures';
import { registerClient } from '../test/fixtures';
import { countStatements } from '../test/statement-counter';
import { createTestApp, type TestApp } from '../test/test-app';

// Issue 17, ADR 091: the client's profile and flow are each read in one SQL statement (the
// session, the client row the auth guard checks and the handler reuses, and the facts the answer
// shows), on PGlite (a named statement's exchange) and on PostgreSQL (`$client.query`).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * The configuration cache's own reads: its version row (at most once a second) and, once per
 * version, the settings it keeps (the flow's cool-off after a rejection, ADR 273).
 */
const CONFIG_CACHE_READ = /"config_versions"|from "settings"|from settings/;

/** The statements a call sends, but for the configuration cache's reads. */
async function statementsOf(path: string, token: string): Promise<string[]> {
  const counter = countStatements(t.core.db);
  try {
    const res = await t.call('GET', path, { token });
    expect(res.status).toBe(200);
  } finally {
    counter.restore();
  }
  return counter.sql.filter((statement) => !CONFIG_CACHE_READ.test(statement));
}

describe('statements per call', () => {
  it('GET client and GET flow: one statement each, none probing the schema (a new client and one with a profile)', async () => {
    const { token: fresh } = await registerClient(t);
    const { token: withProfile } = await applicant(t);
    for (const path of ['/web/private/client', '/web/private/client/flow']) {
      for (const token of [fresh, withProfile]) {
        const statements = await statementsOf(path, token);
        expect(statements.length).toBeGreaterThan(0);
        expect(statements.length, `${path}: ${statements.join('\n')}`).toBe(1);
        expect(statements.join('\n')).not.toMatch(/to_regclass/);
      }
    }
  });
});
