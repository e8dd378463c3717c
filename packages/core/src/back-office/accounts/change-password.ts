import type { BackOfficeAccount, BackOfficePasswordChangeRequest } from '@lender/contracts';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { CoreError } from '../../errors/core-error';
import { accountOf, checkPassword, findAccount, updateAccountAt } from './account-rows';
import type { AccountsContext } from './accounts-context';

/** The signed-in user's own password change; the account's other sessions end (not the caller's). */
export async function changePassword(
  ctx: Pick<AccountsContext, 'db' | 'clock' | 'auth' | 'audit'>,
  {
    actorId: userId,
    session,
    body: input,
  }: {
    readonly actorId: number;
    readonly session?: { readonly id: string };
    readonly body: BackOfficePasswordChangeRequest;
  },
): Promise<BackOfficeAccount> {
  const { db, clock } = ctx;
  const user = await findAccount(db, userId);
  if (!user) throw new CoreError('not_found');
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
    throw new CoreError('incorrect_old_password', { field: ['oldPassword'] });
  }
  if (input.oldPassword === input.newPassword) throw new CoreError('must_differ', { field: ['newPassword'] });
  checkPassword(input.newPassword, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  const updated = await db.transaction(async (tx) => {
    const after = await updateAccountAt(tx, clock, userId, user.version, {
      passwordHash,
      passwordChangedAt: clock.now(),
    });
    await ctx.audit.record(tx, {
      actor: { type: 'user', id: userId },
      action: 'user.password_change',
      entity: 'user',
      entityId: userId,
      after: { fields: ['password'] },
    });
    return after;
  });
  await ctx.auth.revokeAll('user', userId, 'password_change', session?.id);
  return accountOf(updated);
}
