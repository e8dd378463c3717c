import { describe, expect, it } from 'vitest';
import { centavosFromForm, centavosOf, keyFrom, moneyOf } from './lending.server';

describe('money between forms, pages and the API', () => {
  it.each([
    ['1500', 150000],
    ['$1,500', 150000],
    ['1500.5', 150050],
    ['1500.05', 150005],
    [' 2000 ', 200000],
    ['3,219.24', 321924],
    ['25.50', 2550],
    ['0.01', 1],
  ])('%s typed is %i centavos', (typed, centavos) => {
    expect(centavosFromForm(typed)).toBe(centavos);
  });

  it.each(['', 'abc', '1.234', '-5', '15e2', '1500.555', '3219,24', '1,5'])(
    '%s is not an amount (never guessed)',
    (typed) => {
      expect(centavosFromForm(typed)).toBeNull();
    },
  );

  it('API pesos ↔ centavos without float drift', () => {
    expect(centavosOf({ amount: 1813.11, currency: 'MXN' })).toBe(181311);
    expect(moneyOf(181311)).toEqual({ amount: 1813.11, currency: 'MXN' });
  });

  it('takes the idempotency key a page rendered, and nothing else', () => {
    const form = new FormData();
    form.set('idempotencyKey', '3f9b8d1c-8a57-4d6e-9b0a-2c1e4f5a6b7c');
    expect(keyFrom(form)).toBe('3f9b8d1c-8a57-4d6e-9b0a-2c1e4f5a6b7c');
    form.set('idempotencyKey', 'x; drop');
    expect(keyFrom(form)).toBeUndefined();
  });
});
