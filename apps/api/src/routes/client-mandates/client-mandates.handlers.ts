import {
  clientScheduledChargeEndpoints as charges,
  clientMandateEndpoints as e,
  clientChargeInPartsEndpoints as parts,
  publicScheduledChargeEndpoints as pub,
} from '@lender/contracts';
import { useCases } from '@lender/core';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';

const { client } = useCases;

// Issue 66: the borrower's direct-debit mandates and their revocation (ADR 325), the payday charges
// under them, and the pre-notice's one-tap "no me cobren" without a login (ADR 329).
export const clientMandatesRouter = useCaseRouter([
  useCaseRoute(e.mandates, client.mandates),
  useCaseRoute(e.revokeMandate, client.revokeMandate),
  useCaseRoute(charges.scheduledCharges, client.scheduledCharges),
  useCaseRoute(parts.chargeInParts, client.chargeInParts),
  useCaseRoute(pub.scheduledChargeCheck, useCases.public.scheduledChargeCheck),
  useCaseRoute(pub.cancelScheduledCharge, useCases.public.cancelScheduledCharge),
]);
