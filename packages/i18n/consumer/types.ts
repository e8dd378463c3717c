// Registry round trip, TypeScript: must type-check against the published .d.ts files.
import {
  type DateInput,
  errorMessageKey,
  formatMoney,
  type Language,
  type MessageKey,
  type Namespace,
  type NamespaceKey,
  type Resources,
  type Translate,
} from '@lender/i18n';
import { createTranslator } from '@lender/i18n/i18next';
import i18next from 'i18next';

// How an app types i18next's own `t` (react-i18next's too) with our keys.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}

const t: Translate = createTranslator('es-MX');
const key: MessageKey = errorMessageKey('code_invalid');
const inLoan: NamespaceKey<'loan'> = 'extension.option';
const ns: Namespace = 'calculator';
const language: Language = 'en';
const when: DateInput = new Date();
export const texts: string[] = [
  t(key),
  t('loan:extension.option', { count: 2, price: 5000 }),
  formatMoney(100),
];
export const used = [inLoan, ns, language, when] as const;

const fixed = i18next.getFixedT('es-MX', ['common', 'loan']);
export const fromI18next: string = fixed('loan:title');

// @ts-expect-error — misspelled key
t('loan:titel');
// @ts-expect-error — misspelled key through i18next's own t
fixed('loan:titel');
// @ts-expect-error — not a language we ship
createTranslator('fr');
