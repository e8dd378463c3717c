import { afterEach, describe, expect, it } from 'vitest';
import {
  daysBetween,
  formatCat,
  formatClabe,
  formatDate,
  formatDateTime,
  formatDueIn,
  formatLongDate,
  formatMoney,
  formatMoneyInput,
  formatPercent,
  formatPesos,
  formatPhone,
  formatRelativeDays,
  maskClabe,
  maskPhone,
  nationalPhoneDigits,
  parseDisplayDate,
  parseMoneyInput,
  toApiDate,
} from './index';

describe('formatMoney ($, es-MX, thousands grouped with a comma)', () => {
  it('always shows two decimals, so $3,000.00 never stands beside $3000', () => {
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(formatMoney(150000)).toBe('$1,500.00');
    expect(formatMoney(150050)).toBe('$1,500.50');
    expect(formatMoney(321924)).toBe('$3,219.24');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(1)).toBe('$0.01');
    expect(formatMoney(0)).toBe('$0.00');
  });
  it('groups thousands from four digits, never below', () => {
    expect(formatMoney(99999)).toBe('$999.99');
    expect(formatMoney(100000)).toBe('$1,000.00');
    expect(formatMoney(100000000)).toBe('$1,000,000.00');
    expect(formatMoney(123456789012)).toBe('$1,234,567,890.12');
  });
  it('shows negatives with a leading minus, grouped too', () => {
    expect(formatMoney(-5050)).toBe('-$50.50');
    expect(formatMoney(-100)).toBe('-$1.00');
    expect(formatMoney(-500)).toBe('-$5.00');
    expect(formatMoney(-321924)).toBe('-$3,219.24');
  });
  it('is exact for every centavo of large amounts (no floating point)', () => {
    expect(formatMoney(900719925474099)).toBe('$9,007,199,254,740.99');
    for (let c = 0; c < 100; c++)
      expect(formatMoney(100_000_000 + c).endsWith(c === 0 ? '0' : String(c % 100).padStart(2, '0'))).toBe(
        true,
      );
  });
  it('refuses what is not integer centavos', () => {
    expect(() => formatMoney(12.5)).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
  });
  it('reads API pesos', () => {
    expect(formatPesos(1234.5)).toBe('$1,234.50');
    expect(formatPesos(0.1 + 0.2)).toBe('$0.30');
    expect(formatPesos(3000)).toBe('$3,000.00');
  });
  it('is read back by parseMoneyInput (a shown amount pasted into a field)', () => {
    for (const centavos of [1, 2550, 100000, 321924, 100000000])
      expect(parseMoneyInput(formatMoney(centavos))).toEqual({ ok: true, centavos });
  });
});

describe('parseMoneyInput: pesos and centavos as typed, read exactly', () => {
  it.each([
    ['25.50', 2550],
    ['25.5', 2550],
    ['3,219.24', 321924],
    ['3219.24', 321924],
    ['0.01', 1],
    ['3219', 321900],
    ['$3,219.24', 321924],
    ['  $ 1,000,000.05 ', 100000005],
    ['.50', 50],
    ['0', 0],
    ['007.10', 710],
    ['0.29', 29],
    ['1.13', 113],
    ['9999999999999.99', 999999999999999],
  ])('reads %j as %i centavos', (typed, centavos) => {
    expect(parseMoneyInput(typed)).toEqual({ ok: true, centavos });
  });
  it.each([
    ['1.234', 'decimals'],
    ['3219.245', 'decimals'],
    ['3219,24', 'comma'],
    ['1,5', 'comma'],
    ['1.234,56', 'comma'],
    ['3,219,24', 'comma'],
    ['-5', 'format'],
    ['abc', 'format'],
    ['12a', 'format'],
    ['3,21', 'comma'],
    ['32,19.24', 'format'],
    ['1,2345', 'format'],
    ['.', 'format'],
    ['3219.', 'format'],
    ['1e3', 'format'],
    ['10000000000000', 'format'],
    ['', 'empty'],
    ['  $ ', 'empty'],
  ])('refuses %j (%s), never guessing', (typed, problem) => {
    expect(parseMoneyInput(typed)).toEqual({ ok: false, problem });
  });
  it('reads every centavo of a peso exactly (no float multiplication)', () => {
    for (let c = 0; c < 100; c++) {
      const typed = `4019.${String(c).padStart(2, '0')}`;
      expect(parseMoneyInput(typed)).toEqual({ ok: true, centavos: 401900 + c });
    }
  });
  it('reads back what formatMoneyInput writes (plain digits, never grouped: it is a field value)', () => {
    expect(formatMoneyInput(321924)).toBe('3219.24');
    expect(formatMoneyInput(150000)).toBe('1500');
    expect(formatMoneyInput(100000000)).toBe('1000000');
    expect(formatMoneyInput(1)).toBe('0.01');
    expect(formatMoneyInput(2550)).toBe('25.50');
    for (const centavos of [0, 1, 99, 100, 2550, 321924, 999999999999999])
      expect(parseMoneyInput(formatMoneyInput(centavos))).toEqual({ ok: true, centavos });
    expect(() => formatMoneyInput(0.5)).toThrow(RangeError);
  });
});

describe('percentages', () => {
  it('one decimal by default, es-MX', () => {
    expect(formatPercent(57.36)).toBe('57.4%');
    expect(formatPercent(16, { decimals: 0 })).toBe('16%');
    expect(formatPercent(1234.5)).toBe('1,234.5%');
  });
  it('groups thousands like money, keeping the decimals asked for', () => {
    expect(formatPercent(999.94)).toBe('999.9%');
    expect(formatPercent(14364.12)).toBe('14,364.1%');
    expect(formatPercent(1000, { decimals: 0 })).toBe('1,000%');
    expect(formatPercent(1234567.891, { decimals: 2 })).toBe('1,234,567.89%');
    expect(formatPercent(-1500)).toBe('-1,500.0%');
  });
  it('CAT with one decimal and "sin IVA"', () => {
    expect(formatCat(1234.56)).toBe('1,234.6% sin IVA');
    expect(formatCat(14364.1)).toBe('14,364.1% sin IVA');
    expect(formatCat(0)).toBe('0.0% sin IVA');
  });
  it('refuses bad input', () => {
    expect(() => formatPercent(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => formatPercent(1, { decimals: 1.5 })).toThrow(RangeError);
  });
});

const ZONES = [
  'UTC',
  'Asia/Tokyo',
  'Pacific/Kiritimati',
  'America/Los_Angeles',
  'Pacific/Pago_Pago',
  'Europe/Madrid',
];
const originalTz = process.env.TZ;

describe.each(ZONES)('dates in the Mexico City clock with the host in %s', (zone) => {
  afterEach(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  it('shows dd.mm.yyyy and sends YYYY-MM-DD for the Mexico City calendar day', () => {
    process.env.TZ = zone;
    // 05:30 UTC on the 22nd is 23:30 on the 21st in Mexico City (UTC-6, no DST since 2022).
    const late = new Date('2026-03-22T05:30:00Z');
    expect(formatDate(late)).toBe('21.03.2026');
    expect(toApiDate(late)).toBe('2026-03-21');
    expect(formatDateTime(late)).toBe('21.03.2026 23:30');
    expect(formatDate(late.getTime())).toBe('21.03.2026');
    // 06:00 UTC is midnight in Mexico City: the next day.
    expect(toApiDate('2026-03-22T06:00:00Z')).toBe('2026-03-22');
  });

  it('never shifts a calendar date', () => {
    process.env.TZ = zone;
    expect(formatDate('2026-01-01')).toBe('01.01.2026');
    expect(toApiDate('2026-12-31')).toBe('2026-12-31');
    expect(formatLongDate('2026-03-21')).toBe('21 de marzo de 2026');
  });

  it('counts due days on the Mexico City calendar', () => {
    process.env.TZ = zone;
    expect(formatDueIn('2026-03-24', new Date('2026-03-22T05:30:00Z'))).toBe('vence en 3 días');
  });
});

describe('calendar dates', () => {
  it('refuses impossible dates', () => {
    expect(() => formatDate('2026-02-30')).toThrow(RangeError);
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });
  it('parses what people type', () => {
    expect(parseDisplayDate('21.03.2026')).toBe('2026-03-21');
    expect(parseDisplayDate('21/03/2026')).toBe('2026-03-21');
    expect(parseDisplayDate(' 29.02.2024 ')).toBe('2024-02-29');
    expect(parseDisplayDate('29.02.2026')).toBeUndefined();
    expect(parseDisplayDate('2026-03-21')).toBeUndefined();
  });
  it('counts days across months and years', () => {
    expect(daysBetween('2025-12-30', '2026-01-02')).toBe(3);
    expect(daysBetween('2026-03-02', '2026-02-27')).toBe(-3);
  });
});

describe('relative phrases', () => {
  it('reads due dates the way people say them', () => {
    const today = '2026-03-21';
    expect(formatDueIn('2026-03-21', today)).toBe('vence hoy');
    expect(formatDueIn('2026-03-22', today)).toBe('vence mañana');
    expect(formatDueIn('2026-03-24', today)).toBe('vence en 3 días');
    expect(formatDueIn('2026-03-20', today)).toBe('venció ayer');
    expect(formatDueIn('2026-03-19', today)).toBe('venció hace 2 días');
  });
  it('says days', () => {
    expect(formatRelativeDays(0)).toBe('hoy');
    expect(formatRelativeDays(30)).toBe('en 30 días');
    expect(formatRelativeDays(-7)).toBe('hace 7 días');
    expect(formatRelativeDays(1_000_000)).toBe('en 1000000 de días');
    expect(() => formatRelativeDays(1.5)).toThrow(RangeError);
  });
});

describe('phones', () => {
  it('formats two-digit area codes as +52 (55) 1234-5678', () => {
    expect(formatPhone('5512345678')).toBe('+52 (55) 1234-5678');
    expect(formatPhone('+52 55 1234 5678')).toBe('+52 (55) 1234-5678');
    expect(formatPhone('5215512345678')).toBe('+52 (55) 1234-5678');
    expect(formatPhone('3312345678')).toBe('+52 (33) 1234-5678');
    expect(formatPhone('8112345678')).toBe('+52 (81) 1234-5678');
  });
  it('formats three-digit area codes as +52 (222) 123-4567', () => {
    expect(formatPhone('2221234567')).toBe('+52 (222) 123-4567');
  });
  it('masks all but the last four digits', () => {
    expect(maskPhone('5512345678')).toBe('+52 (••) ••••-5678');
    expect(maskPhone('2221234567')).toBe('+52 (•••) •••-4567');
  });
  it('refuses what is not a Mexican mobile', () => {
    expect(nationalPhoneDigits('12345')).toBeUndefined();
    expect(nationalPhoneDigits('55-1234-567a')).toBeUndefined();
    expect(() => formatPhone('123')).toThrow(RangeError);
  });
});

describe('CLABE', () => {
  it('groups bank, plaza, account and check digit', () => {
    expect(formatClabe('002010077777777771')).toBe('002 010 07777777777 1');
    expect(formatClabe('002 010 07777777777 1')).toBe('002 010 07777777777 1');
    expect(maskClabe('002010077777777771')).toBe('•••• 7771');
  });
  it('refuses what is not 18 digits', () => {
    expect(() => formatClabe('12345')).toThrow(RangeError);
    expect(() => maskClabe('00201007777777777a')).toThrow(RangeError);
  });
});
