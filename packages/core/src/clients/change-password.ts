import type { ChangePasswordRequest } from '@lender/contracts';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { CoreError } from '../errors/core-error';
import type { ClientAccountContext } from './account-context';
import {
  assertPasswordAllowed,
  clientRow,
  passwordContextOf,
  recordOwnChange,
  touchClient,
} from './client-rows';

/**
 * `POST client/change/password`: the old password proves the owner; the new one may not be common
 * or built on the account's details. Every other session of the client ends (the caller's stays).
 */
export async function changePassword(
  ctx: Pick<ClientAccountContext, 'db' | 'clock' | 'pii' | 'auth' | 'audit'>,
  {
    actorId: clientId,
    session,
    body: input,
  }: {
    readonly actorId: number;
    readonly session?: { readonly id: string };
    readonly body: ChangePasswordRequest;
  },
): Promise<null> {
  const row = await clientRow(ctx, clientId);
  if (!(await verifyPassword(row.passwordHash, input.oldPassword))) {
    throw new CoreError('incorrect_old_password', { field: ['oldPassword'] });
  }
  assertPasswordAllowed(input.password, ['password'], passwordContextOf(ctx, row));
  await touchClient(ctx, clientId, { passwordHash: await hashPassword(input.password) });
  await recordOwnChange(ctx, clientId, 'client.password_change', ['password']);
  await ctx.auth.revokeAll('client', clientId, 'password_changed', session?.id);
  return null;
}
