import type { AddressStepRequest, FlowState } from '@lender/contracts';
import { CoreError } from '../errors/core-error';
import { checkAddress } from '../geo/address-directory';
import type { ClientAccountContext } from './account-context';
import { clientRow, completeRegistrationStep } from './client-rows';
import { clientColumnsOf, jsonAnswersOf } from './registration-storage';

/**
 * `POST client/complete-step-three`: the home address, checked against the SEPOMEX catalogue, kept
 * where `REGISTRATION_FIELDS` says (`clients.address` with the places' names, or a column of its own).
 */
export async function completeStepThree(
  ctx: Pick<ClientAccountContext, 'db' | 'clock' | 'pii'>,
  { actorId: clientId, body: input }: { readonly actorId: number; readonly body: AddressStepRequest },
): Promise<FlowState> {
  const row = await clientRow(ctx, clientId);
  // Region, municipality, colonia and postal code must agree with the SEPOMEX catalogue.
  const { violations, resolved } = await checkAddress(ctx.db, input);
  if (violations.length > 0 || !resolved) {
    throw new CoreError('validation_failed', {
      violations: violations.map((v) => ({ field: [v.field], code: v.code, message: v.message })),
    });
  }
  return completeRegistrationStep(ctx, row, 3, {
    ...clientColumnsOf('address', input, ctx.pii),
    address: {
      ...jsonAnswersOf('address', input),
      region: resolved.region.title,
      city: resolved.city.title,
      ward: resolved.ward.title,
      wardType: resolved.ward.type,
    },
  });
}
