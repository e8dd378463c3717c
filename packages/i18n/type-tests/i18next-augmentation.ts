// Type test (run by `pnpm typecheck`): how a consumer (a Remix app with react-i18next) types
// i18next's own `t` with our resources. A misspelled key or namespace must not compile.
import i18next from 'i18next';
import type { Resources } from '../src/index';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}

// A route that loads `common` and `loan` (react-i18next: `useTranslation(['common', 'loan'])`).
const t = i18next.getFixedT('es-MX', ['common', 'loan']);
export const ok = [
  t('common:actions.continue'),
  t('loan:extension.option', { count: 3, price: 5000 }),
  t('actions.continue'),
  i18next.getFixedT('es-MX', 'errors')('code.code_invalid'),
];

// @ts-expect-error — a namespace the route did not load
t('errors:code.code_invalid');

// @ts-expect-error — misspelled key
t('common:actions.continu');
// @ts-expect-error — unknown namespace
t('nope:actions.continue');
// @ts-expect-error — a branch, not a text
t('common:actions');
