import * as z from 'zod';
import { IsoDateSchema, IsoDateTimeSchema } from '../dates.js';
import { nullable } from '../internal/nullable.js';
import { PayCycleSchema } from '../statuses.js';
import { ReasonSchema } from './operations.js';
import { ProvisioningRatesSchema } from './risk-reports.js';
import { CollectionRulesSchema } from './rules-settings.js';

/**
 * Editable product configuration. Money in integer centavos, rates in basis
 * points. Pay cycles change at once (audited); amount limits, enabled banks and pricing
 * (interest, fees, discounts, extension prices) change only when a second admin approves the request.
 * `version` 0 means "never edited" (the documented defaults apply).
 */
const centavos = z.number().int().nonnegative();
const percent = z.number().int().min(0).max(100);
const FeeSchema = z.union([
  z.object({ kind: z.literal('fixed'), amount: centavos }),
  z.object({ kind: z.literal('percent'), bps: z.number().int().nonnegative() }),
]);

const CalendarDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The product's rates and fees that CONDUSEF registers (RECO), one key each. */
export const FeeKeySchema = z
  .enum([
    'interestFirst',
    'interestRepeated',
    'serviceFee',
    'processingFee',
    'withdrawalFee',
    'invoicingFee',
    'extensionCheap',
    'extensionExpensive',
    'lateFee',
  ])
  .meta({ id: 'FeeKey' });
export type FeeKey = z.infer<typeof FeeKeySchema>;

/** A fee's CONDUSEF (RECO) registration; dates `YYYY-MM-DD` in Mexico City. */
export const FeeRegistrationSchema = z
  .object({
    folio: z.string().trim().min(3).max(64),
    registeredOn: CalendarDateSchema,
    /** The first day it may be charged: 30 calendar days after `registeredOn` (2 for a cut). */
    inForceFrom: CalendarDateSchema,
  })
  .meta({ id: 'FeeRegistration' });
export type FeeRegistration = z.infer<typeof FeeRegistrationSchema>;

const FeeRegistrationsSchema = z.partialRecord(FeeKeySchema, FeeRegistrationSchema);

/**
 * What an operator may change over the product of `@lender/calculator` (the `settings` row
 * `product`): a partial product, nested objects field by field, lists replaced. The one definition
 * of that shape: `@lender/core` reads and writes the row through it.
 */
export const ProductOverrideSchema = z
  .object({
    amounts: z
      .object({
        minMainLoan: centavos,
        amountTo: centavos,
        minAdditionLoan: centavos,
        interval: z.number().int().positive(),
        first: z.object({ minAmount: centavos, maxAmount: centavos }).partial(),
        repeated: z.object({ minAmount: centavos }).partial(),
      })
      .partial(),
    terms: z
      .object({
        minDays: z.number().int().positive(),
        maxDays: z.number().int().positive(),
        agreementExtraDays: z.number().int().nonnegative(),
        dayCountBasis: z.number().int().positive(),
      })
      .partial(),
    dailyInterestBps: z
      .object({ first: z.number().int().nonnegative(), repeated: z.number().int().nonnegative() })
      .partial(),
    fees: z
      .object({
        serviceFee: FeeSchema,
        withdrawalFee: FeeSchema,
        invoicingFee: FeeSchema,
        processingFee: FeeSchema,
      })
      .partial(),
    firstLoanDiscount: z.object({ interestPercent: percent, serviceFeePercent: percent }).partial(),
    promoCodes: z.array(
      z.object({
        code: z.string().min(2).max(64),
        interestPercent: percent,
        serviceFeePercent: percent,
        sequenceTypes: z.array(z.enum(['first', 'repeated'])),
        validUntil: z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/)
          .nullable(),
      }),
    ),
    /** The extensions offered: one price per kind, as the core prices an extension by its kind. */
    extensions: z
      .array(
        z.object({
          type: z.enum(['cheap', 'expensive']),
          days: z.number().int().positive(),
          bps: z.number().int().nonnegative(),
        }),
      )
      .refine(
        (options) => new Set(options.map((option) => option.type)).size === options.length,
        'Each kind of extension once',
      ),
    /** IVA on interest and fees, in percent (16 in Mexico). */
    vatPercent: z.number().int().min(0).max(100),
    /** The late-fee policy: daily rate, the days it runs at most, and when the loan goes on hold. */
    lateFee: z
      .object({
        dailyBps: z.number().int().nonnegative(),
        maxDays: z.number().int().nonnegative(),
        onHoldAfterDays: z.number().int().positive(),
      })
      .partial(),
    /** The pay cycles a borrower may choose (all of `PAY_CYCLES` when absent). */
    payCycles: z
      .array(PayCycleSchema)
      .min(1)
      .refine((cycles) => new Set(cycles).size === cycles.length, 'Each pay cycle once'),
    /** The CONDUSEF (RECO) registration of each fee changed over the defaults. */
    registrations: FeeRegistrationsSchema,
    /** Pricing changes approved for a later day, applied on `effectiveOn` by the read itself. */
    feeSchedule: z.array(
      z.object({
        effectiveOn: CalendarDateSchema,
        pricing: z.record(z.string(), z.unknown()),
        registrations: FeeRegistrationsSchema,
        approvalId: z.number().int().positive().optional(),
      }),
    ),
  })
  .partial()
  .meta({ id: 'ProductOverride' });
export type ProductOverride = z.infer<typeof ProductOverrideSchema>;

export const AmountLimitsSchema = ProductOverrideSchema.shape.amounts.unwrap().meta({ id: 'AmountLimits' });

/** The priced part of the product: interest, fees, first-loan discount, extension prices. */
export const PricingChangeSchema = ProductOverrideSchema.pick({
  dailyInterestBps: true,
  fees: true,
  firstLoanDiscount: true,
  extensions: true,
  lateFee: true,
}).meta({ id: 'PricingChange' });
export type PricingChange = z.infer<typeof PricingChangeSchema>;

/** `GET back-office/settings`. */
export const BackOfficeSettingsSchema = z
  .object({
    product: z.object({
      version: z.number().int().nonnegative(),
      updatedAt: nullable(IsoDateTimeSchema),
      /** What operators changed over the defaults. */
      override: z.record(z.string(), z.unknown()),
      /** The Mexico City business date `effective` is in force on (today on the platform clock). */
      inForceOn: IsoDateSchema,
      /**
       * The product in force on `inForceOn` (defaults with the override, each scheduled pricing
       * change whose day has come applied with its registrations); its `feeSchedule` holds only the
       * changes still to come.
       */
      effective: z.record(z.string(), z.unknown()),
      /** The pay cycles borrowers may choose now. */
      payCycles: z.array(PayCycleSchema),
    }),
    banks: z.object({
      version: z.number().int().nonnegative(),
      updatedAt: nullable(IsoDateTimeSchema),
      /** 3-digit SPEI codes whose CLABE may receive a disbursement. */
      enabled: z.array(z.string()),
    }),
    /** Reserve rates per bucket, shares 0–1, and their defaults. */
    provisioning: z.object({
      version: z.number().int().nonnegative(),
      updatedAt: nullable(IsoDateTimeSchema),
      rates: ProvisioningRatesSchema,
      defaults: ProvisioningRatesSchema,
    }),
    /** Contact window, contacts per day and week, promise bounds, and their defaults. */
    collections: z.object({
      version: z.number().int().nonnegative(),
      updatedAt: nullable(IsoDateTimeSchema),
      rules: CollectionRulesSchema,
      defaults: CollectionRulesSchema,
    }),
  })
  .meta({ id: 'BackOfficeSettings' });
export type BackOfficeSettings = z.infer<typeof BackOfficeSettingsSchema>;

/** `POST back-office/settings/amount-limit-requests` (at the product's version; a second admin approves). */
export const AmountLimitsChangeRequestSchema = z
  .object({ version: z.number().int().nonnegative(), amounts: AmountLimitsSchema, reason: ReasonSchema })
  .meta({ id: 'AmountLimitsChangeRequest' });

/** `PUT back-office/settings/pay-cycles` (applies at once; at the product's version). */
export const PayCyclesChangeRequestSchema = z
  .object({
    version: z.number().int().nonnegative(),
    payCycles: ProductOverrideSchema.shape.payCycles.unwrap(),
    reason: ReasonSchema,
  })
  .meta({ id: 'PayCyclesChangeRequest' });

/** `POST back-office/settings/bank-requests` (at the banks' version; a second admin approves). */
export const BanksChangeRequestSchema = z
  .object({
    version: z.number().int().nonnegative(),
    enabled: z
      .array(z.string().regex(/^\d{3}$/))
      .min(1)
      .max(300),
    reason: ReasonSchema,
  })
  .meta({ id: 'BanksChangeRequest' });

/** `POST back-office/settings/pricing-requests`: a pricing change for a second admin to approve. */
export const PricingChangeRequestSchema = z
  .object({
    pricing: PricingChangeSchema,
    /**
     * The RECO folio and registration day of every fee the change makes new, higher or lower
     *; its day in force is computed (30 calendar days, 2 for a cut).
     */
    registrations: z
      .partialRecord(FeeKeySchema, FeeRegistrationSchema.pick({ folio: true, registeredOn: true }))
      .optional(),
    /** The day the change applies (by itself); the latest day in force of its fees when absent. */
    effectiveOn: CalendarDateSchema.optional(),
    reason: ReasonSchema,
  })
  .meta({ id: 'PricingChangeRequest' });
