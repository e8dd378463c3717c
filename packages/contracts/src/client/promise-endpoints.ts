import * as z from 'zod';
import { IsoDateSchema } from '../dates.js';
import { defineEndpoints } from '../endpoint.js';
import { MoneySchema } from '../money.js';
import { PaymentPromiseSchema, PromiseInputSchema } from './promises.js';

const CLIENT = '/web/private/client';

/**
 * What a borrower with a late payment may promise on `/profile/my-loan`: a date
 * from `minDate` to `maxDate` and an amount from `minAmount` to `maxAmount` (the balance). `allowed`
 * is false when the loan is not late or a promise is already waiting for its date (`current`).
 */
export const PromiseOptionsSchema = z
  .object({
    allowed: z.boolean(),
    minDate: IsoDateSchema,
    maxDate: IsoDateSchema,
    minAmount: MoneySchema,
    maxAmount: MoneySchema,
    current: PaymentPromiseSchema.nullable(),
  })
  .meta({ id: 'PromiseOptions' });
export type PromiseOptions = z.infer<typeof PromiseOptionsSchema>;

/** `POST loan/active/promise`: "Prometo pagar el…" — a date and an amount in pesos. */
export const MakePromiseRequestSchema = PromiseInputSchema.meta({ id: 'MakePromiseRequest' });
export type MakePromiseRequest = z.infer<typeof MakePromiseRequestSchema>;

/** The borrower's promise to pay a late loan. */
export const clientPromiseEndpoints = defineEndpoints('client', {
  promiseOptions: {
    method: 'get',
    path: `${CLIENT}/loan/active/promise`,
    access: 'client',
    origin: 'extension',
    tag: 'Client: loan',
    summary: 'What the borrower of a late loan may promise to pay, and the promise waiting, if any',
    request: {},
    response: PromiseOptionsSchema,
    errors: ['no_active_loan'],
  },
  makePromise: {
    method: 'post',
    path: `${CLIENT}/loan/active/promise`,
    access: 'client',
    origin: 'extension',
    tag: 'Client: loan',
    summary: 'Promise to pay a late loan by a date (within the bounds of the options)',
    request: { body: MakePromiseRequestSchema },
    response: PaymentPromiseSchema,
    successStatus: 201,
    errors: ['no_active_loan', 'invalid_transition', 'too_small', 'too_big'],
  },
});
