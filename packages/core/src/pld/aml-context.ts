import type { Database, Executor } from '@lender/db';
import type { AuditActor, AuditService } from '../audit/audit';
import type { Clock } from '../clock';
import type { Logger } from '../logger';
import type { PiiCrypto } from '../pii';
import type { Providers } from '../providers/index';

/**
 * What the anti-money-laundering use cases read of the core (issue 50): `Core` is one (the API
 * passes it whole); each takes the part it uses.
 */
export interface AmlContext {
  readonly db: Database;
  readonly clock: Clock;
  readonly pii: PiiCrypto;
  readonly audit: Pick<AuditService, 'record'>;
  readonly logger: Logger;
  readonly providers: Pick<Providers, 'watchlist' | 'exchangeRates'>;
}

/** Why a client is screened. */
export type ScreeningMoment = 'registration' | 'payout' | 'list_change' | 'review';

export type { AuditActor, Executor };

/** The actor of what the compliance checks do on their own (screenings, the jobs). */
export const AML_SYSTEM: AuditActor = { type: 'system' };
