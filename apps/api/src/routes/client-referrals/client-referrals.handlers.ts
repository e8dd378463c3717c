import { clientLendingEndpoints as e } from '@lender/contracts';
import { useCases } from '@lender/core';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';

const { client } = useCases;

// Spec §7 Referrals: list, invite, cancel or resend (ADR 224).
export const clientReferralsRouter = useCaseRouter([
  useCaseRoute(e.referrals, client.referrals),
  useCaseRoute(e.createReferral, client.createReferral),
  useCaseRoute(e.updateReferral, client.updateReferral),
]);
