import * as z from 'zod';
import { IsoDateSchema } from '../dates.js';
import {
  CurpSchema,
  DayOfMonthSchema,
  MiddleNameSchema,
  MobilePhoneSchema,
  PersonNameSchema,
  PersonRfcSchema,
} from '../fields.js';
import { nullable } from '../internal/nullable.js';
import { MoneySchema } from '../money.js';
import { ClientStatusSchema, ClientTypeSchema, PayCycleSchema } from '../statuses.js';

/** When the client is paid. */
export const PayDateSchema = z
  .object({
    /** A past or next pay date for weekly and biweekly cycles. */
    referenceDate: nullable(IsoDateSchema),
    /** The two days of a semi-monthly cycle, e.g. `[15, 30]`. */
    semiMonthlyPayDates: z.tuple([DayOfMonthSchema, DayOfMonthSchema]).nullable(),
    /** The day of a monthly cycle. */
    dateOfMonth: nullable(DayOfMonthSchema),
  })
  .meta({ id: 'PayDate' });
export type PayDate = z.infer<typeof PayDateSchema>;

/** `GET /web/private/client`: the client profile. */
export const ClientProfileSchema = z
  .object({
    id: z.number().int().positive(),
    uuid: z.uuid(),
    hashedUserId: z.string(),
    firstName: z.string().nullable(),
    middleName: z.string().nullable(),
    lastName: z.string().nullable(),
    secondLastName: z.string().nullable(),
    birthDate: nullable(IsoDateSchema),
    email: z.string().nullable(),
    status: ClientStatusSchema,
    clientType: ClientTypeSchema,
    language: z.string(),
    salaryCycle: nullable(PayCycleSchema),
    payDate: PayDateSchema,
    /** Next pay date. */
    nextPayDate: nullable(IsoDateSchema),
    info: z.object({ mobilePhone: MobilePhoneSchema }),
    availableLoanAmount: MoneySchema,
    hasActiveLoan: z.boolean(),
    hasActualApplication: z.boolean(),
    hasActiveRefinancing: z.boolean(),
    hasUncancelledApplications: z.boolean(),
    closedLoansCount: z.number().int().nonnegative(),
    /**
     * What the borrower paid beyond what their loans owed, held for them and being refunded to
     * their CLABE (zero when none).
     */
    creditBalance: MoneySchema,
    /** Whether a CURP is saved; the CURP itself is personal data and not echoed. */
    hasNationalIdentificator: z.boolean(),
    /** The saved CLABE's last four digits, masked, or null. */
    bankAccountMasked: z.string().nullable(),
    /** The client's own RFC (13 characters) for invoices (CFDI), or null when none was given. */
    rfc: z.string().nullable(),
    phoneVerified: z.boolean(),
    emailVerified: z.boolean(),
    /** Created in sandbox mode. */
    fake: z.boolean(),
  })
  .meta({ id: 'ClientProfile' });
export type ClientProfile = z.infer<typeof ClientProfileSchema>;

/** `PUT /web/private/client`: the fields a client may change on the profile page. */
export const UpdateClientRequestSchema = z
  .object({
    firstName: PersonNameSchema,
    middleName: nullable(MiddleNameSchema),
    lastName: PersonNameSchema,
    secondLastName: nullable(PersonNameSchema),
    birthDate: IsoDateSchema,
    salaryCycle: PayCycleSchema,
    payDate: PayDateSchema,
    /**
     * The client's RFC, checked against the name, birth date and CURP; `null` or `''` removes it.
     * A mismatch is `validation_failed` with a violation of `rfc` per disagreement.
     */
    rfc: nullable(PersonRfcSchema),
  })
  .partial()
  .meta({ id: 'UpdateClientRequest' });
export type UpdateClientRequest = z.infer<typeof UpdateClientRequestSchema>;

/** `GET /web/private/client/verificationCode`: the code a client reads to customer care or at a cash desk. */
export const VerificationCodeSchema = z
  .object({ verificationCode: z.string().regex(/^[A-Z0-9]{6,12}$/) })
  .meta({ id: 'VerificationCode' });
export type VerificationCode = z.infer<typeof VerificationCodeSchema>;

/** `GET /web/private/client/verification-digit`: the check digit of the client's payment reference. */
export const VerificationDigitSchema = z
  .object({ verificationDigit: z.string().regex(/^\d$/) })
  .meta({ id: 'VerificationDigit' });
export type VerificationDigit = z.infer<typeof VerificationDigitSchema>;

/** `PUT /web/private/client/save/nationalIdentificator`: the CURP. */
export const SaveNationalIdentificatorRequestSchema = z
  .object({ nationalIdentificator: CurpSchema })
  .meta({ id: 'SaveNationalIdentificatorRequest' });
export type SaveNationalIdentificatorRequest = z.infer<typeof SaveNationalIdentificatorRequestSchema>;
