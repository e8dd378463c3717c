import type {
  BackOfficeAccount,
  BackOfficeAccountQuery,
  BackOfficeRole,
  CreateBackOfficeAccountRequest,
  EnrolledBackOfficeAccount,
  TotpEnrolment,
} from '@lender/contracts';
import { CLIENT_STATUS } from '@lender/contracts';
import type { Database, Executor } from '@lender/db';
import { and, count, desc, eq, ilike, or, type SQL, sql } from '@lender/db/orm';
import { backOfficeUsers } from '@lender/db/schema';
import { Secret } from 'otpauth';
import type { AuditService } from '../audit/audit';
import { hashPassword, isCommonPassword, verifyPassword } from '../auth/passwords';
import type { AuthService } from '../auth/sessions';
import type { Clock } from '../clock';
import { CoreError } from '../errors/core-error';
import type { PiiCrypto } from '../pii';
import type { Page, PageRequest } from './operations-model';
import { backOfficeTotp, backOfficeUserView } from './users';
import { staleOrMissing } from './versioned';

type UserRow = typeof backOfficeUsers.$inferSelect;

/** Back-office accounts as admins manage them (issue 16, ADR 055). Every change is audited. */
export interface AdminUsersService {
  list(
    filter: Omit<BackOfficeAccountQuery, 'page' | 'perPage'>,
    page: PageRequest,
  ): Promise<Page<BackOfficeAccount>>;
  get(userId: number): Promise<BackOfficeAccount>;
  /** Creates an account; its TOTP enrolment is returned here once (and never again). */
  create(actorId: number, input: CreateBackOfficeAccountRequest): Promise<EnrolledBackOfficeAccount>;
  /** Role or name; refuses to demote the last active admin. */
  update(
    actorId: number,
    userId: number,
    input: { version: number; role?: BackOfficeRole | undefined; name?: string | undefined; reason: string },
  ): Promise<BackOfficeAccount>;
  /** Deactivates (sessions revoked at once) or reactivates an account. */
  setActive(
    actorId: number,
    userId: number,
    active: boolean,
    input: { version: number; reason: string },
  ): Promise<BackOfficeAccount>;
  /** A new TOTP secret (returned once); the account's sessions end, the old codes stop working. */
  resetTotp(
    actorId: number,
    userId: number,
    input: { version: number; reason: string },
  ): Promise<EnrolledBackOfficeAccount>;
  /** The signed-in user's own password change; other sessions of the account end. */
  changePassword(
    userId: number,
    input: { oldPassword: string; newPassword: string },
    sessionId?: string,
  ): Promise<BackOfficeAccount>;
}

/** The `otpauth://` enrolment of a secret, as authenticator apps read it from a QR code. */
export function totpEnrolmentOf(email: string, secret: string): TotpEnrolment {
  return { totpSecret: secret, otpauthUri: backOfficeTotp(email, secret).toString() };
}

export function accountOf(user: UserRow): BackOfficeAccount {
  return {
    ...backOfficeUserView(user),
    active: user.status !== CLIENT_STATUS.blocked,
    version: user.version,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
    totpEnrolledAt: user.totpEnrolledAt?.toISOString() ?? null,
    passwordChangedAt: user.passwordChangedAt?.toISOString() ?? null,
  };
}

export function createAdminUsersService(deps: {
  db: Database;
  clock: Clock;
  pii: PiiCrypto;
  auth: AuthService;
  audit: AuditService;
}): AdminUsersService {
  const { db, clock, pii, auth, audit } = deps;

  const find = async (tx: Executor, userId: number) => {
    const [user] = await tx.select().from(backOfficeUsers).where(eq(backOfficeUsers.id, userId));
    return user;
  };

  /** Updates the account at `version` (bumping it) or throws `not_found` / `stale_version`. */
  const updateAt = async (tx: Executor, userId: number, version: number, patch: Partial<UserRow>) => {
    const [row] = await tx
      .update(backOfficeUsers)
      .set({ ...patch, version: sql`${backOfficeUsers.version} + 1`, updatedAt: clock.now() })
      .where(and(eq(backOfficeUsers.id, userId), eq(backOfficeUsers.version, version)))
      .returning();
    return row ?? staleOrMissing(await find(tx, userId));
  };

  /** Other active admins than `userId` (the last one may not be deactivated or demoted). */
  const otherActiveAdmins = async (tx: Executor, userId: number) => {
    const [row] = await tx
      .select({ n: count() })
      .from(backOfficeUsers)
      .where(
        and(
          eq(backOfficeUsers.role, 'admin'),
          sql`${backOfficeUsers.status} <> ${CLIENT_STATUS.blocked}`,
          sql`${backOfficeUsers.id} <> ${userId}`,
        ),
      );
    return row?.n ?? 0;
  };

  const checkPassword = (password: string, field: string) => {
    if (isCommonPassword(password)) throw new CoreError('common_password', { field: [field] });
  };

  return {
    async list(filter, page) {
      const conditions: SQL[] = [];
      if (filter.role) conditions.push(eq(backOfficeUsers.role, filter.role));
      if (filter.active !== undefined) {
        conditions.push(
          filter.active
            ? sql`${backOfficeUsers.status} <> ${CLIENT_STATUS.blocked}`
            : eq(backOfficeUsers.status, CLIENT_STATUS.blocked),
        );
      }
      if (filter.query) {
        const like = `%${filter.query.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
        const either = or(ilike(backOfficeUsers.name, like), ilike(backOfficeUsers.email, like));
        if (either) conditions.push(either);
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const rows = await db
        .select()
        .from(backOfficeUsers)
        .where(where)
        .orderBy(desc(backOfficeUsers.id))
        .limit(page.perPage)
        .offset((page.page - 1) * page.perPage);
      const [total] = await db.select({ n: count() }).from(backOfficeUsers).where(where);
      return { items: rows.map(accountOf), total: total?.n ?? 0 };
    },

    async get(userId) {
      const user = await find(db, userId);
      if (!user) throw new CoreError('not_found');
      return accountOf(user);
    },

    async create(actorId, input) {
      const email = input.email.trim().toLowerCase();
      checkPassword(input.password, 'password');
      const secret = new Secret({ size: 20 }).base32;
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(backOfficeUsers)
          .values({
            email,
            name: input.name,
            role: input.role,
            language: input.language ?? 'es-MX',
            passwordHash,
            totpSecretEnc: pii.encrypt(secret),
            totpEnrolledAt: clock.now(),
            createdBy: actorId,
            createdAt: clock.now(),
            updatedAt: clock.now(),
          })
          .onConflictDoNothing({ target: backOfficeUsers.email })
          .returning();
        if (!created) throw new CoreError('not_unique', { field: ['email'] });
        await audit.record(tx, {
          actor: { type: 'user', id: actorId },
          action: 'user.create',
          entity: 'user',
          entityId: created.id,
          after: { email: created.email, name: created.name, role: created.role, active: true },
        });
        return { user: accountOf(created), enrolment: totpEnrolmentOf(email, secret) };
      });
    },

    async update(actorId, userId, input) {
      return db.transaction(async (tx) => {
        const before = await find(tx, userId);
        if (!before) throw new CoreError('not_found');
        const patch: Partial<UserRow> = {};
        if (input.role !== undefined && input.role !== before.role) patch.role = input.role;
        if (input.name !== undefined && input.name !== before.name) patch.name = input.name;
        if (patch.role === 'agent' && before.role === 'admin' && before.status !== CLIENT_STATUS.blocked) {
          if ((await otherActiveAdmins(tx, userId)) === 0) throw new CoreError('last_admin');
        }
        const after = await updateAt(tx, userId, input.version, patch);
        const changed = Object.keys(patch) as (keyof UserRow)[];
        if (changed.length > 0) {
          await audit.record(tx, {
            actor: { type: 'user', id: actorId },
            action: 'user.update',
            entity: 'user',
            entityId: userId,
            before: Object.fromEntries(changed.map((key) => [key, before[key]])),
            after: Object.fromEntries(changed.map((key) => [key, after[key]])),
            reason: input.reason,
          });
        }
        return accountOf(after);
      });
    },

    async setActive(actorId, userId, active, input) {
      const updated = await db.transaction(async (tx) => {
        const before = await find(tx, userId);
        if (!before) throw new CoreError('not_found');
        const wasActive = before.status !== CLIENT_STATUS.blocked;
        if (!active && before.role === 'admin' && wasActive && (await otherActiveAdmins(tx, userId)) === 0) {
          throw new CoreError('last_admin');
        }
        const status = active ? CLIENT_STATUS.active : CLIENT_STATUS.blocked;
        const after = await updateAt(tx, userId, input.version, { status });
        if (wasActive !== active) {
          await audit.record(tx, {
            actor: { type: 'user', id: actorId },
            action: active ? 'user.reactivate' : 'user.deactivate',
            entity: 'user',
            entityId: userId,
            before: { active: wasActive },
            after: { active },
            reason: input.reason,
          });
        }
        return after;
      });
      // After the commit: a deactivated account's sessions end at once (the auth check refuses it anyway).
      if (!active) await auth.revokeAll('user', userId, 'deactivated');
      return accountOf(updated);
    },

    async resetTotp(actorId, userId, input) {
      const secret = new Secret({ size: 20 }).base32;
      const updated = await db.transaction(async (tx) => {
        const after = await updateAt(tx, userId, input.version, {
          totpSecretEnc: pii.encrypt(secret),
          totpLastCounter: null,
          totpEnrolledAt: clock.now(),
        });
        await audit.record(tx, {
          actor: { type: 'user', id: actorId },
          action: 'user.totp_reset',
          entity: 'user',
          entityId: userId,
          after: { totpEnrolledAt: after.totpEnrolledAt?.toISOString() ?? null },
          reason: input.reason,
        });
        return after;
      });
      await auth.revokeAll('user', userId, 'totp_reset');
      return { user: accountOf(updated), enrolment: totpEnrolmentOf(updated.email, secret) };
    },

    async changePassword(userId, input, sessionId) {
      const user = await find(db, userId);
      if (!user) throw new CoreError('not_found');
      if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
        throw new CoreError('incorrect_old_password', { field: ['oldPassword'] });
      }
      if (input.oldPassword === input.newPassword)
        throw new CoreError('must_differ', { field: ['newPassword'] });
      checkPassword(input.newPassword, 'newPassword');
      const passwordHash = await hashPassword(input.newPassword);
      const updated = await db.transaction(async (tx) => {
        const after = await updateAt(tx, userId, user.version, {
          passwordHash,
          passwordChangedAt: clock.now(),
        });
        await audit.record(tx, {
          actor: { type: 'user', id: userId },
          action: 'user.password_change',
          entity: 'user',
          entityId: userId,
          after: { fields: ['password'] },
        });
        return after;
      });
      await auth.revokeAll('user', userId, 'password_change', sessionId);
      return accountOf(updated);
    },
  };
}
