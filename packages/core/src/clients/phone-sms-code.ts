import type { ClientSmsCodeRequest } from '@lender/contracts';
import type { CodeSent } from '../codes/codes';
import { normalizePhone } from '../contact/phone';
import { CoreError } from '../errors/core-error';
import type { ClientAccountContext } from './account-context';
import { assertUniqueClient, clientRow } from './client-rows';

/**
 * `POST client/phone/sms-code`: a code to the client's own phone (`verify_phone`), or to a new
 * phone, no other client's (`change_phone`). `requester`, the caller's address, counts against the
 * per-address send caps.
 */
export async function phoneSmsCode(
  ctx: Pick<ClientAccountContext, 'db' | 'pii' | 'codes'>,
  {
    actorId: clientId,
    body: input,
    requester,
  }: {
    readonly actorId: number;
    readonly body: Pick<ClientSmsCodeRequest, 'mobilePhone' | 'purpose'>;
    readonly requester: string;
  },
): Promise<CodeSent> {
  const { pii } = ctx;
  const row = await clientRow(ctx, clientId);
  if (input.purpose === 'change_phone') {
    if (!input.mobilePhone) throw new CoreError('required', { field: ['mobilePhone', 'number'] });
    const phone = normalizePhone(input.mobilePhone.number);
    if (pii.hash('phone', phone) === row.phoneHash) {
      throw new CoreError('must_differ', { field: ['mobilePhone', 'number'] });
    }
    await assertUniqueClient(ctx, 'phoneHash', pii.hash('phone', phone), ['mobilePhone', 'number'], clientId);
    return ctx.codes.send({ channel: 'sms', to: phone }, 'change_phone', { requester });
  }
  return ctx.codes.send({ channel: 'sms', to: pii.decrypt(row.phoneEnc) }, 'verify_phone', { requester });
}

/** `POST client/phone/sms-code-ts`: the same call under the `-ts` path the spec keeps (§7). */
export const phoneSmsCodeTs = phoneSmsCode;
