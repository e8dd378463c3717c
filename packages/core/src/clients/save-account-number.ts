import { validateClabe } from '@lender/clabe';
import type { SavedBankAccount } from '@lender/contracts';
import { readEnabledBankCodes } from '../catalog/banks';
import type { ClientAccountContext } from './account-context';
import { clabeViolation } from './clabe-check';
import { assertUniqueClient, clientRow, recordOwnChange, touchClient } from './client-rows';

/**
 * `POST client/bank/saveAccountNumber`: the CLABE the loan is paid to (spec §5: valid, of an
 * enabled bank, no other client's); answers the bank and the masked number.
 */
export async function saveAccountNumber(
  ctx: Pick<ClientAccountContext, 'db' | 'clock' | 'pii' | 'audit'>,
  {
    actorId: clientId,
    body: { accountNumber },
  }: { readonly actorId: number; readonly body: { readonly accountNumber: string } },
): Promise<SavedBankAccount> {
  const { pii } = ctx;
  const row = await clientRow(ctx, clientId);
  const enabled = await readEnabledBankCodes(ctx.db);
  const result = validateClabe(accountNumber, { allowedBanks: enabled });
  if (!result.ok) throw clabeViolation(result, 'accountNumber');
  const hash = pii.hash('clabe', result.clabe);
  await assertUniqueClient(ctx, 'clabeHash', hash, ['accountNumber'], clientId);
  await touchClient(ctx, clientId, {
    clabeEnc: pii.encrypt(result.clabe),
    clabeHash: hash,
    bankCode: result.bank.code,
  });
  await recordOwnChange(ctx, clientId, row.clabeEnc ? 'client.clabe_change' : 'client.clabe_add', ['clabe']);
  return {
    bankCode: result.bank.code,
    bankName: result.bank.name,
    masked: `••••${result.clabe.slice(-4)}`,
  };
}
