import type { Database } from '@lender/db';
import type { AuditService } from '../audit/audit';
import type { AuthService } from '../auth/sessions';
import type { Clock } from '../clock';
import type { CodesService } from '../codes/codes';
import type { PiiCrypto } from '../pii';

/**
 * What the client's own account use cases read (`get.ts`, `update.ts`, `change-phone.ts`, …): a part
 * of core's `Core`, which the API passes whole. Each use case takes only the fields it names.
 */
export interface ClientAccountContext {
  readonly db: Database;
  readonly clock: Clock;
  readonly pii: PiiCrypto;
  readonly codes: Pick<CodesService, 'send' | 'verify'>;
  readonly auth: Pick<AuthService, 'revokeAll'>;
  readonly audit: Pick<AuditService, 'record'>;
  /**
   * The available amount is computed by applications, a floor above (spec §5: the logged-in
   * calculator's maximum): recomputed at once when the income or pay cycle changes, with no
   * separate `PUT yhat/limit` call. A port: core.ts wires it to applications' `yhatLimit`.
   */
  readonly refreshLoanLimit: (clientId: number, options: { force: boolean }) => Promise<unknown>;
}
