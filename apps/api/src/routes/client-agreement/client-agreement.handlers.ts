import { clientLendingEndpoints as e } from '@lender/contracts';
import { useCases } from '@lender/core';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';

// Spec §7: the agreement's SMS code and its signature (kept with the browser's address and user
// agent as its evidence: the input's `requester` and `userAgent`).
export const clientAgreementRouter = useCaseRouter([
  useCaseRoute(e.agreementSmsCode, useCases.client.agreementSmsCode),
  useCaseRoute(e.signAgreement, useCases.client.signAgreement),
]);
