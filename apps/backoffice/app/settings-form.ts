// The settings forms' fields (shared by the screen, its live preview and its action: no server code).
// Issue 36: money in pesos, rates in percent (per day; per year shown beside), each wrong field
// with its own words, and what an admin typed read back exactly.
import { PAY_CYCLES, type PayCycle, type ProductConfig } from '@lender/calculator';
import type { PricingChange } from '@lender/contracts';
import { formatMoneyInput, type MessageKey, parseMoneyInput } from '@lender/i18n';
import { moneyWords } from './money-form';

// Type-only imports from the contracts: the screen's JavaScript does not carry zod and the catalogue.
/** Every pay cycle, in the order of @lender/calculator's table (zod-free). */
export { PAY_CYCLES };

/** The fees of the product an admin may price (all four of `@lender/calculator`'s). */
export const FEE_NAMES = ['serviceFee', 'processingFee', 'withdrawalFee', 'invoicingFee'] as const;
export type FeeName = (typeof FEE_NAMES)[number];

type Fee = NonNullable<NonNullable<PricingChange['fees']>[FeeName]>;
type Extension = NonNullable<PricingChange['extensions']>[number];

/** The priced part of the product in force, as the settings screen reads it (`effective`). */
export interface EffectivePricing {
  dailyInterestBps: { first: number; repeated: number };
  fees: Record<FeeName, Fee>;
  firstLoanDiscount: { interestPercent: number; serviceFeePercent: number };
  extensions: Extension[];
}

/** The amount limits in force (centavos). */
export interface EffectiveAmounts {
  minMainLoan: number;
  amountTo: number;
  interval: number;
  first: { minAmount: number; maxAmount: number };
}

/** A field's words when what was typed cannot be used, by the form's field name. */
export type FieldErrors = Record<string, MessageKey>;

const text = (form: FormData, name: string) =>
  String(form.get(name) ?? '')
    .trim()
    .replace(',', '.');

/** Pesos with at most two decimals (a dot for the centavos, commas between thousands) as integer centavos, or NaN. */
export function centavosOf(value: string): number {
  const read = parseMoneyInput(value);
  return read.ok ? read.centavos : Number.NaN;
}

/** Money that is not an amount; a decimal comma or a third decimal has its own words (`moneyWords`). */
const PESOS_INVALID: MessageKey = 'backoffice:settings.pesosInvalid';

/** A money field as typed: its commas are thousands, never the decimal mark. */
const moneyText = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/** A percentage with at most two decimals as basis points (1 % = 100), or NaN. */
export function bpsOf(value: string): number {
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return Number.NaN;
  return Math.round(Number(value) * 100);
}

/** A whole number of at least 0 (at most `max`), or NaN. */
function whole(value: string, max = Number.MAX_SAFE_INTEGER): number {
  if (!/^\d+$/.test(value)) return Number.NaN;
  const n = Number(value);
  return n <= max ? n : Number.NaN;
}

/** Centavos as pesos the way an admin types them (`150000` → `1500`, `150050` → `1500.50`). */
export function pesosText(centavos: number | undefined): string {
  if (centavos === undefined) return '';
  return formatMoneyInput(centavos);
}

/** Basis points as the percentage an admin types (`100` → `1`, `125` → `1.25`). */
export function percentText(bps: number | undefined): string {
  if (bps === undefined) return '';
  return bps % 100 === 0 ? String(bps / 100) : (bps / 100).toFixed(2);
}

/**
 * The amount limits an admin asked for (pesos), only those that differ from `current`, or each
 * wrong field with its words: pesos with at most two decimals, a multiple of the product's
 * interval, the minimum at most the maximum and the first-loan maximum within both.
 */
export function amountsFromForm(
  form: FormData,
  current: EffectiveAmounts,
):
  | { amounts: { minMainLoan?: number; amountTo?: number; first?: { maxAmount: number } } }
  | { fields: FieldErrors } {
  const fields: FieldErrors = {};
  const read = (name: string, fallback: number) => {
    const value = moneyText(form, name);
    if (value === '') return fallback;
    const centavos = centavosOf(value);
    if (Number.isNaN(centavos) || centavos <= 0) fields[name] = moneyWords(value, PESOS_INVALID);
    else if (centavos % current.interval !== 0) fields[name] = 'backoffice:settings.intervalInvalid';
    return centavos;
  };
  const minMainLoan = read('minMainLoan', current.minMainLoan);
  const amountTo = read('amountTo', current.amountTo);
  const firstMax = read('firstMax', current.first.maxAmount);
  if (!fields.minMainLoan && !fields.amountTo && minMainLoan > amountTo)
    fields.minMainLoan = 'backoffice:settings.minAboveMax';
  if (!fields.firstMax && !fields.amountTo && firstMax > amountTo)
    fields.firstMax = 'backoffice:settings.firstAboveMax';
  if (!fields.firstMax && firstMax < current.first.minAmount)
    fields.firstMax = 'backoffice:settings.firstBelowMin';
  if (Object.keys(fields).length > 0) return { fields };
  return {
    amounts: {
      ...(minMainLoan !== current.minMainLoan && { minMainLoan }),
      ...(amountTo !== current.amountTo && { amountTo }),
      ...(firstMax !== current.first.maxAmount && { first: { maxAmount: firstMax } }),
    },
  };
}

/**
 * The pricing typed on the form (interest in percent a day, fixed fees in pesos, percent fees and
 * extension prices in percent, discounts in whole percent, extension days), with each wrong field's
 * words; `pricing` holds only the sections that differ from `current`.
 */
export function pricingFromForm(
  form: FormData,
  current: EffectivePricing,
): { pricing: PricingChange; typed: EffectivePricing } | { fields: FieldErrors } {
  const fields: FieldErrors = {};
  const check = (name: string, value: number, words: MessageKey) => {
    if (Number.isNaN(value)) fields[name] = words;
    return value;
  };
  const dailyInterestBps = {
    first: check('interestFirst', bpsOf(text(form, 'interestFirst')), 'backoffice:settings.percentInvalid'),
    repeated: check(
      'interestRepeated',
      bpsOf(text(form, 'interestRepeated')),
      'backoffice:settings.percentInvalid',
    ),
  };
  const fees = Object.fromEntries(
    FEE_NAMES.map((name): [FeeName, Fee] => {
      const percent = text(form, `${name}Kind`) === 'percent';
      const value = percent ? text(form, `${name}Value`) : moneyText(form, `${name}Value`);
      return percent
        ? [
            name,
            {
              kind: 'percent',
              bps: check(`${name}Value`, bpsOf(value), 'backoffice:settings.percentInvalid'),
            },
          ]
        : [
            name,
            {
              kind: 'fixed',
              amount: check(`${name}Value`, centavosOf(value), moneyWords(value, PESOS_INVALID)),
            },
          ];
    }),
  ) as Record<FeeName, Fee>;
  const firstLoanDiscount = {
    interestPercent: check(
      'discountInterest',
      whole(text(form, 'discountInterest'), 100),
      'backoffice:settings.discountInvalid',
    ),
    serviceFeePercent: check(
      'discountServiceFee',
      whole(text(form, 'discountServiceFee'), 100),
      'backoffice:settings.discountInvalid',
    ),
  };
  const extensions = current.extensions.map((extension, index) => {
    const days = whole(text(form, `extension${index}Days`));
    if (Number.isNaN(days) || days === 0) fields[`extension${index}Days`] = 'backoffice:settings.daysInvalid';
    return {
      type: extension.type,
      days,
      bps: check(
        `extension${index}Percent`,
        bpsOf(text(form, `extension${index}Percent`)),
        'backoffice:settings.percentInvalid',
      ),
    };
  });
  if (Object.keys(fields).length > 0) return { fields };
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const changedFees = Object.fromEntries(
    FEE_NAMES.filter((name) => !same(fees[name], current.fees[name])).map((name) => [name, fees[name]]),
  );
  const pricing: PricingChange = {
    ...(!same(dailyInterestBps, current.dailyInterestBps) && { dailyInterestBps }),
    ...(Object.keys(changedFees).length > 0 && { fees: changedFees }),
    ...(!same(firstLoanDiscount, current.firstLoanDiscount) && { firstLoanDiscount }),
    ...(!same(extensions, current.extensions) && { extensions }),
  };
  return { pricing, typed: { dailyInterestBps, fees, firstLoanDiscount, extensions } };
}

/** The product with the typed pricing over it: what an offer would cost once approved (the preview). */
export function withPricing(product: ProductConfig, typed: EffectivePricing): ProductConfig {
  return {
    ...product,
    dailyInterestBps: typed.dailyInterestBps,
    fees: { ...product.fees, ...typed.fees },
    firstLoanDiscount: typed.firstLoanDiscount,
    extensions: typed.extensions,
  };
}

/** The pay cycles ticked on the form, in the catalogue's order; none is an error. */
export function payCyclesFromForm(form: FormData): PayCycle[] | undefined {
  const ticked = new Set(form.getAll('payCycles').map(String));
  const cycles = PAY_CYCLES.filter((cycle) => ticked.has(cycle));
  return cycles.length > 0 ? cycles : undefined;
}
