import { formatDate, formatMoneyInWords } from '@lender/i18n';
import { t } from '../i18n';
import type { DocumentBlock } from '../pdf/document-model';
import { type AgreementTerms, formatPesos } from './agreement-model';

/** The two warnings the cover sheet must show (Disposiciones de transparencia, CONDUSEF). */
export const AGREEMENT_WARNINGS = [
  t('documents:agreement.warning.penalties'),
  t('documents:agreement.warning.capacity'),
] as const;

/** The CAT legend, verbatim. */
export const CAT_LEGEND = t('documents:agreement.catLegend');

/** The RECO key of a fee the carátula lists. */
const FEE_OF_KEY = {
  service_fee: 'serviceFee',
  processing_fee: 'processingFee',
  withdrawal_fee: 'withdrawalFee',
  invoicing_fee: 'invoicingFee',
} as const;

export function coverSheetBlocks(terms: AgreementTerms): DocumentBlock[] {
  const { lender } = terms;
  const feeRows = terms.fees.map(
    (fee) =>
      [
        fee.label,
        fee.amount > 0
          ? t('documents:agreement.fee.value', { amount: fee.amount, when: fee.when }) +
            recoSuffix(terms, FEE_OF_KEY[fee.key])
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
          t('documents:agreement.cover.ordinaryRateValue', { rate: terms.ordinaryAnnualRate }) +
            recoSuffix(
              terms,
              terms.feeRegistrations?.some((r) => r.fee === 'interestRepeated')
                ? 'interestRepeated'
                : 'interestFirst',
            ),
        ],
        [
          t('documents:agreement.cover.lateRate'),
          t('documents:agreement.cover.lateRateValue', { rate: terms.lateAnnualRate }) +
            recoSuffix(terms, 'lateFee'),
        ],
        [
          t('documents:agreement.cover.principal'),
          t('documents:agreement.cover.principalValue', {
            amount: terms.principal,
            amountInWords: formatMoneyInWords(terms.principal),
          }),
        ],
        [
          t('documents:agreement.cover.total'),
          t('documents:agreement.cover.totalValue', {
            amount: terms.total,
            amountInWords: formatMoneyInWords(terms.total),
          }),
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

export function scheduleTable(terms: AgreementTerms): DocumentBlock {
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

/** ` (RECO <folio>)` after a rate or fee the carátula shows, when it is registered (issue 50). */
function recoSuffix(terms: AgreementTerms, fee: string): string {
  const registration = terms.feeRegistrations?.find((found) => found.fee === fee);
  return registration ? ` ${t('documents:agreement.reco.short', { folio: registration.folio })}` : '';
}

/** The RECO folio and dates of every rate and fee the loan charges (issue 50, LTOSF art. 6). */
export function recoBlocks(terms: AgreementTerms): DocumentBlock[] {
  const registrations = terms.feeRegistrations ?? [];
  if (registrations.length === 0) return [];
  return [
    { kind: 'heading', text: t('documents:agreement.reco.heading') },
    {
      kind: 'fields',
      rows: registrations.map(
        (registration) =>
          [
            t(`documents:agreement.reco.fee.${registration.fee}`),
            t('documents:agreement.reco.value', {
              folio: registration.folio,
              registeredOn: formatDate(registration.registeredOn),
              inForceFrom: formatDate(registration.inForceFrom),
            }),
          ] as const,
      ),
    },
  ];
}
