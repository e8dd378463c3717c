import type { Database } from '@lender/db';
import type { Clock } from '../clock';
import type { Logger } from '../logger';
import type { PiiCrypto } from '../pii';
import type { Providers } from '../providers/index';
import { createReferralsService, type ReferralsService } from '../referrals/referrals';
import { createFraudSignalsService, type FraudSignalsService } from './fraud-signals';
import { createIdentityVerificationService, type IdentityVerificationService } from './identity-verification';

/**
 * The provider integrations of issue 6 (ADR 025), as `core.integrations`. The bank link's calls are
 * use cases (`belvo-access-token.ts`, `belvo-store-link.ts`, `belvo-skip.ts`); read-only look-ups
 * the decision engine and the HTTP layer use take the database instead: `identityVerificationStatus`,
 * `bankLinkStatus`, `fraudSignalsFor`, `addressSuggestions`, `ibanValidate`.
 */
export interface IntegrationsService {
  /** Identity verification (Veriff); `pollPending()` is a periodic job. */
  readonly identity: IdentityVerificationService;
  /** Referrals; `reconcile()` is a periodic job. */
  readonly referrals: ReferralsService;
  /** iovation / JuicyScore assessments of an application's signals. */
  readonly fraudSignals: FraudSignalsService;
}

export function createIntegrationsService(deps: {
  db: Database;
  clock: Clock;
  logger: Logger;
  pii: PiiCrypto;
  providers: Providers;
}): IntegrationsService {
  const { db, clock, logger, providers } = deps;
  return {
    identity: createIdentityVerificationService({
      db,
      clock,
      logger,
      provider: providers.identityVerification,
    }),
    referrals: createReferralsService({ db, clock, logger, pii: deps.pii, providers }),
    fraudSignals: createFraudSignalsService({
      db,
      clock,
      logger,
      iovation: providers.iovation,
      juicyScore: providers.juicyScore,
    }),
  };
}
