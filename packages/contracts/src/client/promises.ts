import * as z from 'zod';
import { IsoDateSchema } from '../dates.js';
import { MoneySchema, PesosSchema } from '../money.js';

// A borrower's promise to pay a late loan: made on the site (`promise-endpoints.ts`) or taken by a
// collector (the back-office's collections, `LogContactRequest`), kept or broken by the ledger.

/** A promise to pay: waiting for its date, kept or broken by the ledger, or replaced by a newer one. */
export const PROMISE_STATUSES = ['pending', 'kept', 'broken', 'replaced'] as const;
export const PromiseStatusSchema = z.enum(PROMISE_STATUSES).meta({ id: 'PromiseStatus' });
export type PromiseStatus = z.infer<typeof PromiseStatusSchema>;

/** A promise to pay. */
export const PaymentPromiseSchema = z
  .object({
    id: z.number().int().positive(),
    promisedDate: IsoDateSchema,
    amount: MoneySchema,
    status: PromiseStatusSchema,
    madeOn: IsoDateSchema,
    /** The collector who took it, or null when the borrower made it on the site. */
    collector: z.string().nullable(),
    /** What the ledger showed paid by the date, once decided. */
    paid: MoneySchema.nullable(),
  })
  .meta({ id: 'PaymentPromise' });
export type PaymentPromise = z.infer<typeof PaymentPromiseSchema>;

/** A promise's date and amount (pesos). */
export const PromiseInputSchema = z.object({ date: IsoDateSchema, amount: PesosSchema.positive() });
