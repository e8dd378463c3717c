import * as z from 'zod';
import { IsoDateSchema } from '../dates.js';
import {
  AlternatePhoneNumberSchema,
  ClabeSchema,
  CompanyNameSchema,
  FinanceAmountSchema,
  IncomeSchema,
  PostalCodeSchema,
  RelativeFullNameSchema,
} from '../fields.js';
import { nullable } from '../internal/nullable.js';
import { MoneySchema } from '../money.js';
import { PayCycleSchema } from '../statuses.js';
import { PayDateSchema } from './profile.js';

/** `PUT /web/private/client/complete-step-two`: employment and income (journey step `work_info`). */
export const EmploymentStepRequestSchema = z
  .object({
    employmentStatusKey: z.string().min(1).max(64),
    employmentPositionKey: z.string().min(1).max(64).optional(),
    companyName: CompanyNameSchema.optional(),
    workPhone: AlternatePhoneNumberSchema.optional(),
    monthlyIncome: IncomeSchema,
    monthlyExpenses: FinanceAmountSchema.optional(),
    salaryCycle: PayCycleSchema,
    payDate: PayDateSchema,
    nextPayDate: IsoDateSchema.optional(),
  })
  .meta({ id: 'EmploymentStepRequest' });
export type EmploymentStepRequest = z.infer<typeof EmploymentStepRequestSchema>;

const addressText = z.string().trim().min(1).max(128);

/** `PUT /web/private/client/complete-step-three`: the home address (journey step `address`). */
export const AddressStepRequestSchema = z
  .object({
    postalCode: PostalCodeSchema,
    regionId: z.number().int().positive(),
    cityId: z.number().int().positive(),
    districtId: z.number().int().positive().optional(),
    wardId: z.number().int().positive(),
    street: addressText,
    exteriorNumber: z.string().trim().min(1).max(16),
    interiorNumber: z.string().trim().max(16).optional(),
    /** Since when the client lives there. */
    livingSince: IsoDateSchema.optional(),
  })
  .meta({ id: 'AddressStepRequest' });
export type AddressStepRequest = z.infer<typeof AddressStepRequestSchema>;

/**
 * Relations a contact person can have to the client: exactly the keys of the classification
 * `GET /web/public/classification/relationships` (its labels come from the server), so a site
 * that offers that list sends a value the reference and contact steps accept. One list.
 */
export const CONTACT_RELATIONS = [
  'father',
  'mother',
  'sibling',
  'spouse',
  'child',
  'grandparent',
  'uncle_aunt',
  'cousin',
  'other_relative',
  'friend',
  'colleague',
] as const;
export const ContactRelationSchema = z.enum(CONTACT_RELATIONS).meta({ id: 'ContactRelation' });
export type ContactRelation = z.infer<typeof ContactRelationSchema>;

/**
 * A contact person: full name of at least two words, a phone of 8 to 10 digits that must not be the
 * client's own mobile (checked on the server, `must_differ`).
 */
export const ContactPersonSchema = z
  .object({
    fullName: RelativeFullNameSchema,
    phone: AlternatePhoneNumberSchema,
    relation: ContactRelationSchema,
  })
  .meta({ id: 'ContactPerson' });
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
 * answers with "Cambiar" links). A step not answered yet is `null`; the reference's phone is masked.
 */
export const RegistrationAnswersSchema = z
  .object({
    employment: nullable(
      z.object({
        employmentStatusKey: z.string(),
        companyName: z.string().nullable(),
        monthlyIncome: MoneySchema,
        salaryCycle: PayCycleSchema,
        payDate: PayDateSchema,
      }),
    ),
    address: nullable(
      z.object({
        postalCode: z.string(),
        region: z.string(),
        city: z.string(),
        ward: z.string(),
        street: z.string(),
        exteriorNumber: z.string(),
        interiorNumber: z.string().nullable(),
      }),
    ),
    reference: nullable(
      z.object({
        fullName: z.string(),
        relation: ContactRelationSchema,
        /** `••••1234`. */
        phoneMasked: z.string(),
      }),
    ),
  })
  .meta({ id: 'RegistrationAnswers' });
export type RegistrationAnswers = z.infer<typeof RegistrationAnswersSchema>;
