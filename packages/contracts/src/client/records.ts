import * as z from 'zod';
import { IsoDateSchema, IsoDateTimeSchema } from '../dates.js';
import { nullable } from '../internal/nullable.js';
import { MoneySchema } from '../money.js';
import { LoanStatusSchema } from '../statuses.js';
import { PaymentSchema, SavedCardSchema } from './payments.js';

/**
 * What a borrower agreed to ("consent to charge a card is explicit and can be
 * read again in the profile"): the registration consents (terms, privacy notice, the credit-bureau
 * authorization, the voluntary marketing purposes) and each direct-debit authorization.
 */
export const CONSENT_KINDS = [
  'terms_and_conditions',
  'privacy_notice',
  'credit_bureau',
  'marketing',
  'behavioural_scoring',
  'direct_debit_card',
  'direct_debit_clabe',
] as const;
export const ConsentKindSchema = z.enum(CONSENT_KINDS).meta({ id: 'ConsentKind' });
export type ConsentKind = z.infer<typeof ConsentKindSchema>;

/** One consent with the moment it was given (or refused, for the voluntary `marketing`). */
export const ClientConsentSchema = z
  .object({
    kind: ConsentKindSchema,
    accepted: z.boolean(),
    givenAt: IsoDateTimeSchema,
    /**
     * The version of the document accepted (the terms, the privacy notice and its purposes, the
     * credit-bureau authorization): the date its text was last changed, `YYYY-MM-DD`; null when it
     * was not recorded (consents given before versions were kept, direct-debit authorizations).
     */
    version: IsoDateSchema.nullable(),
  })
  .meta({ id: 'ClientConsent' });
export type ClientConsent = z.infer<typeof ClientConsentSchema>;

/** `GET /web/private/client/consents`: the client's consents, oldest first. */
export const ClientConsentListSchema = z
  .object({ consents: z.array(ClientConsentSchema) })
  .meta({ id: 'ClientConsentList' });
export type ClientConsentList = z.infer<typeof ClientConsentListSchema>;

/** A loan that is over (paid, written off, sold, terminated, cancelled): the no-loan page's history. */
export const ClosedLoanSchema = z
  .object({
    id: z.number().int().positive(),
    /** The number of its signed contract (`STL-000006`): the loan's name to the borrower. */
    contractNumber: z.string(),
    status: LoanStatusSchema,
    principal: MoneySchema,
    /** Everything the borrower paid towards it (repayments and extension fees). */
    paid: MoneySchema,
    signedAt: IsoDateTimeSchema,
    startDate: nullable(IsoDateSchema),
    dueDate: IsoDateSchema,
    closedAt: nullable(IsoDateTimeSchema),
    /**
     * The money received on it, newest first, each with its receipt's folio and the CEP formats kept
     * of it: a paid-off borrower still downloads every receipt.
     */
    payments: z.array(PaymentSchema),
  })
  .meta({ id: 'ClosedLoan' });
export type ClosedLoan = z.infer<typeof ClosedLoanSchema>;

/** `GET /web/private/client/loans/closed`: the client's closed loans, newest first. */
export const ClosedLoanListSchema = z
  .object({ loans: z.array(ClosedLoanSchema) })
  .meta({ id: 'ClosedLoanList' });
export type ClosedLoanList = z.infer<typeof ClosedLoanListSchema>;

/** `GET /web/private/client/direct-debit/cards`: the client's active saved cards (masked). */
export const SavedCardListSchema = z
  .object({ cards: z.array(SavedCardSchema) })
  .meta({ id: 'SavedCardList' });
export type SavedCardList = z.infer<typeof SavedCardListSchema>;

/** `GET /web/private/client/loan/active/payments`: the active loan's payments, newest first. */
export const PaymentListSchema = z.object({ payments: z.array(PaymentSchema) }).meta({ id: 'PaymentList' });
export type PaymentList = z.infer<typeof PaymentListSchema>;
