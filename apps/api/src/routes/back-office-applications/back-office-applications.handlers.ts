import { backOfficeOperationsEndpoints as e } from '@lender/contracts';
import { useCases } from '@lender/core';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';

// Issue 6 back-office: decisions on the manual-verification queue (the queue itself is a read
// model, `back-office-reads`); a decrease's pesos in centavos from here on. An amount the product
// refuses is core's `validation_failed`, answered by the error handler.
export const backOfficeApplicationsRouter = useCaseRouter([
  useCaseRoute(e.decideApplication, useCases.backOffice.decideApplication, {
    pesos: [['body', 'amount', 'amount']],
  }),
]);
