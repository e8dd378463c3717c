// The CFDI drafts of recorded income (issue 51): a borrower's own CFDI has a concept per component
// paid (its words from @lender/i18n), a global CFDI a concept per payment, as SAT's Guía de llenado
// del CFDI global asks (ClaveProdServ 01010101, ClaveUnidad ACT, Descripcion "Venta", the
// operation's number as NoIdentificacion), with InformacionGlobal of its month.
import { paymentFolio } from '@lender/contracts';
import type { fiscalCredits, fiscalIncome } from '@lender/db/schema';
import { type FeeComponent, feeName } from '../documents/fee-names';
import { t } from '../i18n';
import type {
  CfdiConcept,
  CfdiDraft,
  CfdiReceiver,
  GlobalInformation,
  PaymentForm,
} from '../providers/fiscal/port';

export type FiscalIncomeRow = typeof fiscalIncome.$inferSelect;

/**
 * c_ClaveProdServ and c_ClaveUnidad: interest and fees as banking services (84121500) by service
 * unit (E48); the global CFDI's fixed ones. The lender's accountant confirms them before going live.
 */
export const CONCEPT_KEYS = {
  income: { productKey: '84121500', unitKey: 'E48' },
  global: { productKey: '01010101', unitKey: 'ACT', description: 'Venta' },
} as const;

/** Series of the lender's CFDIs: `I` to a borrower, `G` to the general public, `E` credit notes. */
export const SERIES = { income: 'I', global: 'G', credit: 'E' } as const;

/**
 * c_FormaPago of a credit note: 17 (compensación), the rebate is set against what the borrower owes.
 * The lender's accountant confirms it before going live.
 */
export const CREDIT_PAYMENT_FORM: PaymentForm = '17';

/**
 * A concept's NoIdentificacion: its payment's folio; what a credit paid for it once reversed, `-C`;
 * what a settlement correction added to it paid, `-S` (ADR 142).
 */
const FOLIO_SUFFIX = { payment: '', credit: '-C', settlement: '-S' } as const;
const incomeFolio = (row: Pick<FiscalIncomeRow, 'paymentId' | 'source'>) =>
  `${paymentFolio(row.paymentId)}${FOLIO_SUFFIX[row.source]}`;

const rateOf = (row: Pick<FiscalIncomeRow, 'vatRate'>) => Number(row.vatRate);

/** A concept's description: the interest, or the fee by its name. */
const conceptName = (component: string) =>
  component === 'interest' ? t('documents:cfdi.concepts.interest') : feeName(component as FeeComponent);

/** The draft of a borrower's own CFDI for one payment's income. */
export function incomeDraft(
  row: FiscalIncomeRow,
  receiver: CfdiReceiver,
  folio: string,
  issuedAt: Date,
): CfdiDraft {
  const concepts: CfdiConcept[] = row.lines.map((line) => ({
    ...CONCEPT_KEYS.income,
    identification: incomeFolio(row),
    description: conceptName(line.component),
    base: line.base,
    vat: line.vat,
  }));
  return {
    series: SERIES.income,
    folio,
    issuedAt,
    paymentForm: row.paymentForm as PaymentForm,
    vatRate: rateOf(row),
    receiver,
    concepts,
  };
}

/** The payment form of a global CFDI: the one that paid the largest amount (Guía de llenado). */
export function largestPaymentForm(rows: readonly FiscalIncomeRow[]): PaymentForm {
  const byForm = new Map<string, number>();
  for (const row of rows)
    byForm.set(row.paymentForm, (byForm.get(row.paymentForm) ?? 0) + row.base + row.vat);
  return ([...byForm].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? '03') as PaymentForm;
}

/** The draft of a global CFDI of `period` (`YYYY-MM`, monthly) for the payments of `rows`. */
export function globalDraft(
  rows: readonly FiscalIncomeRow[],
  receiver: CfdiReceiver,
  period: string,
  folio: string,
  issuedAt: Date,
  replaces?: string,
): CfdiDraft {
  const [year, month] = period.split('-');
  const first = rows[0];
  if (!first || !year || !month) throw new RangeError('a global CFDI has a period and at least one payment');
  return {
    series: SERIES.global,
    folio,
    issuedAt,
    paymentForm: largestPaymentForm(rows),
    vatRate: rateOf(first),
    receiver,
    global: { periodicity: '04', months: month, year: Number(year) },
    ...(replaces && { replaces: [replaces] }),
    // Each payment at its loan's own rate (a loan keeps the IVA rate it was signed with, issue 62).
    concepts: rows.map((row) => ({
      ...CONCEPT_KEYS.global,
      identification: incomeFolio(row),
      base: row.base,
      vat: row.vat,
      ...(rateOf(row) !== rateOf(first) && { vatRate: rateOf(row) }),
    })),
  };
}

/**
 * The draft of a credit note (tipo E), related to the CFDIs it reduces with TipoRelacion 01 (with
 * their keys: a borrower's own, or the general public's with the global CFDI's InformacionGlobal): a
 * rebate's one concept of interest; a correction's or a reversal's, a concept per component given back.
 */
export function creditDraft(
  credit: Pick<typeof fiscalCredits.$inferSelect, 'base' | 'vat' | 'vatRate' | 'lines'>,
  to: {
    receiver: CfdiReceiver;
    folio: string;
    issuedAt: Date;
    credits: readonly string[];
    identification: string;
    global?: GlobalInformation;
  },
): CfdiDraft {
  const keys = to.global ? CONCEPT_KEYS.global : CONCEPT_KEYS.income;
  return {
    type: 'E',
    series: SERIES.credit,
    folio: to.folio,
    issuedAt: to.issuedAt,
    paymentForm: CREDIT_PAYMENT_FORM,
    vatRate: rateOf(credit),
    receiver: to.receiver,
    credits: to.credits,
    ...(to.global && { global: to.global }),
    concepts: (credit.lines ?? [{ component: 'rebate', base: credit.base, vat: credit.vat }]).map((line) => ({
      productKey: keys.productKey,
      unitKey: keys.unitKey,
      identification: to.identification,
      description:
        line.component === 'rebate' ? t('documents:cfdi.concepts.rebate') : conceptName(line.component),
      base: line.base,
      vat: line.vat,
    })),
  };
}
