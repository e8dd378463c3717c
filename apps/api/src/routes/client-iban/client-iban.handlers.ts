import { clientLendingEndpoints as e } from '@lender/contracts';
import { useCases } from '@lender/core';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';

// Spec §7 `PUT iban/validate`: the CLABE, with the enabled-bank whitelist (spec §5).
export const clientIbanRouter = useCaseRouter([useCaseRoute(e.ibanValidate, useCases.client.ibanValidate)]);
