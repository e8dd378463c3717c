import {
  backOfficeAccountEndpoints as backOfficeAccount,
  backOfficeApprovalEndpoints as backOfficeApproval,
  backOfficeAuthEndpoints as backOfficeAuth,
  backOfficeCepClaimEndpoints as backOfficeCepClaim,
  backOfficeCfdiEndpoints as backOfficeCfdi,
  backOfficeClientPageEndpoints as backOfficeClientPage,
  backOfficeCollectionsEndpoints as backOfficeCollections,
  backOfficeComplaintEndpoints as backOfficeComplaint,
  backOfficeComplianceEndpoints as backOfficeCompliance,
  backOfficeContactTemplateEndpoints as backOfficeContactTemplate,
  backOfficeCreditPolicyEndpoints as backOfficeCreditPolicy,
  backOfficeDisasterZoneEndpoints as backOfficeDisasterZone,
  backOfficeFeaturesEndpoints as backOfficeFeatures,
  backOfficeListEndpoints as backOfficeList,
  backOfficeOperationsEndpoints as backOfficeOperations,
  backOfficePaymentOversightEndpoints as backOfficePaymentOversight,
  backOfficePaymentPlanEndpoints as backOfficePaymentPlan,
  backOfficePlatformClockEndpoints as backOfficePlatformClock,
  backOfficePolicyChallengerEndpoints as backOfficePolicyChallenger,
  backOfficePrivacyEndpoints as backOfficePrivacy,
  backOfficeQueueEndpoints as backOfficeQueue,
  backOfficeReportEndpoints as backOfficeReport,
  clientCepClaimEndpoints as clientCepClaim,
  clientCollectionContactEndpoints as clientCollectionContact,
  clientCollectorEndpoints as clientCollector,
  clientPaymentPlanEndpoints as clientPaymentPlan,
  clientPromiseEndpoints as clientPromise,
  clientReliefEndpoints as clientRelief,
  clientReportEndpoints as clientReport,
  publicContactCheckEndpoints as publicContactCheck,
} from '@lender/contracts';
import { useCases } from '@lender/core';
import { useCaseRoute, useCaseRouter } from '../http/use-case-route';

const { backOffice, client } = useCases;

// The back office's endpoints, and the duties that have a borrower's side beside it (contacts,
// datasets, relief, plans, reports), each answered by the use case of its name (ADR 324): one line
// per catalogue key, a section per room, in the order they are mounted.
export const backOfficeTable = useCaseRouter([
  // Spec §7 Back-office: a user, the token refresh (the new token in the envelope) and the logout;
  // any signed-in user may set their own language (no permission; the change is audited, issue 12).
  useCaseRoute(backOfficeAuth.user, backOffice.user),
  useCaseRoute(backOfficeAuth.tokenRefresh, backOffice.tokenRefresh),
  useCaseRoute(backOfficeAuth.logout, backOffice.logout),
  useCaseRoute(backOfficeOperations.setLanguage, backOffice.setLanguage),

  // Issue 52: "Ya pagué por SPEI" — the borrower's transfer checked against Banxico's CEP (its pesos
  // in centavos from here on), and the CEP a verified claim kept of the payment it applied (their own
  // only); the back office's list of those claims and each one's signed CEP, for customer care.
  useCaseRoute(clientCepClaim.claimSpeiPayment, client.claimSpeiPayment, { pesos: [['body', 'amount']] }),
  useCaseRoute(clientCepClaim.paymentCepXml, client.paymentCepXml),
  useCaseRoute(clientCepClaim.paymentCepPdf, client.paymentCepPdf),
  useCaseRoute(backOfficeCepClaim.cepClaims, backOffice.cepClaims),
  useCaseRoute(backOfficeCepClaim.cepClaimXml, backOffice.cepClaimXml),
  useCaseRoute(backOfficeCepClaim.cepClaimPdf, backOffice.cepClaimPdf),

  // A client's detail (the search is a read model, `back-office-reads`), status changes (issue 6),
  // the offer look-up, sandbox mode, and the audited read of the full phone and CURP (issue 36).
  useCaseRoute(backOfficeOperations.client, backOffice.client),
  useCaseRoute(backOfficeOperations.blockClient, backOffice.blockClient),
  useCaseRoute(backOfficeOperations.unblockClient, backOffice.unblockClient),
  useCaseRoute(backOfficeOperations.blacklistClient, backOffice.blacklistClient),
  // Spec §7's offer look-up: the amount asked for arrives in pesos and reaches core in centavos.
  useCaseRoute(backOfficeAuth.clientOffer, backOffice.clientOffer, { pesos: [['query', 'amount']] }),
  useCaseRoute(backOfficeOperations.startSandbox, backOffice.startSandbox),
  useCaseRoute(backOfficeClientPage.clientContact, backOffice.clientContact),

  // Issue 6 back-office: decisions on the manual-verification queue (the queue itself is a read
  // model, `back-office-reads`); a decrease's pesos in centavos from here on. An amount the product
  // refuses is core's `validation_failed`, answered by the error handler.
  useCaseRoute(backOfficeOperations.decideApplication, backOffice.decideApplication, {
    pesos: [['body', 'amount', 'amount']],
  }),

  // Issue 50 (NOM-151): a signed contract's evidence re-checked, and its bundle for a dispute; issue 6:
  // a payment received outside the providers (its pesos in centavos from here on); issue 47: a
  // payment's receipt, the same the borrower downloads.
  useCaseRoute(backOfficeApproval.contractEvidence, backOffice.contractEvidence),
  useCaseRoute(backOfficeApproval.contractEvidenceBundle, backOffice.contractEvidenceBundle),
  useCaseRoute(backOfficeOperations.recordPayment, backOffice.recordPayment, {
    pesos: [['body', 'amount', 'amount']],
  }),
  // Issue 16 (ADR 056): refuses (403 `forbidden`), naming the maker-checker path; nothing changes.
  useCaseRoute(backOfficeOperations.writeOff, backOffice.writeOff),
  useCaseRoute(backOfficeApproval.paymentReceipt, backOffice.paymentReceipt),

  // Issue 51: finance's CFDIs per loan and per month (with the month's CSV), each one's XML and PDF.
  useCaseRoute(backOfficeCfdi.loanCfdis, backOffice.loanCfdis),
  useCaseRoute(backOfficeCfdi.monthCfdis, backOffice.monthCfdis),
  useCaseRoute(backOfficeCfdi.exportCfdis, backOffice.exportCfdis),
  useCaseRoute(backOfficeCfdi.cfdiXml, backOffice.cfdiXml),
  useCaseRoute(backOfficeCfdi.cfdiPdf, backOffice.cfdiPdf),

  // Issue 6 back-office: the append-only audit log (admins only, ADR 225).
  useCaseRoute(backOfficeOperations.auditLog, backOffice.auditLog),

  // Issue 16: back-office accounts (admins), the caller's permissions and own profile (ADR 055).
  useCaseRoute(backOfficeAccount.permissions, backOffice.permissions),
  useCaseRoute(backOfficeAccount.profile, backOffice.profile),
  // The caller's own password: the session it is changed from stays, the account's others end.
  useCaseRoute(backOfficeAccount.changePassword, backOffice.changePassword),
  useCaseRoute(backOfficeAccount.accounts, backOffice.accounts),
  useCaseRoute(backOfficeAccount.createAccount, backOffice.createAccount),
  useCaseRoute(backOfficeAccount.account, backOffice.account),
  useCaseRoute(backOfficeAccount.updateAccount, backOffice.updateAccount),
  useCaseRoute(backOfficeAccount.deactivateAccount, backOffice.deactivateAccount),
  useCaseRoute(backOfficeAccount.reactivateAccount, backOffice.reactivateAccount),
  useCaseRoute(backOfficeAccount.resetTotp, backOffice.resetTotp),

  // Issue 16 (ADR 057): the outbox retry. The lists and their CSV exports are read models
  // (`back-office-reads`, ADR 152).
  useCaseRoute(backOfficeList.retryMessage, backOffice.retryMessage),

  // Issue 16: claims on manual-verification cases (others see who works on one) and bulk approval;
  // issue 48: the evidence a case is decided on.
  useCaseRoute(backOfficeQueue.claimApplication, backOffice.claimApplication),
  useCaseRoute(backOfficeQueue.releaseApplication, backOffice.releaseApplication),
  useCaseRoute(backOfficeQueue.bulkApprove, backOffice.bulkApprove),
  useCaseRoute(backOfficeQueue.manualCaseEvidence, backOffice.manualCaseEvidence),

  // Issue 38: the collections workspace (queue, case, claims, contacts, notes), its two regulator
  // exports (CSV in the reader's back-office language) and the borrower's promise to pay on
  // `/profile/my-loan`; a promise's pesos reach core in centavos (`pesos`).
  useCaseRoute(backOfficeCollections.collectionsQueue, backOffice.collectionsQueue),
  useCaseRoute(backOfficeCollections.collectionsCase, backOffice.collectionsCase),
  useCaseRoute(backOfficeCollections.collectionsClaim, backOffice.collectionsClaim),
  useCaseRoute(backOfficeCollections.collectionsRelease, backOffice.collectionsRelease),
  useCaseRoute(backOfficeCollections.collectionsLogContact, backOffice.collectionsLogContact, {
    pesos: [['body', 'promise', 'amount']],
  }),
  useCaseRoute(backOfficeCollections.collectionsAddNote, backOffice.collectionsAddNote),
  useCaseRoute(backOfficeCollections.exportContactLog, backOffice.exportContactLog),
  useCaseRoute(backOfficeCollections.exportCollectors, backOffice.exportCollectors),
  useCaseRoute(clientPromise.promiseOptions, client.promiseOptions),
  useCaseRoute(clientPromise.makePromise, client.makePromise, { pesos: [['body', 'amount']] }),

  // Issue 66 (ADR 326): contacts only the borrower, and the borrower sees every contact — the
  // borrower's contact log, the public "¿Somos nosotros?" check, and the library of collection
  // templates under maker-checker. Each endpoint answered by the use case of its name.
  useCaseRoute(clientCollectionContact.collectionContacts, client.collectionContacts),
  useCaseRoute(publicContactCheck.contactCheck, useCases.public.contactCheck),
  useCaseRoute(backOfficeContactTemplate.contactTemplates, backOffice.contactTemplates),
  useCaseRoute(backOfficeContactTemplate.requestContactTemplate, backOffice.requestContactTemplate),

  // Issue 52: a payment plan — the borrower requests or accepts one on `/profile/my-loan`;
  // collections offers one, or approves or declines a request.
  useCaseRoute(clientPaymentPlan.paymentPlanOptions, client.paymentPlanOptions),
  useCaseRoute(clientPaymentPlan.requestPaymentPlan, client.requestPaymentPlan),
  useCaseRoute(clientPaymentPlan.acceptPaymentPlan, client.acceptPaymentPlan),
  useCaseRoute(backOfficePaymentPlan.paymentPlans, backOffice.paymentPlans),
  useCaseRoute(backOfficePaymentPlan.offerPaymentPlan, backOffice.offerPaymentPlan),
  useCaseRoute(backOfficePaymentPlan.decidePaymentPlan, backOffice.decidePaymentPlan),

  // The UNE's complaints register (ADRs 166–167): each endpoint answered by the use case of its name.
  useCaseRoute(backOfficeComplaint.complaints, backOffice.complaints),
  useCaseRoute(backOfficeComplaint.complaintsMonth, backOffice.complaintsMonth),
  useCaseRoute(backOfficeComplaint.exportComplaints, backOffice.exportComplaints),
  useCaseRoute(backOfficeComplaint.complaint, backOffice.complaint),
  useCaseRoute(backOfficeComplaint.complaintLog, backOffice.complaintLog),
  useCaseRoute(backOfficeComplaint.complaintStart, backOffice.complaintStart),
  useCaseRoute(backOfficeComplaint.complaintResolve, backOffice.complaintResolve),

  // Issue 50: the PLD officer's watch lists, matches, alerts and reports (anti-money-laundering), and
  // the thresholds, changed by two compliance officers with their history (ADR 317), and the release
  // of a payout hold by two officers (ADR 327); each endpoint
  // answered by the use case of its name.
  useCaseRoute(backOfficeCompliance.watchlists, backOffice.watchlists),
  useCaseRoute(backOfficeCompliance.importWatchlist, backOffice.importWatchlist),
  useCaseRoute(backOfficeCompliance.confirmWatchlist, backOffice.confirmWatchlist),
  useCaseRoute(backOfficeCompliance.amlMatches, backOffice.amlMatches),
  useCaseRoute(backOfficeCompliance.clearAmlMatch, backOffice.clearAmlMatch),
  useCaseRoute(backOfficeCompliance.completeDueDiligence, backOffice.completeDueDiligence),
  useCaseRoute(backOfficeCompliance.amlAlerts, backOffice.amlAlerts),
  useCaseRoute(backOfficeCompliance.raiseAmlAlert, backOffice.raiseAmlAlert),
  useCaseRoute(backOfficeCompliance.decideAmlAlert, backOffice.decideAmlAlert),
  useCaseRoute(backOfficeCompliance.reviewAmlDecision, backOffice.reviewAmlDecision),
  useCaseRoute(backOfficeCompliance.requestPayoutHoldRelease, backOffice.requestPayoutHoldRelease),
  useCaseRoute(backOfficeCompliance.reviewPayoutHoldRelease, backOffice.reviewPayoutHoldRelease),
  useCaseRoute(backOfficeCompliance.produceAmlReport, backOffice.produceAmlReport),
  useCaseRoute(backOfficeCompliance.amlSettings, backOffice.amlSettings),
  useCaseRoute(backOfficeCompliance.requestAmlSettings, backOffice.requestAmlSettings),

  // Issue 66 point 6 (ADR 331): a client's direct debits (mandates, scheduled charges, objection
  // cases), the payouts held after a CEP named another person, and the month's collection rate; each
  // endpoint answered by the use case of its name.
  useCaseRoute(backOfficePaymentOversight.clientDirectDebits, backOffice.clientDirectDebits),
  useCaseRoute(backOfficePaymentOversight.payoutHolds, backOffice.payoutHolds),
  useCaseRoute(backOfficePaymentOversight.collectionRate, backOffice.collectionRate),

  // Issue 67 points 3 and 5 (ADR 332): the challenger policies, the requests to start and end one
  // (approved through `approve`, kind `policy.challenger`), the arms compared, and the month's
  // credit monitoring. Each endpoint answered by the use case of its name.
  useCaseRoute(backOfficePolicyChallenger.policyChallengers, backOffice.policyChallengers),
  useCaseRoute(backOfficePolicyChallenger.requestChallengerStart, backOffice.requestChallengerStart),
  useCaseRoute(backOfficePolicyChallenger.requestChallengerEnd, backOffice.requestChallengerEnd),
  useCaseRoute(backOfficePolicyChallenger.challengerComparison, backOffice.challengerComparison),
  useCaseRoute(backOfficePolicyChallenger.policyMonitoring, backOffice.policyMonitoring),

  // Issue 67 (ADR 330): the credit policy as versioned data — its versions, a draft's cut-offs, the
  // request to publish it (approved through `approve`, kind `policy.publish`) and its replay over
  // stored applications. Each endpoint answered by the use case of its name.
  useCaseRoute(backOfficeCreditPolicy.creditPolicies, backOffice.creditPolicies),
  useCaseRoute(backOfficeCreditPolicy.createPolicyDraft, backOffice.createPolicyDraft),
  useCaseRoute(backOfficeCreditPolicy.updatePolicyDraft, backOffice.updatePolicyDraft),
  useCaseRoute(backOfficeCreditPolicy.requestPolicyPublication, backOffice.requestPolicyPublication),
  useCaseRoute(backOfficeCreditPolicy.replayPolicy, backOffice.replayPolicy),

  // The privacy officer's ARCO requests: the work list, one request, entering one received by e-mail or
  // letter, the identity check, the answer, the act under maker-checker, the archive.
  useCaseRoute(backOfficePrivacy.arcoRequests, backOffice.arcoRequests),
  useCaseRoute(backOfficePrivacy.arcoRequest, backOffice.arcoRequest),
  useCaseRoute(backOfficePrivacy.logArcoRequest, backOffice.logArcoRequest),
  useCaseRoute(backOfficePrivacy.verifyArcoIdentity, backOffice.verifyArcoIdentity),
  useCaseRoute(backOfficePrivacy.answerArcoRequest, backOffice.answerArcoRequest),
  useCaseRoute(backOfficePrivacy.requestArcoAction, backOffice.requestArcoAction),
  useCaseRoute(backOfficePrivacy.reviewArcoAction, backOffice.reviewArcoAction),
  useCaseRoute(backOfficePrivacy.arcoAccessArchive, backOffice.arcoAccessArchive),

  // Issue 16: the loan page, maker-checker requests and their inbox (ADR 056), settings (ADR 059);
  // provisioning rates and collection rules by maker-checker too (ADR 170). The maker withdraws their
  // own request: whoever could make it may cancel it (checked in core).
  useCaseRoute(backOfficeApproval.loan, backOffice.loan),
  useCaseRoute(backOfficeApproval.requestWriteOff, backOffice.requestWriteOff),
  useCaseRoute(backOfficeApproval.requestRefund, backOffice.requestRefund),
  useCaseRoute(backOfficeApproval.approvals, backOffice.approvals),
  useCaseRoute(backOfficeApproval.approval, backOffice.approval),
  useCaseRoute(backOfficeApproval.approve, backOffice.approve),
  useCaseRoute(backOfficeApproval.reject, backOffice.reject),
  useCaseRoute(backOfficeApproval.cancelApproval, backOffice.cancelApproval),
  useCaseRoute(backOfficeApproval.settings, backOffice.settings),
  useCaseRoute(backOfficeApproval.requestAmountLimits, backOffice.requestAmountLimits),
  useCaseRoute(backOfficeApproval.setPayCycles, backOffice.setPayCycles),
  useCaseRoute(backOfficeApproval.refunds, backOffice.refunds),
  useCaseRoute(backOfficeApproval.creditBalances, backOffice.creditBalances),
  useCaseRoute(backOfficeApproval.requestBanks, backOffice.requestBanks),
  useCaseRoute(backOfficeApproval.requestPaymentReversal, backOffice.requestPaymentReversal),
  useCaseRoute(backOfficeApproval.requestPricing, backOffice.requestPricing),
  useCaseRoute(backOfficeApproval.requestProvisioning, backOffice.requestProvisioning),
  useCaseRoute(backOfficeApproval.requestCollectionRules, backOffice.requestCollectionRules),

  // Issue 36: `backOffice.reportMalformedResponse` and `client.reportMalformedResponse`, one use case
  // that tells the sites apart by the endpoint the report came through.
  useCaseRoute(backOfficeReport.reportMalformedResponse, backOffice.reportMalformedResponse),
  useCaseRoute(clientReport.reportMalformedResponse, client.reportMalformedResponse),

  // Issue 18: our side of the scoring session. The borrower's site ties its reference number to the
  // client; the back office reads a client's features screen, a dataset's features and a client's
  // datasets.
  useCaseRoute(clientCollector.collectorSessionLink, client.collectorSessionLink),
  useCaseRoute(backOfficeFeatures.clientFeatures, backOffice.clientFeatures),
  useCaseRoute(backOfficeFeatures.collectorDataset, backOffice.collectorDataset),
  useCaseRoute(backOfficeFeatures.clientCollectorDatasets, backOffice.clientCollectorDatasets),

  // Issue 54: the platform clock of a sandbox or staging deployment (admins). A move runs the jobs
  // whose time passed in this request (a month is some thousands of runs, most finding nothing to do).
  useCaseRoute(backOfficePlatformClock.platformClock, backOffice.platformClock),
  useCaseRoute(backOfficePlatformClock.advancePlatformClock, backOffice.advancePlatformClock),

  // Issue 52: declared disaster zones (back office) and the borrower's deferral on `/profile/my-loan`.
  useCaseRoute(backOfficeDisasterZone.disasterZones, backOffice.disasterZones),
  useCaseRoute(backOfficeDisasterZone.declareDisasterZone, backOffice.declareDisasterZone),
  useCaseRoute(backOfficeDisasterZone.endDisasterZone, backOffice.endDisasterZone),
  useCaseRoute(clientRelief.reliefDeferral, client.reliefDeferral),
  // The consent's evidence: the browser's address (the site forwards it) and its user agent.
  useCaseRoute(clientRelief.takeReliefDeferral, client.takeReliefDeferral),
]);
