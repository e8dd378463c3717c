import {
  backOfficeAuthEndpoints as auth,
  backOfficeOperationsEndpoints as e,
  backOfficeClientPageEndpoints as page,
} from '@lender/contracts';
import { useCases } from '@lender/core';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';

const { backOffice } = useCases;

// A client's detail (the search is a read model, `back-office-reads`), status changes (issue 6),
// the offer look-up, sandbox mode, and the audited read of the full phone and CURP (issue 36).
export const backOfficeClientsRouter = useCaseRouter([
  useCaseRoute(e.client, backOffice.client),
  useCaseRoute(e.blockClient, backOffice.blockClient),
  useCaseRoute(e.unblockClient, backOffice.unblockClient),
  useCaseRoute(e.blacklistClient, backOffice.blacklistClient),
  // Spec §7's offer look-up: the amount asked for arrives in pesos and reaches core in centavos.
  useCaseRoute(auth.clientOffer, backOffice.clientOffer, { pesos: [['query', 'amount']] }),
  useCaseRoute(e.startSandbox, backOffice.startSandbox),
  useCaseRoute(page.clientContact, backOffice.clientContact),
]);
