import { REGISTRATION_FIELDS, type RegistrationAnswers } from '@lender/contracts';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../i18n';
import { registrationColumns, registrationCsvFields } from './registration-columns';

const answers: RegistrationAnswers = {
  employment: {
    employmentStatusKey: 'self_employed',
    companyName: null,
    monthlyIncome: { amount: 12_500.5, currency: 'MXN' },
    salaryCycle: 'semi_monthly',
    payDate: { referenceDate: null, semiMonthlyPayDates: [15, 30], dateOfMonth: null },
  },
  address: null,
  reference: { fullName: 'Rosa Díaz', relation: 'uncle_aunt', phoneMasked: '••••1234' },
};

/** The table as it would be with every back-office field marked for the CSV. */
const everyShownField = REGISTRATION_FIELDS.map((field) =>
  field.backOffice ? { ...field, backOffice: { ...field.backOffice, csv: true } } : field,
);

describe("the clients' CSV columns of the registration answers", () => {
  it('are the fields REGISTRATION_FIELDS marks for the CSV (none today: the export keeps its columns)', () => {
    expect(registrationCsvFields()).toEqual([]);
    expect(registrationCsvFields(everyShownField).map((field) => field.name)).toEqual(
      REGISTRATION_FIELDS.filter((field) => field.backOffice).map((field) => field.name),
    );
  });

  it.each([
    {
      language: 'es-MX',
      income: 'Ingreso mensual',
      cycle: 'Frecuencia de pago',
      words: ['Quincenal', 'Tío(a)'],
    },
    {
      language: 'en',
      income: 'Monthly income',
      cycle: 'Pay cycle',
      words: ['Twice a month', 'Uncle or aunt'],
    },
  ] as const)(
    'in $language: a header per field, each answer written by its widget',
    ({ language, ...expected }) => {
      const t = translatorFor(language);
      const columns = registrationColumns<{ id: number }>(
        t,
        new Map([[7, answers]]),
        registrationCsvFields(everyShownField),
      );
      const row = Object.fromEntries(columns.map(([header, cell]) => [header, cell({ id: 7 })]));
      expect(row[expected.income]).toBe('$12,500.50');
      expect(row[expected.cycle]).toBe(expected.words[0]);
      expect(Object.values(row)).toContain(expected.words[1]);
      // Not answered (a null company, a step not done yet, an unknown client): empty.
      expect(row[t('backoffice:registration.companyName')]).toBe('');
      expect(row[t('backoffice:registration.street')]).toBe('');
      expect(columns.every(([, cell]) => cell({ id: 8 }) === '')).toBe(true);
    },
  );
});
