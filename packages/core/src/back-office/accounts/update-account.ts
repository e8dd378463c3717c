import type { BackOfficeAccount, UpdateBackOfficeAccountRequest } from '@lender/contracts';
import { CLIENT_STATUS } from '@lender/contracts';
import { CoreError } from '../../errors/core-error';
import { accountOf, findAccount, otherActiveAdmins, type UserRow, updateAccountAt } from './account-rows';
import type { AccountsContext } from './accounts-context';

/** Changes an account's role or name at the version read; refuses to demote the last active admin. */
export async function updateAccount(
  ctx: Pick<AccountsContext, 'db' | 'clock' | 'audit'>,
  {
    actorId,
    params: { id: userId },
    body: input,
  }: { actorId: number; params: { id: number }; body: UpdateBackOfficeAccountRequest },
): Promise<BackOfficeAccount> {
  return ctx.db.transaction(async (tx) => {
    const before = await findAccount(tx, userId);
    if (!before) throw new CoreError('not_found');
    const patch: Partial<UserRow> = {};
    if (input.role !== undefined && input.role !== before.role) patch.role = input.role;
    if (input.name !== undefined && input.name !== before.name) patch.name = input.name;
    if (patch.role === 'agent' && before.role === 'admin' && before.status !== CLIENT_STATUS.blocked) {
      if ((await otherActiveAdmins(tx, userId)) === 0) throw new CoreError('last_admin');
    }
    const after = await updateAccountAt(tx, ctx.clock, userId, input.version, patch);
    const changed = Object.keys(patch) as (keyof UserRow)[];
    if (changed.length > 0) {
      await ctx.audit.record(tx, {
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
}
