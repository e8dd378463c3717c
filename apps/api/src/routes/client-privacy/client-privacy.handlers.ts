import { clientPrivacyEndpoints as e } from '@lender/contracts';
import { useCases } from '@lender/core';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';

const { client } = useCases;

// Issue 51: the borrower's ARCO requests ("Mis derechos"), the access archive and what a cancellation
// would delete now and keep blocked.
export const clientPrivacyRouter = useCaseRouter([
  useCaseRoute(e.arcoRequests, client.arcoRequests),
  useCaseRoute(e.fileArcoRequest, client.fileArcoRequest),
  useCaseRoute(e.arcoAccessArchive, client.arcoAccessArchive),
  useCaseRoute(e.deletionAssessment, client.deletionAssessment),
]);
