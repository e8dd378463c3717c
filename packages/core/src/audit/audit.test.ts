import { eq, sql } from '@lender/db/orm';
import { auditLog } from '@lender/db/schema';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCore, type TestCore } from '../../testing/test-core';
import { withAuditContext } from './audit';
import { AUDIT_REDACTED, maskForAudit } from './mask';
import { auditMoney, auditSnapshotView } from './money';

/** The database's own message, below the query wrapper of Drizzle. */
function databaseMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? error.cause.message : error.message;
}

let t: TestCore;
beforeAll(async () => {
  t = await createTestCore();
});
afterAll(async () => {
  await t.close();
});

describe('core.audit.record', () => {
  it('stores who, what, which entity, when, before and after, inside the caller transaction', async () => {
    const { id } = await t.core.db.transaction((tx) =>
      t.core.audit.record(tx, {
        actor: { type: 'user', id: 7 },
        action: 'client.block',
        entity: 'client',
        entityId: 42,
        before: { status: 1 },
        after: { status: 2 },
        reason: 'fraud suspicion',
        requestId: 'req-1',
      }),
    );
    const [row] = await t.core.db.select().from(auditLog).where(eq(auditLog.id, id));
    expect(row).toMatchObject({
      actorType: 'user',
      actorId: 7,
      action: 'client.block',
      entity: 'client',
      entityId: '42',
      before: { status: 1 },
      after: { status: 2 },
      reason: 'fraud suspicion',
      requestId: 'req-1',
    });
    expect(row?.createdAt.toISOString()).toBe(t.clock.now().toISOString());
  });

  it('writes nothing when the surrounding transaction rolls back', async () => {
    const rollback = new Error('rollback');
    await expect(
      t.core.db.transaction(async (tx) => {
        await t.core.audit.record(tx, {
          actor: { type: 'system' },
          action: 'loan.hold',
          entity: 'loan',
          entityId: 'rolled-back',
        });
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    const rows = await t.core.db.select().from(auditLog).where(eq(auditLog.entityId, 'rolled-back'));
    expect(rows).toEqual([]);
  });

  it('takes the request id from the surrounding audit context', async () => {
    const { id } = await withAuditContext({ requestId: 'ctx-9' }, () =>
      t.core.audit.record(t.core.db, {
        actor: { type: 'system' },
        action: 'offer.expire',
        entity: 'application',
        entityId: 3,
      }),
    );
    const [row] = await t.core.db.select().from(auditLog).where(eq(auditLog.id, id));
    expect(row?.requestId).toBe('ctx-9');
    expect(row?.actorId).toBeNull();
  });

  it('never stores CURP, CLABE, phone or e-mail in clear, nor secrets', async () => {
    const personal = {
      curp: 'GODE561231HDFRRN09',
      clabe: '002010077777777771',
      mobilePhone: '+525512345678',
      email: 'juana.perez@example.com',
      passwordHash: '$argon2id$…',
      phoneEnc: 'v1.abc.def.ghi',
      nested: { contacts: [{ phone: '5598765432' }], note: 'GODE561231HDFRRN09' },
    };
    // No action declares these fields (AUDIT_FIELDS): masking is the last defence, whatever a
    // snapshot holds, so the test hands it one the types would refuse.
    const { id } = await t.core.audit.record(t.core.db, {
      actor: { type: 'user', id: 1 },
      action: 'client.update',
      entity: 'client',
      entityId: 1,
      before: personal as never,
      after: personal as never,
    });
    const [row] = await t.core.db.select().from(auditLog).where(eq(auditLog.id, id));
    const stored = JSON.stringify(row);
    for (const clear of [
      'GODE561231HDFRRN09',
      '002010077777777771',
      '5512345678',
      '5598765432',
      'juana.perez',
    ]) {
      expect(stored).not.toContain(clear);
    }
    expect(row?.after).toMatchObject({
      curp: 'GODE**************',
      clabe: '**************7771',
      mobilePhone: '+52 55****5678',
      email: 'j***@example.com',
      passwordHash: AUDIT_REDACTED,
      phoneEnc: AUDIT_REDACTED,
    });
  });
});

describe('append-only audit log', () => {
  it.each([
    ['UPDATE', sql`update audit_log set action = 'tampered'`],
    ['DELETE', sql`delete from audit_log`],
    ['TRUNCATE', sql`truncate audit_log`],
  ])('the database rejects %s', async (_op, statement) => {
    const before = await t.core.db.select().from(auditLog);
    expect(before.length).toBeGreaterThan(0);
    const error = await t.core.db.execute(statement).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(databaseMessage(error)).toMatch(/audit_log is append-only/);
    expect(await t.core.db.select().from(auditLog)).toEqual(before);
  });
});

describe('core.audit.list', () => {
  it('filters by entity and actor, newest first, with a total for pagination', async () => {
    for (const n of [1, 2, 3]) {
      await t.core.audit.record(t.core.db, {
        actor: { type: 'user', id: 99 },
        action: 'loan.write_off',
        entity: 'loan',
        entityId: `L${n}`,
      });
    }
    const page = await t.core.audit.list(
      { entity: 'loan', actorType: 'user', actorId: 99 },
      { page: 1, perPage: 2 },
    );
    expect(page.total).toBe(3);
    expect(page.items.map((i) => i.entityId)).toEqual(['L3', 'L2']);
    const next = await t.core.audit.list({ entity: 'loan', actorId: 99 }, { page: 2, perPage: 2 });
    expect(next.items.map((i) => i.entityId)).toEqual(['L1']);
  });
});

describe('maskForAudit', () => {
  it('never returns an 18-digit CLABE or a CURP in clear, whatever the key', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{18}$/), fc.string({ minLength: 1, maxLength: 12 }), (clabe, key) => {
        expect(JSON.stringify(maskForAudit({ [key]: clabe }))).not.toContain(clabe);
      }),
    );
  });
});

describe('money in audit snapshots (issue 11 point 5)', () => {
  it('shows tagged centavos, and the bare centavos of entries written before, as pesos', () => {
    expect(auditSnapshotView('rollover.choose', 'after', { rollover: 3, fee: auditMoney(18_850) })).toEqual({
      rollover: 3,
      fee: { amount: 188.5, currency: 'MXN' },
    });
    // An entry written before money was tagged (audit rows are never rewritten).
    expect(auditSnapshotView('application.create', 'after', { status: 1, desiredAmount: 150_000 })).toEqual({
      status: 1,
      desiredAmount: { amount: 1_500, currency: 'MXN' },
    });
    // Numbers that are not money stay as stored.
    expect(auditSnapshotView('loan.hold', 'after', { status: 6, overdueDays: 31 })).toEqual({
      status: 6,
      overdueDays: 31,
    });
    expect(auditSnapshotView('loan.create', 'before', null)).toBeNull();
  });

  it("shows the bare pesos collections' promise entries stored before issue 48 as money", () => {
    expect(
      auditSnapshotView('collections.promise_kept', 'after', { promiseId: 4, amount: 1500.5, paid: 1600 }),
    ).toEqual({
      promiseId: 4,
      amount: { amount: 1500.5, currency: 'MXN' },
      paid: { amount: 1600, currency: 'MXN' },
    });
    expect(auditSnapshotView('collections.promise', 'after', { amount: auditMoney(200_00) })).toEqual({
      amount: { amount: 200, currency: 'MXN' },
    });
  });
});
