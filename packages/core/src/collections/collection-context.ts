import type { Database } from '@lender/db';
import type { AuditService } from '../audit/audit';
import type { Clock } from '../clock';
import type { LoanAccountContext } from '../ledger/loan-lock';
import type { PiiCrypto } from '../pii';

/** What every part of the collections service shares (issue 38). */
export interface CollectionsContext {
  readonly db: Database;
  readonly clock: Clock;
  readonly audit: AuditService;
  readonly pii: PiiCrypto;
  /**
   * The client's business date (a sandbox may shift a client's clock): promises are bounded and
   * dated on the day the loan's fees and payments are booked on. The platform's day without it.
   */
  readonly loanAccount?: Pick<LoanAccountContext, 'todayOf'>;
}
