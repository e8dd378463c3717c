import { defineEndpoints } from '../endpoint.js';
import { ClientIdParamsSchema } from './operations.js';
import {
  ClientDirectDebitsSchema,
  CollectionRateQuerySchema,
  CollectionRateSchema,
  HeldPayoutListSchema,
} from './payment-oversight.js';

const BACK_OFFICE = '/web/private/back-office';
const common = { access: 'user', origin: 'operations', tag: 'Back-office' } as const;

/**
 * A client's direct debits, the payouts held after a CEP named another
 * person, and the month's collection rate. Payments' readers only; the held payouts are compliance's.
 */
export const backOfficePaymentOversightEndpoints = defineEndpoints('backOffice', {
  clientDirectDebits: {
    ...common,
    permission: 'payments.read',
    method: 'get',
    path: `${BACK_OFFICE}/clients/:id/direct-debits`,
    summary:
      "A client's mandates, the charges scheduled under them with their outcomes, and the debits objected to with their refund cases",
    request: { params: ClientIdParamsSchema },
    response: ClientDirectDebitsSchema,
    errors: ['not_found'],
  },
  payoutHolds: {
    ...common,
    permission: 'compliance.read',
    method: 'get',
    path: `${BACK_OFFICE}/compliance/payout-holds`,
    summary:
      'Payouts whose CEP named another person or never came, newest first: held, release asked (by whom) or released (by whom)',
    request: {},
    response: HeldPayoutListSchema,
  },
  collectionRate: {
    ...common,
    permission: 'payments.read',
    method: 'get',
    path: `${BACK_OFFICE}/collections/collection-rate`,
    summary:
      "The month's direct debits collected over those presented, by count and amount, by method and by payday alignment",
    request: { query: CollectionRateQuerySchema },
    response: CollectionRateSchema,
    errors: ['invalid_value'],
  },
});
