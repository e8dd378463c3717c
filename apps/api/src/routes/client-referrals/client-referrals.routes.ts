import { clientLendingEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Spec §7 Referrals: list, invite, cancel or resend (ADR 224).
export const referrals = endpointRoute(e.referrals);
export const createReferral = endpointRoute(e.createReferral);
export const updateReferral = endpointRoute(e.updateReferral);
