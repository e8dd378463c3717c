import type { PhoneVerified } from '@lender/contracts';
import type { ClientAccountContext } from './account-context';
import { clientRow, touchClient } from './client-rows';

/** `POST client/phone/verify`: the code sent to the client's own phone marks it verified. */
export async function phoneVerify(
  ctx: Pick<ClientAccountContext, 'db' | 'clock' | 'pii' | 'codes'>,
  {
    actorId: clientId,
    body: { smsCode },
  }: { readonly actorId: number; readonly body: { readonly smsCode: string } },
): Promise<PhoneVerified> {
  const row = await clientRow(ctx, clientId);
  await ctx.codes.verify({ channel: 'sms', to: ctx.pii.decrypt(row.phoneEnc) }, 'verify_phone', smsCode, [
    'smsCode',
  ]);
  await touchClient(ctx, clientId, { phoneVerifiedAt: ctx.clock.now() });
  return { verified: true };
}

/** `POST client/phone/verify-ts`: the same call under the `-ts` path the spec keeps (§7). */
export const phoneVerifyTs = phoneVerify;
