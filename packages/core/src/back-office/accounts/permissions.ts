import {
  BACK_OFFICE_PERMISSIONS,
  type BackOfficePermission,
  type BackOfficePermissions,
  roleCan,
} from '@lender/contracts';
import { CoreError } from '../../errors/core-error';
import { findAccount } from './account-rows';
import type { AccountsContext } from './accounts-context';

/**
 * The signed-in user's role and permissions, and the whole table (ADR 075), so the back-office
 * hides a control its user may not use; the API refuses it anyway.
 */
export async function permissions(
  ctx: Pick<AccountsContext, 'db'>,
  { actorId: userId }: { actorId: number },
): Promise<BackOfficePermissions> {
  const me = await findAccount(ctx.db, userId);
  if (!me) throw new CoreError('not_found');
  const names = Object.keys(BACK_OFFICE_PERMISSIONS) as BackOfficePermission[];
  const table = Object.fromEntries(names.map((name) => [name, [...BACK_OFFICE_PERMISSIONS[name]]]));
  return { role: me.role, permissions: names.filter((name) => roleCan(me.role, name)), table };
}
