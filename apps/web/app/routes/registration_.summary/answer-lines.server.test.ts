// @vitest-environment node
import type { RegistrationAnswers } from '@lender/contracts';
import { describe, expect, it } from 'vitest';
import { serverTranslator } from '../../lib/forms.server';
import { answerLine, answerText } from './answer-lines.server';

const t = serverTranslator();
const labels = {
  employment_statuses: { employed: 'Empleado(a)' },
  relationships: { sibling: 'Hermano(a)' },
};
const answers: RegistrationAnswers = {
  employment: {
    employmentStatusKey: 'employed',
    companyName: 'Tiendas del Centro',
    monthlyIncome: { amount: 12_500, currency: 'MXN' },
    salaryCycle: 'semi_monthly',
    payDate: { referenceDate: null, semiMonthlyPayDates: [15, 30], dateOfMonth: null },
  },
  address: {
    postalCode: '06700',
    region: 'Ciudad de México',
    city: 'Cuauhtémoc',
    ward: 'Roma Norte',
    street: 'Álvaro Obregón',
    exteriorNumber: '120',
    interiorNumber: '4B',
  },
  reference: { fullName: 'Rosa Díaz', phoneMasked: '••••4321', relation: 'sibling' },
};

describe("the summary's line of each registration step", () => {
  it('writes the job: status, company, income, the cycle with its days', () => {
    expect(answerLine('employment', answers, t, labels)).toBe(
      `Empleado(a) · Tiendas del Centro · ${t('registration:summary.income', { amount: 1_250_000 })} · Dos veces al mes: Los días 15 y 30 de cada mes`,
    );
    const monthly = {
      ...answers,
      employment: {
        ...answers.employment,
        companyName: null,
        salaryCycle: 'monthly',
        payDate: { referenceDate: null, semiMonthlyPayDates: null, dateOfMonth: 30 },
      },
    } as RegistrationAnswers;
    expect(answerLine('employment', monthly, t, labels)).toMatch(
      /^Empleado\(a\) · .+ al mes · Cada mes: el día 30$/,
    );
  });

  it('writes the address as Mexicans do, and the reference person', () => {
    expect(answerLine('address', answers, t, labels)).toBe(
      'Álvaro Obregón 120 int. 4B, Roma Norte, 06700 Cuauhtémoc, Ciudad de México',
    );
    expect(answerLine('reference', answers, t, labels)).toBe('Rosa Díaz · Hermano(a) · ••••4321');
  });

  it('writes a dash for a step not answered yet', () => {
    const none = { employment: null, address: null, reference: null };
    expect(
      ['employment', 'address', 'reference'].map((step) => answerLine(step as 'address', none, t, labels)),
    ).toEqual(['—', '—', '—']);
  });

  it.each([
    [{ kind: 'money' }, { amount: 1500.5, currency: 'MXN' }, '$1,500.50'],
    [{ kind: 'date', rule: 'past' }, '2020-01-31', '31.01.2020'],
    [
      { kind: 'choice', classification: 'relationships', words: 'catalog.relationship' },
      'sibling',
      'Hermano(a)',
    ],
    [{ kind: 'payCycle' }, 'weekly', 'Cada semana'],
    [{ kind: 'number' }, 3, '3'],
    [{ kind: 'text' }, '', null],
  ] as const)('writes an answer a new field of widget %j adds by its widget', (widget, value, text) => {
    expect(answerText(widget, value, t, labels)).toBe(text);
  });
});
