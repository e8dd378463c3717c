// Registry round trip, TypeScript: must type-check against the published .d.ts files.
import { demoProduct, type OfferRequest } from '@lender/calculator';
import {
  type ButtonVariant,
  buttonVariants,
  type CalculatorProps,
  type CalculatorQuote,
  type ChoiceOption,
  type Mask,
  masks,
  type StatusBadgeProps,
  type UiTextKey,
  type UiTranslate,
  vars,
} from '@lender/ui';

const quote = async (request: OfferRequest): Promise<CalculatorQuote> => ({
  principal: request.amount,
  total: request.amount,
  endDate: '2025-04-01',
  cat: 100,
});
const props: CalculatorProps = {
  product: demoProduct,
  today: '2025-03-01',
  mode: 'compact',
  limit: 'first',
  quote,
};
const variant: ButtonVariant = buttonVariants[0];
const key: UiTextKey = 'calculator.apply';
const translate: UiTranslate = (k, params) => `${k}${params ? JSON.stringify(params) : ''}`;
const option: ChoiceOption<'weekly' | 'monthly'> = { value: 'weekly', label: 'Cada semana' };
const badge: StatusBadgeProps = { kind: 'loan', status: 4 };
const mask: Mask = masks.phoneMask;
const brand: string = vars.color.brand;
export const used = [props, variant, key, translate, option, badge, mask, brand] as const;

// @ts-expect-error — not a key of the ui namespace
const wrong: UiTextKey = 'calculator.nope';
// @ts-expect-error — mode is full or compact
const badMode: CalculatorProps = { product: demoProduct, today: '2025-03-01', mode: 'tiny' };
export const rejected = [wrong, badMode] as const;
