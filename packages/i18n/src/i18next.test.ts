import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorMessageKey } from './error-key';
import { formatMoneyInWords } from './format/money-words';
import { createI18n, createTranslator } from './i18next';
import { loadNamespace } from './load';
import { backofficeLanguage } from './namespaces';

// No banner, notice or warning of i18next may reach the test output (console.error already fails
// every test through the shared setup).
const quiet = ['log', 'info', 'warn', 'debug'] as const;
let spies: ReturnType<typeof vi.spyOn>[] = [];
beforeEach(() => {
  spies = quiet.map((method) => vi.spyOn(console, method));
});
afterEach(() => {
  for (const spy of spies) expect(spy).not.toHaveBeenCalled();
});

describe('createI18n (all resources)', () => {
  it('is ready synchronously in es-MX with es as fallback', () => {
    const i18n = createI18n();
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('es-MX');
    expect(i18n.languages).toEqual(['es-MX', 'es']);
    expect(i18n.t('loan:title')).toBe('Mi préstamo');
    expect(createI18n({ lng: 'es' }).t('loan:title')).toBe('Mi préstamo');
  });

  it('formats money, dates and CAT inside messages with es-MX whatever the language', () => {
    const t = createTranslator();
    expect(t('application:accepted.text', { amount: 300000, total: 387550, date: '2026-04-15' })).toBe(
      'Te prestamos $3,000.00. Pagas $3,875.50 el 15.04.2026.',
    );
    expect(t('calculator:amount.min', { amount: 100000 })).toBe('Mínimo $1,000.00');
    const english = createTranslator('en');
    expect(english('calculator:amount.min', { amount: 123456 })).toBe('Mínimo $1,234.56');
  });

  it('fills the calculator pay-date labels from @lender/calculator parameters', () => {
    const t = createTranslator();
    expect(t('calculator:payDate.weekly', { date: '2025-02-01', weekday: 'saturday' })).toBe(
      'sábado 01.02.2025',
    );
    expect(t('calculator:payDate.semiMonthly', { first: 15, second: 30 })).toBe(
      'Los días 15 y 30 de cada mes',
    );
  });

  it('picks one, many and other for Spanish plurals', () => {
    const t = createTranslator();
    expect(t('common:units.days', { count: 1 })).toBe('1 día');
    expect(t('common:units.days', { count: 2 })).toBe('2 días');
    expect(t('common:units.days', { count: 0 })).toBe('0 días');
    expect(t('common:units.days', { count: 1_000_000 })).toBe('1000000 de días');
    // The back-office's counted sentences agree with their count, in both languages.
    expect(t('backoffice:risk.regulator.bureauNote', { count: 1 })).toMatch(/^1 crédito en el archivo:/);
    expect(t('backoffice:risk.regulator.bureauNote', { count: 4 })).toMatch(/^4 créditos en el archivo:/);
    expect(t('backoffice:features.consentGiven', { date: '01.03.2026', count: 1 })).toMatch(
      /; 1 sesión con ese/,
    );
    expect(t('backoffice:features.consentGiven', { date: '01.03.2026', count: 2 })).toMatch(
      /; 2 sesiones con ese/,
    );
    const en = createTranslator(backofficeLanguage('en-US'));
    expect(en('backoffice:risk.regulator.bureauNote', { count: 1 })).toMatch(/^1 loan in the file:/);
    expect(en('backoffice:features.consentGiven', { date: '01.03.2026', count: 1 })).toMatch(
      /; 1 session with/,
    );
  });

  it('switches the back-office per user and falls back to Spanish for borrower namespaces', () => {
    const t = createTranslator(backofficeLanguage('en-US'));
    expect(t('backoffice:nav.clients')).toBe('Clients');
    expect(t('backoffice:table.rows', { count: 1_000_000 })).toBe('1000000 results');
    expect(t('loan:title')).toBe('Mi préstamo');
    expect(createTranslator(backofficeLanguage(null))('backoffice:nav.clients')).toBe('Clientes');
    expect(backofficeLanguage('es-MX')).toBe('es-MX');
  });

  it('translates error codes for borrowers and admins', () => {
    const t = createTranslator();
    expect(t(errorMessageKey('code_invalid'))).toBe('El código no coincide. Revisa el SMS o pide uno nuevo.');
    expect(t(errorMessageKey('invalid_transition', 'admin'), { from: 'new', to: 'paid' })).toBe(
      'La transición de new a paid no está permitida.',
    );
    expect(errorMessageKey('code_invalid', 'admin')).toBe('errors:code.code_invalid');
    expect(t(errorMessageKey('no_such_code'))).toBe('Algo salió mal. Inténtalo de nuevo.');
    expect(createTranslator('en')(errorMessageKey('offer_expired'))).toMatch(
      /^Your offer changed or expired./,
    );
    expect(t(errorMessageKey('too_short', 'borrower', 'password'))).toBe('Usa al menos 4 caracteres.');
    expect(t(errorMessageKey('too_long', 'borrower', 'password'))).toBe('Es muy largo.');
    expect(t(errorMessageKey('too_short', 'borrower', 'noSuchField'))).toBe('Es muy corto.');
    expect(t(errorMessageKey('not_equal', 'admin', 'repeated'))).toBe('Las contraseñas no coinciden.');
  });
});

describe('lazy namespaces', () => {
  it('loads only what a route asks for', async () => {
    const i18n = createI18n({ resources: 'lazy', ns: ['common'] });
    await i18n.loadNamespaces(['common']);
    expect(i18n.hasLoadedNamespace('common')).toBe(true);
    expect(i18n.hasLoadedNamespace('loan')).toBe(false);
    await i18n.loadNamespaces(['loan']);
    expect(i18n.t('loan:title')).toBe('Mi préstamo');
  });

  it('returns nothing for a namespace English does not have, and refuses unknown ones', async () => {
    expect(await loadNamespace('en', 'loan')).toBeUndefined();
    expect(await loadNamespace('en', 'backoffice')).toMatchObject({ nav: { clients: 'Clients' } });
    expect(await loadNamespace('es', 'calculator')).toMatchObject({ button: { apply: 'Solicitar ahora' } });
    // @ts-expect-error — not a namespace
    await expect(loadNamespace('es-MX', 'nope')).rejects.toThrow(RangeError);
  });
});

describe('formatters inside messages', () => {
  it('percent takes its decimals from the message, money in documents always shows centavos', () => {
    const t = createTranslator();
    expect(t('documents:agreement.cover.ordinaryRateValue', { rate: 182.5 })).toBe('182.50% fija, más IVA');
    expect(t('documents:agreement.cover.catValue', { cat: 1234.56, legend: 'X.', date: '2026-03-02' })).toBe(
      '1,234.6% X. Fecha de cálculo: 02.03.2026.',
    );
    expect(
      t('documents:agreement.cover.totalValue', {
        amount: 300000,
        amountInWords: formatMoneyInWords(300000),
      }),
    ).toBe('$3,000.00 (TRES MIL PESOS 00/100 M.N.), IVA incluido');
    expect(t('messages:code.sms', { code: '123', count: 1 })).toBe(
      'Tu código de verificación es 123. Vence en 1 minuto. No lo compartas.',
    );
  });
});
