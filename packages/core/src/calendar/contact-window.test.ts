import { describe, expect, it } from 'vitest';
import { CoreError } from '../errors/core-error';
import {
  assertInsideContactWindow,
  contactHoursOn,
  DEFAULT_CONTACT_WINDOW,
  isInsideContactWindow,
  nextContactWindowOpening,
} from './contact-window';
import { isMexicanHoliday } from './holidays';

// Mexico City is UTC−6 all year (no daylight saving time since October 2022).
const at = (mexicoCity: string): Date => new Date(`${mexicoCity}-06:00`);

describe('the contact window (ADR 132)', () => {
  it('allows Monday to Friday from 07:00 up to 22:00 in Mexico City', () => {
    expect(isInsideContactWindow(at('2026-11-25T07:00:00'))).toBe(true);
    expect(isInsideContactWindow(at('2026-11-25T21:59:59'))).toBe(true);
    expect(isInsideContactWindow(at('2026-11-25T06:59:59'))).toBe(false);
    expect(isInsideContactWindow(at('2026-11-25T22:00:00'))).toBe(false);
  });

  it('reads the Mexico City clock, not UTC', () => {
    // 03:00 UTC on Thursday is 21:00 on Wednesday in Mexico City.
    expect(isInsideContactWindow(new Date('2026-11-26T03:00:00Z'))).toBe(true);
    // 13:00 UTC on Saturday is 07:00 on Saturday in Mexico City: closed by default.
    expect(isInsideContactWindow(new Date('2026-11-28T13:00:00Z'))).toBe(false);
  });

  it('is closed on weekends and holidays by default', () => {
    expect(isInsideContactWindow(at('2026-11-28T10:00:00'))).toBe(false); // Saturday
    expect(isInsideContactWindow(at('2026-11-29T10:00:00'))).toBe(false); // Sunday
    expect(isMexicanHoliday('2026-12-25')).toBe(true);
    expect(isInsideContactWindow(at('2026-12-25T10:00:00'))).toBe(false); // Friday, Christmas
    expect(contactHoursOn('2026-11-16')).toBeNull(); // Revolution Day, a Monday
  });

  it('takes configured weekend hours', () => {
    const rules = { ...DEFAULT_CONTACT_WINDOW, saturday: { from: '09:00', to: '14:00' } };
    expect(isInsideContactWindow(at('2026-11-28T10:00:00'), rules)).toBe(true);
    expect(isInsideContactWindow(at('2026-11-28T14:00:00'), rules)).toBe(false);
    expect(isInsideContactWindow(at('2026-11-29T10:00:00'), rules)).toBe(false);
  });

  it('finds the next opening: later today, the next weekday, past a holiday', () => {
    expect(nextContactWindowOpening(at('2026-11-25T05:00:00')).toISOString()).toBe(
      '2026-11-25T13:00:00.000Z',
    );
    expect(nextContactWindowOpening(at('2026-11-25T23:00:00')).toISOString()).toBe(
      '2026-11-26T13:00:00.000Z',
    );
    // Friday night → Monday 07:00.
    expect(nextContactWindowOpening(at('2026-11-27T22:30:00')).toISOString()).toBe(
      '2026-11-30T13:00:00.000Z',
    );
    // Thursday 24 December at night → Christmas is closed → Monday 28 December.
    expect(nextContactWindowOpening(at('2026-12-24T22:30:00')).toISOString()).toBe(
      '2026-12-28T13:00:00.000Z',
    );
    const inside = at('2026-11-25T12:00:00');
    expect(nextContactWindowOpening(inside)).toBe(inside);
  });

  it('refuses outside the window with outside_contact_window and when it opens again', () => {
    expect(() => assertInsideContactWindow(at('2026-11-25T12:00:00'))).not.toThrow();
    try {
      assertInsideContactWindow(at('2026-11-28T10:00:00'));
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(CoreError);
      expect((error as CoreError).code).toBe('outside_contact_window');
      expect((error as CoreError).options.params).toEqual({ opensAt: '30.11.2026 07:00' });
    }
  });

  it('says so when the rules close every day', () => {
    const closed = { weekdays: null, saturday: null, sunday: null, holidays: null };
    expect(() => nextContactWindowOpening(at('2026-11-25T12:00:00'), closed)).toThrow(/close every day/);
  });
});
