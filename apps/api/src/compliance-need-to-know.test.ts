import { BACK_OFFICE_ROLES, type BackOfficeRole, ENDPOINT_LIST } from '@lender/contracts';
import { schema } from '@lender/core/db';
import { describe, expect, it } from 'vitest';
import { backOfficeStaff } from './test/back-office-fixtures';
import { activeLoan, createLendingTestApp } from './test/back-office-loan-fixture';

// Need to know (issue 63): a compliance decision, alert or match seen by someone who talks to the
// client would tip them off. Every back-office list endpoint (a GET without a path parameter) is
// called by every role, and only the roles that read the compliance register find the compliance
// items in the answer: the officer and the auditor — not the admin (ADR 318).
const SECRET = 'PLD-SECRETO-63';
const MAY_KNOW: readonly BackOfficeRole[] = ['compliance', 'auditor'];

let t: Awaited<ReturnType<typeof createLendingTestApp>>;
const roles = Object.fromEntries(BACK_OFFICE_ROLES.map((role) => [role, role])) as Record<
  BackOfficeRole,
  BackOfficeRole
>;
const { tokens, users } = backOfficeStaff({ ...roles, pld2: 'compliance' }, async () => {
  t = await createLendingTestApp();
  return t;
});

const lists = ENDPOINT_LIST.filter(
  (endpoint) => endpoint.access === 'user' && endpoint.method === 'get' && !endpoint.path.includes(':'),
);

describe('compliance items are seen only by the roles that read the compliance register', () => {
  it('every list endpoint, every role', async () => {
    const loan = await activeLoan(t);
    const B = '/web/private/back-office';
    const listed = await t.call('POST', `${B}/compliance/watchlists`, {
      token: tokens.compliance,
      body: { list: 'own', text: `id,full_name,curp,rfc,birth_date\nOWN-63,${SECRET} PERSONA,,,\n` },
    });
    expect(listed.status).toBe(201);
    await t.core.db.insert(schema.amlMatches).values({
      clientId: loan.clientId,
      list: 'own',
      externalId: 'OWN-63',
      entryName: `${SECRET} PERSONA`,
      versionId: listed.body.data.id,
      score: 80,
      reasons: ['name'],
    });
    const raised = await t.call('POST', `${B}/compliance/alerts`, {
      token: tokens.agent,
      body: { clientId: loan.clientId, description: `Operación inusual ${SECRET}.` },
    });
    expect(raised.status).toBe(201);
    const decided = await t.call('POST', `${B}/compliance/alerts/${raised.body.data.id}/decision`, {
      token: tokens.compliance,
      body: { decision: 'report', reason: `Reportar ${SECRET}.` },
    });
    expect(decided.status).toBe(201);
    const approvalId = decided.body.data.id as number;

    const seen: Record<string, string[]> = {};
    for (const role of BACK_OFFICE_ROLES) {
      const token = tokens[role];
      for (const endpoint of lists) {
        const res = await t.call('GET', endpoint.path, { token });
        const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
        if (text.includes(SECRET) || text.includes('compliance.alert')) {
          seen[role] = [...(seen[role] ?? []), endpoint.path];
        }
      }
      // The one request by its id: not there for a role with no need to know.
      const one = await t.call('GET', `${B}/approvals/${approvalId}`, { token });
      if (one.status === 200) seen[role] = [...(seen[role] ?? []), `${B}/approvals/:id`];
    }
    for (const role of BACK_OFFICE_ROLES) {
      if (MAY_KNOW.includes(role)) continue;
      expect([role, seen[role] ?? []]).toEqual([role, []]);
    }
    // The endpoints do show them to those who may know: the test would catch nothing otherwise.
    expect(seen.compliance).toEqual(
      expect.arrayContaining([`${B}/compliance/alerts`, `${B}/compliance/matches`]),
    );
    expect(seen.auditor).toEqual(
      expect.arrayContaining([`${B}/compliance/alerts`, `${B}/approvals`, `${B}/approvals/:id`]),
    );
    expect(users.pld2).toBeDefined();
  });
});
