import { fromApiAmount, InvalidAmountError } from '@lender/calculator/kernel';
import { type RegistrationStep, registrationFieldsOf } from '@lender/contracts';
import { CoreError } from '@lender/core';

/**
 * The request's pesos as integer centavos: the one conversion on the way in (issue 19, ADR 043).
 * Every money field and amount parameter of a request goes through here before `@lender/core`,
 * which takes and keeps centavos. `field` is where the amount sits in the request, for the
 * violation when it is not pesos with at most two decimals.
 *
 * @example centavosIn(1500.5, ['loanAmount', 'amount']) // 150_050
 */
export function centavosIn(pesos: number, field: ReadonlyArray<string>): number {
  try {
    return fromApiAmount(pesos);
  } catch (error) {
    if (!(error instanceof InvalidAmountError)) throw error;
    throw new CoreError('validation_failed', {
      violations: [
        { field, code: 'invalid_format', message: 'Amount must be pesos with at most two decimals' },
      ],
    });
  }
}

/**
 * Where a registration step's request carries pesos: every `money` field of its rows in
 * `REGISTRATION_FIELDS` (whole pesos, spec §5), for its table line's `pesos`. The step's answers are
 * kept and read back in centavos.
 *
 * @example registrationPesos('employment') // [['body', 'monthlyIncome']]
 */
export function registrationPesos(step: RegistrationStep): readonly (readonly ['body', string])[] {
  return registrationFieldsOf(step)
    .filter((field) => field.widget.kind === 'money')
    .map((field) => ['body', field.name] as const);
}
