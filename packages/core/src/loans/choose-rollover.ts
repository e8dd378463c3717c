import type { Rollover } from '@lender/contracts';
import { openLoanId } from './loan-context';
import { chooseOption, type RolloversContext } from './rollovers';

/**
 * `POST loan/active/rollover`: chooses the cheap or the expensive extension of the client's open loan;
 * it becomes `active` with a `draft` invoice for its fee (`rollover_not_available` when it cannot be).
 */
export async function chooseRollover(
  ctx: RolloversContext,
  { actorId: clientId, body: { type } }: { actorId: number; body: { type: 'cheap' | 'expensive' } },
): Promise<Rollover> {
  const loanId = await openLoanId(ctx, clientId);
  return chooseOption(ctx, clientId, loanId, (r) => r.type === type);
}
