import * as z from 'zod';
import { IsoDateSchema, IsoDateTimeSchema } from '../dates.js';
import { DayOfMonthSchema, PasswordSchema, PromoCodeSchema, SmsCodeSchema } from '../fields.js';
import { nullable } from '../internal/nullable.js';
import { MoneySchema } from '../money.js';
import { OfferSchema, PercentSchema, TermSchema } from '../offer.js';
import { AffiliateDataSchema } from '../public/affiliate.js';
import { RegistrationConsentsSchema } from '../public/registration.js';
import {
  ApplicationStatusSchema,
  CashPayoutBrandSchema,
  PayCycleSchema,
  PaymentMethodSchema,
} from '../statuses.js';

/** A pay date option: a date `YYYY-MM-DD` or a day of the month (semi-monthly and monthly cycles). */
export const PayDateOptionSchema = z
  .union([IsoDateSchema, DayOfMonthSchema])
  .meta({ id: 'PayDateOption', example: '2026-11-27' });
export type PayDateOption = z.infer<typeof PayDateOptionSchema>;

/** The repayment options chosen in the calculator. */
export const ApplicationPayDatesSchema = z
  .object({
    first_repayment_option: PayDateOptionSchema,
    second_repayment_option: PayDateOptionSchema.optional(),
  })
  .meta({ id: 'ApplicationPayDates' });
export type ApplicationPayDates = z.infer<typeof ApplicationPayDatesSchema>;

/** `POST /web/private/client/application`; 201 on success. */
export const CreateApplicationRequestSchema = z
  .object({
    salaryCycle: PayCycleSchema,
    payDates: ApplicationPayDatesSchema,
    loanAmount: MoneySchema,
    /** iovation device blackbox. */
    iovation: z.object({ ioBB: z.string().max(20_000) }).optional(),
    affiliate: AffiliateDataSchema.optional(),
    paymentMethod: PaymentMethodSchema.default('bank_transfer'),
    /** Cash pick-up brand when `paymentMethod` is `cash`. */
    cashBrand: CashPayoutBrandSchema.optional(),
    promoCode: PromoCodeSchema.optional(),
    hotjarUserId: z.string().max(128).optional(),
    /** JuicyScore session id. */
    juicySessionId: z.string().max(256).optional(),
  })
  .meta({ id: 'CreateApplicationRequest' });
export type CreateApplicationRequest = z.infer<typeof CreateApplicationRequestSchema>;

/** Path with an application id. */
export const ApplicationIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export type ApplicationIdParams = z.infer<typeof ApplicationIdParamsSchema>;

/** `PUT /web/private/client/application/{id}`: an offer update. */
export const UpdateApplicationRequestSchema = z
  .object({
    amount: MoneySchema,
    term: TermSchema.optional(),
    payDates: ApplicationPayDatesSchema.optional(),
  })
  .meta({ id: 'UpdateApplicationRequest' });
export type UpdateApplicationRequest = z.infer<typeof UpdateApplicationRequestSchema>;

/** An application. */
export const ApplicationSchema = z
  .object({
    id: z.number().int().positive(),
    hashedId: z.string(),
    status: ApplicationStatusSchema,
    desiredLoanAmount: MoneySchema,
    principalAmount: MoneySchema,
    loanAmount: MoneySchema,
    term: TermSchema,
    salaryCycle: PayCycleSchema,
    payDates: ApplicationPayDatesSchema,
    paymentMethod: PaymentMethodSchema,
    cashBrand: nullable(CashPayoutBrandSchema),
    hotjarUserId: z.string().nullable(),
    juicySessionId: z.string().nullable(),
    /** When the current offer stops being valid. */
    offerExpiresAt: nullable(IsoDateTimeSchema),
    createdAt: IsoDateTimeSchema,
    fake: z.boolean(),
  })
  .meta({ id: 'Application' });
export type Application = z.infer<typeof ApplicationSchema>;

/** `GET /web/private/client/application/actual/status`. */
export const ApplicationStatusResultSchema = z
  .object({ id: z.number().int().positive(), status: ApplicationStatusSchema })
  .meta({ id: 'ApplicationStatusResult' });
export type ApplicationStatusResult = z.infer<typeof ApplicationStatusResultSchema>;

/** `GET /web/private/client/application/{id}/offer/actual`: the offer and until when it holds. */
/** A charge of the carátula split into its amount before IVA and its IVA. */
export const ChargeWithVatSchema = z
  .object({ withoutVat: MoneySchema, vat: MoneySchema })
  .meta({ id: 'ChargeWithVat' });
export type ChargeWithVat = z.infer<typeof ChargeWithVatSchema>;

/** One fee of the carátula by its kind, before IVA and its IVA. */
export const OfferFeeLineSchema = z
  .object({
    kind: z.enum(['serviceFee', 'withdrawalFee', 'invoicingFee', 'processingFee']),
    withoutVat: MoneySchema,
    vat: MoneySchema,
  })
  .meta({ id: 'OfferFeeLine' });
export type OfferFeeLine = z.infer<typeof OfferFeeLineSchema>;

/**
 * What the offer costs as the carátula shows it (nothing hidden): interest and
 * the fees each before IVA, the IVA apart (`vatPercent` of both), and the late-payment charge in
 * force — a share of the principal a day overdue plus IVA, for at most `maxDays` days — with a worked
 * example. Exactly the split the loan's schedule books once signed.
 */
export const OfferCostsSchema = z
  .object({
    interest: ChargeWithVatSchema,
    /** Service, withdrawal, invoicing and processing fees together. */
    fees: ChargeWithVatSchema,
    /** Each fee the offer charges (none of zero), in the carátula's order: `fees` is their sum. */
    feeLines: z.array(OfferFeeLineSchema),
    /** All the IVA of the offer (interest and fees). */
    vat: MoneySchema,
    vatPercent: PercentSchema,
    lateFee: z.object({
      /** Percent of the principal charged per day overdue, before IVA. */
      dailyPercent: PercentSchema,
      /** The same as a simple annual rate (365 days), as the agreement states it. */
      annualPercent: PercentSchema,
      /** One day's charge on this offer, IVA included. */
      perDay: MoneySchema,
      /** The most days charged. */
      maxDays: z.number().int().positive(),
      /** The loan goes on hold (collections) after this many days late, as the loan would be signed. */
      onHoldAfterDays: z.number().int().positive(),
      /** The worked example: this many days late cost `example.amount` (IVA included) on top of the total. */
      example: z.object({ days: z.number().int().positive(), amount: MoneySchema }),
    }),
  })
  .meta({ id: 'OfferCosts' });
export type OfferCosts = z.infer<typeof OfferCostsSchema>;

export const ActualOfferSchema = z
  .object({ offer: OfferSchema, expiresAt: IsoDateTimeSchema, costs: OfferCostsSchema.optional() })
  .meta({ id: 'ActualOffer' });
export type ActualOffer = z.infer<typeof ActualOfferSchema>;

/** `GET /web/private/client/application/payment-method`: how the loan can be received. */
export const ApplicationPaymentMethodSchema = z
  .object({
    paymentMethod: PaymentMethodSchema,
    available: z.array(PaymentMethodSchema),
    cashBrands: z.array(CashPayoutBrandSchema),
  })
  .meta({ id: 'ApplicationPaymentMethod' });
export type ApplicationPaymentMethod = z.infer<typeof ApplicationPaymentMethodSchema>;

/** `POST /web/private/client/application/agreement/{id}`: sign with the SMS code (step `otp_agreement`). */
export const SignAgreementRequestSchema = z
  .object({ smsCode: SmsCodeSchema })
  .meta({ id: 'SignAgreementRequest' });
export type SignAgreementRequest = z.infer<typeof SignAgreementRequestSchema>;

/** Answer of signing: the loan it created. */
export const SignAgreementResultSchema = z
  .object({
    applicationId: z.number().int().positive(),
    loanId: z.number().int().positive(),
    signedAt: IsoDateTimeSchema,
  })
  .meta({ id: 'SignAgreementResult' });
export type SignAgreementResult = z.infer<typeof SignAgreementResultSchema>;

/** `POST /web/private/client/discounts/promo-code`: check a promo code. */
export const PromoCodeRequestSchema = z
  .object({ promoCode: PromoCodeSchema })
  .meta({ id: 'PromoCodeRequest' });
export type PromoCodeRequest = z.infer<typeof PromoCodeRequestSchema>;

export const PromoCodeResultSchema = z
  .object({ promoCode: PromoCodeSchema, valid: z.boolean(), discountPercent: z.number().nonnegative() })
  .meta({ id: 'PromoCodeResult' });
export type PromoCodeResult = z.infer<typeof PromoCodeResultSchema>;

/** `PUT /web/private/client/yhat/limit`: recompute the available amount (at most once per 12 h). */
export const LoanLimitSchema = z
  .object({ availableLoanAmount: MoneySchema, updatedAt: IsoDateTimeSchema })
  .meta({ id: 'LoanLimit' });
export type LoanLimit = z.infer<typeof LoanLimitSchema>;

/**
 * A counter-offer answer: `special/offer/approve`, `yhat/offer/approve/decrease`,
 * `yhat/offer/approve/increase` with `amount{amount,currency}` and an optional `term{value, unit day}`.
 */
export const ApproveOfferRequestSchema = z
  .object({ amount: MoneySchema, term: TermSchema.optional() })
  .meta({ id: 'ApproveOfferRequest' });
export type ApproveOfferRequest = z.infer<typeof ApproveOfferRequestSchema>;

/** `PUT /web/private/client/complete-back-office-client`: a client an agent created sets a password and consents. */
export const CompleteBackOfficeClientRequestSchema = z
  .object({
    password: PasswordSchema,
    repeatPassword: z.string(),
    consents: RegistrationConsentsSchema,
  })
  .refine((body) => body.repeatPassword === body.password, {
    path: ['repeatPassword'],
    params: { code: 'not_equal' },
  })
  .meta({ id: 'CompleteBackOfficeClientRequest' });
export type CompleteBackOfficeClientRequest = z.infer<typeof CompleteBackOfficeClientRequestSchema>;
