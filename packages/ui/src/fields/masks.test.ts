import { describe, expect, it } from 'vitest';
import {
  cardMask,
  caretAfterFormat,
  clabeMask,
  codeMask,
  curpMask,
  dateDigitsToIso,
  dateMask,
  incomeMask,
  moneyMask,
  nameMask,
  passwordMask,
  phoneMask,
  wholePesosMask,
} from './masks';

describe('spec §5 masks', () => {
  it('names keep letters, accents and single spaces, up to 50', () => {
    expect(nameMask.parse('  José  María3 de la O')).toBe('José María de la O');
    expect(nameMask.parse('a'.repeat(60))).toHaveLength(50);
  });

  it('income is 1–6 digits starting 1–9', () => {
    expect(incomeMask.parse('0012a345678')).toBe('123456');
    expect(incomeMask.parse('000')).toBe('');
  });

  it('phone keeps 10 digits and shows +52 (000) 000-0000', () => {
    expect(phoneMask.parse('55 1234 5678')).toBe('5512345678');
    expect(phoneMask.parse('+52 55 1234 5678')).toBe('5512345678');
    expect(phoneMask.parse('+52 (52) 1234-5678')).toBe('5212345678');
    expect(phoneMask.parse('525512345678')).toBe('5512345678');
    expect(phoneMask.format('5512345678')).toBe('+52 (551) 234-5678');
    expect(phoneMask.format('551')).toBe('+52 (551');
    expect(phoneMask.format('')).toBe('');
    // typing a digit after the prefix keeps it
    expect(phoneMask.parse('+52 (5512')).toBe('5512');
  });

  it('money keeps pesos and centavos as typed (dot, thousands commas) after $, nothing else', () => {
    expect(moneyMask.parse('3219.24')).toBe('3219.24');
    expect(moneyMask.parse('$3,219.24')).toBe('3,219.24');
    expect(moneyMask.parse('$-25.50 MXN')).toBe('25.50');
    expect(moneyMask.parse('0007')).toBe('7');
    expect(moneyMask.parse('0.01')).toBe('0.01');
    // Kept so the field can say what to fix, never silently turned into 321924.
    expect(moneyMask.parse('3219,24')).toBe('3219,24');
    expect(moneyMask.parse('1.234')).toBe('1.234');
    expect(moneyMask.format('3219.24')).toBe('$3219.24');
    expect(moneyMask.format('')).toBe('');
    expect(moneyMask.inputMode).toBe('decimal');
  });

  it('whole pesos are an unsigned integer shown after $ (the calculator amount)', () => {
    expect(wholePesosMask.parse('$-3,000.50')).toBe('300050');
    expect(wholePesosMask.parse('0007')).toBe('7');
    expect(wholePesosMask.format('3000')).toBe('$3000');
  });

  it('card is 16 digits in fours; CLABE 18 grouped 3-3-11-1', () => {
    expect(cardMask.format(cardMask.parse('4152-3138-1234-5678-99'))).toBe('4152 3138 1234 5678');
    expect(clabeMask.format(clabeMask.parse('002010077777777771999'))).toBe('002 010 07777777777 1');
  });

  it('CURP is uppercased and follows 4 letters, 6 digits, 6 letters, 1 alphanumeric, 1 digit', () => {
    expect(curpMask.parse('hegg560427mvzrrl04')).toBe('HEGG560427MVZRRL04');
    expect(curpMask.parse('he1gg56')).toBe('HEGG56');
    expect(curpMask.parse('HEGG560427MVZRRL04EXTRA')).toBe('HEGG560427MVZRRL04');
  });

  it('password keeps up to 24 letters and digits; the SMS code its length in digits', () => {
    expect(passwordMask.parse('abc-123 XYZ'.repeat(4))).toBe('abc123XYZ'.repeat(4).slice(0, 24));
    expect(codeMask(3).parse('1a2b3c4')).toBe('123');
  });

  it('dates are typed dd.mm.aaaa and read as real calendar days', () => {
    expect(dateMask.format(dateMask.parse('15/03/1990'))).toBe('15.03.1990');
    expect(dateDigitsToIso('15031990')).toBe('1990-03-15');
    expect(dateDigitsToIso('29022023')).toBeNull();
    expect(dateDigitsToIso('29022024')).toBe('2024-02-29');
    expect(dateDigitsToIso('1503199')).toBeNull();
  });

  it('keeps the caret after the digit just typed, past separators', () => {
    // "551|" typed → "+52 (551" caret at end; then "5512" → "+52 (551) 2" caret after the 2
    expect(caretAfterFormat('+52 (5512', 9, '+52 (551) 2', phoneMask)).toBe(11);
    // a digit typed in the middle of a card number
    expect(caretAfterFormat('41592 3138', 5, '4159 2313 8', cardMask)).toBe(6);
    expect(caretAfterFormat('', 0, '', phoneMask)).toBe(0);
  });
});
