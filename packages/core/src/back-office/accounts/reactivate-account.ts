import type { BackOfficeAccount, BackOfficeAccountActionRequest } from '@lender/contracts';
import { setAccountActive } from './account-status';
import type { AccountsContext } from './accounts-context';

/** Reactivates a deactivated account. */
export function reactivateAccount(
  ctx: Pick<AccountsContext, 'db' | 'clock' | 'auth' | 'audit'>,
  {
    actorId,
    params: { id: userId },
    body: input,
  }: { actorId: number; params: { id: number }; body: BackOfficeAccountActionRequest },
): Promise<BackOfficeAccount> {
  return setAccountActive(ctx, actorId, userId, true, input);
}
