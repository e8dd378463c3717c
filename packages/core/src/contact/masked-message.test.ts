import { describe, expect, it } from 'vitest';
import { maskOutboxBody } from './masked-message';

describe('the outbox view never shows a secret (issue 36)', () => {
  it.each([
    [
      'sign_agreement',
      'Tu código de verificación es 477. Vence en 10 minutos. No lo compartas.',
      'Tu código de verificación es •••. Vence en 10 minutos. No lo compartas.',
    ],
    ['change_email', 'Tu código de verificación es 482913.', 'Tu código de verificación es •••.'],
    ['registration', 'Código: 123', 'Código: •••'],
    // A template the catalogue does not know is treated as one that carries a code.
    ['something_new', 'Tu clave es 9921', 'Tu clave es •••'],
    [
      'payment_reminder',
      'Hola Ana, tu pago vence mañana, el 25.11.2026. Paga $3,000.00 a tiempo.',
      'Hola Ana, tu pago vence mañana, el 25.11.2026. Paga $3,000.00 a tiempo.',
    ],
    [
      'recover_password',
      'Cambia tu contraseña en https://lender.mx/recover?token=abc.def&id=7 antes de las 18:30.',
      'Cambia tu contraseña en https://lender.mx/recover?••• antes de las 18:30.',
    ],
    [
      'referral_invite',
      'Entra a https://lender.mx/r/k3Jd92ksl2ms0Q8xZt7Yp1 para registrarte.',
      'Entra a https://lender.mx/r/••• para registrarte.',
    ],
  ])('%s: %s', (template, body, shown) => {
    expect(maskOutboxBody(body, template)).toBe(shown);
  });
});
