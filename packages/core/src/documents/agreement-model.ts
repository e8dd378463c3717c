import { demoProduct, type FeeKey, type FeeRegistrations } from '@lender/calculator';
import { formatDate, formatMoney } from '@lender/i18n';
import { t } from '../i18n';
import type { CompanyInfo } from './company';
import { feeName } from './fee-names';

/** One row of the payment schedule (tabla de amortización), money in centavos. */
export interface ScheduleRow {
  number: number;
  /** `YYYY-MM-DD`. */
  dueDate: string;
  principal: number;
  /** Interest without IVA. */
  interest: number;
  /** Fees without IVA. */
  fees: number;
  vat: number;
  /** What is paid on `dueDate`: principal + interest + fees + IVA. */
  total: number;
}

/** A fee as the cover sheet shows it: the amount before IVA ("+ IVA"). */
export interface AgreementFee {
  key: 'service_fee' | 'processing_fee' | 'withdrawal_fee' | 'invoicing_fee';
  /** Its one name (`feeName`). */
  label: string;
  /** Centavos without IVA. */
  amount: number;
  /** When it is charged, in Spanish. */
  when: string;
}

/**
 * Everything the loan agreement and its cover sheet (carátula) say about one loan, money in
 * integer centavos, dates `YYYY-MM-DD` in America/Mexico_City. A plain input so the documents can
 * be rendered from any source: an offer of `computeOffer` ({@link agreementTermsFromOffer}), a
 * stored application, a loan.
 */
export interface AgreementTerms {
  lender: CompanyInfo;
  borrower: { fullName: string; curp: string | null; email: string | null };
  /** The application's number, printed as the contract number. */
  contractNumber: string;
  /** The day the terms were offered (and, once signed, the signing day). */
  date: string;
  /** The day the CAT was computed. */
  catComputedOn: string;
  principal: number;
  /** Total to pay: principal + interest + fees + IVA. */
  total: number;
  termDays: number;
  dueDate: string;
  /** Last day the agreement is in force (extensions, collection). */
  agreementEndDate: string;
  /** CAT in percent (one decimal), IVA excluded. */
  cat: number;
  /** Ordinary annual interest rate in percent (fixed), after discount. */
  ordinaryAnnualRate: number;
  /** Late-payment (moratorio) annual rate in percent. */
  lateAnnualRate: number;
  /** Interest of the term without IVA. */
  interest: number;
  fees: readonly AgreementFee[];
  /** All IVA of the loan. */
  vat: number;
  vatPercent: number;
  /** Discounts already applied, before IVA. */
  discount: { interest: number; serviceFee: number };
  /** Rollovers offered with the loan (price with IVA). */
  extensions: ReadonlyArray<{ days: number; amount: number }>;
  schedule: readonly ScheduleRow[];
  /**
   * The CONDUSEF (RECO) registration of each rate and fee the loan charges (issue 50), printed on
   * the carátula and so on the contract; dates `YYYY-MM-DD`.
   */
  feeRegistrations?: ReadonlyArray<{ fee: FeeKey; folio: string; registeredOn: string; inForceFrom: string }>;
}

/**
 * Late-payment rate (ADR 222): the product's late fee (`lateFee.dailyBps` of the principal per day
 * overdue plus IVA; the demo product's 0.5 %) expressed as a simple annual rate.
 */
export const DEFAULT_LATE_DAILY_BPS = demoProduct.lateFee.dailyBps;
/** Day-count basis of the annual rates (ADR 200). */
const DAYS_PER_YEAR = 365;

/** What {@link agreementTermsFromOffer} needs besides the offer. */
export interface AgreementContext {
  lender: CompanyInfo;
  borrower: AgreementTerms['borrower'];
  contractNumber: string;
  /** The day the offer was priced (`computeOffer`'s `today`). */
  date: string;
  /** @default DEFAULT_LATE_DAILY_BPS */
  lateDailyBps?: number;
  /** @default demoProduct.vatPercent */
  vatPercent?: number;
  /** The registrations of the product's fees in force on `date` (none printed when absent). */
  registrations?: FeeRegistrations;
  /** Which interest rate the loan charges. @default 'first' */
  sequenceType?: 'first' | 'repeated';
}

/** A charge of an offer: its amount before IVA. */
interface ChargeFigure {
  readonly amount_without_vat: number;
}

/**
 * What the agreement states of an offer (centavos): a `computeOffer` `Offer`, or the stored offer the
 * loan is made of (`offerFiguresFromView`, ADR 366), so that the contract states what the loan charges.
 */
export interface OfferFigures {
  readonly principal: number;
  readonly total: number;
  readonly term: number;
  readonly endDate: string;
  readonly agreementTermEndDate: string;
  readonly cat: number;
  readonly apr: number;
  /** All IVA of the offer. */
  readonly vat: number;
  readonly interest: ChargeFigure;
  readonly serviceFee: ChargeFigure;
  readonly processingFee: ChargeFigure;
  readonly withdrawalFee: ChargeFigure;
  readonly invoicingFee: ChargeFigure;
  readonly serviceFee_without_discount: ChargeFigure;
  /** Discounts before IVA. */
  readonly discount: { readonly interest: number; readonly serviceFee: number };
  readonly extensions: ReadonlyArray<{
    readonly type: 'cheap' | 'expensive';
    readonly days: number;
    readonly amount: number;
  }>;
}

/** The agreement terms of an offer: `computeOffer`'s, or the stored offer's ({@link OfferFigures}). */
export function agreementTermsFromOffer(offer: OfferFigures, context: AgreementContext): AgreementTerms {
  const lateDailyBps = context.lateDailyBps ?? DEFAULT_LATE_DAILY_BPS;
  const fees: AgreementFee[] = [
    {
      key: 'service_fee',
      label: feeName('service_fee'),
      amount: offer.serviceFee.amount_without_vat,
      when: t('documents:agreement.fee.atMaturity'),
    },
    {
      key: 'processing_fee',
      label: feeName('processing_fee'),
      amount: offer.processingFee.amount_without_vat,
      when: t('documents:agreement.fee.atMaturity'),
    },
    {
      key: 'withdrawal_fee',
      label: feeName('withdrawal_fee'),
      amount: offer.withdrawalFee.amount_without_vat,
      when: t('documents:agreement.fee.atMaturity'),
    },
    {
      key: 'invoicing_fee',
      label: feeName('invoicing_fee'),
      amount: offer.invoicingFee.amount_without_vat,
      when: t('documents:agreement.fee.atMaturity'),
    },
  ];
  const feesWithoutVat = fees.reduce((sum, fee) => sum + fee.amount, 0);
  return {
    lender: context.lender,
    borrower: context.borrower,
    contractNumber: context.contractNumber,
    date: context.date,
    catComputedOn: context.date,
    principal: offer.principal,
    total: offer.total,
    termDays: offer.term,
    dueDate: offer.endDate,
    agreementEndDate: offer.agreementTermEndDate,
    cat: offer.cat,
    ordinaryAnnualRate: offer.apr,
    lateAnnualRate: (lateDailyBps * DAYS_PER_YEAR) / 100,
    interest: offer.interest.amount_without_vat,
    fees,
    vat: offer.vat,
    vatPercent: context.vatPercent ?? demoProduct.vatPercent,
    discount: { interest: offer.discount.interest, serviceFee: offer.discount.serviceFee },
    extensions: offer.extensions.map((extension) => ({ days: extension.days, amount: extension.amount })),
    ...(context.registrations && {
      feeRegistrations: chargedFees(offer, context.sequenceType).flatMap((fee) => {
        const registration = context.registrations?.[fee];
        return registration ? [{ fee, ...registration }] : [];
      }),
    }),
    schedule: [
      {
        number: 1,
        dueDate: offer.endDate,
        principal: offer.principal,
        interest: offer.interest.amount_without_vat,
        fees: feesWithoutVat,
        vat: offer.vat,
        total: offer.total,
      },
    ],
  };
}

/** The rates and fees an offer charges (above zero), in the order the carátula lists them. */
function chargedFees(offer: OfferFigures, sequenceType: 'first' | 'repeated' | undefined): FeeKey[] {
  const charged: FeeKey[] = [sequenceType === 'repeated' ? 'interestRepeated' : 'interestFirst'];
  if (offer.serviceFee_without_discount.amount_without_vat > 0) charged.push('serviceFee');
  if (offer.processingFee.amount_without_vat > 0) charged.push('processingFee');
  if (offer.withdrawalFee.amount_without_vat > 0) charged.push('withdrawalFee');
  if (offer.invoicingFee.amount_without_vat > 0) charged.push('invoicingFee');
  for (const extension of offer.extensions) {
    charged.push(extension.type === 'cheap' ? 'extensionCheap' : 'extensionExpensive');
  }
  charged.push('lateFee');
  return charged;
}

/**
 * Money as documents print it: `$1,234.50`, thousands grouped and centavos always shown, from
 * centavos. `@lender/i18n`'s `formatMoney`, the product's one money formatter.
 */
export function formatPesos(centavos: number): string {
  return formatMoney(centavos);
}

/** `dd.mm.yyyy` from `YYYY-MM-DD` (spec §9): `@lender/i18n`'s date formatter, the product's one. */
export { formatDate };
