// The client group's use cases: one line per catalogue key, the function of that name from the file of
// that name. Sorted by name within each area.

// ── account, addresses, notices, sandbox, journey, integrations, collector (helper B) ──
export { actualApplication } from '../applications/actual-application';
export { actualApplicationStatus } from '../applications/actual-application-status';
export { actualOffer } from '../applications/actual-offer';
export { applicationPaymentMethod } from '../applications/application-payment-method';
export { approveDecrease } from '../applications/approve-decrease';
export { approveIncrease } from '../applications/approve-increase';
export { approveSpecialOffer } from '../applications/approve-special-offer';
export { arithmeticOffer } from '../applications/arithmetic-offer';
export { completeBackOfficeClient } from '../applications/complete-back-office-client';
export { createApplication } from '../applications/create-application';
export { finish } from '../applications/finish';
export { promoCode } from '../applications/promo-code';
export { updateApplication } from '../applications/update-application';
export { withdrawApplication } from '../applications/withdraw-application';
export { yhatLimit } from '../applications/yhat-limit';
export { additionalContact } from '../clients/additional-contact';
export { changeEmail } from '../clients/change-email';
export { changePassword } from '../clients/change-password';
export { changePhone } from '../clients/change-phone';
export { completeStepFour } from '../clients/complete-step-four';
export { completeStepThree } from '../clients/complete-step-three';
export { completeStepTwo } from '../clients/complete-step-two';
// ── records and registration (helper P) ──
export { consents } from '../clients/consents';
export { geo } from '../clients/geo';
export { get } from '../clients/get';
export { loggerMetrics } from '../clients/logger-metrics';
export { phoneSmsCode, phoneSmsCodeTs } from '../clients/phone-sms-code';
export { phoneVerify, phoneVerifyTs } from '../clients/phone-verify';
export { registrationAnswers } from '../clients/registration-answers';
export { saveAccountNumber } from '../clients/save-account-number';
export { saveNationalIdentificator } from '../clients/save-national-identificator';
export { update } from '../clients/update';
export { verificationCode } from '../clients/verification-code';
export { verificationDigit } from '../clients/verification-digit';
// ── applications, agreement, documents, loan, loan documents, payments (helper C) ──
export { bankStatementUpload } from '../documents/bank-statement-upload';
export { documentUpload } from '../documents/document-upload';
export { idDocumentDelete } from '../documents/id-document-delete';
export { idDocumentFinish } from '../documents/id-document-finish';
export { idDocumentGet } from '../documents/id-document-get';
export { idDocumentState } from '../documents/id-document-state';
export { idDocumentUpload } from '../documents/id-document-upload';
export { addressSuggestions } from '../geo/address-suggestions';
export { flow } from '../journey/flow';
export { journeyCurrent } from '../journey/journey-current';
export { sandboxStep } from '../journey/sandbox-step';
export { activeLoan } from '../loans/active-loan';
export { agreementSmsCode } from '../loans/agreement-sms-code';
export { chooseRollover } from '../loans/choose-rollover';
export { closedLoans } from '../loans/closed-loans';
export { paymentSchedule } from '../loans/payment-schedule';
export { rolloverApplication } from '../loans/rollover-application';
export { rolloverDocument } from '../loans/rollover-document';
export { signAgreement } from '../loans/sign-agreement';
export { noticePreferences } from '../notices/notice-preferences';
export { updateNoticePreferences } from '../notices/update-notice-preferences';
export { activeLoanPayments } from '../payments/active-loan-payments';
export { chargeRollover } from '../payments/charge-rollover';
export { debitCard } from '../payments/debit-card';
export { directDebitConsent } from '../payments/direct-debit-consent';
export { livePaymentReferences } from '../payments/live-payment-references';
export { paymentReceipt } from '../payments/payment-receipt';
export { paymentReference } from '../payments/payment-reference';
export { savedCards } from '../payments/saved-cards';
export { sandboxClock } from '../sandbox/sandbox-clock';
export { sandboxDecision } from '../sandbox/sandbox-decision';
export { sandboxStart } from '../sandbox/sandbox-start';

// ── applications, agreement, documents, loan, loan documents, payments (helper C) ──


// ── records and registration (helper P) ──

// ── site reports (helper A) ──
export { reportMalformedResponse } from '../site-reports/report-malformed-response';

export {};
