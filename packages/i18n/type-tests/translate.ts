// Type test (run by `pnpm typecheck`): our `Translate` and `MessageKey` without any augmentation.
import { createTranslator } from '../src/i18next';
import {
  errorMessageKey,
  type MessageKey,
  messageKeyOf,
  type NamespaceKey,
  type Translate,
} from '../src/index';

const t: Translate = createTranslator();
export const ok: string[] = [
  t('calculator:payDate.weekly', { date: '2025-02-01', weekday: 'saturday' }),
  t('common:units.days', { count: 2 }),
  t(errorMessageKey('code_invalid')),
];
export const key: MessageKey = 'backoffice:table.rows';
export const inNamespace: NamespaceKey<'loan'> = 'pay.title';

// @ts-expect-error — misspelled key
t('calculator:payDate.weekyl');
// @ts-expect-error — a plural key is written without its suffix
t('common:units.days_one');
// @ts-expect-error — the namespace is required
t('payDate.weekly');
// @ts-expect-error — a branch, not a text
export const branch: MessageKey = 'loan:pay';
// @ts-expect-error — `en` is not a borrower language
createTranslator('fr');

// Dotted keys of other packages (`@lender/calculator`'s labels) convert only when a text exists.
export const fromCalculator = messageKeyOf('calculator.payDate.weekly');
export const fromCalculatorTyped: 'calculator:payDate.weekly' = fromCalculator;
// @ts-expect-error — no such text
messageKeyOf('calculator.payDate.yearly');
// @ts-expect-error — no such namespace
messageKeyOf('calc.payDate.weekly');
