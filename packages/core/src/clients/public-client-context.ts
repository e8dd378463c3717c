import type { AuditService } from '../audit/audit';
import type { AuthService } from '../auth/sessions';
import type { CodesService } from '../codes/codes';
import type { PublicCodeContext } from '../codes/public-requests';
import type { Logger } from '../logger';

/**
 * What the public client calls (`public.registerClient`, `public.clientCheck`,
 * `public.clientLogin`, `public.recoverPassword`) use of the core: a part of `Core`, which the API
 * passes whole. Each use case takes only the fields it names.
 */
export interface PublicClientContext extends PublicCodeContext {
  readonly logger: Logger;
  readonly auth: Pick<AuthService, 'issue' | 'revokeAll'>;
  readonly codes: Pick<CodesService, 'send' | 'check' | 'verify'>;
  readonly audit: Pick<AuditService, 'record'>;
}
