// @vitest-environment node
import type { ApiFailure } from '@lender/sdk';
import { describe, expect, it } from 'vitest';
import { problemsOf } from './forms.server';
import { affiliateFromQuery } from './session.server';

describe('affiliateFromQuery (spec §3 affiliate tracking)', () => {
  it('reads our names and utm/gclid into partner, code, campaign, source and optional parameter', () => {
    expect(
      affiliateFromQuery(
        new URL('https://x.mx/?utm_source=fb&utm_campaign=otono&utm_medium=cpc&param=a1&code=Z9'),
      ),
    ).toEqual({ partner: 'cpc', code: 'Z9', campaign: 'otono', source: 'fb', optionalParam: 'a1' });
    expect(affiliateFromQuery(new URL('https://x.mx/?gclid=abc'))).toEqual({ code: 'abc', source: 'google' });
  });

  it('gives nothing without tracking parameters', () => {
    expect(affiliateFromQuery(new URL('https://x.mx/?paso=codigo'))).toBeNull();
  });
});

describe('problemsOf (spec §5 server violations on their fields)', () => {
  const failure = (errors: ApiFailure['errors'], code?: string): ApiFailure =>
    ({
      status: 400,
      success: false,
      data: null,
      errors,
      violations: [],
      message: 'x',
      code,
      pagination: undefined,
    }) as unknown as ApiFailure;

  it('maps cleaned paths to this form’s fields, in Spanish', () => {
    const problems = problemsOf(
      failure({
        'mobilePhone.number': { code: 'not_unique', message: 'dup' },
        password: { code: 'too_short', message: 'x' },
      }),
      { 'mobilePhone.number': 'phone' },
    );
    expect(problems.fieldErrors).toEqual({
      phone: 'Ese celular ya tiene una cuenta. Ingresa o recupera tu contraseña.',
      password: 'Usa al menos 4 caracteres.',
    });
  });

  it('says the daily code limit as such when no field carries it', () => {
    const problems = problemsOf(failure({}, 'request_count_by_day_exceed'));
    expect(problems.formError).toMatch(/hoy|día/i);
  });

  it('fills a form-wide refusal with its values: the privacy contact of a blocked borrower (issue 63)', () => {
    const blocked = {
      ...failure({}, 'personal_data_blocked'),
      status: 403,
      params: { privacyEmail: 'privacidad@prestamos-demo.example' },
    } as ApiFailure;
    const { formError } = problemsOf(blocked, { username: 'username', password: 'password' });
    expect(formError).toContain('Tus datos personales están bloqueados');
    expect(formError).toContain('privacidad@prestamos-demo.example');
    expect(formError).not.toContain('{{');
  });
});
