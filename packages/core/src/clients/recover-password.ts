import type { RecoverPasswordRequest } from '@lender/contracts';
import { eq } from '@lender/db/orm';
import { clients } from '@lender/db/schema';
import { hashPassword } from '../auth/passwords';
import { requireCaptcha } from '../codes/public-requests';
import { normalizePhone } from '../contact/phone';
import { CoreError } from '../errors/core-error';
import { clientLoginKey, clientLoginThrottle } from './client-login';
import { assertPasswordAllowed, recordOwnChange, touchClient } from './client-rows';
import type { PublicClientContext } from './public-client-context';

/**
 * `public.recoverPassword` (`POST /web/public/client/recover/password`): resets the password with
 * the SMS code (captcha action `recover_password`). An unknown phone is answered like a wrong code
 * (`code_invalid`), never `not_found`.
 */
export async function recoverPassword(
  ctx: Omit<PublicClientContext, 'codes'> & { readonly codes: Pick<PublicClientContext['codes'], 'verify'> },
  { body: input }: { readonly body: RecoverPasswordRequest },
): Promise<null> {
  const { db, pii } = ctx;
  await requireCaptcha(ctx, input.captchaToken, 'recover_password');
  const phone = normalizePhone(input.mobilePhone.number);
  const [row] = await db
    .select()
    .from(clients)
    .where(eq(clients.phoneHash, pii.hash('phone', phone)));
  // Only what the requester typed is context here: the account's names would make the answer
  // differ between a registered phone and an unknown one (issue 10 point 8).
  assertPasswordAllowed(input.password, ['password'], { phone });
  // An unknown phone is judged like a known one (its code, if any, was never delivered), so
  // the answer is a code error either way, never `not_found` (issue 10 point 8).
  await ctx.codes.verify({ channel: 'sms', to: phone }, 'recover_password', input.smsCode, ['smsCode']);
  if (!row) throw new CoreError('code_invalid', { field: ['smsCode'] });
  await touchClient(ctx, row.id, { passwordHash: await hashPassword(input.password) });
  await recordOwnChange(ctx, row.id, 'client.password_reset', ['password']);
  // A reset password ends every open session (someone else may have had the old one).
  await ctx.auth.revokeAll('client', row.id, 'password_reset');
  // The owner proved the phone: wrong passwords typed before no longer delay the next login.
  await clientLoginThrottle(ctx).succeeded(clientLoginKey(ctx, row.id));
  ctx.logger.info('client password reset', { clientId: row.id });
  return null;
}
