import * as z from 'zod';
import { IsoDateSchema } from '../dates.js';
import {
  AlternatePhoneNumberSchema,
  CompanyNameSchema,
  FinanceAmountSchema,
  IncomeSchema,
  PostalCodeSchema,
  RelativeFullNameSchema,
} from '../fields.js';
import { MoneySchema } from '../money.js';
import { PayCycleSchema } from '../statuses.js';
import { PayDateSchema } from './profile.js';

/**
 * The steps whose answers the summary shows before signing (journey steps `work_info`, `address`,
 * `relative_info`), each with where it keeps its answers: a JSON column of `clients` (one key per
 * field, unless the field's row names a column of its own) or the reference person's row of
 * `client_contacts` (each field's row names its column). A step is answered once that JSON column
 * or that row exists.
 */
export const REGISTRATION_STEPS = {
  employment: { journeyStep: 'work_info', storedIn: 'clients.employment' },
  address: { journeyStep: 'address', storedIn: 'clients.address' },
  reference: { journeyStep: 'relative_info', storedIn: 'client_contacts' },
} as const;
export type RegistrationStep = keyof typeof REGISTRATION_STEPS;

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
 * How the borrower site asks a field (`apps/web/app/components/RegistrationFields.tsx`), and so how
 * the summary, the back-office and the CSV write its answer:
 * - `text`: a line of text; `name`: a person's name; `phone`: a phone of 8 to 10 digits;
 * - `number`: a whole number; `money`: whole pesos typed, kept in centavos, read back as `Money`;
 * - `date`: a calendar date (`rule`: not in the future, or not before today);
 * - `choice`: one key of the classification `GET /web/public/classification/{classification}`,
 *   written in the back-office and the CSV with the words `<words>.<key>` (`catalog` namespace);
 * - `payCycle` and `payDay`: the pay cycle and what its borrowers declare about their pay days
 *   (`PAY_CYCLE_TABLE` of `@lender/calculator`);
 * - `postalCode` and `place`: the postal-code look-up and the places it finds (state,
 *   municipality, colonia), kept by name;
 * - `none`: the API takes it, the site does not ask it.
 */
export type RegistrationWidget =
  | { readonly kind: 'text'; readonly autoComplete?: string; readonly inputMode?: 'numeric' }
  | { readonly kind: 'name' | 'phone' | 'number' | 'money' | 'payCycle' | 'payDay' | 'postalCode' | 'none' }
  | { readonly kind: 'date'; readonly rule: 'past' | 'future' }
  | { readonly kind: 'choice'; readonly classification: string; readonly words: `catalog.${string}` }
  | { readonly kind: 'place'; readonly part: 'region' | 'city' | 'ward' };

/**
 * The tables a registration field can have a column of its own in: the client's row (`clients`),
 * or the step's contact row (`client_contacts`, the reference step's person).
 */
export const REGISTRATION_TABLES = ['clients', 'client_contacts'] as const;
export type RegistrationTable = (typeof REGISTRATION_TABLES)[number];

/**
 * A column of its own that keeps a field: its table and its SQL name (`phone_enc`). Core writes the
 * step's request into it and reads it back from it with no code of its own for the field
 * (`clients/registration-storage.ts`); a column named here and missing from `@lender/db`'s schema
 * fails core's type-check and its storage test. `encrypted`: personal data, kept encrypted and read
 * back masked (`••••` and its last four characters).
 */
export interface RegistrationColumn {
  readonly table: RegistrationTable;
  readonly column: string;
  readonly encrypted?: true;
}

/**
 * One field of a registration step: the row every reader of a registration answer derives from.
 */
export interface RegistrationFieldDeclaration {
  /** The request's property and the form's input. */
  readonly name: string;
  readonly step: RegistrationStep;
  /** What the request accepts (`required: false` makes it optional). */
  readonly schema: z.ZodType;
  readonly required: boolean;
  readonly widget: RegistrationWidget;
  /** Its label on the step, the summary and in errors (`registration` namespace); `null` when not asked. */
  readonly labelKey: `registration.${string}` | null;
  readonly hintKey?: `registration.${string}`;
  /**
   * Where it is kept: a key of its step's JSON column (`REGISTRATION_STEPS[step].storedIn`), or a
   * column of its own (`{ table, column }`; every field of a step kept in `client_contacts`).
   */
  readonly stored: string | RegistrationColumn;
  /** What `registrationAnswers` reads back for it, under which name; absent when nothing reads it. */
  readonly answer?: { readonly name: string; readonly schema: z.ZodType };
  /** Written on the summary's line of its step. */
  readonly summary: boolean;
  /**
   * Shown on the back-office's client record under `labelKey` (`backoffice` namespace, es-MX and
   * en), and as a column of the clients' CSV export when `csv`; `false`: neither.
   */
  readonly backOffice: false | { readonly labelKey: `backoffice.${string}`; readonly csv: boolean };
}

const answerText = z.string();
const optionalText = z.string().nullable();
const addressText = z.string().trim().min(1).max(128);

/**
 * The registration's fields, step by step, in the order each step's request lists them (and the
 * summary and the back-office show them). The step's request schema, its answers read back, the
 * site's form and the summary, the back-office's record and the clients' CSV are read from here.
 * A new field is a row here and its words in `@lender/i18n`; kept in its step's JSON column nothing
 * else changes, kept in a column of its own the column and its migration in `@lender/db` too
 * (docs/architecture.md, "A new registration field").
 */
export const REGISTRATION_FIELDS = [
  // ── employment and income (`PUT /web/private/client/complete-step-two`) ──
  {
    name: 'employmentStatusKey',
    step: 'employment',
    schema: z.string().min(1).max(64),
    required: true,
    widget: { kind: 'choice', classification: 'employment_statuses', words: 'catalog.employmentStatus' },
    labelKey: 'registration.employment.type',
    stored: 'employmentStatusKey',
    answer: { name: 'employmentStatusKey', schema: answerText },
    summary: true,
    backOffice: { labelKey: 'backoffice.registration.employmentStatus', csv: false },
  },
  {
    name: 'employmentPositionKey',
    step: 'employment',
    schema: z.string().min(1).max(64),
    required: false,
    widget: { kind: 'none' },
    labelKey: null,
    stored: 'employmentPositionKey',
    summary: false,
    backOffice: false,
  },
  {
    name: 'companyName',
    step: 'employment',
    schema: CompanyNameSchema,
    required: false,
    widget: { kind: 'text', autoComplete: 'organization' },
    labelKey: 'registration.employment.company',
    stored: 'companyName',
    answer: { name: 'companyName', schema: optionalText },
    summary: true,
    backOffice: { labelKey: 'backoffice.registration.companyName', csv: false },
  },
  {
    name: 'workPhone',
    step: 'employment',
    schema: AlternatePhoneNumberSchema,
    required: false,
    widget: { kind: 'none' },
    labelKey: null,
    stored: 'workPhone',
    summary: false,
    backOffice: false,
  },
  {
    name: 'monthlyIncome',
    step: 'employment',
    schema: IncomeSchema,
    required: true,
    widget: { kind: 'money' },
    labelKey: 'registration.employment.income',
    hintKey: 'registration.employment.incomeHint',
    stored: 'monthlyIncome',
    answer: { name: 'monthlyIncome', schema: MoneySchema },
    summary: true,
    backOffice: { labelKey: 'backoffice.registration.monthlyIncome', csv: false },
  },
  {
    name: 'monthlyExpenses',
    step: 'employment',
    schema: FinanceAmountSchema,
    required: false,
    widget: { kind: 'none' },
    labelKey: null,
    stored: 'monthlyExpenses',
    summary: false,
    backOffice: false,
  },
  {
    name: 'salaryCycle',
    step: 'employment',
    schema: PayCycleSchema,
    required: true,
    widget: { kind: 'payCycle' },
    labelKey: 'registration.employment.payCycle',
    stored: 'salaryCycle',
    answer: { name: 'salaryCycle', schema: PayCycleSchema },
    summary: true,
    backOffice: { labelKey: 'backoffice.registration.salaryCycle', csv: false },
  },
  {
    name: 'payDate',
    step: 'employment',
    schema: PayDateSchema,
    required: true,
    widget: { kind: 'payDay' },
    labelKey: null,
    stored: 'payDate',
    answer: { name: 'payDate', schema: PayDateSchema },
    // Written with its cycle ("Dos veces al mes: los días 15 y 30").
    summary: false,
    backOffice: false,
  },
  {
    name: 'nextPayDate',
    step: 'employment',
    schema: IsoDateSchema,
    required: false,
    // Sent by the pay day's date input (`payDay`) for the cycles that declare a date.
    widget: { kind: 'none' },
    labelKey: null,
    stored: 'nextPayDate',
    summary: false,
    backOffice: false,
  },
  // ── the home address (`PUT /web/private/client/complete-step-three`) ──
  {
    name: 'postalCode',
    step: 'address',
    schema: PostalCodeSchema,
    required: true,
    widget: { kind: 'postalCode' },
    labelKey: 'registration.address.postalCode',
    hintKey: 'registration.address.postalCodeHint',
    stored: 'postalCode',
    answer: { name: 'postalCode', schema: answerText },
    summary: true,
    backOffice: { labelKey: 'backoffice.registration.postalCode', csv: false },
  },
  {
    name: 'regionId',
    step: 'address',
    schema: z.number().int().positive(),
    required: true,
    widget: { kind: 'place', part: 'region' },
    labelKey: 'registration.address.state',
    // The name the catalogue gave the id when the step was saved.
    stored: 'region',
    answer: { name: 'region', schema: answerText },
    summary: true,
    backOffice: { labelKey: 'backoffice.registration.region', csv: false },
  },
  {
    name: 'cityId',
    step: 'address',
    schema: z.number().int().positive(),
    required: true,
    widget: { kind: 'place', part: 'city' },
    labelKey: 'registration.address.municipality',
    stored: 'city',
    answer: { name: 'city', schema: answerText },
    summary: true,
    backOffice: { labelKey: 'backoffice.registration.city', csv: false },
  },
  {
    name: 'districtId',
    step: 'address',
    schema: z.number().int().positive(),
    required: false,
    widget: { kind: 'none' },
    labelKey: null,
    stored: 'districtId',
    summary: false,
    backOffice: false,
  },
  {
    name: 'wardId',
    step: 'address',
    schema: z.number().int().positive(),
    required: true,
    widget: { kind: 'place', part: 'ward' },
    labelKey: 'registration.address.settlement',
    stored: 'ward',
    answer: { name: 'ward', schema: answerText },
    summary: true,
    backOffice: { labelKey: 'backoffice.registration.ward', csv: false },
  },
  {
    name: 'street',
    step: 'address',
    schema: addressText,
    required: true,
    widget: { kind: 'text', autoComplete: 'address-line1' },
    labelKey: 'registration.address.street',
    stored: 'street',
    answer: { name: 'street', schema: answerText },
    summary: true,
    backOffice: { labelKey: 'backoffice.registration.street', csv: false },
  },
  {
    name: 'exteriorNumber',
    step: 'address',
    schema: z.string().trim().min(1).max(16),
    required: true,
    widget: { kind: 'text' },
    labelKey: 'registration.address.exteriorNumber',
    stored: 'exteriorNumber',
    answer: { name: 'exteriorNumber', schema: answerText },
    summary: true,
    backOffice: { labelKey: 'backoffice.registration.exteriorNumber', csv: false },
  },
  {
    name: 'interiorNumber',
    step: 'address',
    schema: z.string().trim().max(16),
    required: false,
    widget: { kind: 'text' },
    labelKey: 'registration.address.interiorNumber',
    stored: 'interiorNumber',
    answer: { name: 'interiorNumber', schema: optionalText },
    summary: true,
    backOffice: { labelKey: 'backoffice.registration.interiorNumber', csv: false },
  },
  {
    /** Since when the client lives there. */
    name: 'livingSince',
    step: 'address',
    schema: IsoDateSchema,
    required: false,
    widget: { kind: 'none' },
    labelKey: null,
    stored: 'livingSince',
    summary: false,
    backOffice: false,
  },
  // ── the reference person (`PUT /web/private/client/complete-step-four`, `{ reference }`) ──
  {
    name: 'fullName',
    step: 'reference',
    schema: RelativeFullNameSchema,
    required: true,
    widget: { kind: 'name' },
    labelKey: 'registration.reference.fullName',
    hintKey: 'registration.reference.fullNameHint',
    stored: { table: 'client_contacts', column: 'full_name' },
    answer: { name: 'fullName', schema: answerText },
    summary: true,
    backOffice: { labelKey: 'backoffice.registration.referenceName', csv: false },
  },
  {
    name: 'phone',
    step: 'reference',
    schema: AlternatePhoneNumberSchema,
    required: true,
    widget: { kind: 'phone' },
    labelKey: 'registration.reference.phone',
    stored: { table: 'client_contacts', column: 'phone_enc', encrypted: true },
    // Read back masked (`••••1234`): the number itself is personal data.
    answer: { name: 'phoneMasked', schema: answerText },
    summary: true,
    backOffice: { labelKey: 'backoffice.registration.referencePhone', csv: false },
  },
  {
    name: 'relation',
    step: 'reference',
    schema: ContactRelationSchema,
    required: true,
    widget: { kind: 'choice', classification: 'relationships', words: 'catalog.relationship' },
    labelKey: 'registration.reference.relationship',
    stored: { table: 'client_contacts', column: 'relationship' },
    answer: { name: 'relation', schema: ContactRelationSchema },
    summary: true,
    backOffice: { labelKey: 'backoffice.registration.referenceRelation', csv: false },
  },
] as const satisfies readonly RegistrationFieldDeclaration[];

/** A row of {@link REGISTRATION_FIELDS}. */
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];
/** The rows of one step. */
export type RegistrationFieldOf<S extends RegistrationStep> = Extract<RegistrationField, { step: S }>;
/** The rows read back by `registrationAnswers`. */
export type AnsweredRegistrationField = Extract<RegistrationField, { answer: { name: string } }>;
/** The rows kept in a column of their own. */
export type ColumnRegistrationField = Extract<RegistrationField, { stored: RegistrationColumn }>;

/** Whether a row's `stored` names a column of its own (else it is a key of its step's JSON column). */
export function isRegistrationColumn(stored: string | RegistrationColumn): stored is RegistrationColumn {
  return typeof stored !== 'string';
}

/** The rows of a step, in the table's order. */
export function registrationFieldsOf<S extends RegistrationStep>(step: S): RegistrationFieldOf<S>[] {
  return REGISTRATION_FIELDS.filter((field): field is RegistrationFieldOf<S> => field.step === step);
}

/** The request shape of a step: each row's schema under its name, optional unless `required`. */
export type StepRequestShape<S extends RegistrationStep> = {
  [F in RegistrationFieldOf<S> as F['name']]: F['required'] extends true
    ? F['schema']
    : z.ZodOptional<F['schema']>;
};

/** The request shape of a step, for `z.object` (the contracts' step schemas are built from it). */
export function stepRequestShape<S extends RegistrationStep>(step: S): StepRequestShape<S> {
  return Object.fromEntries(
    registrationFieldsOf(step).map((field) => [
      field.name,
      field.required ? field.schema : field.schema.optional(),
    ]),
  ) as StepRequestShape<S>;
}

/** What a step's answers read back hold: each answered row's answer schema under its answer name. */
export type StepAnswerShape<S extends RegistrationStep> = {
  [F in RegistrationFieldOf<S> as F extends { answer: { name: infer N extends string } }
    ? N
    : never]: F extends { answer: { schema: infer T } } ? T : never;
};

/** The answers' shape of a step, for `z.object` (`RegistrationAnswersSchema` is built from it). */
export function stepAnswerShape<S extends RegistrationStep>(step: S): StepAnswerShape<S> {
  return Object.fromEntries(
    registrationFieldsOf(step).flatMap((field) =>
      'answer' in field ? [[field.answer.name, field.answer.schema]] : [],
    ),
  ) as StepAnswerShape<S>;
}
