// The priced product. Everything that costs the borrower money is configured here and nowhere
// else; `demoProduct` holds realistic demo values (documented in the README). The pricing changes
// scheduled for a later day are a part of it (`ScheduledPricing`); the rules that apply them and
// check the fees' registrations are in `fee-registration.ts`.
import { FEE_KEYS, type FeeRegistrations } from './fee-keys';

/**
 * Whether an offer is priced for a first loan or for a returning client (calculator tab 0 or 1).
 *
 * @example
 * ```ts
 * const sequenceType: SequenceType = clientType(client) === 'first' ? 'first' : 'repeated';
 * ```
 */
export type SequenceType = 'first' | 'repeated';

/**
 * A fee: a fixed amount in centavos, or a share of the principal in basis points (1 bp = 0.01 %).
 *
 * @example
 * ```ts
 * const fee: FeeConfig = { kind: 'percent', bps: 500 }; // 5 % of the principal
 * ```
 */
export type FeeConfig =
  | { readonly kind: 'fixed'; readonly amount: number }
  | { readonly kind: 'percent'; readonly bps: number };

/**
 * Rollover (extension) types.
 *
 * @example
 * ```ts
 * const type: ExtensionType = 'expensive';
 * ```
 */
export type ExtensionType = 'cheap' | 'expensive';

/**
 * The price of one rollover: `bps` of the principal, before IVA, for `days` more days.
 *
 * @example
 * ```ts
 * const cheap: ExtensionPrice = { type: 'cheap', days: 7, bps: 650 };
 * ```
 */
export interface ExtensionPrice {
  readonly type: ExtensionType;
  readonly days: number;
  readonly bps: number;
}

/**
 * A promotional code and the discounts it gives, in whole percent of the undiscounted component.
 *
 * @example
 * ```ts
 * const promo: PromoCodeConfig = { code: 'VERANO', interestPercent: 25, serviceFeePercent: 0, sequenceTypes: ['first'], validUntil: '2025-08-31' };
 * ```
 */
export interface PromoCodeConfig {
  /** Matched case-insensitively after trimming. */
  readonly code: string;
  readonly interestPercent: number;
  readonly serviceFeePercent: number;
  /** The sequence types it applies to. */
  readonly sequenceTypes: readonly SequenceType[];
  /** Last calendar day it is valid (`YYYY-MM-DD`, inclusive); `null` for no end. */
  readonly validUntil: string | null;
}

/**
 * A loan product: amount limits, terms, rates, fees, discounts and rollover prices.
 * Money is integer centavos; rates and percentage fees are integer basis points so that every
 * computation is exact.
 *
 * @example
 * ```ts
 * const product: ProductConfig = { ...demoProduct, vatPercent: 8 }; // border-region IVA
 * ```
 */
export interface ProductConfig {
  readonly currency: 'MXN';
  /** Amount limits from config. */
  readonly amounts: {
    /** Minimum of a logged-in client's main loan. */
    readonly minMainLoan: number;
    /** Maximum of any loan. */
    readonly amountTo: number;
    /** Minimum of an additional loan (a client with an active loan). */
    readonly minAdditionLoan: number;
    /** Slider step; amounts are multiples of it. */
    readonly interval: number;
    /** First-loan limits: `maxAmount` is the first-loan maximum. */
    readonly first: { readonly minAmount: number; readonly maxAmount: number };
    /** Returning-client limits for guests on the repeated tab. */
    readonly repeated: { readonly minAmount: number };
  };
  readonly terms: {
    /** Shortest term in days a due date may give. */
    readonly minDays: number;
    /** Longest term in days a due date may give. */
    readonly maxDays: number;
    /** Days the agreement stays in force after the due date (rollovers, collection). */
    readonly agreementExtraDays: number;
    /** Day-count basis of APR and CAT. @default 365 */
    readonly dayCountBasis: number;
  };
  /** Interest per day, in basis points of the principal. */
  readonly dailyInterestBps: { readonly first: number; readonly repeated: number };
  readonly fees: {
    readonly serviceFee: FeeConfig;
    readonly withdrawalFee: FeeConfig;
    readonly invoicingFee: FeeConfig;
    readonly processingFee: FeeConfig;
  };
  /** IVA rate in whole percent, charged on interest and on every fee. @default 16 */
  readonly vatPercent: number;
  /** Discount of a first loan, in whole percent (the UI shows `-N%` only when N > 0). */
  readonly firstLoanDiscount: { readonly interestPercent: number; readonly serviceFeePercent: number };
  readonly promoCodes: readonly PromoCodeConfig[];
  /** Rollover prices offered with the loan, cheap then expensive. */
  readonly extensions: readonly ExtensionPrice[];
  /** What an overdue loan costs and when it goes on hold (IVA on top at `vatPercent`). */
  readonly lateFee: LateFeePolicy;
  /**
   * The CONDUSEF (RECO) registration of each rate and fee: a fee above zero is charged
   * only when its registration is in force (`assertFeesInForce`).
   */
  readonly registrations?: FeeRegistrations;
  /** Pricing changes approved for a later day; `productOn(product, date)` applies those due. */
  readonly feeSchedule?: readonly ScheduledPricing[];
}

/**
 * The late-fee policy: `dailyBps` of the principal per day overdue (plus IVA) for at most
 * `maxDays` days; the loan is put on hold after `onHoldAfterDays` days overdue.
 *
 * @example
 * ```ts
 * const lateFee: LateFeePolicy = { dailyBps: 50, maxDays: 60, onHoldAfterDays: 30 };
 * ```
 */
export interface LateFeePolicy {
  readonly dailyBps: number;
  readonly maxDays: number;
  readonly onHoldAfterDays: number;
}

/** The priced part of a product a scheduled change replaces (nested objects field by field). */
export interface PricingPatch {
  readonly dailyInterestBps?: Partial<ProductConfig['dailyInterestBps']>;
  readonly fees?: Partial<ProductConfig['fees']>;
  readonly firstLoanDiscount?: Partial<ProductConfig['firstLoanDiscount']>;
  readonly extensions?: readonly ExtensionPrice[];
  readonly lateFee?: Partial<LateFeePolicy>;
}

/**
 * A pricing change approved for a later day: from `effectiveOn` the product has `pricing` and
 * the fees it changes carry `registrations`.
 *
 * @example
 * ```ts
 * const change: ScheduledPricing = { effectiveOn: '2025-02-01', pricing: { fees: { processingFee: { kind: 'fixed', amount: 49_00 } } }, registrations: { processingFee: { folio: 'F-1', registeredOn: '2025-01-02', inForceFrom: '2025-02-01' } } };
 * ```
 */
export interface ScheduledPricing {
  readonly effectiveOn: string;
  readonly pricing: PricingPatch;
  readonly registrations: FeeRegistrations;
  /** The maker-checker request that scheduled it. */
  readonly approvalId?: number;
}

/**
 * IVA, the Mexican value-added tax, in percent (general rate, Ley del IVA art. 1).
 *
 * @example
 * ```ts
 * const vat = Math.round((amount * IVA_PERCENT) / 100);
 * ```
 */
export const IVA_PERCENT = 16;

/**
 * Demo values for a Mexican short-term lender: MXN 1,000–15,000 in steps of MXN 100, first loans
 * up to MXN 4,000, terms of 7–62 days, 0.99 % a day for a first loan (0.85 % repeated) with 30 %
 * off the first loan's interest, a 5 % service fee, a MXN 39 processing fee, SPEI payout and
 * invoicing free, IVA 16 %, and two rollovers. Not a real tariff.
 *
 * @example
 * ```ts
 * import { computeOffer, demoProduct } from '@lender/calculator';
 *
 * const offer = computeOffer(demoProduct, {
 *   amount: 300_000, payCycle: 'biweekly', payDates: '2025-03-10,2025-03-24', sequenceType: 'first',
 * }, '2025-03-01');
 * ```
 */
export const demoProduct: ProductConfig = {
  currency: 'MXN',
  amounts: {
    minMainLoan: 1_000_00,
    amountTo: 15_000_00,
    minAdditionLoan: 500_00,
    interval: 100_00,
    first: { minAmount: 1_000_00, maxAmount: 4_000_00 },
    repeated: { minAmount: 1_000_00 },
  },
  terms: { minDays: 7, maxDays: 62, agreementExtraDays: 90, dayCountBasis: 365 },
  dailyInterestBps: { first: 99, repeated: 85 },
  fees: {
    serviceFee: { kind: 'percent', bps: 500 },
    withdrawalFee: { kind: 'fixed', amount: 0 },
    invoicingFee: { kind: 'fixed', amount: 0 },
    processingFee: { kind: 'fixed', amount: 39_00 },
  },
  vatPercent: IVA_PERCENT,
  firstLoanDiscount: { interestPercent: 30, serviceFeePercent: 0 },
  promoCodes: [
    {
      code: 'AMIGO',
      interestPercent: 15,
      serviceFeePercent: 50,
      sequenceTypes: ['first', 'repeated'],
      validUntil: null,
    },
    {
      code: 'REGRESA20',
      interestPercent: 20,
      serviceFeePercent: 0,
      sequenceTypes: ['repeated'],
      validUntil: null,
    },
  ],
  extensions: [
    { type: 'cheap', days: 7, bps: 650 },
    { type: 'expensive', days: 30, bps: 2500 },
  ],
  lateFee: { dailyBps: 50, maxDays: 60, onHoldAfterDays: 30 },
  // Demo folios, not real ones: every rate and fee registered (a free one too, so it may be set).
  registrations: Object.fromEntries(
    FEE_KEYS.map((key, index) => [
      key,
      {
        folio: `DEMO-RECO-${String(index + 1).padStart(4, '0')}`,
        registeredOn: '1999-12-02',
        inForceFrom: '2000-01-01',
      },
    ]),
  ),
};
