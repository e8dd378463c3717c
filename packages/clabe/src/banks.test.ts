import { describe, expect, it } from 'vitest';
import { banks, findBank, withBanks } from './banks';

describe('banks', () => {
  it('has one entry per three-digit code, sorted by code', () => {
    const codes = banks.map((bank) => bank.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((code) => /^\d{3}$/.test(code))).toBe(true);
    expect([...codes].sort()).toEqual(codes);
  });

  it('derives each code from the last three digits of its SPEI key', () => {
    for (const bank of banks) {
      if (bank.speiKey === undefined) {
        expect(bank.legacy, `${bank.code} has no key, so it must be legacy`).toBe(true);
      } else {
        expect(bank.speiKey).toMatch(/^\d{4,5}$/);
        expect(bank.speiKey.slice(-3)).toBe(bank.code);
      }
    }
  });

  it.each([
    ['001', 'BANXICO', '2001'],
    ['002', 'BANAMEX', '40002'],
    ['012', 'BBVA MEXICO', '40012'],
    ['014', 'SANTANDER', '40014'],
    ['072', 'BANORTE', '40072'],
    ['127', 'AZTECA', '40127'],
    ['166', 'BaBien', '37166'],
    ['638', 'NUBANK', '40638'],
    ['646', 'STP', '90646'],
    ['714', 'PPBALANCEMX', '90714'],
    ['715', 'CASHI CUENTA', '90715'],
    ['720', 'MexPago', '90720'],
    ['722', 'Mercado Pago W', '90722'],
    ['725', 'COOPDESARROLLO', '90725'],
    ['727', 'TRANSFER DIRECT', '90727'],
    ['729', 'Dep y Pag Dig', '90729'],
    ['730', 'Clip', '90730'],
    ['738', 'FINTOC', '90738'],
  ])('lists current participant %s %s (SPEI key %s)', (code, name, speiKey) => {
    expect(findBank(code)).toEqual({ code, name, speiKey, legacy: false });
  });

  it.each([
    ['846', 'STP'],
    ['812', 'BBVA BANCOMER2'],
    ['143', 'CIBANCO'],
    ['131', 'FAMSA'],
  ])('marks %s (%s) as legacy', (code, name) => {
    expect(findBank(code)).toMatchObject({ code, name, legacy: true });
  });

  it('is frozen so no caller can change the shared catalog', () => {
    expect(Object.isFrozen(banks)).toBe(true);
    expect(Object.isFrozen(banks[0])).toBe(true);
  });

  it('knows no bank 000 or 999', () => {
    expect(findBank('000')).toBeUndefined();
    expect(findBank('999')).toBeUndefined();
  });
});

describe('withBanks', () => {
  it('adds banks without touching the built-in catalog', () => {
    const catalog = withBanks([{ code: '799', name: 'NEW PAY', speiKey: '90799' }]);
    expect(findBank('799', catalog)).toEqual({
      code: '799',
      name: 'NEW PAY',
      speiKey: '90799',
      legacy: false,
    });
    expect(findBank('799')).toBeUndefined();
    expect(catalog.length).toBe(banks.length + 1);
    expect(catalog.map((bank) => bank.code)).toEqual([...catalog.map((bank) => bank.code)].sort());
  });

  it('replaces a built-in bank with the same code', () => {
    const catalog = withBanks([{ code: '646', name: 'STP (renamed)', speiKey: '90646' }]);
    expect(findBank('646', catalog)?.name).toBe('STP (renamed)');
    expect(catalog.length).toBe(banks.length);
  });

  it('extends a catalog other than the built-in one', () => {
    const base = withBanks([{ code: '798', name: 'ONE' }]);
    const catalog = withBanks([{ code: '799', name: 'TWO', legacy: true }], base);
    expect(findBank('798', catalog)?.name).toBe('ONE');
    expect(findBank('799', catalog)).toEqual({ code: '799', name: 'TWO', legacy: true });
  });

  it.each([
    [{ code: '79', name: 'SHORT' }],
    [{ code: '79a', name: 'LETTER' }],
    [{ code: '799', name: '' }],
    [{ code: '799', name: 'KEY', speiKey: '90798' }],
    [{ code: '799', name: 'KEY', speiKey: '123799' }],
    [{ code: '799', name: 'KEY', speiKey: 'A0799' }],
  ])('rejects a malformed bank %j', (bank) => {
    expect(() => withBanks([bank])).toThrow(TypeError);
  });
});
