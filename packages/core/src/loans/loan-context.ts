import { LOAN_STATUS } from '@lender/calculator/platform';
import type { Database, Executor } from '@lender/db';
import { and, desc, eq, inArray } from '@lender/db/orm';
import { clients, loans } from '@lender/db/schema';
import type { ApplicationsContext } from '../applications/applications';
import type { AuditActor, AuditService } from '../audit/audit';
import type { Clock } from '../clock';
import type { CodesService } from '../codes/codes';
import { CoreError } from '../errors/core-error';
import type { LoanAccountContext } from '../ledger/loan-account';
import type { Logger } from '../logger';
import type { NoticePort } from '../notices/notice-model';
import type { PiiCrypto } from '../pii';
import type { PayoutProvider } from '../providers/payouts/port';
import type { LoanAgreementPort, LoanPapersPort } from './loan-papers';

/**
 * What the loans' use cases read of the core: its database, clock and ports. core.ts's `Core` is one
 * (the API passes it); each use case takes the part it uses (`Pick<LoansContext, 'db' | …>`).
 */
export interface LoansContext extends ApplicationsContext {
  db: Database;
  clock: Clock;
  pii: PiiCrypto;
  logger: Logger;
  codes: Pick<CodesService, 'send' | 'verify'>;
  audit: AuditService;
  payouts: PayoutProvider;
  /**
   * The loan account (`ledger/loan-account.ts`): its lock, accrual, postings and closing, with the
   * clients' business dates and the pricing in force; core.ts builds it once.
   */
  loanAccount: LoanAccountContext;
  /**
   * The loan documents' agreement: the evidence hashes the exact agreement text it renders, and the
   * signed documents are kept. Without it, the canonical JSON of the offer terms is hashed.
   */
  agreement?: LoanAgreementPort;
  /** Keeps each extension agreement the borrower is given with the loan's documents (issue 11). */
  loanDocuments?: LoanPapersPort;
  /** Borrower notices (issue 38): money sent, extension done (the loan account tells of a loan paid off). */
  notices?: NoticePort;
  /** The lender's trade name, printed in the direct-debit mandate the borrower accepts at signing. */
  company?: { readonly tradeName: string };
}

/** The actor of what the loans do on their own (payout confirmations, the nightly run). */
export const SYSTEM: AuditActor = { type: 'system' };

/** The client's phone number, decrypted (where the signing code goes). */
export async function clientPhone(ctx: Pick<LoansContext, 'db' | 'pii'>, clientId: number): Promise<string> {
  const [client] = await ctx.db
    .select({ phoneEnc: clients.phoneEnc })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!client) throw new CoreError('not_found');
  return ctx.pii.decrypt(client.phoneEnc);
}

/** The borrower's newest open loan (active or on hold) read through `tx`, or `no_active_loan`. */
export async function openLoanOf(tx: Executor, clientId: number) {
  const [loan] = await tx
    .select()
    .from(loans)
    .where(and(eq(loans.clientId, clientId), inArray(loans.status, [LOAN_STATUS.active, LOAN_STATUS.onHold])))
    .orderBy(desc(loans.id))
    .limit(1);
  if (!loan) throw new CoreError('no_active_loan');
  return loan;
}

/**
 * The client's open loan (as {@link openLoanOf} finds it) and its outstanding balance, when the
 * caller read them already in the same request (`client.myLoan`), so the reads of the loan's options
 * (promise, payment plan, relief) do not read them again.
 */
export interface KnownOpenLoan {
  loan: typeof loans.$inferSelect;
  balance: number;
}

/** The id of the client's open loan (draft, active or on hold), or `no_active_loan`. */
export async function openLoanId(ctx: Pick<LoansContext, 'db'>, clientId: number): Promise<number> {
  const [loan] = await ctx.db
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
