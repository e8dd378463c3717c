import type { BackOfficeAccount } from '@lender/contracts';
import { CoreError } from '../../errors/core-error';
import { accountOf, findAccount } from './account-rows';
import type { AccountsContext } from './accounts-context';

/** The signed-in user's own account (the profile screen). */
export async function profile(
  ctx: Pick<AccountsContext, 'db'>,
  { actorId: userId }: { actorId: number },
): Promise<BackOfficeAccount> {
  const user = await findAccount(ctx.db, userId);
  if (!user) throw new CoreError('not_found');
  return accountOf(user);
}
