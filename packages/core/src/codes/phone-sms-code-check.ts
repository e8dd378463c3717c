import type { RegistrationCodeChecked, RegistrationCodeCheckRequest } from '@lender/contracts';
import { normalizePhone } from '../contact/phone';
import { limitPublicRequests, type PublicCodeContext } from './public-requests';

/**
 * `public.phoneSmsCodeCheck` (`POST /web/public/client/phone/sms-code/check`): checks the
 * registration code on its own step without using it up (issue 37 trap 6): a wrong guess spends
 * one attempt (`code_invalid` …, field `smsCode`), a right one nothing; the registration then
 * consumes it. `requester` is limited like {@link phoneSmsCode}.
 */
export async function phoneSmsCodeCheck(
  ctx: Pick<PublicCodeContext, 'db' | 'realClock' | 'pii' | 'codes' | 'limits'>,
  { body: input, requester }: { readonly body: RegistrationCodeCheckRequest; readonly requester: string },
): Promise<RegistrationCodeChecked> {
  await limitPublicRequests(ctx, requester);
  return ctx.codes.check(
    { channel: 'sms', to: normalizePhone(input.mobilePhone.number) },
    'registration',
    input.smsCode,
    ['smsCode'],
  );
}
