// @lender/core: lending domain services and persistence (internal). Explicit exports only.

export {
  type ApplicationForSigning,
  type ApplicationRow,
  type ApplicationsService,
  createApplicationsService,
  LOAN_LIMIT_REFRESH_SECONDS,
  type OfferRow,
  payDatesValue,
} from './applications/applications';
export { completeBackOfficeClient } from './applications/back-office-client';
export {
  DEFAULT_REAPPLY_COOL_OFF_DAYS,
  REAPPLY_COOL_OFF_SETTING_KEY,
  readReapplyCoolOffDays,
  reapplyFrom,
  writeReapplyCoolOffDays,
} from './applications/cool-off';
export {
  DEFAULT_OFFER_TTL_MINUTES,
  OFFER_TTL_SETTING_KEY,
  readOfferTtlMinutes,
  writeOfferTtlMinutes,
} from './applications/offer-ttl';
export { type ApplicationProfileFlags, applicationProfileFlags } from './applications/profile-flags';
export { APPLICATION_TRANSITIONS, assertTransition, canTransition } from './applications/transitions';
export {
  AUDIT_ACTOR_TYPES,
  AUDIT_DEFAULT_PER_PAGE,
  AUDIT_MAX_PER_PAGE,
  type AuditActor,
  type AuditEntry,
  type AuditFilter,
  type AuditRecord,
  type AuditService,
  createAuditService,
  withAuditContext,
} from './audit/audit';
export { AUDIT_REDACTED, maskAccount, maskCurp, maskForAudit } from './audit/mask';
export { type AuditMoney, auditMoney, auditSnapshotView, isAuditMoney } from './audit/money';
export { createLoginThrottle, LOGIN_FAILURE_RESET_SECONDS, type LoginThrottle } from './auth/login-throttle';
export { hashPassword, isCommonPassword, PASSWORD_HASH_OPTIONS, verifyPassword } from './auth/passwords';
export { type Authenticated, type AuthService, createAuthService, type IssuedToken } from './auth/sessions';
export { createTokenSigner, type TokenClaims, type TokenSigner } from './auth/tokens';
export {
  type BackOfficeService,
  CLIENT_DETAIL_LEDGER_LIMIT,
  CLIENT_DETAIL_MESSAGES_LIMIT,
  CLIENT_STATUS_ACTIONS,
  type ClientStatusAction,
  createBackOfficeService,
  type Page,
  type PageRequest,
} from './back-office/operations';
export {
  assertRoleCan,
  BACK_OFFICE_PERMISSIONS,
  type BackOfficePermission,
  roleCan,
} from './back-office/permissions';
export {
  type BackOfficeUsersService,
  createBackOfficeUsersService,
  TOTP_SETTINGS,
  totpCode,
} from './back-office/users';
export {
  BANKS_ENABLED_SETTING_KEY,
  type BankView,
  DEFAULT_ENABLED_BANK_CODES,
  isBankEnabled,
  listBanks,
  readEnabledBankCodes,
  UnknownBankCodeError,
  writeEnabledBankCodes,
} from './catalog/banks';
export {
  CLASSIFICATION_GROUP,
  CLASSIFICATION_LOCALES,
  CLASSIFICATION_PATHS,
  type ClassificationEntry,
  type ClassificationLocale,
  type ClassificationMap,
  getClassification,
  getClassificationList,
} from './catalog/classifications';
export {
  type CatalogOption,
  EMPLOYMENT_STATUS_KEYS,
  type EmploymentStatusKey,
  employmentPositions,
  employmentStatuses,
} from './catalog/employment';
export {
  ID_DOCUMENT_TIME_SETTING_KEY,
  type IdDocumentTimeSetting,
  readIdDocumentTimeSetting,
} from './catalog/id-document';
export {
  CALCULATOR_INITIAL_STATES_SETTING_KEY,
  type CalculatorConfigView,
  DEFAULT_CALCULATOR_INITIAL_STATES,
  IncoherentProductError,
  PRODUCT_SETTING_KEY,
  type ProductOverride,
  readCalculatorConfig,
  readProductConfig,
  writeProductOverride,
} from './catalog/product';
export {
  OfferQuoteError,
  type OfferView,
  type OfferViolation,
  offerView,
  type PublicOfferRequest,
  quotePublicOffer,
} from './catalog/public-offer';
export { ADULT_AGE, type ClientsService, createClientsService, luhnCheckDigit } from './clients/clients';
export {
  DuplicateLegacyEmailError,
  emailColumns,
  emailHashOf,
  emailOf,
  encryptLegacyEmails,
} from './clients/email';
export { nationalDigits, normalizePhone } from './clients/phone';
export { INITIAL_REGISTRATION_PROGRESS, registrationFlow } from './clients/registration-flow';
export { ageOn, BUSINESS_TIME_ZONE, businessDate, type Clock, fixedClock, systemClock, today } from './clock';
export {
  type CodePurpose,
  type CodeSent,
  type CodesService,
  type CodeTarget,
  createCodesService,
  EMAIL_CODE_DIGITS,
  SMS_CODE_DIGITS,
  secondsToNextBusinessDay,
} from './codes/codes';
export {
  applyBehaviour,
  BEHAVIOUR_MAX_AGE_DAYS,
  type BehaviourInput,
  gatherBehaviour,
} from './collector-ingest/decision-input';
export {
  type BehaviourSignal,
  behaviourSignal,
  COLLECTOR_FEATURES_VERSION,
  computeFeatures,
  type DatasetFeatures,
  type DeviceConsistency,
  type TypingStats,
} from './collector-ingest/features';
export {
  COLLECTOR_DEFAULTS,
  type CollectorDatasetView,
  CollectorIngestError,
  type CollectorIngestOptions,
  type CollectorIngestService,
  type CollectorPartner,
  createCollectorIngestService,
} from './collector-ingest/ingest';
export {
  COLLECTOR_MIN_RSA_BITS,
  type CollectorKeys,
  collectorKeysFromPem,
  generateCollectorKeys,
  openSealedData,
  SealedDataError,
} from './collector-ingest/keys';
export { type Core, type CoreOptions, type CoreSecrets, createCore } from './core';
export { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
export type { Database, DatabaseHandle, Executor } from './db/database';
export {
  type OpenPgliteOptions,
  type OpenPostgresOptions,
  openDatabase,
  openPglite,
  openPostgres,
  pgliteHandle,
} from './db/open';
export * as schema from './db/schema/index';
export {
  affordableAmount,
  DECISION_MAX_ACTIVE_LOANS,
  DECISION_MAX_AGE,
  DECISION_MIN_AGE,
  DECISION_MIN_MONTHLY_INCOME,
  DECISION_OUTCOMES,
  DECISION_PAYCHECK_SHARE_PERCENT,
  DECISION_REJECTED_EMPLOYMENT,
  DECISION_RULE_SET,
  DECISION_SPECIAL_OFFER_MIN_CLOSED_LOANS,
  type DecisionInput,
  type DecisionOutcome,
  type DecisionReason,
  type DecisionResult,
  decide,
  type Evidence,
  forcedDecision,
} from './decision/engine';
export { type ClientFacts, gatherClientFacts } from './decision/facts';
export {
  AGREEMENT_DOCUMENT_TYPES,
  AGREEMENT_WARNINGS,
  type AgreementContext,
  type AgreementDocumentType,
  type AgreementFee,
  type AgreementTerms,
  agreementDocument,
  agreementTermsFromOffer,
  CAT_LEGEND,
  DEFAULT_LATE_DAILY_BPS,
  formatDate,
  formatPesos,
  renderAgreementPdf,
  renderAgreementText,
  type ScheduleRow,
} from './documents/agreement';
export { renderAnonymousTerms } from './documents/anonymous-terms';
export { type ApplicationAgreement, applicationAgreement } from './documents/application-terms';
export {
  type ClientDocumentsService,
  createClientDocumentsService,
  type DocumentUpload,
  type StoredClientDocument,
} from './documents/client-documents';
export { type CompanyInfo, companyInfoFromEnv, DEMO_COMPANY } from './documents/company';
export {
  type DocumentQualityCheck,
  type DocumentQualityInput,
  type DocumentQualityResult,
  MIN_DOCUMENT_IMAGE_SIDE_PX,
  sandboxDocumentQuality,
} from './documents/document-quality';
export {
  DEFAULT_MAX_UPLOAD_BYTES,
  DEFAULT_REQUIRED_DOCUMENT_TYPES,
  type DocumentsOptions,
  documentsOptionsFromEnv,
  type ResolvedDocumentsOptions,
  resolveDocumentsOptions,
} from './documents/documents-options';
export {
  ALLOWED_FORMATS,
  CONTENT_TYPES,
  detectFormat,
  FILE_FORMATS,
  type FileFormat,
  type ImageSize,
  imageSize,
} from './documents/file-format';
export { stripHeicMetadata } from './documents/heic-metadata';
export {
  agreementTextSha256,
  createLoanDocumentsService,
  type LoanDocumentsService,
  type PdfFile,
  renderHtml,
  textSha256,
} from './documents/loan-documents';
export { MalformedImageError, stripJpegMetadata, stripPngMetadata } from './documents/metadata-strip';
export {
  isPublicDocumentId,
  PUBLIC_DOCUMENT_IDS,
  PUBLIC_DOCUMENTS_UPDATED_ON,
  type PublicDocumentId,
  type PublicDocumentPage,
  publicDocument,
  publicDocumentPage,
  renderPublicDocumentPdf,
} from './documents/public-documents';
export { simplePdf } from './documents/simple-pdf';
export { CoreError, type CoreErrorOptions } from './errors/core-error';
export {
  type AddressViolation,
  type CatalogueAddress,
  checkAddress,
  GEO_DEFAULT_PER_PAGE,
  GEO_MAX_PER_PAGE,
  type GeoItem,
  type GeoPage,
  type GeoPaging,
  GeoRegionNotFoundError,
  geoCode,
  listCities,
  listDistricts,
  listRegionCities,
  listRegions,
  listWards,
  lookupPostalCode,
  type PostalCodeLookup,
  type PostalCodeWard,
  type ResolvedAddress,
} from './geo/address-directory';
export { geoCatalogueFile, geoFixtureFile } from './geo/data-files';
export {
  type EnsureGeoCatalogueResult,
  ensureGeoCatalogue,
  GEO_IMPORT_BATCH_SIZE,
  type ImportSepomexOptions,
  type ImportSepomexResult,
  importSepomex,
  importSepomexFile,
  seedStates,
} from './geo/import';
export {
  SEPOMEX_COLUMNS,
  SEPOMEX_TSV_COLUMNS,
  SepomexFormatError,
  type SepomexRecord,
} from './geo/sepomex';
export { MEXICAN_STATES, type MexicanState } from './geo/states';
export {
  canonicalBody,
  createIdempotencyService,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_KEY_TTL_SECONDS,
  IDEMPOTENCY_LEASE_SECONDS,
  type IdempotencyAccount,
  type IdempotencyClaim,
  type IdempotencyLock,
  type IdempotencyService,
  idempotencyRequestHash,
  type StoredResponse,
} from './idempotency/idempotency';
export { ADDRESS_SUGGESTIONS_DEFAULT_LIMIT, suggestAddresses } from './integrations/address-suggestions';
export { type BankLinkService, type BankLinkState, bankLinkStatus } from './integrations/belvo';
export { validateAccountClabe } from './integrations/clabe-check';
export {
  type FraudSignalsInput,
  type FraudSignalsService,
  type FraudSignalsView,
  fraudSignalsFor,
  IOVATION_BLACKBOX_MAX_LENGTH,
  recordFraudSignals,
} from './integrations/fraud-signals';
export { createIntegrationsService, type IntegrationsService } from './integrations/integrations';
export {
  type BankLinkProvider,
  type BankLinkWidgetToken,
  IDENTITY_OUTCOMES,
  type IdentityDecision,
  type IdentityOutcome,
  type IdentitySandboxControls,
  type IdentitySessionCreated,
  type IdentitySessionRequest,
  type IdentityVerificationProvider,
  type IntegrationProviders,
  type IovationAssessment,
  type IovationProvider,
  type JuicyScoreAssessment,
  type JuicyScoreProvider,
  ProviderError,
} from './integrations/ports';
export {
  clientOwesNothing,
  OWING_LOAN_STATUSES,
  REFERRAL_INVITES_PER_DAY,
  REFERRAL_REWARD_CENTAVOS,
  type ReferralReconcileResult,
  type ReferralRewardEligibility,
  type ReferralsService,
  referralRewardEligibility,
} from './integrations/referrals';
export {
  parseVeriffCallback,
  SANDBOX_BANK_LINK_FAILURE_PREFIX,
  SANDBOX_NAME_OUTCOMES,
  SANDBOX_VERIFF_PAGE_PATH,
  SANDBOX_VERIFF_SHARED_SECRET,
  sandboxBankLink,
  sandboxIdentityVerification,
  sandboxIntegrationProviders,
  sandboxIovation,
  sandboxJuicyScore,
  sandboxOutcomeForName,
  VERIFF_CODES,
  veriffSignature,
} from './integrations/sandbox';
export {
  type IdentityVerificationService,
  type IdentityVerificationState,
  identityVerificationStatus,
  VERIFF_SESSION_TTL_DAYS,
  type VeriffPollResult,
} from './integrations/veriff';
export { JOB_NAMES, JOBS, type JobContext, type JobDefinition, type JobName } from './jobs/catalogue';
export {
  addDays,
  DEFAULT_REMINDER_DAYS_BEFORE,
  MAX_REMINDER_DAYS_BEFORE,
  normaliseDaysBefore,
  type ReminderRunResult,
  sendPaymentReminders,
} from './jobs/reminders';
export {
  createJobRunner,
  DEFAULT_JOB_RETRY,
  type EnqueueOptions,
  JOB_EXPIRE_SECONDS,
  JOB_STOP_TIMEOUT_MS,
  JOBS_SCHEMA,
  type JobInfo,
  type JobRunner,
  type JobRunnerOptions,
  type JobSchedule,
} from './jobs/runner';
export {
  createJourneyService,
  type JourneyFacts,
  type JourneyService,
  type JourneyStep,
  journeyStep,
  REJECT_PAGE_DAYS,
} from './journey/journey';
export {
  balanceOf,
  FEE_COMPONENTS,
  type FeeComponent,
  isLedgerAccount,
  LEDGER_ACCOUNTS,
  type LedgerAccount,
  type LedgerBalances,
  type LedgerLine,
  outstandingOf,
  RECEIVABLE_ACCOUNTS,
  type ReceivableAccount,
  replayBalances,
} from './ledger/accounts';
export {
  assertBalanced,
  LEDGER_KINDS,
  type LedgerEntryView,
  type LedgerKind,
  loanBalances,
  loanEntries,
  type PostingInput,
  type PostingResult,
  postTransaction,
  unbalancedTransactions,
} from './ledger/ledger';
export {
  type ChargeInput,
  chargeLines,
  disbursementLines,
  paymentLines,
  REPAYMENT_ORDER,
  refundLines,
  writeOffLines,
} from './ledger/postings';
export { UnbalancedPostingError } from './ledger/unbalanced-posting-error';
export {
  DEFAULT_LIMITS,
  LIMITS_SETTING_KEY,
  type Limits,
  LimitsSchema,
  readLimits,
  TOKEN_REFRESH_SECONDS,
  writeLimits,
} from './limits';
export {
  type AttemptPolicy,
  claimAttempt,
  claimCooldown,
  clearFailures,
  readFailures,
  takeFromCap,
} from './limits-store';
export {
  addDays as addCalendarDays,
  daysBetween as calendarDaysBetween,
  isBankBusinessDay,
  lastDayToPay,
  MEXICAN_BANK_HOLIDAYS,
} from './loans/bank-calendar';
export { canonicalJson, loanTermsFromOffer, splitVat } from './loans/loan-terms';
export {
  createLoansService,
  DEFAULT_LATE_POLICY,
  type LatePolicy,
  type LoansDeps,
  type LoansService,
  OPEN_LOAN_STATUSES,
  rolloverAvailable,
  type SignInput,
} from './loans/loans';
export { createRolloversService, type RolloversService } from './loans/rollovers';
export { jsonLogger, type LogFields, type Logger, memoryLogger, silentLogger } from './logger';
export { MIGRATIONS_FOLDER } from './paths';
export {
  PAYMENT_SIGNATURE_HEADER,
  type PaymentProvider,
  SANDBOX_DECLINED_CARD_LAST4,
  sandboxPayments,
  signPaymentCallback,
  type TokenizedCard,
  verifyPaymentCallback,
} from './payments/payment-port';
export {
  CARD_NUMBER_DIGITS,
  type CallbackOutcome,
  createPaymentsService,
  EXTENSION_ORDER,
  PAYMENT_REFERENCE_TTL_HOURS,
  type PaymentsDeps,
  type PaymentsService,
  passesLuhn,
} from './payments/payments';
export {
  type PayoutProvider,
  type PayoutRequest,
  type PayoutState,
  SANDBOX_PAYOUT_CONFIRM_SECONDS,
  sandboxPayouts,
} from './payouts/payout-port';
export { type DocumentBlock, type DocumentModel, renderText } from './pdf/document-model';
export { renderPdf } from './pdf/render-pdf';
export { createPiiCrypto, maskEmail, maskPhone, type PiiCrypto, type PiiKeys, type PiiKind } from './pii';
export type {
  CaptchaProvider,
  EmailMessage,
  EmailProvider,
  ErrorReporter,
  HelloSodaProvider,
  HelloSodaRequest,
  HelloSodaResult,
  Providers,
  SmsMessage,
  SmsProvider,
} from './providers/ports';
export {
  type SandboxOptions,
  sandboxCaptcha,
  sandboxEmail,
  sandboxErrorReporter,
  sandboxHelloSoda,
  sandboxProviders,
  sandboxSms,
} from './providers/sandbox';
export {
  assertSandboxProviders,
  FakeMoneyRefusedError,
  guardPayments,
  guardPayouts,
  SandboxWithRealProviderError,
} from './sandbox/money-guard';
export {
  createSandboxService,
  type SandboxGrant,
  type SandboxService,
  type SandboxView,
  shiftedClock,
} from './sandbox/sandbox';
export { DEMO_CLIENT_PASSWORD, DEMO_CLIENTS, type DemoSeedResult, seedDemoData } from './seed/demo-seed';
export { localStorage } from './storage/local-storage';
export { S3StorageError, type S3StorageOptions, s3Storage } from './storage/s3-storage';
export { EMPTY_PAYLOAD_SHA256, type SigV4Request, sha256Hex, signV4 } from './storage/sigv4';
export {
  assertStorageKey,
  type DocumentStorage,
  newStorageKey,
  STORAGE_KEY_PATTERN,
} from './storage/storage';
