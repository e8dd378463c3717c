import { backOfficeCepClaimEndpoints as b, clientCepClaimEndpoints as c } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';
import { xmlRoute } from '../../http/file-route';
import { pdfRoute } from '../../http/pdf-route';

// Issue 52: "Ya pagué por SPEI" — the borrower's transfer checked against Banxico's CEP; the back
// office's list of those claims.
export const claimSpeiPayment = endpointRoute(c.claimSpeiPayment);
export const cepClaims = endpointRoute(b.cepClaims);
// The signed CEP a verified claim kept, for customer care.
export const cepClaimXml = xmlRoute(b.cepClaimXml);
export const cepClaimPdf = pdfRoute(b.cepClaimPdf);
// The CEP a verified claim kept of the payment it applied, as Banxico issued it.
export const paymentCepXml = xmlRoute(c.paymentCepXml);
export const paymentCepPdf = pdfRoute(c.paymentCepPdf);
