import type { BackOfficeAccount, BackOfficeAccountActionRequest } from '@lender/contracts';
import { CLIENT_STATUS } from '@lender/contracts';
import { CoreError } from '../../errors/core-error';
import { accountOf, findAccount, otherActiveAdmins, updateAccountAt } from './account-rows';
import type { AccountsContext } from './accounts-context';

/**
 * Deactivates or reactivates an account at the version read (`deactivateAccount`,
 * `reactivateAccount`: they differ only in the flag); the last active admin stays. Audited when the
 * state changes; a deactivated account's sessions end at once.
 */
export async function setAccountActive(
  ctx: Pick<AccountsContext, 'db' | 'clock' | 'auth' | 'audit'>,
  actorId: number,
  userId: number,
  active: boolean,
  input: BackOfficeAccountActionRequest,
): Promise<BackOfficeAccount> {
  const updated = await ctx.db.transaction(async (tx) => {
    const before = await findAccount(tx, userId);
    if (!before) throw new CoreError('not_found');
    const wasActive = before.status !== CLIENT_STATUS.blocked;
    if (!active && before.role === 'admin' && wasActive && (await otherActiveAdmins(tx, userId)) === 0) {
      throw new CoreError('last_admin');
    }
    const status = active ? CLIENT_STATUS.active : CLIENT_STATUS.blocked;
    const after = await updateAccountAt(tx, ctx.clock, userId, input.version, { status });
    if (wasActive !== active) {
      await ctx.audit.record(tx, {
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
  if (!active) await ctx.auth.revokeAll('user', userId, 'deactivated');
  return accountOf(updated);
}
