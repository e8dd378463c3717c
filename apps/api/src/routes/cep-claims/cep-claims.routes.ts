import { backOfficeCepClaimEndpoints as b, clientCepClaimEndpoints as c } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Issue 52: "Ya pagué por SPEI" — the borrower's transfer checked against Banxico's CEP; the back
// office's list of those claims.
export const claimSpeiPayment = endpointRoute(c.claimSpeiPayment);
export const cepClaims = endpointRoute(b.cepClaims);
