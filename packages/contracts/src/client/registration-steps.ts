import * as z from 'zod';
import { ClabeSchema } from '../fields.js';
import { nullable } from '../internal/nullable.js';
import { stepAnswerShape, stepRequestShape } from './registration-fields.js';

/** `PUT /web/private/client/complete-step-two`: employment and income (journey step `work_info`). */
export const EmploymentStepRequestSchema = z
  .object(stepRequestShape('employment'))
  .meta({ id: 'EmploymentStepRequest' });
export type EmploymentStepRequest = z.infer<typeof EmploymentStepRequestSchema>;

/** `PUT /web/private/client/complete-step-three`: the home address (journey step `address`). */
export const AddressStepRequestSchema = z
  .object(stepRequestShape('address'))
  .meta({ id: 'AddressStepRequest' });
export type AddressStepRequest = z.infer<typeof AddressStepRequestSchema>;

/**
 * A contact person (the reference step's fields): full name of at least two words, a phone of 8 to
 * 10 digits that must not be the client's own mobile (checked on the server, `must_differ`).
 */
export const ContactPersonSchema = z.object(stepRequestShape('reference')).meta({ id: 'ContactPerson' });
export type ContactPerson = z.infer<typeof ContactPersonSchema>;

/** `POST /web/private/client/additional/contact`: a relative. */
export const AdditionalContactRequestSchema = ContactPersonSchema;
export type AdditionalContactRequest = ContactPerson;

/** `PUT /web/private/client/complete-step-four`: the reference person (journey step `relative_info`). */
export const ReferenceStepRequestSchema = z
  .object({ reference: ContactPersonSchema })
  .meta({ id: 'ReferenceStepRequest' });
export type ReferenceStepRequest = z.infer<typeof ReferenceStepRequestSchema>;

/**
 * `POST /web/private/client/bank/saveAccountNumber`: the CLABE that receives the loan. The bank must be
 * on the enabled list; a CLABE owned by another client is `clabe_already_registered`.
 */
export const SaveAccountNumberRequestSchema = z
  .object({ accountNumber: ClabeSchema })
  .meta({ id: 'SaveAccountNumberRequest' });
export type SaveAccountNumberRequest = z.infer<typeof SaveAccountNumberRequestSchema>;

/** The saved bank account, masked. */
export const SavedBankAccountSchema = z
  .object({ bankCode: z.string().regex(/^\d{3}$/), bankName: z.string(), masked: z.string() })
  .meta({ id: 'SavedBankAccount' });
export type SavedBankAccount = z.infer<typeof SavedBankAccountSchema>;

/**
 * `GET /web/private/client/registration/answers`: what the client answered in the employment,
 * address and reference steps, as the summary page shows it before signing (check your
 * answers with "Cambiar" links): the answered rows of `REGISTRATION_FIELDS`. A step not answered
 * yet is `null`; the reference's phone is masked (`••••1234`).
 */
export const RegistrationAnswersSchema = z
  .object({
    employment: nullable(z.object(stepAnswerShape('employment'))),
    address: nullable(z.object(stepAnswerShape('address'))),
    reference: nullable(z.object(stepAnswerShape('reference'))),
  })
  .meta({ id: 'RegistrationAnswers' });
export type RegistrationAnswers = z.infer<typeof RegistrationAnswersSchema>;
