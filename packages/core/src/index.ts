// @lender/core: lending domain services and persistence (internal). Explicit exports only.

export { decideApplication } from './applications/application-decision';
export { expireOffers } from './applications/application-offers';
export {
  applicationForSigning,
  markApplicationCompleted,
  markApplicationSigning,
} from './applications/application-signing';
export { type AccessArchive, buildAccessArchive } from './arco/access-archive';
export {
  type AnonymisedClientData,
  anonymiseClientData,
  anonymiseDueClients,
} from './arco/anonymise-client-data';
export { type BlockedClientData, blockClientData } from './arco/block-client-data';
export {
  DELETION_REASONS,
  type DeletionAssessment,
  type DeletionReason,
  deletionAssessment,
  type KeptData,
} from './arco/deletion-assessment';
export { PERSONAL_DATA_CATEGORIES, type PersonalDataCategory } from './arco/personal-fields';
export { withAuditContext } from './audit/audit';
export { hashPassword } from './auth/passwords';
export { authorize } from './back-office/authorize';
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
export { confirmPendingRefunds, payApprovedRefund } from './back-office/refund-payouts';
export { totpCode } from './back-office/users';
export { GenerationalCache } from './cache/generational-cache';
export { DEFAULT_ENABLED_BANK_CODES, writeEnabledBankCodes } from './catalog/banks';
export { readProductConfig, writeProductOverride } from './catalog/product';
export { type OfferFieldPaths, type OfferView, offerView, quoteOffer } from './catalog/public-offer';
export { writeReapplyCoolOffDays } from './catalog/reapply-cool-off';
export { authenticateProfile } from './clients/authenticate-profile';
export { requireActiveClient } from './clients/require-active-client';
export { setClientStatus } from './clients/set-client-status';
export { BUSINESS_TIME_ZONE, businessDate, today } from './clock';
export { CollectorIngestError } from './collector-ingest/ingest';
export { collectorKeysFromPem, generateCollectorKeys } from './collector-ingest/keys';
export { emailColumns, emailHashOf, encryptLegacyEmails } from './contact/email';
export { type Core, type CoreOptions, createCore } from './core';
export { cancelToken } from './debit-schedule/cancel-token';
export { runDirectDebits } from './debit-schedule/run-direct-debits';
export { AGREEMENT_WARNINGS, CAT_LEGEND, formatDate, formatPesos } from './documents/agreement';
export { clientDocumentForAdmin, clientDocumentsForAdmin } from './documents/client-documents';
export { companyContacts, DEMO_COMPANY } from './documents/company';
export { type DocumentsOptions, documentsOptionsFromEnv } from './documents/documents-options';
export { archiveAgreement, currentTerms, type PdfFile } from './documents/loan-documents';
export { PUBLIC_DOCUMENT_IDS } from './documents/public-documents';
export { CoreError, type CoreErrorOptions, type CoreViolation } from './errors/core-error';
export { issueFiscalDocuments } from './fiscal/issue-fiscal-documents';
export type { GeoPage } from './geo/address-directory';
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
export { evaluateFraudSignals } from './integrations/fraud-signals';
export {
  completeSandboxIdentitySession,
  identityVerificationCallback,
  identityVerificationStatus,
  pollIdentityVerifications,
} from './integrations/identity-verification';
export { DEFAULT_REMINDER_DAYS_BEFORE, normaliseDaysBefore } from './jobs/reminders';
export { createJobRunner, type JobRunner } from './jobs/runner';
export { authenticateFlow } from './journey/authenticate-flow';
export { type LedgerBalances, outstandingOf, replayBalances } from './ledger/accounts';
export { loanBalances, loanEntries, unbalancedTransactions } from './ledger/ledger';
export { quoteEarlyPayoff } from './ledger/loan-account';
export { DEFAULT_LIMITS, writeLimits } from './limits';
export { openLoanId } from './loans/loan-context';
export { confirmPendingPayouts } from './loans/loan-payouts';
export { loanSchedule, loanView } from './loans/loan-view';
export { runOverdue } from './loans/run-overdue';
export { writeOffLoan } from './loans/write-off-loan';
export { type LogFields, type Logger, memoryLogger } from './logger';
export { objectionWindowEnd } from './mandates/mandate-gate';
export {
  DEFAULT_NOTICES_OPTIONS,
  DEFAULT_REMINDER_DAYS_AFTER,
  type NoticesOptions,
} from './notices/notice-model';
export { loanPayments } from './payments/active-loan-payments';
export {
  chargeUnderMandate,
  confirmSettledDebits,
  type MandateChargeResult,
} from './payments/charge-under-mandate';
export { type DebitObjectionResult, recordDebitObjection } from './payments/debit-objection';
export {
  confirmPendingCharges,
  deliverPaymentCallback,
  signCallback,
  simulateReferencePayment,
} from './payments/payment-callbacks';
// The provider's callback is no catalogue endpoint (the provider calls it, not a borrower): its use case.
export { paymentProviderCallback } from './payments/payment-provider-callback';
export { paymentReceipt } from './payments/payment-receipt';
export { receiptOf } from './payments/payment-receipts';
export type { ReceiptFile } from './payments/payments';
export { recordExternalPayment } from './payments/record-external-payment';
export { maskEmail, maskPhone } from './pii';
export { sandboxBankLink } from './providers/bank-link/sandbox';
export { banxicoCepFromEnv, type CepEnvironment } from './providers/cep/config';
export type { DebitAnswer, DebitOutcome, DebitRequest, DirectDebitPort } from './providers/direct-debit/port';
export { SANDBOX_DEBIT_RULE, sandboxDirectDebit } from './providers/direct-debit/sandbox';
export { type BanxicoSieOptions, banxicoSie, SIE_DEFAULT_URL } from './providers/exchange-rates/banxico';
export type { UdiPort, UdiValue } from './providers/exchange-rates/port';
export { sandboxUdis } from './providers/exchange-rates/sandbox';
export type { CsdFiles } from './providers/fiscal/csd';
export { type PacOptions, pacFiscal } from './providers/fiscal/pac';
export type { FiscalIssuer, FiscalPort } from './providers/fiscal/port';
export { createTestCsd } from './providers/fiscal/test-csd';
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
export { type SandboxSatCfdiStatus, sandboxSatCfdiStatus } from './providers/sat-status/sandbox';
export { satConsultaCfdiStatus, satConsultaRequest } from './providers/sat-status/sat-consulta';
export { certificatesFromPem, type HttpTimestampOptions, httpTimestamp } from './providers/timestamp/http';
export type { TimestampPort, TimestampToken } from './providers/timestamp/port';
export { sandboxTimestamp } from './providers/timestamp/sandbox';
export { folderWatchlist } from './providers/watchlist/folder';
export { reconcileReferrals } from './referrals/referral-reconcile';
export { REFERRAL_INVITES_PER_DAY, referralRewardEligibility } from './referrals/referrals';
export {
  type PlatformClock,
  platformClockOf,
  refreshPlatformClock,
} from './sandbox/platform-clock';
export type { SandboxGrant, SandboxView } from './sandbox/sandbox';
export type { DemoLendingKind } from './seed/demo-lending';
export {
  DEMO_CLIENT_PASSWORD,
  DEMO_CLIENTS,
  DEMO_STAFF,
  type DemoStaffMember,
  seedDemoData,
} from './seed/demo-seed';
export * as useCases from './use-cases/index';
