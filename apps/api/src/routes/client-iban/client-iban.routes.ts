import { clientLendingEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Spec §7 `PUT iban/validate`: the CLABE, with the enabled-bank whitelist (spec §5).
export const ibanValidate = endpointRoute(e.ibanValidate);
