import { schema } from '@lender/core/db';
import { eq } from '@lender/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminCreateArgs, AdminExistsError, createAdmin, enrolmentText } from './admin-create';
import { backOfficeToken } from './test/back-office-fixtures';
import { createTestApp, type TestApp } from './test/test-app';

// Issue 40: the first admin of a production deployment, with a one-time TOTP enrolment.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const args = (email: string, force = false) => AdminCreateArgs.parse({ email, force });

describe('admin:create', () => {
  it('creates the first admin, who signs in with the printed password and TOTP; audited', async () => {
    const admin = await createAdmin(t.core, args('  Ops@Lender.MX '), undefined);
    expect(admin).toMatchObject({ email: 'ops@lender.mx', adminsBefore: 0 });
    expect(admin.generatedPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(admin.otpauthUri).toContain(admin.totpSecret);
    const text = enrolmentText(admin);
    expect(text).toContain(admin.totpSecret);
    expect(text).toContain(admin.generatedPassword);

    const token = await backOfficeToken(t, {
      id: admin.id,
      email: admin.email,
      password: admin.generatedPassword as string,
      totpSecret: admin.totpSecret,
      role: 'admin',
    });
    expect(token).toMatch(/^Bearer |^ey/);

    const [audit] = await t.core.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entityId, String(admin.id)));
    expect(audit).toMatchObject({ actorType: 'system', action: 'user.create', entity: 'user' });
    expect(audit?.reason).toMatch(/first admin/);
  });

  it('is refused while an admin exists, and nothing is written', async () => {
    const before = await t.core.db.select().from(schema.backOfficeUsers);
    await expect(
      createAdmin(t.core, args('second@lender.mx'), 'a-long-chosen-password-1'),
    ).rejects.toBeInstanceOf(AdminExistsError);
    expect(await t.core.db.select().from(schema.backOfficeUsers)).toHaveLength(before.length);
  });

  it('--force creates another admin with the chosen password and says so in the audit log', async () => {
    const admin = await createAdmin(t.core, args('second@lender.mx', true), 'a-long-chosen-password-1');
    expect(admin.adminsBefore).toBe(1);
    expect(admin.generatedPassword).toBeUndefined();
    const [audit] = await t.core.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entityId, String(admin.id)));
    expect(audit?.reason).toMatch(/--force \(1 active admin\(s\) existed\)/);
    expect(enrolmentText(admin)).toMatch(/forced, 1 admin\(s\) existed/);
    // The same e-mail twice is refused, forced or not.
    await expect(createAdmin(t.core, args('second@lender.mx', true), undefined)).rejects.toThrow(
      /has a back-office account already/,
    );
  });

  it('checks its arguments', () => {
    expect(AdminCreateArgs.safeParse({ email: 'not-an-email' }).success).toBe(false);
    expect(AdminCreateArgs.safeParse({}).success).toBe(false);
  });
});
