import {
  clientAccountEndpoints as clientAccount,
  clientCfdiEndpoints as clientCfdi,
  clientChargeInPartsEndpoints as clientChargeInParts,
  clientDecisionReasonEndpoints as clientDecisionReason,
  clientLendingEndpoints as clientLending,
  clientMandateEndpoints as clientMandate,
  clientMyLoanEndpoints as clientMyLoan,
  clientNoticeEndpoints as clientNotice,
  clientPaymentRecordEndpoints as clientPaymentRecord,
  clientPrivacyEndpoints as clientPrivacy,
  clientProvenIncomeEndpoints as clientProvenIncome,
  clientRightsEndpoints as clientRights,
  clientScheduledChargeEndpoints as clientScheduledCharge,
  publicEndpoints as publicGroup,
  publicNoticeEndpoints as publicNotice,
  publicScheduledChargeEndpoints as publicScheduledCharge,
} from '@lender/contracts';
import { useCases } from '@lender/core';
import { requireClientReading } from '../http/auth-middleware';
import { registrationPesos } from '../http/money';
import { useCaseRoute, useCaseRouter } from '../http/use-case-route';
import { uploadRoute } from './client-documents/client-documents.routes';
import { sandboxRoute } from './client-sandbox/sandbox-route';

const { client } = useCases;
const AMOUNT = { pesos: [['body', 'amount', 'amount']] } as const;

// The borrower's endpoints and the public ones their pages call, each answered by the use case of
// its name (ADR 324): one line per catalogue key, a section per room, in the order they are mounted.
export const borrowerTable = useCaseRouter([
  // Spec §7 Private client: the profile, account, onboarding and telemetry calls of issue 4 (the
  // code request is limited per caller address, the input's `requester`), the token refresh (spec
  // §4: every 240 s; the new token in the envelope) and the logout. The profile: the session, the
  // client row and the profile's facts read in one statement (ADR 091).
  useCaseRoute(clientAccount.get, client.get, { route: { access: requireClientReading('profile') } }),
  useCaseRoute(clientAccount.update, client.update),
  useCaseRoute(clientAccount.verificationCode, client.verificationCode),
  useCaseRoute(clientAccount.verificationDigit, client.verificationDigit),
  useCaseRoute(clientAccount.changePassword, client.changePassword),
  useCaseRoute(clientAccount.changePhone, client.changePhone),
  useCaseRoute(clientAccount.changeEmail, client.changeEmail),
  useCaseRoute(clientAccount.phoneSmsCode, client.phoneSmsCode),
  useCaseRoute(clientAccount.phoneSmsCodeTs, client.phoneSmsCodeTs),
  useCaseRoute(clientAccount.phoneVerify, client.phoneVerify),
  useCaseRoute(clientAccount.phoneVerifyTs, client.phoneVerifyTs),
  useCaseRoute(clientAccount.tokenRefresh, client.tokenRefresh),
  useCaseRoute(clientAccount.logout, client.logout),
  useCaseRoute(clientAccount.saveNationalIdentificator, client.saveNationalIdentificator),
  useCaseRoute(clientAccount.saveAccountNumber, client.saveAccountNumber),
  useCaseRoute(clientAccount.additionalContact, client.additionalContact),
  // Whole pesos in the request (spec §5); centavos from here on (ADR 043): the step's money fields.
  useCaseRoute(clientAccount.completeStepTwo, client.completeStepTwo, {
    pesos: registrationPesos('employment'),
  }),
  useCaseRoute(clientAccount.completeStepThree, client.completeStepThree),
  useCaseRoute(clientAccount.completeStepFour, client.completeStepFour),
  useCaseRoute(clientAccount.geo, client.geo),
  useCaseRoute(clientAccount.loggerMetrics, client.loggerMetrics),

  // Spec §7's application from the table (an amount a borrower asks for arrives in pesos and reaches
  // core in centavos: `pesos`), then the reads of the borrower's own newest application, what weighed
  // in its decision (issue 52), the borrower's limit (issue 5) and the finish, which sends it to
  // decision and answers the journey's step.
  useCaseRoute(clientLending.createApplication, client.createApplication, {
    pesos: [['body', 'loanAmount', 'amount']],
  }),
  useCaseRoute(clientLending.updateApplication, client.updateApplication, AMOUNT),
  useCaseRoute(clientLending.actualOffer, client.actualOffer),
  useCaseRoute(clientLending.arithmeticOffer, client.arithmeticOffer, { pesos: [['params', 'amount']] }),
  useCaseRoute(clientLending.promoCode, client.promoCode),
  useCaseRoute(clientLending.approveSpecialOffer, client.approveSpecialOffer, AMOUNT),
  useCaseRoute(clientLending.approveDecrease, client.approveDecrease, AMOUNT),
  useCaseRoute(clientLending.approveIncrease, client.approveIncrease, AMOUNT),
  useCaseRoute(clientLending.withdrawApplication, client.withdrawApplication),
  useCaseRoute(clientLending.completeBackOfficeClient, client.completeBackOfficeClient),
  useCaseRoute(clientLending.actualApplication, client.actualApplication),
  useCaseRoute(clientLending.actualApplicationStatus, client.actualApplicationStatus),
  useCaseRoute(clientDecisionReason.decisionReasons, client.decisionReasons),
  useCaseRoute(clientLending.applicationPaymentMethod, client.applicationPaymentMethod),
  useCaseRoute(clientLending.yhatLimit, client.yhatLimit),
  useCaseRoute(clientLending.finish, client.finish),

  // Spec §7: the agreement's SMS code and its signature (kept with the browser's address and user
  // agent as its evidence: the input's `requester` and `userAgent`).
  useCaseRoute(clientLending.agreementSmsCode, client.agreementSmsCode),
  useCaseRoute(clientLending.signAgreement, client.signAgreement),

  // Spec §7's open loan (issue 5): the loan, its schedule, an extension's choice, its application
  // and its document.
  useCaseRoute(clientLending.activeLoan, client.activeLoan),
  useCaseRoute(clientLending.paymentSchedule, client.paymentSchedule),
  useCaseRoute(clientLending.chooseRollover, client.chooseRollover),
  useCaseRoute(clientLending.rolloverApplication, client.rolloverApplication),
  useCaseRoute(clientLending.rolloverDocument, client.rolloverDocument),

  // Spec §7 Private client: the borrower's consent to be charged (kept with the browser's address and
  // user agent) and saved card, card charges and payment references (issue 5 Payments; a partial
  // amount in pesos, centavos from here on), the references still payable apart from the payments
  // (issue 47), and a payment's receipt (comprobante de pago, a PDF under its Spanish name).
  useCaseRoute(clientLending.directDebitConsent, client.directDebitConsent),
  useCaseRoute(clientLending.debitCard, client.debitCard),
  useCaseRoute(clientLending.chargeRollover, client.chargeRollover, {
    pesos: [['body', 'amount', 'amount']],
  }),
  useCaseRoute(clientLending.paymentReference, client.paymentReference, {
    pesos: [['body', 'amount', 'amount']],
  }),
  useCaseRoute(clientPaymentRecord.livePaymentReferences, client.livePaymentReferences),
  useCaseRoute(clientPaymentRecord.paymentReceipt, client.paymentReceipt),

  // Issue 66: the borrower's direct-debit mandates and their revocation (ADR 325), the payday charges
  // under them, and the pre-notice's one-tap "no me cobren" without a login (ADR 329).
  useCaseRoute(clientMandate.mandates, client.mandates),
  useCaseRoute(clientMandate.revokeMandate, client.revokeMandate),
  useCaseRoute(clientScheduledCharge.scheduledCharges, client.scheduledCharges),
  useCaseRoute(clientChargeInParts.chargeInParts, client.chargeInParts),
  useCaseRoute(publicScheduledCharge.scheduledChargeCheck, useCases.public.scheduledChargeCheck),
  useCaseRoute(publicScheduledCharge.cancelScheduledCharge, useCases.public.cancelScheduledCharge),

  // Issue 67 point 6 (ADR 333): the borrower uploads their payroll CFDIs (XML text, one to three) and
  // reads the income they prove.
  useCaseRoute(clientProvenIncome.provenIncome, client.provenIncome),
  useCaseRoute(clientProvenIncome.uploadPayrollCfdis, client.uploadPayrollCfdis),

  // Issue 65 (ADR 328): the borrower's pages in one read: "Mi préstamo", the no-loan page, the
  // counter-offer pages and the profile. The pages' actions keep their own endpoints.
  useCaseRoute(clientMyLoan.myLoan, client.myLoan),
  useCaseRoute(clientMyLoan.noLoan, client.noLoan),
  useCaseRoute(clientMyLoan.counterOffer, client.counterOffer),
  useCaseRoute(clientMyLoan.profilePage, client.profilePage),

  // Issue 51: the borrower's CFDIs of interest and fees, each one's stamped XML and printed PDF (their
  // own only: another's, or a global one, is `not_found`).
  useCaseRoute(clientCfdi.cfdis, client.cfdis),
  useCaseRoute(clientCfdi.cfdiXml, client.cfdiXml),
  useCaseRoute(clientCfdi.cfdiPdf, client.cfdiPdf),

  // Issue 15: what the borrower's profile, my-loan and no-loan pages read back.
  useCaseRoute(clientLending.consents, client.consents),
  useCaseRoute(clientLending.closedLoans, client.closedLoans),
  useCaseRoute(clientLending.savedCards, client.savedCards),
  useCaseRoute(clientLending.activeLoanPayments, client.activeLoanPayments),
  useCaseRoute(clientAccount.registrationAnswers, client.registrationAnswers),

  // Issue 38: the borrower's notice preferences and the one-link marketing unsubscribe.
  useCaseRoute(clientNotice.noticePreferences, client.noticePreferences),
  useCaseRoute(clientNotice.updateNoticePreferences, client.updateNoticePreferences),
  useCaseRoute(publicNotice.unsubscribeCheck, useCases.public.unsubscribeCheck),
  useCaseRoute(publicNotice.unsubscribe, useCases.public.unsubscribe),

  // Issue 51: the borrower's ARCO requests ("Mis derechos"), the access archive and what a cancellation
  // would delete now and keep blocked.
  useCaseRoute(clientPrivacy.arcoRequests, client.arcoRequests),
  useCaseRoute(clientPrivacy.fileArcoRequest, client.fileArcoRequest),
  useCaseRoute(clientPrivacy.arcoAccessArchive, client.arcoAccessArchive),
  useCaseRoute(clientPrivacy.deletionAssessment, client.deletionAssessment),

  // Issue 51: the borrower's complaints to the UNE (and disputes of a credit-bureau record), and the
  // withdrawal of their voluntary consents.
  useCaseRoute(clientRights.complaints, client.complaints),
  useCaseRoute(clientRights.fileComplaint, client.fileComplaint),
  useCaseRoute(clientRights.withdrawConsent, client.withdrawConsent),

  // Spec §4 Flow, §7 `GET /flow` and `GET /client-journey/current`: the step computed on the server
  // (ADR 021). The session, the client row and the journey's rows in one statement (ADR 091).
  useCaseRoute(clientLending.flow, client.flow, { route: { access: requireClientReading('flow') } }),
  useCaseRoute(clientLending.journeyCurrent, client.journeyCurrent),

  // Spec §7 Bank link (/belvo): widget token, store the link, skip (ADR 025).
  useCaseRoute(clientLending.belvoAccessToken, client.belvoAccessToken),
  useCaseRoute(clientLending.belvoStoreLink, client.belvoStoreLink),
  useCaseRoute(clientLending.belvoSkip, client.belvoSkip),

  // Spec §7 Referrals: list, invite, cancel or resend (ADR 224).
  useCaseRoute(clientLending.referrals, client.referrals),
  useCaseRoute(clientLending.createReferral, client.createReferral),
  useCaseRoute(clientLending.updateReferral, client.updateReferral),

  // Spec §7 Addresses: suggestions from the SEPOMEX tables.
  useCaseRoute(clientLending.addressSuggestions, client.addressSuggestions),

  // Spec §7 `PUT iban/validate`: the CLABE, with the enabled-bank whitelist (spec §5).
  useCaseRoute(clientLending.ibanValidate, client.ibanValidate),

  // Spec §7 "Client documents" and §5 Documents: each endpoint answered by the use case of its name.
  useCaseRoute(clientLending.idDocumentUpload, client.idDocumentUpload, {
    route: uploadRoute(clientLending.idDocumentUpload),
  }),
  useCaseRoute(clientLending.documentUpload, client.documentUpload, {
    route: uploadRoute(clientLending.documentUpload),
  }),
  useCaseRoute(clientLending.bankStatementUpload, client.bankStatementUpload, {
    route: uploadRoute(clientLending.bankStatementUpload),
  }),
  useCaseRoute(clientLending.idDocumentFinish, client.idDocumentFinish),
  useCaseRoute(clientLending.idDocumentState, client.idDocumentState),
  useCaseRoute(clientLending.idDocumentGet, client.idDocumentGet),
  useCaseRoute(clientLending.idDocumentDelete, client.idDocumentDelete),

  // Spec §7: documents the borrower reads (issue 6), each a PDF saved under its type's name, or the
  // page's HTML or base64 PDF in the envelope.
  useCaseRoute(clientLending.renderDocument, client.renderDocument),
  useCaseRoute(clientLending.documentList, client.documentList),
  useCaseRoute(clientLending.documentDownload, client.documentDownload),
  useCaseRoute(clientLending.documentDownloadTemporary, client.documentDownloadTemporary),
  useCaseRoute(clientLending.document, client.document),
  useCaseRoute(clientLending.draftLoanAgreement, client.draftLoanAgreement),

  // Sandbox controls (spec §2, §6; ADR 021): a client token plus an admin token or the QA cookie.
  useCaseRoute(clientLending.sandboxStart, client.sandboxStart, { route: sandboxRoute }),
  useCaseRoute(clientLending.sandboxStep, client.sandboxStep, { route: sandboxRoute }),
  useCaseRoute(clientLending.sandboxDecision, client.sandboxDecision, { route: sandboxRoute }),
  useCaseRoute(clientLending.sandboxClock, client.sandboxClock, { route: sandboxRoute }),
]);

// Spec §7 Public: the address catalogue (SEPOMEX: state, municipality, postal code, colonia), the
// catalogues the registration's selects read, the registration (which signs the client in: the token
// in the envelope) and the calls around it (the code requests and the uniqueness check limited per
// caller address, the input's `requester`), and the logins and password recovery (the back office's
// login in two steps on one path: e-mail and password give an mfa token, sent back as Bearer with the
// TOTP code for the full one).
export const publicTable = useCaseRouter([
  useCaseRoute(publicGroup.addressPostalCode, useCases.public.addressPostalCode),
  useCaseRoute(publicGroup.addressRegions, useCases.public.addressRegions),
  useCaseRoute(publicGroup.addressRegionCities, useCases.public.addressRegionCities),
  useCaseRoute(publicGroup.addressDistricts, useCases.public.addressDistricts),
  useCaseRoute(publicGroup.addressWards, useCases.public.addressWards),
  useCaseRoute(publicGroup.addressCities, useCases.public.addressCities),
  useCaseRoute(publicGroup.classificationList, useCases.public.classificationList),
  useCaseRoute(publicGroup.classification, useCases.public.classification),
  useCaseRoute(publicGroup.banks, useCases.public.banks),
  useCaseRoute(publicGroup.company, useCases.public.company),
  useCaseRoute(publicGroup.employmentStatuses, useCases.public.employmentStatuses),
  useCaseRoute(publicGroup.employmentPositions, useCases.public.employmentPositions),
  useCaseRoute(publicGroup.idDocumentTimeSetting, useCases.public.idDocumentTimeSetting),
  useCaseRoute(publicGroup.helloSoda, useCases.public.helloSoda),
  useCaseRoute(publicGroup.registerClient, useCases.public.registerClient),
  useCaseRoute(publicGroup.clientCheck, useCases.public.clientCheck),
  useCaseRoute(publicGroup.phoneSmsCode, useCases.public.phoneSmsCode),
  useCaseRoute(publicGroup.phoneSmsCodeTs, useCases.public.phoneSmsCodeTs),
  useCaseRoute(publicGroup.phoneSmsCodeCheck, useCases.public.phoneSmsCodeCheck),
  useCaseRoute(publicGroup.emailSendCode, useCases.public.emailSendCode),
  useCaseRoute(publicGroup.clientDocument, useCases.public.clientDocument),
  useCaseRoute(publicGroup.affiliateLead, useCases.public.affiliateLead),
  useCaseRoute(publicGroup.clientLogin, useCases.public.clientLogin),
  useCaseRoute(publicGroup.userLogin, useCases.public.userLogin),
  useCaseRoute(publicGroup.recoverPassword, useCases.public.recoverPassword),
]);
