import type { Database } from '@lender/db';
import type { Clock } from '../clock';
import type { JourneyContext } from '../journey/journey-state';
import type { Logger } from '../logger';
import type { Providers } from '../providers/index';

/**
 * What the integration use cases read (`belvo-store-link.ts`, `veriff-create-session.ts`, …): a part
 * of core's `Core`. The bank link answers the journey after its step, so it reads what `flow` reads.
 */
export interface IntegrationsContext extends JourneyContext {
  readonly db: Database;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly providers: Pick<Providers, 'bankLink' | 'identityVerification'>;
}
