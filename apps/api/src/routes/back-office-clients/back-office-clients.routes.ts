import {
  backOfficeAuthEndpoints as auth,
  backOfficeOperationsEndpoints as e,
  backOfficeClientPageEndpoints as page,
} from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Issue 6 back-office: client detail (the search is a read model, `back-office-reads`), status changes; spec §7 client offer look-up.
export const client = endpointRoute(e.client);
export const blockClient = endpointRoute(e.blockClient);
export const unblockClient = endpointRoute(e.unblockClient);
export const blacklistClient = endpointRoute(e.blacklistClient);
export const clientOffer = endpointRoute(auth.clientOffer);
export const startSandbox = endpointRoute(e.startSandbox);
// Issue 36: a client's full phone and CURP, an audited read.
export const clientContact = endpointRoute(page.clientContact);
