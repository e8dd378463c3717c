import type { ContactPerson } from '@lender/contracts';
import { nationalDigits } from '../contact/phone';
import { CoreError } from '../errors/core-error';
import type { ClientAccountContext } from './account-context';
import { upsertContact } from './client-model';
import { clientRow } from './client-rows';

/** `POST client/additional/contact`: a second person to call, replacing the one saved before. */
export async function additionalContact(
  ctx: Pick<ClientAccountContext, 'db' | 'pii'>,
  { actorId: clientId, body: input }: { readonly actorId: number; readonly body: ContactPerson },
): Promise<ContactPerson> {
  const row = await clientRow(ctx, clientId);
  // Spec §5: the alternate phone must not equal the client's own mobile.
  if (input.phone === nationalDigits(ctx.pii.decrypt(row.phoneEnc)))
    throw new CoreError('must_differ', { field: ['phone'] });
  await upsertContact(ctx.db, ctx.pii, clientId, 'additional', input);
  return input;
}
