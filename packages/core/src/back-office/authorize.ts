import { type BackOfficeRole, CLIENT_STATUS } from '@lender/contracts';
import type { Database } from '@lender/db';
import { eq } from '@lender/db/orm';
import { backOfficeUsers } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import { assertRoleCan, type BackOfficePermission } from './permissions';

/**
 * The role of an active back-office user (`unauthorized` without them, `user_blocked` when
 * deactivated); 403 `forbidden` unless it holds `permission` (ADR 075).
 */
export async function authorize(
  ctx: { readonly db: Database },
  userId: number,
  permission: BackOfficePermission,
): Promise<BackOfficeRole> {
  const [user] = await ctx.db
    .select({ role: backOfficeUsers.role, status: backOfficeUsers.status })
    .from(backOfficeUsers)
    .where(eq(backOfficeUsers.id, userId));
  if (!user) throw new CoreError('unauthorized');
  if (user.status === CLIENT_STATUS.blocked) throw new CoreError('user_blocked');
  assertRoleCan(user.role, permission);
  return user.role;
}
