// The client group's use cases: one line per catalogue key, the function of that name from the file of
// that name. Sorted by name within each area.

// ── account, addresses, notices, sandbox, journey, integrations, collector (helper B) ──
export { additionalContact } from '../clients/additional-contact';
export { addressSuggestions } from '../geo/address-suggestions';
export { belvoAccessToken } from '../integrations/belvo-access-token';
export { belvoSkip } from '../integrations/belvo-skip';
export { belvoStoreLink } from '../integrations/belvo-store-link';
export { changeEmail } from '../clients/change-email';
export { changePassword } from '../clients/change-password';
export { changePhone } from '../clients/change-phone';
export { collectorSessionLink } from '../collector-ingest/collector-session-link';
export { completeStepFour } from '../clients/complete-step-four';
export { completeStepThree } from '../clients/complete-step-three';
export { completeStepTwo } from '../clients/complete-step-two';
export { createReferral } from '../referrals/create-referral';
export { flow } from '../journey/flow';
export { geo } from '../clients/geo';
export { get } from '../clients/get';
export { ibanValidate } from '../clients/iban-validate';
export { journeyCurrent } from '../journey/journey-current';
export { loggerMetrics } from '../clients/logger-metrics';
export { logout } from '../auth/logout';
export { noticePreferences } from '../notices/notice-preferences';
export { phoneSmsCode, phoneSmsCodeTs } from '../clients/phone-sms-code';
export { phoneVerify, phoneVerifyTs } from '../clients/phone-verify';
export { referrals } from '../referrals/referrals';
export { sandboxClock } from '../sandbox/sandbox-clock';
export { sandboxDecision } from '../sandbox/sandbox-decision';
export { sandboxStart } from '../sandbox/sandbox-start';
export { sandboxStep } from '../journey/sandbox-step';
export { saveAccountNumber } from '../clients/save-account-number';
export { saveNationalIdentificator } from '../clients/save-national-identificator';
export { tokenRefresh } from '../auth/token-refresh';
export { update } from '../clients/update';
export { updateNoticePreferences } from '../notices/update-notice-preferences';
export { updateReferral } from '../referrals/update-referral';
export { veriffCreateSession } from '../integrations/veriff-create-session';
export { veriffDecision } from '../integrations/veriff-decision';
export { veriffSession } from '../integrations/veriff-session';
export { verificationCode } from '../clients/verification-code';
export { verificationDigit } from '../clients/verification-digit';

// ── applications, agreement, documents, loan, loan documents, payments (helper C) ──
export { activeLoan } from '../loans/active-loan';
export { actualApplication } from '../applications/actual-application';
export { actualApplicationStatus } from '../applications/actual-application-status';
export { actualOffer } from '../applications/actual-offer';
export { agreementSmsCode } from '../loans/agreement-sms-code';
export { applicationPaymentMethod } from '../applications/application-payment-method';
export { approveDecrease } from '../applications/approve-decrease';
export { approveIncrease } from '../applications/approve-increase';
export { approveSpecialOffer } from '../applications/approve-special-offer';
export { arithmeticOffer } from '../applications/arithmetic-offer';
export { bankStatementUpload } from '../documents/bank-statement-upload';
export { chargeRollover } from '../payments/charge-rollover';
export { chooseRollover } from '../loans/choose-rollover';
export { completeBackOfficeClient } from '../applications/complete-back-office-client';
export { createApplication } from '../applications/create-application';
export { debitCard } from '../payments/debit-card';
export { directDebitConsent } from '../payments/direct-debit-consent';
export { document } from '../documents/loan/document';
export { documentDownload } from '../documents/loan/document-download';
export { documentDownloadTemporary } from '../documents/loan/document-download-temporary';
export { documentList } from '../documents/loan/document-list';
export { documentUpload } from '../documents/document-upload';
export { draftLoanAgreement } from '../documents/loan/draft-loan-agreement';
export { finish } from '../applications/finish';
export { idDocumentDelete } from '../documents/id-document-delete';
export { idDocumentFinish } from '../documents/id-document-finish';
export { idDocumentGet } from '../documents/id-document-get';
export { idDocumentState } from '../documents/id-document-state';
export { idDocumentUpload } from '../documents/id-document-upload';
export { livePaymentReferences } from '../payments/live-payment-references';
export { paymentReceipt } from '../payments/payment-receipt';
export { paymentReference } from '../payments/payment-reference';
export { paymentSchedule } from '../loans/payment-schedule';
export { promoCode } from '../applications/promo-code';
export { renderDocument } from '../documents/loan/render-document';
export { rolloverApplication } from '../loans/rollover-application';
export { rolloverDocument } from '../loans/rollover-document';
export { signAgreement } from '../loans/sign-agreement';
export { updateApplication } from '../applications/update-application';
export { withdrawApplication } from '../applications/withdraw-application';
export { yhatLimit } from '../applications/yhat-limit';

// ── records and registration (helper P) ──
export { consents } from '../clients/consents';
export { registrationAnswers } from '../clients/registration-answers';
export { closedLoans } from '../loans/closed-loans';
export { activeLoanPayments } from '../payments/active-loan-payments';
export { savedCards } from '../payments/saved-cards';

// ── the borrower's promise to pay, of the collections workspace (helper E) ──

// ── the borrower's promise to pay, of the collections workspace (helper E) ──
export { makePromise } from '../collections/make-promise';
export { promiseOptions } from '../collections/promise-options';

// ── site reports (helper A) ──
export { reportMalformedResponse } from '../site-reports/report-malformed-response';

export {};
