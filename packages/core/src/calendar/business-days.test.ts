import { describe, expect, it } from 'vitest';
import { addBusinessDays, isBusinessDay } from './business-days';

describe('business days in Mexico City', () => {
  it('skips weekends and bank holidays', () => {
    expect(isBusinessDay('2026-03-13')).toBe(true); // Friday
    expect(isBusinessDay('2026-03-14')).toBe(false); // Saturday
    expect(isBusinessDay('2026-03-15')).toBe(false); // Sunday
    expect(isBusinessDay('2026-03-16')).toBe(false); // Monday, Benito Juárez's day
    expect(isBusinessDay('2026-03-17')).toBe(true);
  });

  it('counts from the next day, over a weekend and a holiday', () => {
    expect(addBusinessDays('2026-03-13', 1)).toBe('2026-03-17');
    expect(addBusinessDays('2026-03-12', 2)).toBe('2026-03-17');
    expect(addBusinessDays('2026-03-14', 1)).toBe('2026-03-17');
    expect(addBusinessDays('2026-03-13', 0)).toBe('2026-03-13');
  });

  it('counts 30 business days across Holy Thursday and Good Friday', () => {
    // From Monday 2026-03-23 the 30th weekday is Monday 2026-05-04; with 2 and 3 April and 1 May
    // off, the 30th business day is Thursday 2026-05-07.
    expect(addBusinessDays('2026-03-23', 30)).toBe('2026-05-07');
  });

  it('refuses a negative or broken count', () => {
    expect(() => addBusinessDays('2026-03-13', -1)).toThrow(RangeError);
    expect(() => addBusinessDays('2026-03-13', 1.5)).toThrow(RangeError);
  });
});
