import type { BackOfficeAccount } from '@lender/contracts';
import { CoreError } from '../../errors/core-error';
import { accountOf, findAccount } from './account-rows';
import type { AccountsContext } from './accounts-context';

/** One back-office account as admins see it (`not_found` without it). */
export async function account(
  ctx: Pick<AccountsContext, 'db'>,
  { params: { id: userId } }: { params: { id: number } },
): Promise<BackOfficeAccount> {
  const user = await findAccount(ctx.db, userId);
  if (!user) throw new CoreError('not_found');
  return accountOf(user);
}
