import type { ChangePhoneRequest, ClientProfile } from '@lender/contracts';
import { normalizePhone } from '../contact/phone';
import { CoreError } from '../errors/core-error';
import type { ClientAccountContext } from './account-context';
import { assertUniqueClient, clientRow, profileWithFlags, recordOwnChange, touchClient } from './client-rows';

/**
 * `PUT client/change/phone`: a new phone, no other client's, proven by the code sent to it
 * (`phoneSmsCode` with purpose `change_phone`); answers the profile after the change.
 */
export async function changePhone(
  ctx: Pick<ClientAccountContext, 'db' | 'clock' | 'pii' | 'codes' | 'audit'>,
  { actorId: clientId, body: input }: { readonly actorId: number; readonly body: ChangePhoneRequest },
): Promise<ClientProfile> {
  const { pii } = ctx;
  const row = await clientRow(ctx, clientId);
  const phone = normalizePhone(input.mobilePhone.number);
  if (pii.hash('phone', phone) === row.phoneHash)
    throw new CoreError('must_differ', { field: ['mobilePhone', 'number'] });
  await assertUniqueClient(ctx, 'phoneHash', pii.hash('phone', phone), ['mobilePhone', 'number'], clientId);
  await ctx.codes.verify({ channel: 'sms', to: phone }, 'change_phone', input.smsCode, ['smsCode']);
  await touchClient(ctx, clientId, {
    phoneEnc: pii.encrypt(phone),
    phoneHash: pii.hash('phone', phone),
    phoneVerifiedAt: ctx.clock.now(),
  });
  await recordOwnChange(ctx, clientId, 'client.phone_change', ['mobilePhone']);
  return profileWithFlags(ctx, await clientRow(ctx, clientId));
}
