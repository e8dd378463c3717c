import { clientLendingEndpoints as e, clientDecisionReasonEndpoints as reasons } from '@lender/contracts';
import { useCases } from '@lender/core';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';

const { client } = useCases;

// Spec §7's application from the table (an amount a borrower asks for arrives in pesos and reaches
// core in centavos: `pesos`), then the reads of the borrower's own newest application, what weighed
// in its decision (issue 52), the borrower's limit (issue 5) and the finish, which sends it to
// decision and answers the journey's step.
const AMOUNT = { pesos: [['body', 'amount', 'amount']] } as const;

export const clientApplicationRouter = useCaseRouter([
  useCaseRoute(e.createApplication, client.createApplication, {
    pesos: [['body', 'loanAmount', 'amount']],
  }),
  useCaseRoute(e.updateApplication, client.updateApplication, AMOUNT),
  useCaseRoute(e.actualOffer, client.actualOffer),
  useCaseRoute(e.arithmeticOffer, client.arithmeticOffer, { pesos: [['params', 'amount']] }),
  useCaseRoute(e.promoCode, client.promoCode),
  useCaseRoute(e.approveSpecialOffer, client.approveSpecialOffer, AMOUNT),
  useCaseRoute(e.approveDecrease, client.approveDecrease, AMOUNT),
  useCaseRoute(e.approveIncrease, client.approveIncrease, AMOUNT),
  useCaseRoute(e.withdrawApplication, client.withdrawApplication),
  useCaseRoute(e.completeBackOfficeClient, client.completeBackOfficeClient),
  useCaseRoute(e.actualApplication, client.actualApplication),
  useCaseRoute(e.actualApplicationStatus, client.actualApplicationStatus),
  useCaseRoute(reasons.decisionReasons, client.decisionReasons),
  useCaseRoute(e.applicationPaymentMethod, client.applicationPaymentMethod),
  useCaseRoute(e.yhatLimit, client.yhatLimit),
  useCaseRoute(e.finish, client.finish),
]);
