import type { BackOfficeUser } from '@lender/contracts';
import { eq } from '@lender/db/orm';
import { backOfficeUsers } from '@lender/db/schema';
import { CoreError } from '../../errors/core-error';
import { backOfficeUserView } from '../users';
import type { AccountsContext } from './accounts-context';

/** A back-office user as the API shows it: name, role, language (`not_found` without it). */
export async function user(
  ctx: Pick<AccountsContext, 'db'>,
  { params }: { readonly params: { readonly id: number } },
): Promise<BackOfficeUser> {
  const [row] = await ctx.db.select().from(backOfficeUsers).where(eq(backOfficeUsers.id, params.id));
  if (!row) throw new CoreError('not_found');
  return backOfficeUserView(row);
}
