import type { VerificationCode } from '@lender/contracts';
import type { ClientAccountContext } from './account-context';

/**
 * `GET client/verificationCode`: a stable code the client reads to customer care and at cash
 * desks, 8 characters of a keyed hash of the id.
 */
export async function verificationCode(
  ctx: Pick<ClientAccountContext, 'pii'>,
  { actorId: clientId }: { readonly actorId: number },
): Promise<VerificationCode> {
  const digest = ctx.pii.hash('user', `verification:${clientId}`);
  return {
    verificationCode: digest
      .replace(/[^A-Za-z0-9]/g, '')
      .toUpperCase()
      .slice(0, 8),
  };
}
