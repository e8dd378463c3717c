import { validateCurp } from '@lender/clabe/curp';
import type { ClientProfile, UpdateClientRequest } from '@lender/contracts';
import type { clients } from '@lender/db/schema';
import { ageOn, today } from '../clock';
import { CoreError } from '../errors/core-error';
import { requestOwnCfdis } from '../fiscal/fiscal-nominative';
import { namePatchOf } from '../identity/name-parts';
import type { ClientAccountContext } from './account-context';
import { ADULT_AGE } from './client-model';
import { checkedRfc } from './client-rfc';
import { clientRow, profileWithFlags, touchClient } from './client-rows';

/**
 * `PUT client`: names, birth date (an adult's, matching the CURP when one is saved), pay cycle,
 * pay dates and the RFC (checked against the name, birth date and CURP after this change; `null`
 * or empty removes it; a new one has the payments in a global CFDI invoiced to it, `requestOwnCfdis`).
 * A new pay cycle recomputes the available amount at once.
 */
export async function update(
  ctx: Pick<ClientAccountContext, 'db' | 'clock' | 'pii' | 'refreshLoanLimit'>,
  { actorId: clientId, body: input }: { readonly actorId: number; readonly body: UpdateClientRequest },
): Promise<ClientProfile> {
  const row = await clientRow(ctx, clientId);
  if (input.birthDate !== undefined) {
    if (ageOn(input.birthDate, today(ctx.clock)) < ADULT_AGE)
      throw new CoreError('under_age', { field: ['birthDate'] });
    if (row.curpEnc) {
      const curp = validateCurp(ctx.pii.decrypt(row.curpEnc));
      if (curp.ok && curp.birthDate !== input.birthDate) {
        throw new CoreError('invalid_identificator', { field: ['birthDate'] });
      }
    }
  }
  const patch: Partial<typeof clients.$inferInsert> = {};
  Object.assign(patch, namePatchOf(input));
  if (input.birthDate !== undefined) patch.birthDate = input.birthDate;
  if (input.salaryCycle !== undefined) patch.salaryCycle = input.salaryCycle;
  if (input.payDate !== undefined) patch.payDate = input.payDate;
  if (input.rfc !== undefined) {
    patch.rfcEnc = input.rfc ? ctx.pii.encrypt(checkedRfc(ctx.pii, { ...row, ...patch }, input.rfc)) : null;
  }
  await touchClient(ctx, clientId, patch);
  // An RFC given after payments went in a global CFDI: each gets a CFDI of its own (reason 04).
  if (patch.rfcEnc) await ctx.db.transaction((tx) => requestOwnCfdis(ctx, tx, clientId, ctx.clock.now()));
  if (input.salaryCycle !== undefined && input.salaryCycle !== row.salaryCycle) {
    await ctx.refreshLoanLimit(clientId, { force: true });
  }
  return profileWithFlags(ctx, await clientRow(ctx, clientId));
}
