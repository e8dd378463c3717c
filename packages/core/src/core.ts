import { createHmac } from 'node:crypto';
import type { Database, Executor } from '@lender/db';
import { loanLimitOf } from './applications/yhat-limit';
import { type AuditService, createAuditService } from './audit/audit';
import { type AuthService, createAuthService } from './auth/sessions';
import { objectionRefunds } from './back-office/objection-refunds';
import {
  DEFAULT_MATCH_TOLERANCE,
  type MatchTolerance,
} from './back-office/reconciliation/settlement-matching';
import { overpaymentRefunds } from './back-office/request-refund';
import { type BackOfficeUsersService, createBackOfficeUsersService } from './back-office/users';
import { type ConfigCache, createConfigCache } from './catalog/config-cache';
import { readProductConfig } from './catalog/product';
import { type Clock, systemClock } from './clock';
import { type CodesService, createCodesService } from './codes/codes';
import { COLLECTION_RULES_SETTING as collectionRules } from './collections/collection-rules';
import { type BehaviourInput, gatherBehaviour } from './collector-ingest/decision-input';
import {
  type CollectorIngestOptions,
  type CollectorIngestService,
  createCollectorIngestService,
} from './collector-ingest/ingest';
import { processCollectorKeys } from './collector-ingest/keys';
import type { LendingPorts } from './core-ports';
import { companyContacts } from './documents/company';
import {
  prepareSigningEvidence,
  storeSigningEvidence,
  timestampPortOf,
} from './documents/contract-evidence/signing-evidence';
import { type DocumentsOptions, resolveDocumentsOptions } from './documents/documents-options';
import {
  agreementTextSha256,
  archiveAgreement,
  archiveDocument,
  currentTerms,
} from './documents/loan-documents';
import { createIdempotencyService, type IdempotencyService } from './idempotency/idempotency';
import { createLoanAccountContext } from './ledger/loan-account';
import { type Limits, readLimits } from './limits';
import type { LoanAgreementPort, LoanPapersPort } from './loans/loan-papers';
import { type Logger, silentLogger } from './logger';
import { createNoticesService, type NoticesOptions, type NoticesService } from './notices/notices';
import { createPiiCrypto, type PiiCrypto } from './pii';
import type { DirectDebitPort } from './providers/direct-debit/port';
import { sandboxDirectDebit } from './providers/direct-debit/sandbox';
import type { ExchangeRatePort, UdiPort } from './providers/exchange-rates/port';
import type { FiscalPort } from './providers/fiscal/port';
import type { Providers } from './providers/index';
import { sandboxProviders } from './providers/index';
import {
  assertSandboxProviders,
  guardDirectDebit,
  guardPayments,
  guardPayouts,
} from './providers/money-guard';
import type { PaymentProvider } from './providers/payments/port';
import { sandboxPayments } from './providers/payments/sandbox';
import type { PayoutProvider } from './providers/payouts/port';
import { sandboxPayouts } from './providers/payouts/sandbox';
import type { TimestampPort } from './providers/timestamp/port';
import { coreClockOf } from './sandbox/platform-clock';
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
    /** The direct-debit clearing house (issue 66). @default the sandbox's (`sandboxDirectDebit`) */
    directDebit?: DirectDebitPort;
    /** HMAC key of payment-provider callbacks (env `PAYMENT_CALLBACK_SECRET`); default derived from `jwtSecret`. */
    paymentCallbackSecret?: string;
  };
  /** Borrower notices (ADR 133): spec §3 contacts, site address; their window is collections' (ADR 177). */
  notices?: Partial<NoticesOptions>;
  /**
   * The time-stamping authority of signed contracts (NOM-151): `httpTimestamp` for an authorised
   * provider; the sandbox authority on the core's clock when absent.
   */
  timestamp?: TimestampPort;
  /**
   * CFDI 4.0 of interest and fees (issue 51): a real PAC's adapter (`pacFiscal`, the API builds it
   * from `FISCAL_*`). @default the sandbox's, a test CSD and a test PAC (refused in production)
   */
  fiscal?: FiscalPort;
  /** The day's UDI value (issue 52): `banxicoSie` (the API builds it from `BANXICO_SIE_*`). @default the sandbox's */
  udis?: UdiPort;
  /** The day's FIX rate (issue 50): `banxicoSie` too. @default the sandbox's fixed rate */
  exchangeRates?: ExchangeRatePort;
}

/** Everything a request handler needs, built once per process (or test), never a module singleton. */
export interface Core extends LendingPorts {
  readonly db: Database;
  /** Business time: in a sandbox or staging deployment, the platform clock (real time plus its offset). */
  readonly clock: Clock;
  /**
   * Real time, never moved by the platform clock (issue 62, ADR 288): staff and client sign-in, TOTP
   * codes, SMS codes, session and token lifetimes and rate limits. Equal to `clock` in production.
   */
  readonly realClock: Clock;
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
  /** Back-office users: password + TOTP. */
  readonly backOfficeUsers: BackOfficeUsersService;
  /** `Idempotency-Key`s of money-moving calls (ADR 023); `purgeExpired(now)` is a periodic job. */
  readonly idempotency: IdempotencyService;
  /** The append-only audit log: `core.audit.record(tx, { actor, action, entity, entityId, before, after })`. */
  readonly audit: AuditService;
  /** The behavioural-scoring input of the decision engine (issue 18, ADR 230): off unless `collector.decisionInput`. */
  readonly behaviour: (clientId: number) => Promise<BehaviourInput>;
  /** Recomputes the client's available amount (applications' `yhatLimit`) for the clients' use cases below it. */
  readonly refreshLoanLimit: (clientId: number, options: { force: boolean }) => Promise<unknown>;
  /** Sandbox mode per client: forced step and decision, shifted clock (ADR 021). */
  readonly sandbox: SandboxService;
  /** The collection rules the back-office settings read and change (a port, ADR 170). */
  readonly collectionRules: typeof collectionRules;
  /** Where papers given with a loan (an extension agreement, a letter) are kept with its documents (a port). */
  readonly loanDocuments: LoanPapersPort;
  /** HMAC key of the back office's signed document links (`back-office/client-page/document-link.ts`). */
  readonly fileLinkSecret: string;
  /** How far a settlement line may be from a payment and still match (ADR 141). */
  readonly reconciliationTolerance: MatchTolerance;
  /** The scoring collector's ingest: partners, tokens, datasets, features (ADR 032); periodic: `expireAndPurge()`. */
  readonly collector: CollectorIngestService;
  /** Borrower notices (issue 38, ADR 133): queued per event, sent in the contact window; periodic: `deliverDue()`. */
  readonly notices: NoticesService;
  /** The time-stamping authority of signed contracts and the trust its tokens are checked against. */
  readonly timestamp: TimestampPort;
}

/** Builds the core over an open database. */
export function createCore(options: CoreOptions): Core {
  // In sandbox mode the platform clock (issue 54, ADR 288): the real one plus the stored offset.
  const realClock = options.clock ?? systemClock;
  const clock = coreClockOf(
    realClock,
    options.sandbox?.enabled ?? (options.environment ?? 'development') !== 'production',
  );
  const logger = options.logger ?? silentLogger;
  const pii = createPiiCrypto({
    encryptionKey: options.secrets.piiEncryptionKey,
    hashKey: options.secrets.piiHashKey,
  });
  const providers: Providers = {
    ...sandboxProviders({ db: options.db, pii, logger, printCodes: options.printCodes ?? false }),
    ...options.providers,
    ...(options.fiscal && { fiscal: options.fiscal }),
    ...(options.udis && { udis: options.udis }),
    ...(options.exchangeRates && { exchangeRates: options.exchangeRates }),
  };
  const db = options.db;
  const environment = options.environment ?? 'development';
  const sandboxEnabled = options.sandbox?.enabled ?? environment !== 'production';
  const payoutProvider = options.lending?.payouts ?? sandboxPayouts();
  const paymentProvider = options.lending?.payments ?? sandboxPayments();
  const directDebitProvider = options.lending?.directDebit ?? sandboxDirectDebit();
  assertSandboxProviders(sandboxEnabled, {
    payouts: payoutProvider,
    payments: paymentProvider,
    directDebit: directDebitProvider,
    sms: providers.sms,
  });
  const limits = () => readLimits(db, options.limits);
  const documentsOptions = resolveDocumentsOptions(options.documents, options.environment ?? 'development');
  const auth = createAuthService({ db, clock: realClock, jwtSecret: options.secrets.jwtSecret, limits });
  const codes = createCodesService({ db, clock: realClock, pii, providers, limits, logger });
  const audit = createAuditService({ db, clock });
  const sandbox = createSandboxService({ db, clock, enabled: sandboxEnabled });
  const notices = createNoticesService({
    ...{ db, clock, pii, logger, providers, jwtSecret: options.secrets.jwtSecret },
    options: { ...options.notices, contacts: companyContacts(documentsOptions.company) }, // one source

    contactWindow: async (executor) => (await collectionRules.read(executor)).window, // ADR 177
    letters: () => ({ company: documentsOptions.company, archive: loanDocuments.archive }), // bound late
  });
  const decisionInput = options.collector?.decisionInput ?? false;
  let collector: CollectorIngestService | undefined;
  // A loan's lock, accrual, postings and closing (ledger/loan-account.ts): one context for every
  // caller, with the clients' business dates and the product in force (late fee, IVA) wired here.
  const todayFor = (clientId: number, tx?: Executor) => sandbox.todayFor(clientId, tx);
  const loanAccount = createLoanAccountContext({
    ...{ clock, audit, todayFor, notices, product: readProductConfig },
  });
  // Nothing `fake` passes these guards to a real provider (ADR 209).
  const payouts = guardPayouts(payoutProvider, logger);
  // Documents reach loans and the notices through ports (loans/loan-papers.ts), wired here over the
  // documents' plain functions: loans never import documents (ADR 150).
  const timestamp = options.timestamp ?? timestampPortOf({ clock });
  const papers = { db, clock, logger, pii, company: documentsOptions.company, documentsOptions, timestamp };
  const loanDocuments: LoanPapersPort = { archive: archiveDocument.bind(null, papers) };
  const agreement: LoanAgreementPort = {
    currentTerms: currentTerms.bind(null, papers),
    archiveAgreement: archiveAgreement.bind(null, papers),
    agreementTextSha256,
    // NOM-151 evidence at signing: the configured authority, else the sandbox's on the core's clock.
    prepareSigningEvidence: prepareSigningEvidence.bind(null, papers),
    storeSigningEvidence,
  };
  // What the use cases read beside the services (their contexts are structural; Core is one).
  const ports = {
    loanAccount,
    // Money paid beyond a loan's balance: its refund requested at once (issue 61, ADR 309).
    refunds: overpaymentRefunds({ clock, audit }),
    payouts,
    agreement,
    paymentProvider: guardPayments(paymentProvider, logger),
    directDebit: guardDirectDebit(directDebitProvider, logger),
    objectionRefunds: objectionRefunds({ clock, audit }),
    paymentCallbackSecret:
      options.lending?.paymentCallbackSecret ??
      createHmac('sha256', options.secrets.jwtSecret).update('payment-callback').digest('hex'),
    cardHashKey: Buffer.from(options.secrets.piiHashKey, 'base64').toString('hex'),
    company: documentsOptions.company,
    documentsOptions,
  };
  const config = createConfigCache(db);
  const fileLinkSecret = createHmac('sha256', options.secrets.jwtSecret)
    .update('back-office-files')
    .digest('hex');
  const reconciliationTolerance = options.reconciliationTolerance ?? DEFAULT_MATCH_TOLERANCE;
  const core: Core = {
    behaviour: (clientId) => gatherBehaviour(db, clientId, { enabled: decisionInput, now: clock.now() }),
    refreshLoanLimit: (clientId, limitOptions) => loanLimitOf(core, clientId, limitOptions),
    // Built on first use: without configured keys it takes the process's pair (made at first use).
    get collector() {
      collector ??= createCollectorIngestService({
        db,
        clock,
        realClock,
        logger,
        hashKey: options.secrets.piiHashKey,
        options: {
          ...options.collector,
          keys: options.collector?.keys ?? processCollectorKeys(),
        },
      });
      return collector;
    },
    db,
    clock,
    realClock,
    logger,
    environment,
    pii,
    providers,
    secrets: options.secrets,
    limits,
    config,
    auth,
    codes,
    backOfficeUsers: createBackOfficeUsersService({ db, clock: realClock, pii, logger, auth, limits }),
    idempotency: createIdempotencyService({ db, clock }),
    audit,
    ...ports,
    loanDocuments,
    sandbox,
    collectionRules,
    fileLinkSecret,
    reconciliationTolerance,
    notices,
    timestamp,
  };
  return core;
}
