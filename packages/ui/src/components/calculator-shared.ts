import {
  computeOffer,
  type Offer,
  type OfferRequest,
  type PayDateOption,
  type ProductConfig,
} from '@lender/calculator';
import { formatDate } from '@lender/i18n';
import type { UiTranslate } from '../text/text';
import type { CalculatorQuote } from './Calculator';

// What the calculator and the light calculator share, in a module without React Aria (ADR 036).

export function payDateLabel(t: UiTranslate, option: PayDateOption): string {
  const { label } = option;
  switch (label.key) {
    case 'calculator.payDate.weekly':
      return t('calculator.payDateWeekly', {
        weekday: t(`calculator.${label.params.weekday}`),
        date: formatDate(label.params.date),
      });
    case 'calculator.payDate.biweekly':
      return t('calculator.payDateBiweekly', {
        weekday: t(`calculator.${label.params.weekday}`),
        date: formatDate(label.params.date),
      });
    case 'calculator.payDate.semiMonthly':
      return t('calculator.payDateSemiMonthly', { first: label.params.first, second: label.params.second });
    case 'calculator.payDate.monthly':
      return t('calculator.payDateMonthly', { day: label.params.day, date: formatDate(label.params.date) });
  }
}

export function localQuote(
  product: ProductConfig,
  request: OfferRequest | null,
  today: string,
): CalculatorQuote | null {
  if (!request) return null;
  try {
    const offer: Offer = computeOffer(product, request, today);
    return { principal: offer.principal, total: offer.total, endDate: offer.endDate, cat: offer.cat };
  } catch {
    return null;
  }
}

export const sameQuote = (a: CalculatorQuote | null, b: CalculatorQuote | null) =>
  a !== null &&
  b !== null &&
  a.total === b.total &&
  a.endDate === b.endDate &&
  a.cat === b.cat &&
  a.principal === b.principal;
