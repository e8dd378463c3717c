import { demoProduct } from '@lender/calculator';
import { LOAN_STATUS } from '@lender/calculator/platform';
import type { Executor } from '@lender/db';
import { and, desc, eq, inArray } from '@lender/db/orm';
import { clients, loans } from '@lender/db/schema';
import type { AuditActor } from '../audit/audit';
import { readProductConfig } from '../catalog/product';
import { businessDate } from '../clock';
import { CoreError } from '../errors/core-error';

import type { LoanPricing, LoansDeps } from './loan-model';

/** What every part of the loans service shares. */
export type LoansContext = ReturnType<typeof createLoansContext>;

export function createLoansContext(deps: LoansDeps) {
  const { db, clock, pii, audit } = deps;
  /** The late fee and IVA in force, read through `tx` (PGlite cannot read beside a transaction). */
  async function pricing(tx: Executor): Promise<LoanPricing> {
    const product =
      deps.latePolicy && deps.vatPercent !== undefined ? demoProduct : await readProductConfig(tx);
    return {
      latePolicy: deps.latePolicy ?? product.lateFee,
      vatPercent: deps.vatPercent ?? product.vatPercent,
    };
  }

  const system: AuditActor = { type: 'system' };

  // Inside a transaction, pass it: a single-connection database (PGlite) cannot read beside it.
  const todayOf = (clientId: number, tx?: Executor) =>
    deps.todayFor ? deps.todayFor(clientId, tx) : Promise.resolve(businessDate(clock.now()));

  async function clientPhone(clientId: number): Promise<string> {
    const [client] = await db
      .select({ phoneEnc: clients.phoneEnc })
      .from(clients)
      .where(eq(clients.id, clientId));
    if (!client) throw new CoreError('not_found');
    return pii.decrypt(client.phoneEnc);
  }

  /**
   * Locks the loan row for the rest of the transaction (`SELECT … FOR UPDATE`): every writer of a
   * loan's money (payments, charges, late fees) takes it first, so what is owed cannot change between
   * reading it and recording against it, across any number of API instances.
   */
  async function lockLoan(tx: Executor, loanId: number) {
    const [loan] = await tx.select().from(loans).where(eq(loans.id, loanId)).for('update');
    if (!loan) throw new CoreError('not_found');
    return loan;
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
  return { deps, db, clock, pii, audit, pricing, system, todayOf, clientPhone, lockLoan, openLoanId };
}
