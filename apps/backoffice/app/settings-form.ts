// The settings form's fields (shared by the screen and its action: no server-only code).
import type { PayCycle, PricingChange } from '@lender/contracts';

// Type-only imports from the contracts: the screen's JavaScript does not carry zod and the catalogue.
const PAY_CYCLE_SET: Record<PayCycle, true> = {
  weekly: true,
  biweekly: true,
  semi_monthly: true,
  monthly: true,
};
/** Every pay cycle, in the catalogue's order (a cycle added to `PayCycle` fails to compile here). */
export const PAY_CYCLES = Object.keys(PAY_CYCLE_SET) as PayCycle[];

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

const text = (form: FormData, name: string) =>
  String(form.get(name) ?? '')
    .trim()
    .replace(',', '.');

/** A whole number of at least 0 (at most `max`), or NaN. */
function whole(value: string, max = Number.MAX_SAFE_INTEGER): number {
  if (!/^\d+$/.test(value)) return Number.NaN;
  const n = Number(value);
  return n <= max ? n : Number.NaN;
}

/** Pesos with at most two decimals as integer centavos, or NaN. */
export function centavosOf(value: string): number {
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return Number.NaN;
  return Math.round(Number(value) * 100);
}

/**
 * The pricing change an admin typed (interest and fees in basis points, fixed fees in pesos,
 * discounts in whole percent, extensions' days and basis points), holding only the sections that
 * differ from `current`, or the field that is wrong. An empty change is `unchanged`.
 */
export function pricingFromForm(
  form: FormData,
  current: EffectivePricing,
): { pricing: PricingChange } | { error: 'invalid' | 'unchanged' } {
  const dailyInterestBps = {
    first: whole(text(form, 'interestFirst')),
    repeated: whole(text(form, 'interestRepeated')),
  };
  const fees = Object.fromEntries(
    FEE_NAMES.map((name): [FeeName, Fee] => {
      const value = text(form, `${name}Value`);
      return text(form, `${name}Kind`) === 'percent'
        ? [name, { kind: 'percent', bps: whole(value) }]
        : [name, { kind: 'fixed', amount: centavosOf(value) }];
    }),
  ) as Record<FeeName, Fee>;
  const firstLoanDiscount = {
    interestPercent: whole(text(form, 'discountInterest'), 100),
    serviceFeePercent: whole(text(form, 'discountServiceFee'), 100),
  };
  const extensions = current.extensions.map((extension, index) => ({
    type: extension.type,
    days: whole(text(form, `extension${index}Days`)),
    bps: whole(text(form, `extension${index}Bps`)),
  }));
  const numbers = [
    ...Object.values(dailyInterestBps),
    ...Object.values(fees).map((fee) => (fee.kind === 'percent' ? fee.bps : fee.amount)),
    ...Object.values(firstLoanDiscount),
    ...extensions.flatMap((extension) => [extension.days, extension.bps]),
  ];
  if (numbers.some((n) => Number.isNaN(n)) || extensions.some((extension) => extension.days === 0)) {
    return { error: 'invalid' };
  }
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
  return Object.keys(pricing).length > 0 ? { pricing } : { error: 'unchanged' };
}

/** The pay cycles ticked on the form, in the catalogue's order; none is an error. */
export function payCyclesFromForm(form: FormData): PayCycle[] | undefined {
  const ticked = new Set(form.getAll('payCycles').map(String));
  const cycles = PAY_CYCLES.filter((cycle) => ticked.has(cycle));
  return cycles.length > 0 ? cycles : undefined;
}
