import type { EmailSendCodeRequest } from '@lender/contracts';
import type { CodeSent } from './codes';
import { limitPublicRequests, type PublicCodeContext, requireCaptcha } from './public-requests';

/**
 * `public.emailSendCode` (`POST /web/public/client/email/send-code`): an e-mail code (captcha action
 * `email_code`), limited per caller address like `phoneSmsCode`.
 */
export async function emailSendCode(
  ctx: PublicCodeContext,
  { body: input, requester }: { readonly body: EmailSendCodeRequest; readonly requester: string },
): Promise<CodeSent> {
  await limitPublicRequests(ctx, requester);
  await requireCaptcha(ctx, input.captchaToken, 'email_code');
  return ctx.codes.send({ channel: 'email', to: input.email.toLowerCase() }, 'change_email', { requester });
}
