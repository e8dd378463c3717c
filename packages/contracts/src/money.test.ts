import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isIsoDate } from './dates.js';
import { centavosToPesos, MoneySchema, moneyFromCentavos, pesosToCentavos } from './money.js';

describe('MoneySchema (architecture decision 4)', () => {
  it.each([
    [{ amount: 1500, currency: 'MXN' }, true],
    [{ amount: 1500.5, currency: 'MXN' }, true],
    [{ amount: 0.1 + 0.2, currency: 'MXN' }, true],
    [{ amount: 1500.555, currency: 'MXN' }, false],
    [{ amount: -1, currency: 'MXN' }, false],
    [{ amount: 1500, currency: 'USD' }, false],
    [{ amount: Number.POSITIVE_INFINITY, currency: 'MXN' }, false],
    [{ amount: 1500 }, false],
  ])('%j valid: %s', (value, valid) => {
    expect(MoneySchema.safeParse(value).success).toBe(valid);
  });

  it('round-trips any centavo amount through pesos', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (centavos) => {
        const money = moneyFromCentavos(centavos);
        expect(MoneySchema.parse(money)).toEqual(money);
        expect(pesosToCentavos(money.amount)).toBe(centavos);
      }),
    );
  });

  it('refuses fractions of a centavo', () => {
    expect(() => pesosToCentavos(1.005)).toThrow(RangeError);
    expect(() => centavosToPesos(1.5)).toThrow(RangeError);
  });
});

describe('isIsoDate (architecture decision 5)', () => {
  it.each([
    ['2026-11-30', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-04-31', false],
    ['30.11.2026', false],
    ['2026-1-5', false],
  ])('%s → %s', (value, valid) => {
    expect(isIsoDate(value)).toBe(valid);
  });
});
