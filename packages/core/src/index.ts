// @lender/core: lending domain services and persistence (internal). Explicit exports only.

export { createLoginThrottle, LOGIN_FAILURE_RESET_SECONDS, type LoginThrottle } from './auth/login-throttle';
export { hashPassword, isCommonPassword, PASSWORD_HASH_OPTIONS, verifyPassword } from './auth/passwords';
export { type Authenticated, type AuthService, createAuthService, type IssuedToken } from './auth/sessions';
export { createTokenSigner, type TokenClaims, type TokenSigner } from './auth/tokens';
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
export { renderAnonymousTerms } from './documents/anonymous-terms';
export { simplePdf } from './documents/simple-pdf';
export { CoreError, type CoreErrorOptions } from './errors/core-error';
export {
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
} from './geo/address-directory';
export { geoDemoFile, geoFixtureFile } from './geo/data-files';
export {
  GEO_IMPORT_BATCH_SIZE,
  type ImportSepomexOptions,
  type ImportSepomexResult,
  importSepomex,
  importSepomexFile,
  seedGeoDemoData,
  seedStates,
} from './geo/import';
export { SEPOMEX_COLUMNS, SepomexFormatError, type SepomexRecord } from './geo/sepomex';
export { MEXICAN_STATES, type MexicanState } from './geo/states';
export {
  DEFAULT_LIMITS,
  LIMITS_SETTING_KEY,
  type Limits,
  LimitsSchema,
  readLimits,
  TOKEN_REFRESH_SECONDS,
  writeLimits,
} from './limits';
export { claimCooldown, clearFailures, readFailures, recordFailure, takeFromCap } from './limits-store';
export { jsonLogger, type LogFields, type Logger, memoryLogger, silentLogger } from './logger';
export { MIGRATIONS_FOLDER } from './paths';
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
export { DEMO_CLIENT_PASSWORD, DEMO_CLIENTS, type DemoSeedResult, seedDemoData } from './seed/demo-seed';
