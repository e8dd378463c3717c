import type { ContactPerson, FlowState } from '@lender/contracts';
import { nationalDigits } from '../contact/phone';
import { CoreError } from '../errors/core-error';
import type { ClientAccountContext } from './account-context';
import { upsertContact } from './client-model';
import { clientRow, completeRegistrationStep } from './client-rows';
import { clientColumnsOf } from './registration-storage';

/**
 * `POST client/complete-step-four`: a reference person (not the client's own phone), kept in the
 * columns `REGISTRATION_FIELDS` names (`client_contacts`, or `clients`).
 */
export async function completeStepFour(
  ctx: Pick<ClientAccountContext, 'db' | 'clock' | 'pii'>,
  {
    actorId: clientId,
    body: { reference },
  }: { readonly actorId: number; readonly body: { readonly reference: ContactPerson } },
): Promise<FlowState> {
  const row = await clientRow(ctx, clientId);
  if (reference.phone === nationalDigits(ctx.pii.decrypt(row.phoneEnc))) {
    throw new CoreError('must_differ', { field: ['reference', 'phone'] });
  }
  await upsertContact(ctx.db, ctx.pii, clientId, 'reference', reference);
  return completeRegistrationStep(ctx, row, 4, clientColumnsOf('reference', reference, ctx.pii));
}
