import type { ChangeEmailRequest, ClientProfile } from '@lender/contracts';
import { emailColumns, emailHashOf } from '../contact/email';
import { CoreError } from '../errors/core-error';
import type { ClientAccountContext } from './account-context';
import { assertUniqueClient, clientRow, profileWithFlags, recordOwnChange, touchClient } from './client-rows';

/**
 * `PUT client/change/email`: a new e-mail, no other client's; with the code sent to it, it is
 * stored as verified. Answers the profile after the change.
 */
export async function changeEmail(
  ctx: Pick<ClientAccountContext, 'db' | 'clock' | 'pii' | 'codes' | 'audit'>,
  { actorId: clientId, body: input }: { readonly actorId: number; readonly body: ChangeEmailRequest },
): Promise<ClientProfile> {
  const { pii } = ctx;
  const row = await clientRow(ctx, clientId);
  const email = input.email.toLowerCase();
  // Spec §5: a new e-mail must differ from the current one.
  if (emailHashOf(pii, email) === row.emailHash) throw new CoreError('must_differ', { field: ['email'] });
  await assertUniqueClient(ctx, 'emailHash', emailHashOf(pii, email), ['email'], clientId);
  if (input.code !== undefined) {
    await ctx.codes.verify({ channel: 'email', to: email }, 'change_email', input.code, ['code']);
  }
  await touchClient(ctx, clientId, {
    ...emailColumns(pii, email),
    emailVerifiedAt: input.code !== undefined ? ctx.clock.now() : null,
  });
  await recordOwnChange(ctx, clientId, 'client.email_change', ['email']);
  return profileWithFlags(ctx, await clientRow(ctx, clientId));
}
