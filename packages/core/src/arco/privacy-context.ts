import type { Database } from '@lender/db';
import type { AuditService } from '../audit/audit';
import type { Clock } from '../clock';
import type { Logger } from '../logger';
import type { PiiCrypto } from '../pii';
import type { DocumentStorage } from '../providers/storage/port';

/** What the cancellation's use cases read (`Core` is one). */
export interface PrivacyContext {
  readonly db: Database;
  readonly clock: Clock;
  readonly pii: PiiCrypto;
  readonly audit: AuditService;
  readonly logger: Logger;
  /** Where the borrower's files are (uploads and loan documents). */
  readonly documentsOptions: { readonly storage: DocumentStorage };
}
