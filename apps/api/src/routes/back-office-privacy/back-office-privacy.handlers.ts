import { backOfficePrivacyEndpoints as e } from '@lender/contracts';
import { useCases } from '@lender/core';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';

const { backOffice } = useCases;

// The privacy officer's ARCO requests: the work list, one request, entering one received by e-mail or
// letter, the identity check, the answer, the act under maker-checker, the archive.
export const backOfficePrivacyRouter = useCaseRouter([
  useCaseRoute(e.arcoRequests, backOffice.arcoRequests),
  useCaseRoute(e.arcoRequest, backOffice.arcoRequest),
  useCaseRoute(e.logArcoRequest, backOffice.logArcoRequest),
  useCaseRoute(e.verifyArcoIdentity, backOffice.verifyArcoIdentity),
  useCaseRoute(e.answerArcoRequest, backOffice.answerArcoRequest),
  useCaseRoute(e.requestArcoAction, backOffice.requestArcoAction),
  useCaseRoute(e.reviewArcoAction, backOffice.reviewArcoAction),
  useCaseRoute(e.arcoAccessArchive, backOffice.arcoAccessArchive),
]);
