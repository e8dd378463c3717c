import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCore, type TestCore } from '../../testing/test-core';
import { insertClientRow } from '../seed/lending-rows';
import { auditLog } from './audit-log';
import { fieldChanges } from './audit-view';

describe('field-level changes of an audit entry', () => {
  it('lists every field whose value differs, with both sides (absent is null)', () => {
    expect(
      fieldChanges(
        { status: 1, name: 'Ana', tags: ['a'] },
        { status: 2, name: 'Ana', tags: ['a', 'b'], role: 'admin' },
      ),
    ).toEqual([
      { field: 'status', before: 1, after: 2 },
      { field: 'tags', before: ['a'], after: ['a', 'b'] },
      { field: 'role', before: null, after: 'admin' },
    ]);
  });

  it('a creation or a deletion changes every field', () => {
    expect(fieldChanges(null, { active: true })).toEqual([{ field: 'active', before: null, after: true }]);
    expect(fieldChanges({ active: true }, null)).toEqual([{ field: 'active', before: true, after: null }]);
    expect(fieldChanges(null, null)).toEqual([]);
  });
});

describe('who acted, by name (issue 48)', () => {
  let t: TestCore;
  beforeAll(async () => {
    t = await createTestCore();
  });
  afterAll(async () => {
    await t.close();
  });

  it('names the back-office user with their role, the borrower, and the users a field names', async () => {
    const ana = await t.core.backOfficeUsers.create({
      email: 'ana.perez@lender.test',
      name: 'Ana Pérez',
      password: 'a-long-analyst-password',
      role: 'agent',
    });
    const luis = await t.core.backOfficeUsers.create({
      email: 'luis.mora@lender.test',
      name: 'Luis Mora',
      password: 'a-long-analyst-password',
      role: 'agent',
    });
    const clientId = await insertClientRow(t.core.db, t.core.pii, {
      email: 'maria.lopez@example.com',
      phone: '+525511112222',
      firstName: 'María',
      lastName: 'López',
    });
    const db = t.core.db;
    await t.core.audit.record(db, {
      actor: { type: 'user', id: luis.id },
      action: 'application.claim_take_over',
      entity: 'application',
      entityId: 7,
      before: { claimedBy: ana.id },
      after: { claimedBy: luis.id },
    });
    await t.core.audit.record(db, {
      actor: { type: 'client', id: clientId },
      action: 'client.email_change',
      entity: 'client',
      entityId: clientId,
      after: { fields: ['email'] },
    });
    await t.core.audit.record(db, {
      actor: { type: 'system' },
      action: 'loan.hold',
      entity: 'loan',
      entityId: 3,
      after: { status: 6, overdueDays: 31 },
    });
    const page = await auditLog(t.core, { query: { page: 1, perPage: 3 } });
    const [hold, email, claim] = page.items;
    expect(hold?.actor).toEqual({ type: 'system', id: null, name: null, role: null });
    expect(email?.actor).toEqual({ type: 'client', id: clientId, name: 'María López', role: null });
    expect(claim?.actor).toEqual({ type: 'user', id: luis.id, name: 'Luis Mora', role: 'agent' });
    expect(claim?.userNames).toEqual({ [ana.id]: 'Ana Pérez', [luis.id]: 'Luis Mora' });
    expect(hold?.userNames).toEqual({});
  });
});
