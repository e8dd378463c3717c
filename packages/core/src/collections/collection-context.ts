import type { Database } from '@lender/db';
import type { AuditService } from '../audit/audit';
import type { Clock } from '../clock';
import type { PiiCrypto } from '../pii';

/** What every part of the collections service shares (issue 38). */
export interface CollectionsContext {
  readonly db: Database;
  readonly clock: Clock;
  readonly audit: AuditService;
  readonly pii: PiiCrypto;
}
