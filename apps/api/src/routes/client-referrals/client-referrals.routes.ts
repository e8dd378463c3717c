import { clientLendingEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Spec §7 Referrals: list, invite, cancel or resend (ADR 224).
export const referrals = endpointRoute(e.clientReferrals);
export const createReferral = endpointRoute(e.clientCreateReferral);
export const updateReferral = endpointRoute(e.clientUpdateReferral);
