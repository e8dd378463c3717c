import type { PublicSmsCodeRequest } from '@lender/contracts';
import { eq } from '@lender/db/orm';
import { clients } from '@lender/db/schema';
import { normalizePhone } from '../contact/phone';
import type { CodeSent } from './codes';
import { limitPublicRequests, type PublicCodeContext, requireCaptcha } from './public-requests';

/**
 * `public.phoneSmsCode` (`POST /web/public/client/phone/sms-code`): a registration or recovery SMS
 * code, answering the same whoever owns the phone (issue 10 point 8): a registered phone gets a
 * notice instead of a registration code; an unknown phone gets no recovery code. Needs captcha v3
 * (action `sms_code`); `requester` (the caller's address) is limited to
 * `publicCodeRequestsPerMinute` requests and the per-address send caps.
 */
export async function phoneSmsCode(
  ctx: PublicCodeContext,
  { body: input, requester }: { readonly body: PublicSmsCodeRequest; readonly requester: string },
): Promise<CodeSent> {
  await limitPublicRequests(ctx, requester);
  await requireCaptcha(ctx, input.captchaToken, 'sms_code');
  const phone = normalizePhone(input.mobilePhone.number);
  const [row] = await ctx.db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.phoneHash, ctx.pii.hash('phone', phone)));
  // One answer whoever owns the phone; every limit is spent the same way (issue 10 point 8).
  const deliver =
    input.purpose === 'registration' ? (row ? 'registered_notice' : 'code') : row ? 'code' : 'nothing';
  return ctx.codes.send({ channel: 'sms', to: phone }, input.purpose, { requester, deliver });
}

/** `public.phoneSmsCodeTs`: the same call under the `-ts` path the spec keeps (§7). */
export const phoneSmsCodeTs = phoneSmsCode;
