import { createHmac } from 'node:crypto';
import type { Database, Executor } from '@lender/db';
import { type ApplicationsService, createApplicationsService } from './applications/applications';
import { type AuditService, createAuditService } from './audit/audit';
import { type AuthService, createAuthService } from './auth/sessions';
import { type BackOfficeAdmin, createBackOfficeAdmin } from './back-office/admin';
import { type BackOfficeService, createBackOfficeService } from './back-office/operations';
import {
  DEFAULT_MATCH_TOLERANCE,
  type MatchTolerance,
} from './back-office/reconciliation/settlement-matching';
import { type BackOfficeUsersService, createBackOfficeUsersService } from './back-office/users';
import { type ConfigCache, createConfigCache } from './catalog/config-cache';
import { readProductConfig } from './catalog/product';
import { type ClientsService, createClientsService } from './clients/clients';
import { type Clock, systemClock } from './clock';
import { type CodesService, createCodesService } from './codes/codes';
import { COLLECTION_RULES_SETTING as collectionRules } from './collections/collection-rules';
import { gatherBehaviour } from './collector-ingest/decision-input';
import {
  type CollectorIngestOptions,
  type CollectorIngestService,
  createCollectorIngestService,
} from './collector-ingest/ingest';
import { generateCollectorKeys } from './collector-ingest/keys';
import type { LendingPorts } from './core-ports';
import { type ClientDocumentsService, createClientDocumentsService } from './documents/client-documents';
import { type DocumentsOptions, resolveDocumentsOptions } from './documents/documents-options';
import {
  agreementTextSha256,
  createLoanDocumentsService,
  type LoanDocumentsService,
} from './documents/loan-documents';
import { createIdempotencyService, type IdempotencyService } from './idempotency/idempotency';
import { createIntegrationsService, type IntegrationsService } from './integrations/integrations';
import { createJourneyService, type JourneyService } from './journey/journey';
import { createLoanAccountContext } from './ledger/loan-account';
import { type Limits, readLimits } from './limits';
import type { LoanAgreementPort } from './loans/loan-papers';
import { createLoansService, type LoansService } from './loans/loans';
import { type Logger, silentLogger } from './logger';
import { createNoticesService, type NoticesOptions, type NoticesService } from './notices/notices';
import { createPaymentsService, type PaymentsService } from './payments/payments';
import { createPiiCrypto, type PiiCrypto } from './pii';
import type { Providers } from './providers/index';
import { sandboxProviders } from './providers/index';
import { assertSandboxProviders, guardPayments, guardPayouts } from './providers/money-guard';
import type { PaymentProvider } from './providers/payments/port';
import { sandboxPayments } from './providers/payments/sandbox';
import type { PayoutProvider } from './providers/payouts/port';
import { sandboxPayouts } from './providers/payouts/sandbox';
import { createSandboxService, type SandboxService } from './sandbox/sandbox';
/** Secrets the core needs; the API's env module supplies them (dev defaults refused in production). */
export interface CoreSecrets {
  /** HMAC key of access tokens (at least 32 characters). */
  jwtSecret: string;
  /** AES-256-GCM key for personal data, base64 of 32 bytes. */
  piiEncryptionKey: string;
  /** HMAC key for look-up hashes of personal data, base64 of 32 bytes. */
  piiHashKey: string;
}

/** Options of {@link createCore}. */
export interface CoreOptions {
  db: Database;
  secrets: CoreSecrets;
  /** @default systemClock */
  clock?: Clock;
  /** @default silentLogger */
  logger?: Logger;
  /** @default 'development' */
  environment?: 'development' | 'test' | 'production';
  /** Replace some providers; the rest are the sandbox adapters. */
  providers?: Partial<Providers>;
  /** Per-process overrides of the documented limits (a `settings` row still wins). */
  limits?: Partial<Limits>;
  /**
   * The development SMS/e-mail sandboxes print one-time codes to the log.
   * @default false
   */
  printCodes?: boolean;
  /** Document storage, upload limit, quality check and company data (ADRs 024, 221, 222). */
  documents?: DocumentsOptions;
  /**
   * Sandbox mode (spec §6, ADR 021): per-client forced steps, decisions and clock for testers.
   * Off in production unless a staging deployment turns it on (the API's env module checks that);
   * it refuses to run beside a real payout, payment or SMS provider.
   * @default { enabled: environment !== 'production' }
   */
  sandbox?: { enabled: boolean };
  /**
   * The scoring collector's ingest (issue 18, ADR 032). Without `keys` an ephemeral key pair is
   * made on first use (tests); the API always passes the configured one.
   */
  collector?: Partial<CollectorIngestOptions> & {
    /**
     * Let the behavioural signal act in the decision engine (manual verification, never reject).
     * @default false — off until a lender has calibrated it
     */
    decisionInput?: boolean;
  };
  /**
   * How far a settlement line may be from a payment and still match by amount, date and account
   * (issue 39, ADR 141). @default { amountCentavos: 0, days: 1 }
   */
  reconciliationTolerance?: MatchTolerance;
  /** Lending providers (issue 5); the sandbox adapters by default. */
  lending?: {
    payouts?: PayoutProvider;
    payments?: PaymentProvider;
    /** HMAC key of payment-provider callbacks (env `PAYMENT_CALLBACK_SECRET`); default derived from `jwtSecret`. */
    paymentCallbackSecret?: string;
  };
  /** Borrower notices (ADR 133): spec §3 contacts, site address; their window is collections' (ADR 177). */
  notices?: Partial<NoticesOptions>;
}

/** Everything a request handler needs, built once per process (or test), never a module singleton. */
export interface Core extends LendingPorts {
  readonly db: Database;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly environment: 'development' | 'test' | 'production';
  readonly pii: PiiCrypto;
  readonly providers: Providers;
  readonly secrets: CoreSecrets;
  /** The limits in force now (defaults ← options ← `settings` row). */
  limits(): Promise<Limits>;
  /** Product and calculator configuration cached per configuration version (ADR 061). */
  readonly config: ConfigCache;
  /** Sessions and access tokens. */
  readonly auth: AuthService;
  /** One-time codes by SMS and e-mail, with their limits. */
  readonly codes: CodesService;
  /** Borrowers: registration, login, profile, account. */
  readonly clients: ClientsService;
  /** Back-office users: password + TOTP. */
  readonly backOfficeUsers: BackOfficeUsersService;
  /** `Idempotency-Key`s of money-moving calls (ADR 023); `purgeExpired(now)` is a periodic job. */
  readonly idempotency: IdempotencyService;
  /** The append-only audit log: `core.audit.record(tx, { actor, action, entity, entityId, before, after })`. */
  readonly audit: AuditService;
  /** Applications, offers, decisions (ADR 020); `expireOffers(now)` is a periodic job. */
  readonly applications: ApplicationsService;
  /** The client's journey step (ADR 021). */
  readonly journey: JourneyService;
  /** Sandbox mode per client: forced step and decision, shifted clock (ADR 021). */
  readonly sandbox: SandboxService;
  /** Back-office operations: roles and permissions, clients, manual queue, outbox, audit log (ADR 026). */
  readonly backOffice: BackOfficeService;
  /** The back-office API of issue 16: accounts, lists, queue claims, maker-checker, dashboard, settings. */
  readonly admin: BackOfficeAdmin;
  /** The collection rules the back-office settings read and change (a port, ADR 170). */
  readonly collectionRules: typeof collectionRules;
  /** Provider integrations: identity verification, bank link, referrals, fraud signals (ADR 025). */
  readonly integrations: IntegrationsService;
  /** Client documents: uploads, owner-only reads, finish, state (issue 6). */
  readonly documents: ClientDocumentsService;
  /** Documents the borrower reads: agreement, cover sheet, schedule, public texts (issue 6). */
  readonly loanDocuments: LoanDocumentsService;
  /** Signing, loans, payouts, overdue (ADRs 212–216); periodic: `confirmPending()`, `runOverdue(today)`. */
  readonly loans: LoansService;
  /** Cards, charges, payment references, provider callbacks (ADR 213); periodic: `confirmPending()`. */
  readonly payments: PaymentsService;
  /** HMAC key of the back office's signed document links (`back-office/client-page/document-link.ts`). */
  readonly fileLinkSecret: string;
  /** How far a settlement line may be from a payment and still match (ADR 141). */
  readonly reconciliationTolerance: MatchTolerance;
  /** The scoring collector's ingest: partners, tokens, datasets, features (ADR 032); periodic: `expireAndPurge()`. */
  readonly collector: CollectorIngestService;
  /** Borrower notices (issue 38, ADR 133): queued per event, sent in the contact window; periodic: `deliverDue()`. */
  readonly notices: NoticesService;
}

/** Builds the core over an open database. */
export function createCore(options: CoreOptions): Core {
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? silentLogger;
  const pii = createPiiCrypto({
    encryptionKey: options.secrets.piiEncryptionKey,
    hashKey: options.secrets.piiHashKey,
  });
  const providers: Providers = {
    ...sandboxProviders({ db: options.db, pii, logger, printCodes: options.printCodes ?? false }),
    ...options.providers,
  };
  const db = options.db;
  const environment = options.environment ?? 'development';
  const sandboxEnabled = options.sandbox?.enabled ?? environment !== 'production';
  const payoutProvider = options.lending?.payouts ?? sandboxPayouts();
  const paymentProvider = options.lending?.payments ?? sandboxPayments();
  assertSandboxProviders(sandboxEnabled, {
    payouts: payoutProvider,
    payments: paymentProvider,
    sms: providers.sms,
  });
  const limits = () => readLimits(db, options.limits);
  const documentsOptions = resolveDocumentsOptions(options.documents, options.environment ?? 'development');
  const auth = createAuthService({ db, clock, jwtSecret: options.secrets.jwtSecret, limits });
  const codes = createCodesService({ db, clock, pii, providers, limits, logger });
  const audit = createAuditService({ db, clock });
  const clients = createClientsService({ db, clock, pii, auth, codes, audit });
  const sandbox = createSandboxService({ db, clock, enabled: sandboxEnabled });
  const notices = createNoticesService({
    ...{ db, clock, pii, logger, providers, jwtSecret: options.secrets.jwtSecret, options: options.notices },
    contactWindow: async (executor) => (await collectionRules.read(executor)).window, // ADR 177
    letters: () => ({ company: documentsOptions.company, archive: loanDocuments.archive }), // bound late
  });
  const decisionInput = options.collector?.decisionInput ?? false;
  const applications = createApplicationsService({
    db,
    clock,
    pii,
    logger,
    audit,
    sandbox,
    behaviour: (clientId) => gatherBehaviour(db, clientId, { enabled: decisionInput, now: clock.now() }),
    notices,
  });
  let collector: CollectorIngestService | undefined;
  const documents = createClientDocumentsService({ db, clock, logger, documentsOptions, limits });
  const loanDocuments = createLoanDocumentsService({
    ...{ db, clock, logger, pii, company: documentsOptions.company, documentsOptions },
  });
  // A loan's lock, accrual, postings and closing (ledger/loan-account.ts): one context for every
  // caller, with the clients' business dates and the product in force (late fee, IVA) wired here.
  const todayFor = (clientId: number, tx?: Executor) => sandbox.todayFor(clientId, tx);
  const loanAccount = createLoanAccountContext({
    ...{ clock, audit, todayFor, notices, product: readProductConfig },
  });
  // Nothing `fake` passes these guards to a real provider (ADR 209).
  const payouts = guardPayouts(payoutProvider, logger);
  // Documents reach loans through the loans' ports (loans/loan-papers.ts), wired here.
  const agreement: LoanAgreementPort = {
    currentTerms: loanDocuments.currentTerms,
    archiveAgreement: loanDocuments.archiveAgreement,
    agreementTextSha256,
  };
  const loans = createLoansService({
    ...{ db, clock, pii, logger, codes, audit, applications, loanAccount, payouts, agreement, notices },
  });
  // What the use cases read beside the services (their contexts are structural; Core is one).
  const ports = {
    loanAccount,
    payouts,
    agreement,
    paymentProvider: guardPayments(paymentProvider, logger),
    paymentCallbackSecret:
      options.lending?.paymentCallbackSecret ??
      createHmac('sha256', options.secrets.jwtSecret).update('payment-callback').digest('hex'),
    cardHashKey: Buffer.from(options.secrets.piiHashKey, 'base64').toString('hex'),
    company: documentsOptions.company,
    documentsOptions,
  };
  const payments = createPaymentsService({ db, clock, audit, notices, ...ports });
  const backOffice = createBackOfficeService({ db });
  const config = createConfigCache(db);
  const fileLinkSecret = createHmac('sha256', options.secrets.jwtSecret)
    .update('back-office-files')
    .digest('hex');
  const reconciliationTolerance = options.reconciliationTolerance ?? DEFAULT_MATCH_TOLERANCE;
  const journey = createJourneyService({ db, sandbox, clock, auth, config });
  return {
    // Built on first use: without configured keys it generates a key pair, which takes a moment.
    get collector() {
      collector ??= createCollectorIngestService({
        db,
        clock,
        logger,
        hashKey: options.secrets.piiHashKey,
        options: {
          ...options.collector,
          keys: options.collector?.keys ?? generateCollectorKeys(2048).keys,
        },
      });
      return collector;
    },
    db,
    clock,
    logger,
    environment,
    pii,
    providers,
    secrets: options.secrets,
    limits,
    config,
    auth,
    codes,
    clients,
    backOfficeUsers: createBackOfficeUsersService({ db, clock, pii, logger, auth, limits }),
    idempotency: createIdempotencyService({ db, clock }),
    documents,
    loanDocuments,
    audit,
    applications,
    loans,
    payments,
    ...ports,
    journey,
    sandbox,
    backOffice,
    collectionRules,
    admin: createBackOfficeAdmin({
      db,
      collectionRules,
      clock,
      pii,
      logger,
      payouts: guardPayouts(payoutProvider, logger),
      auth,
      audit,
      loans,
      loanAccount,
      providers,
      documents,
      fileLinkSecret,
      payments,
    }),
    fileLinkSecret,
    reconciliationTolerance,
    notices,
    integrations: createIntegrationsService({
      db,
      clock,
      logger,
      pii,
      providers,
    }),
  };
}
