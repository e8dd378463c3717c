import { LOAN_STATUS } from '@lender/calculator/platform';
import type { Executor } from '@lender/db';
import { and, desc, eq, inArray } from '@lender/db/orm';
import { clients, loans } from '@lender/db/schema';
import type { AuditActor } from '../audit/audit';
import { CoreError } from '../errors/core-error';
import type { LoansDeps } from './loan-model';

/** What every part of the loans service shares. */
export type LoansContext = ReturnType<typeof createLoansContext>;

export function createLoansContext(deps: LoansDeps) {
  const { db, clock, pii, audit } = deps;
  // The loan account (ledger/loan-account.ts) owns the lock, the accrual and the postings; the loans'
  // use cases read the same pricing and business date through it.
  const pricing = (tx: Executor) => deps.loanAccount.pricing(tx);
  // Inside a transaction, pass it: a single-connection database (PGlite) cannot read beside it.
  const todayOf = (clientId: number, tx?: Executor) => deps.loanAccount.todayOf(clientId, tx);

  const system: AuditActor = { type: 'system' };

  async function clientPhone(clientId: number): Promise<string> {
    const [client] = await db
      .select({ phoneEnc: clients.phoneEnc })
      .from(clients)
      .where(eq(clients.id, clientId));
    if (!client) throw new CoreError('not_found');
    return pii.decrypt(client.phoneEnc);
  }

  async function openLoanId(clientId: number): Promise<number> {
    const [loan] = await db
      .select({ id: loans.id })
      .from(loans)
      .where(
        and(
          eq(loans.clientId, clientId),
          inArray(loans.status, [LOAN_STATUS.draft, LOAN_STATUS.active, LOAN_STATUS.onHold]),
        ),
      )
      .orderBy(desc(loans.id))
      .limit(1);
    if (!loan) throw new CoreError('no_active_loan');
    return loan.id;
  }
  return { deps, db, clock, pii, audit, pricing, system, todayOf, clientPhone, openLoanId };
}
