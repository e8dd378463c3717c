import type { Database } from '@lender/db';
import type { AuditService } from '../../audit/audit';
import type { AuthService } from '../../auth/sessions';
import type { Clock } from '../../clock';
import type { PiiCrypto } from '../../pii';

/** What the back-office account use cases need (issue 16, ADR 055); `core` is one. */
export interface AccountsContext {
  readonly db: Database;
  readonly clock: Clock;
  readonly pii: PiiCrypto;
  /** A deactivated account, a new TOTP secret or password ends the account's sessions. */
  readonly auth: Pick<AuthService, 'revokeAll'>;
  readonly audit: AuditService;
}
