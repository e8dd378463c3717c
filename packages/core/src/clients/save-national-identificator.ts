import type { ClientProfile } from '@lender/contracts';
import type { ClientAccountContext } from './account-context';
import { assertUniqueClient, checkCurp, clientRow, profileWithFlags, touchClient } from './client-rows';

/**
 * `POST client/save/nationalIdentificator`: the CURP (spec §5: valid, of an adult, matching the birth
 * date when one is known, no other client's); answers the profile after it.
 */
export async function saveNationalIdentificator(
  ctx: Pick<ClientAccountContext, 'db' | 'clock' | 'pii'>,
  {
    actorId: clientId,
    body: { nationalIdentificator },
  }: { readonly actorId: number; readonly body: { readonly nationalIdentificator: string } },
): Promise<ClientProfile> {
  const { pii } = ctx;
  const row = await clientRow(ctx, clientId);
  const curp = checkCurp(ctx, nationalIdentificator, row.birthDate, ['nationalIdentificator']);
  await assertUniqueClient(ctx, 'curpHash', pii.hash('curp', curp.curp), ['nationalIdentificator'], clientId);
  await touchClient(ctx, clientId, {
    curpEnc: pii.encrypt(curp.curp),
    curpHash: pii.hash('curp', curp.curp),
    birthDate: row.birthDate ?? curp.birthDate,
  });
  return profileWithFlags(ctx, await clientRow(ctx, clientId));
}
