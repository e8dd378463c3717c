import type { AuditActor } from '../audit/audit';
import { lockLoanAccount, writeOff } from '../ledger/loan-account';
import type { LoansContext } from './loan-context';

/**
 * The back office gives up what a loan owes (after approval): its loan account, locked, moves every
 * receivable to expense and closes it as written off (10). Refuses a loan that is not open.
 */
export async function writeOffLoan(
  ctx: Pick<LoansContext, 'db' | 'loanAccount'>,
  input: { loanId: number; actor: AuditActor; reason: string },
): Promise<{ writtenOff: number }> {
  return ctx.db.transaction(async (tx) => {
    const account = await lockLoanAccount(ctx.loanAccount, tx, input.loanId, { accrue: false });
    return writeOff(account, { actor: input.actor, reason: input.reason });
  });
}
