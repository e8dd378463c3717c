import { demoProduct, type Offer } from '@lender/calculator';
import { formatDate, formatMoney, type MessageParams } from '@lender/i18n';
import type { documents } from '@lender/i18n/es-MX';
import { t } from '../i18n';
import { type DocumentBlock, type DocumentModel, renderText } from '../pdf/document-model';
import { renderPdf } from '../pdf/render-pdf';
import type { CompanyInfo } from './company';

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
  /** Spanish label. */
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
}

/**
 * Late-payment rate (ADR 024): the product's late fee (`lateFee.dailyBps` of the principal per day
 * overdue plus IVA; the demo product's 0.5 %) expressed as a simple annual rate.
 */
export const DEFAULT_LATE_DAILY_BPS = demoProduct.lateFee.dailyBps;
/** Day-count basis of the annual rates (ADR 003). */
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
}

/** The agreement terms of an offer computed by `@lender/calculator`'s `computeOffer`. */
export function agreementTermsFromOffer(offer: Offer, context: AgreementContext): AgreementTerms {
  const lateDailyBps = context.lateDailyBps ?? DEFAULT_LATE_DAILY_BPS;
  const fees: AgreementFee[] = [
    {
      key: 'service_fee',
      label: t('documents:agreement.fee.service_fee'),
      amount: offer.serviceFee.amount_without_vat,
      when: t('documents:agreement.fee.atMaturity'),
    },
    {
      key: 'processing_fee',
      label: t('documents:agreement.fee.processing_fee'),
      amount: offer.processingFee.amount_without_vat,
      when: t('documents:agreement.fee.atMaturity'),
    },
    {
      key: 'withdrawal_fee',
      label: t('documents:agreement.fee.withdrawal_fee'),
      amount: offer.withdrawalFee.amount_without_vat,
      when: t('documents:agreement.fee.atMaturity'),
    },
    {
      key: 'invoicing_fee',
      label: t('documents:agreement.fee.invoicing_fee'),
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
    discount: { ...offer.discount },
    extensions: offer.extensions.map((extension) => ({ days: extension.days, amount: extension.amount })),
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

/**
 * Money as documents print it: `$1234.50`, centavos always shown (spec §9: es-MX without
 * grouping), from centavos. `@lender/i18n`'s `formatMoney`, the product's one money formatter.
 */
export function formatPesos(centavos: number): string {
  return formatMoney(centavos, { cents: 'always' });
}

/** `dd.mm.yyyy` from `YYYY-MM-DD` (spec §9): `@lender/i18n`'s date formatter, the product's one. */
export { formatDate };

/** The two warnings the cover sheet must show (Disposiciones de transparencia, CONDUSEF). */
export const AGREEMENT_WARNINGS = [
  t('documents:agreement.warning.penalties'),
  t('documents:agreement.warning.capacity'),
] as const;

/** The CAT legend, verbatim. */
export const CAT_LEGEND = t('documents:agreement.catLegend');

function coverSheetBlocks(terms: AgreementTerms): DocumentBlock[] {
  const { lender } = terms;
  const feeRows = terms.fees.map(
    (fee) =>
      [
        fee.label,
        fee.amount > 0
          ? t('documents:agreement.fee.value', { amount: fee.amount, when: fee.when })
          : t('documents:agreement.fee.notApplicable'),
      ] as const,
  );
  return [
    { kind: 'heading', text: t('documents:agreement.cover.heading') },
    {
      kind: 'fields',
      rows: [
        [t('documents:agreement.cover.productName'), t('documents:agreement.cover.productNameValue')],
        [t('documents:agreement.cover.creditType'), t('documents:agreement.cover.creditTypeValue')],
        [t('documents:agreement.cover.contractNumber'), terms.contractNumber],
        [t('documents:agreement.cover.borrower'), terms.borrower.fullName],
        ...(terms.borrower.curp ? [[t('documents:agreement.cover.curp'), terms.borrower.curp] as const] : []),
        [t('documents:agreement.cover.date'), formatDate(terms.date)],
      ],
    },
    {
      kind: 'fields',
      rows: [
        [
          t('documents:agreement.cover.cat'),
          t('documents:agreement.cover.catValue', {
            cat: terms.cat,
            legend: CAT_LEGEND,
            date: terms.catComputedOn,
          }),
        ],
        [
          t('documents:agreement.cover.ordinaryRate'),
          t('documents:agreement.cover.ordinaryRateValue', { rate: terms.ordinaryAnnualRate }),
        ],
        [
          t('documents:agreement.cover.lateRate'),
          t('documents:agreement.cover.lateRateValue', { rate: terms.lateAnnualRate }),
        ],
        [t('documents:agreement.cover.principal'), formatPesos(terms.principal)],
        [
          t('documents:agreement.cover.total'),
          t('documents:agreement.cover.totalValue', { amount: terms.total }),
        ],
        [
          t('documents:agreement.cover.term'),
          t('documents:agreement.cover.termValue', { count: terms.termDays }),
        ],
        [t('documents:agreement.cover.dueDate'), formatDate(terms.dueDate)],
        [
          t('documents:agreement.cover.interest'),
          t('documents:agreement.cover.interestValue', { amount: terms.interest }),
        ],
        ...feeRows,
        [t('documents:agreement.cover.vatTotal', { percent: terms.vatPercent }), formatPesos(terms.vat)],
      ],
    },
    ...AGREEMENT_WARNINGS.map((text): DocumentBlock => ({ kind: 'notice', text })),
    { kind: 'heading', text: t('documents:agreement.cover.schedule') },
    scheduleTable(terms),
    { kind: 'heading', text: t('documents:agreement.cover.claims') },
    {
      kind: 'fields',
      rows: [
        [
          t('documents:agreement.cover.une'),
          t('documents:agreement.cover.uneValue', {
            phone: lender.une.phone,
            email: lender.une.email,
            address: lender.une.address,
            hours: lender.une.hours,
          }),
        ],
        [
          t('documents:agreement.cover.condusef'),
          t('documents:agreement.cover.condusefValue', {
            phone: lender.condusef.phone,
            website: lender.condusef.website,
          }),
        ],
        [t('documents:agreement.cover.reca'), lender.recaNumber],
      ],
    },
  ];
}

function scheduleTable(terms: AgreementTerms): DocumentBlock {
  return {
    kind: 'table',
    columns: [
      t('documents:agreement.schedule.number'),
      t('documents:agreement.schedule.dueDate'),
      t('documents:agreement.schedule.principal'),
      t('documents:agreement.schedule.interest'),
      t('documents:agreement.schedule.fees'),
      t('documents:agreement.schedule.vat'),
      t('documents:agreement.schedule.total'),
    ],
    widths: [0.07, 0.17, 0.15, 0.15, 0.15, 0.13, 0.18],
    rows: terms.schedule.map((row) => [
      String(row.number),
      formatDate(row.dueDate),
      formatPesos(row.principal),
      formatPesos(row.interest),
      formatPesos(row.fees),
      formatPesos(row.vat),
      formatPesos(row.total),
    ]),
  };
}

function clauseBlocks(terms: AgreementTerms): DocumentBlock[] {
  const { lender } = terms;
  const borrower = terms.borrower.fullName;
  const extensions =
    terms.extensions.length > 0
      ? terms.extensions
          .map((e) => t('documents:agreement.extensions.option', { count: e.days, amount: e.amount }))
          .join('; ')
      : t('documents:agreement.extensions.none');
  const clause = (name: ClauseName, params?: MessageParams): [string, string] => [
    t(`documents:agreement.contract.${name}.title`),
    t(`documents:agreement.contract.${name}.text`, params),
  ];
  const clauses: Array<[string, string]> = [
    clause('object', { legalName: lender.legalName, borrower, principal: terms.principal }),
    clause('disbursement'),
    clause('payment', { termDays: terms.termDays, total: terms.total, dueDate: terms.dueDate }),
    clause('ordinaryInterest', { rate: terms.ordinaryAnnualRate, vatPercent: terms.vatPercent }),
    clause('lateInterest', { rate: terms.lateAnnualRate }),
    clause('fees'),
    clause('prepayment'),
    clause('extensions', { options: extensions }),
    clause('paymentMethods'),
    [t('documents:agreement.contract.creditBureau.title'), lender.creditBureauClause],
    clause('personalData', { tradeName: lender.tradeName, website: lender.website }),
    clause('cancellation'),
    clause('claims', {
      unePhone: lender.une.phone,
      uneEmail: lender.une.email,
      condusefPhone: lender.condusef.phone,
      condusefWebsite: lender.condusef.website,
    }),
    clause('signature'),
    clause('jurisdiction'),
  ];
  return [
    { kind: 'heading', text: t('documents:agreement.contract.heading') },
    {
      kind: 'paragraph',
      text: t('documents:agreement.contract.intro', {
        legalName: lender.legalName,
        rfc: lender.rfc,
        address: lender.address,
        borrower,
      }),
    },
    ...clauses.flatMap(([heading, text]): DocumentBlock[] => [
      { kind: 'heading', text: heading },
      { kind: 'paragraph', text },
    ]),
  ];
}

/** Clauses of the contract with a title and a text in `@lender/i18n` (`documents:agreement.contract.*`). */
type ClauseName = Exclude<keyof typeof documents.agreement.contract, 'heading' | 'intro' | 'creditBureau'>;

/** Kinds of agreement document rendered from {@link AgreementTerms}. */
export const AGREEMENT_DOCUMENT_TYPES = ['loan_agreement', 'cover_sheet', 'payment_schedule'] as const;
export type AgreementDocumentType = (typeof AGREEMENT_DOCUMENT_TYPES)[number];

/** The document model of an agreement document (the cover sheet first, as the rules ask). */
export function agreementDocument(
  terms: AgreementTerms,
  type: AgreementDocumentType = 'loan_agreement',
): DocumentModel {
  const { lender } = terms;
  const blocks: DocumentBlock[] =
    type === 'payment_schedule'
      ? [
          {
            kind: 'fields',
            rows: [
              [t('documents:agreement.cover.contractNumber'), terms.contractNumber],
              [t('documents:agreement.cover.borrower'), terms.borrower.fullName],
            ],
          },
          scheduleTable(terms),
          ...AGREEMENT_WARNINGS.map((text): DocumentBlock => ({ kind: 'notice', text })),
        ]
      : type === 'cover_sheet'
        ? coverSheetBlocks(terms)
        : [
            ...coverSheetBlocks(terms),
            { kind: 'page-break' },
            ...clauseBlocks(terms),
            ...signatureBlocks(terms),
          ];
  return {
    title: t(`documents:agreement.title.${type}`),
    subtitle: `${lender.legalName} · RFC ${lender.rfc}`,
    footer: `RECA ${lender.recaNumber}`,
    ...(lender.demo && { watermark: t('documents:agreement.demoWatermark') }),
    author: lender.legalName,
    createdAt: new Date(`${terms.date}T12:00:00-06:00`),
    blocks,
  };
}

function signatureBlocks(terms: AgreementTerms): DocumentBlock[] {
  return [
    { kind: 'heading', text: t('documents:agreement.signatures.heading') },
    {
      kind: 'fields',
      rows: [
        [t('documents:agreement.signatures.lender'), terms.lender.legalName],
        [
          t('documents:agreement.signatures.borrower'),
          t('documents:agreement.signatures.borrowerValue', { name: terms.borrower.fullName }),
        ],
      ],
    },
  ];
}

/**
 * The canonical text of the loan agreement with its cover sheet: the exact words the PDF shows, in
 * a stable form. The loans service hashes it (SHA-256) as the evidence of what was signed.
 */
export function renderAgreementText(
  terms: AgreementTerms,
  type: AgreementDocumentType = 'loan_agreement',
): string {
  return renderText(agreementDocument(terms, type));
}

/** The agreement document as PDF (text extractable). */
export function renderAgreementPdf(
  terms: AgreementTerms,
  type: AgreementDocumentType = 'loan_agreement',
): Promise<Uint8Array> {
  return renderPdf(agreementDocument(terms, type));
}
