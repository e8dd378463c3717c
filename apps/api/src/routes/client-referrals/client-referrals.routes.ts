import { clientLendingEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Spec §7 Referrals: list, invite, cancel or resend (ADR 224).
export const list = endpointRoute(e.clientReferrals);
export const create = endpointRoute(e.clientCreateReferral);
export const update = endpointRoute(e.clientUpdateReferral);
