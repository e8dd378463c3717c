import type { BackOfficeAccount, TotpEnrolment } from '@lender/contracts';
import { CLIENT_STATUS } from '@lender/contracts';
import type { Executor } from '@lender/db';
import { and, count, eq, sql } from '@lender/db/orm';
import { backOfficeUsers } from '@lender/db/schema';
import { isCommonPassword } from '../../auth/passwords';
import type { Clock } from '../../clock';
import { CoreError } from '../../errors/core-error';
import { backOfficeTotp, backOfficeUserView } from '../users';
import { staleOrMissing } from '../versioned';

// The rows of back-office accounts as the account use cases read and change them (issue 16, ADR 055).

export type UserRow = typeof backOfficeUsers.$inferSelect;

/** The `otpauth://` enrolment of a secret, as authenticator apps read it from a QR code. */
export function totpEnrolmentOf(email: string, secret: string): TotpEnrolment {
  return { totpSecret: secret, otpauthUri: backOfficeTotp(email, secret).toString() };
}

/** An account as admins see it: the user and its state. */
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

/** The account `userId`, or undefined. */
export async function findAccount(tx: Executor, userId: number): Promise<UserRow | undefined> {
  const [user] = await tx.select().from(backOfficeUsers).where(eq(backOfficeUsers.id, userId));
  return user;
}

/** Updates the account at `version` (bumping it) or throws `not_found` / `stale_version`. */
export async function updateAccountAt(
  tx: Executor,
  clock: Clock,
  userId: number,
  version: number,
  patch: Partial<UserRow>,
): Promise<UserRow> {
  const [row] = await tx
    .update(backOfficeUsers)
    .set({ ...patch, version: sql`${backOfficeUsers.version} + 1`, updatedAt: clock.now() })
    .where(and(eq(backOfficeUsers.id, userId), eq(backOfficeUsers.version, version)))
    .returning();
  return row ?? staleOrMissing(await findAccount(tx, userId));
}

/** Other active admins than `userId` (the last one may not be deactivated or demoted). */
export async function otherActiveAdmins(tx: Executor, userId: number): Promise<number> {
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
}

/** Refuses a password from the common-passwords list, naming the field. */
export function checkPassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw new CoreError('common_password', { field: [field] });
}
