import { REGISTRATION_FIELDS, type RegistrationAnswers } from '@lender/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type BackofficeLanguage, I18nProvider } from '../i18n';
import { RegistrationFacts } from './registration-facts';

afterEach(cleanup);

// Issue 49: the client's record shows the registration's answers `REGISTRATION_FIELDS` marks for
// the back-office, each under its label and written by its widget, in both languages.

const answers: RegistrationAnswers = {
  employment: {
    employmentStatusKey: 'self_employed',
    companyName: null,
    monthlyIncome: { amount: 12_500, currency: 'MXN' },
    salaryCycle: 'semi_monthly',
    payDate: { referenceDate: null, semiMonthlyPayDates: [15, 30], dateOfMonth: null },
  },
  address: null,
  reference: { fullName: 'Rosa Díaz', phoneMasked: '••••4321', relation: 'uncle_aunt' },
};

function facts(language: BackofficeLanguage) {
  render(
    <I18nProvider language={language}>
      <RegistrationFacts answers={answers} />
    </I18nProvider>,
  );
  const region = screen.getByRole('region');
  return Object.fromEntries(
    within(region)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

describe("the registration's answers on a client's record", () => {
  it.each([
    [
      'es-MX',
      {
        Ocupación: 'Trabajador independiente',
        Empresa: '—',
        'Frecuencia de pago': 'Quincenal',
        Calle: 'Sin responder',
        'Referencia: parentesco': 'Tío(a)',
        'Referencia: celular': '••••4321',
      },
    ],
    [
      'en',
      { 'Pay cycle': 'Twice a month', Street: 'Not answered', 'Reference: relationship': 'Uncle or aunt' },
    ],
  ] as const)('in %s: one fact per field marked for the back-office', (language, expected) => {
    const shown = facts(language);
    expect(Object.keys(shown)).toHaveLength(REGISTRATION_FIELDS.filter((field) => field.backOffice).length);
    expect(shown).toMatchObject(expected);
    expect(Object.values(shown).join(' ')).toMatch(/12,?500/);
  });
});
