import { clientLendingEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Spec §7 `POST application/agreement/{id}`: signing with the SMS code (issue 5, step otp_agreement).
export const signAgreement = endpointRoute(e.signAgreement);

/** Sends the signing code: beyond spec §7's calls, catalogued with origin `extension`. */
export const agreementSmsCode = endpointRoute(e.agreementSmsCode);
