// @lender/core: lending domain services and persistence (internal). Explicit exports only.

export type { ApproveOfferInput } from './applications/application-model';
export { withAuditContext } from './audit/audit';
export { hashPassword } from './auth/passwords';
export { DOCUMENT_LINK_PATH, openDocumentLink } from './back-office/client-page/document-link';
export { mexicoCityStart } from './back-office/lists/list-helpers';
export type { ClientStatusAction } from './back-office/operations';
export {
  assertRoleCan,
  BACK_OFFICE_PERMISSIONS,
  type BackOfficePermission,
  roleCan,
} from './back-office/permissions';
export type { CsvExportFile, ReadContext, Reader } from './back-office/reader';
export { totpCode } from './back-office/users';
export { GenerationalCache } from './cache/generational-cache';
export { DEFAULT_ENABLED_BANK_CODES, writeEnabledBankCodes } from './catalog/banks';
export { readProductConfig, writeProductOverride } from './catalog/product';
export { type OfferFieldPaths, type OfferView, offerView, quoteOffer } from './catalog/public-offer';
export { writeReapplyCoolOffDays } from './catalog/reapply-cool-off';
export { BUSINESS_TIME_ZONE, businessDate, today } from './clock';
export { CollectorIngestError } from './collector-ingest/ingest';
export { collectorKeysFromPem, generateCollectorKeys } from './collector-ingest/keys';
export { emailColumns, emailHashOf, encryptLegacyEmails } from './contact/email';
export { type Core, type CoreOptions, createCore } from './core';
export { AGREEMENT_WARNINGS, CAT_LEGEND, formatDate, formatPesos } from './documents/agreement';
export { DEMO_COMPANY } from './documents/company';
export { type DocumentsOptions, documentsOptionsFromEnv } from './documents/documents-options';
export type { PdfFile } from './documents/loan-documents';
export { PUBLIC_DOCUMENT_IDS } from './documents/public-documents';
export { CoreError, type CoreErrorOptions, type CoreViolation } from './errors/core-error';
export { type GeoPage, GeoRegionNotFoundError } from './geo/address-directory';
export { geoFixtureFile } from './geo/data-files';
export { ensureGeoCatalogue, importSepomexFile } from './geo/import';
export {
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_KEY_TTL_SECONDS,
  IDEMPOTENCY_LEASE_SECONDS,
  type IdempotencyLock,
  idempotencyRequestHash,
} from './idempotency/idempotency';
export { bankLinkStatus } from './integrations/bank-link';
export { identityVerificationStatus } from './integrations/identity-verification';
export { DEFAULT_REMINDER_DAYS_BEFORE, normaliseDaysBefore } from './jobs/reminders';
export { createJobRunner, type JobRunner } from './jobs/runner';
export { type LedgerBalances, outstandingOf, replayBalances } from './ledger/accounts';
export { loanBalances, loanEntries, unbalancedTransactions } from './ledger/ledger';
export { DEFAULT_LIMITS, writeLimits } from './limits';
export { type LogFields, type Logger, memoryLogger } from './logger';
export {
  DEFAULT_NOTICES_OPTIONS,
  DEFAULT_REMINDER_DAYS_AFTER,
  type NoticesOptions,
} from './notices/notice-model';
// The provider's callback is no catalogue endpoint (the provider calls it, not a borrower): its use case.
export { paymentProviderCallback } from './payments/payment-provider-callback';
export type { ReceiptFile } from './payments/payments';
export { maskEmail, maskPhone } from './pii';
export { sandboxBankLink } from './providers/bank-link/sandbox';
export type { HelloSodaResult } from './providers/fraud/port';
export { IDENTITY_OUTCOMES, type IdentityOutcome } from './providers/identity/port';
export {
  SANDBOX_VERIFF_PAGE_PATH,
  SANDBOX_VERIFF_SHARED_SECRET,
  veriffSignature,
} from './providers/identity/sandbox';
export type { SmsMessage } from './providers/messaging/port';
export { PAYMENT_SIGNATURE_HEADER } from './providers/payments/port';
export { ProviderError } from './providers/provider-error';
export { REFERRAL_INVITES_PER_DAY, referralRewardEligibility } from './referrals/referrals';
export type { SandboxGrant, SandboxView } from './sandbox/sandbox';
export type { DemoLendingKind } from './seed/demo-lending';
export { DEMO_CLIENT_PASSWORD, DEMO_CLIENTS, seedDemoData } from './seed/demo-seed';
export * as useCases from './use-cases/index';
