import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays as calendarAddDays } from './internal/calendar';
import { productDivHalfUp } from './internal/rounding';
import {
  addDays,
  daysBetween,
  isCalendarDate,
  luhnCheckDigit,
  moneyView,
  passesLuhn,
  roundHalfUp,
  todayInMexicoCity,
  vatOn,
} from './kernel';

describe('money and time kernel', () => {
  it('rounds half up like the offer arithmetic', () => {
    expect(roundHalfUp(5, 2)).toBe(3);
    expect(roundHalfUp(4, 3)).toBe(1);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        (amount, percent) => {
          expect(vatOn(amount, percent)).toBe(productDivHalfUp([amount, percent], 100));
        },
      ),
    );
  });

  it('adds calendar days across months, leap days and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(daysBetween('2025-01-31', '2025-03-01')).toBe(29);
    expect(daysBetween('2025-03-01', '2025-01-31')).toBe(-29);
    expect(calendarAddDays('2026-10-25', 7)).toBe(addDays('2026-10-25', 7));
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2024-02-29')).toBe(true);
  });

  it('places instants on the Mexico City calendar', () => {
    expect(todayInMexicoCity(Date.UTC(2025, 0, 1, 5, 59))).toBe('2024-12-31');
    expect(todayInMexicoCity(Date.UTC(2025, 0, 1, 6, 0))).toBe('2025-01-01');
  });

  it('shows centavos as API money', () => {
    expect(moneyView(150_050)).toEqual({ amount: 1500.5, currency: 'MXN' });
    expect(moneyView(0)).toEqual({ amount: 0, currency: 'MXN' });
    expect(() => moneyView(0.5)).toThrow();
  });

  it('checks and makes Luhn digits', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('41111111111111a1')).toBe(false);
    expect(luhnCheckDigit('7992739871')).toBe(3);
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,18}$/), (digits) => {
        expect(passesLuhn(`${digits}${luhnCheckDigit(digits)}`)).toBe(true);
      }),
    );
  });
});
