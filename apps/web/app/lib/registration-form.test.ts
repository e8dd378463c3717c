// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { liveErrors } from './form-schemas';
import { serverTranslator } from './forms.server';
import { registrationBody, registrationForm } from './registration-form';

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

describe("a registration step's request, built from REGISTRATION_FIELDS", () => {
  it.each([
    [
      'a pair of pay days',
      { semiMonthly: '15-30', salaryCycle: 'semi_monthly' },
      { payDate: { referenceDate: null, semiMonthlyPayDates: [15, 30], dateOfMonth: null } },
    ],
    [
      'a next pay date (sent twice, as the request has it)',
      { nextPayDate: '09.03.2026', salaryCycle: 'weekly' },
      {
        payDate: { referenceDate: '2026-03-09', semiMonthlyPayDates: null, dateOfMonth: null },
        nextPayDate: '2026-03-09',
      },
    ],
    [
      'a day of the month',
      { dateOfMonth: '30', salaryCycle: 'monthly' },
      { payDate: { referenceDate: null, semiMonthlyPayDates: null, dateOfMonth: 30 } },
    ],
  ])('employment with %s', (_case, pay, expected) => {
    const form = formOf({
      employmentStatusKey: 'employed',
      companyName: 'Tiendas',
      monthlyIncome: '$12,500',
      ...pay,
    });
    expect(registrationBody('employment', form)).toEqual({
      employmentStatusKey: 'employed',
      companyName: 'Tiendas',
      monthlyIncome: 12_500,
      salaryCycle: pay.salaryCycle,
      ...expected,
    });
  });

  it('leaves an empty optional field out, keeps letters typed for a number, and a missing cycle missing', () => {
    expect(registrationBody('employment', formOf({ employmentStatusKey: '', monthlyIncome: 'abc' }))).toEqual(
      {
        employmentStatusKey: '',
        monthlyIncome: 'abc',
        salaryCycle: undefined,
        payDate: { referenceDate: null, semiMonthlyPayDates: null, dateOfMonth: null },
      },
    );
  });

  it('sends the address with the look-up ids as numbers', () => {
    const form = formOf({
      postalCode: '06700',
      regionId: '9',
      cityId: '15',
      wardId: '3',
      street: 'Álvaro Obregón',
      exteriorNumber: '120',
      interiorNumber: '',
    });
    expect(registrationBody('address', form)).toEqual({
      postalCode: '06700',
      regionId: 9,
      cityId: 15,
      wardId: 3,
      street: 'Álvaro Obregón',
      exteriorNumber: '120',
    });
  });

  it('sends the reference person under `reference`, the phone as digits', () => {
    const form = formOf({ fullName: 'Rosa Díaz', phone: '55 8765 4321', relation: 'sibling' });
    expect(registrationBody('reference', form)).toEqual({
      reference: { fullName: 'Rosa Díaz', phone: '5587654321', relation: 'sibling' },
    });
  });

  it("maps the request's paths to the form's inputs", () => {
    expect(registrationForm('employment').fields).toEqual({
      'payDate.referenceDate': 'nextPayDate',
      'payDate.dateOfMonth': 'dateOfMonth',
      'payDate.semiMonthlyPayDates': 'semiMonthly',
      payDate: 'salaryCycle',
    });
    expect(registrationForm('address').fields).toEqual({});
    expect(registrationForm('reference').fields).toEqual({
      'reference.fullName': 'fullName',
      'reference.phone': 'phone',
      'reference.relation': 'relation',
    });
  });

  it("checks a step with its request's schema, each error on the input the borrower typed in", () => {
    const errors = liveErrors(
      registrationForm('employment'),
      formOf({ salaryCycle: 'semi_monthly' }),
      serverTranslator(),
    );
    expect(Object.keys(errors).sort()).toEqual(['employmentStatusKey', 'monthlyIncome', 'semiMonthly']);
    const reference = liveErrors(
      registrationForm('reference'),
      formOf({ fullName: 'Rosa' }),
      serverTranslator(),
    );
    expect(Object.keys(reference).sort()).toEqual(['fullName', 'phone', 'relation']);
  });
});
