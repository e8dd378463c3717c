import { useCases } from '@lender/core';
import { describe, expect, it } from 'vitest';

// One shape for every use case (ADR 324): `(ctx, input)`, `input` the endpoint's validated request
// and who makes it, mounted by `useCaseRoute` from a table. The use cases still taking positional
// arguments (a subject id, a path id, a body …) are counted here, and the count only goes down:
// convert a group (its use cases, their callers and tests, its handlers into a table), then lower it.
const POSITIONAL_CEILING = 75;

const positional = Object.entries(useCases).flatMap(([group, cases]) =>
  Object.entries(cases as Record<string, (...args: never[]) => unknown>)
    .filter(([, useCase]) => useCase.length > 2)
    .map(([name]) => `${group}.${name}`),
);

describe('the shape of the use cases', () => {
  it(`no more than ${POSITIONAL_CEILING} still take positional arguments, and the count only goes down`, () => {
    expect(positional.length).toBeLessThanOrEqual(POSITIONAL_CEILING);
  });

  it('the converted groups take (ctx, input)', () => {
    const { backOffice } = useCases;
    for (const useCase of [
      useCases.client.update,
      useCases.client.changePhone,
      useCases.client.changeEmail,
      useCases.client.phoneSmsCode,
      useCases.client.phoneSmsCodeTs,
      useCases.client.phoneVerify,
      useCases.client.phoneVerifyTs,
      useCases.client.saveNationalIdentificator,
      useCases.client.saveAccountNumber,
      useCases.client.additionalContact,
      useCases.client.completeStepThree,
      useCases.client.completeStepFour,
      useCases.client.geo,
      useCases.client.loggerMetrics,
      useCases.client.createReferral,
      useCases.client.updateReferral,
      useCases.client.updateNoticePreferences,
      useCases.client.fileComplaint,
      useCases.client.withdrawConsent,
      useCases.public.clientCheck,
      useCases.public.clientLogin,
      useCases.public.phoneSmsCode,
      useCases.public.phoneSmsCodeTs,
      useCases.public.phoneSmsCodeCheck,
      useCases.public.emailSendCode,
      backOffice.complaints,
      backOffice.complaint,
      backOffice.complaintLog,
      backOffice.complaintStart,
      backOffice.complaintResolve,
      backOffice.complaintsMonth,
      backOffice.arcoRequests,
      backOffice.arcoRequest,
      backOffice.logArcoRequest,
      backOffice.verifyArcoIdentity,
      backOffice.answerArcoRequest,
      backOffice.requestArcoAction,
      backOffice.reviewArcoAction,
      backOffice.importWatchlist,
      backOffice.confirmWatchlist,
      backOffice.amlMatches,
      backOffice.clearAmlMatch,
      backOffice.completeDueDiligence,
      backOffice.amlAlerts,
      backOffice.raiseAmlAlert,
      backOffice.decideAmlAlert,
      backOffice.reviewAmlDecision,
      backOffice.produceAmlReport,
      backOffice.requestAmlSettings,
      backOffice.settlementFetch,
      backOffice.settlementException,
      backOffice.declareDisasterZone,
      backOffice.endDisasterZone,
      useCases.client.reliefDeferral,
      useCases.client.paymentPlanOptions,
      useCases.client.requestPaymentPlan,
      useCases.client.acceptPaymentPlan,
      backOffice.paymentPlans,
      backOffice.offerPaymentPlan,
      backOffice.decidePaymentPlan,
      backOffice.loan,
      backOffice.requestWriteOff,
      backOffice.requestRefund,
      backOffice.approvals,
      backOffice.approval,
      backOffice.approve,
      backOffice.reject,
      backOffice.cancelApproval,
      backOffice.requestAmountLimits,
      backOffice.setPayCycles,
      backOffice.refunds,
      backOffice.requestBanks,
      backOffice.requestPaymentReversal,
      backOffice.requestPricing,
      backOffice.requestProvisioning,
      backOffice.requestCollectionRules,
      backOffice.permissions,
      backOffice.profile,
      backOffice.accounts,
      backOffice.createAccount,
      backOffice.account,
      backOffice.updateAccount,
      backOffice.client,
      backOffice.blockClient,
      backOffice.unblockClient,
      backOffice.blacklistClient,
      backOffice.startSandbox,
      backOffice.clientContact,
      backOffice.claimApplication,
      backOffice.releaseApplication,
      backOffice.bulkApprove,
      backOffice.manualCaseEvidence,
      backOffice.retryMessage,
      backOffice.auditLog,
      backOffice.deactivateAccount,
      backOffice.reactivateAccount,
      backOffice.resetTotp,
      backOffice.collectionsQueue,
      backOffice.collectionsCase,
      backOffice.collectionsClaim,
      backOffice.collectionsRelease,
      backOffice.collectionsAddNote,
      backOffice.clientDecisions,
      backOffice.clientConsents,
      backOffice.clientDocuments,
      backOffice.clientTimeline,
    ])
      expect(useCase.length, useCase.name).toBe(2);
  });
});
