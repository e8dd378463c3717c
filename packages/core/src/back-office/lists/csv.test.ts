import { describe, expect, it } from 'vitest';
import { csvCell, mexicoCityTimestamp, pesosCell, toCsv } from './csv';

describe('CSV of the back-office exports', () => {
  it('quotes commas, quotes and line breaks; CRLF line ends; a header row', () => {
    const csv = toCsv<{ a: string; b: number | null }>(
      [
        ['name', (row) => row.a],
        ['amount', (row) => row.b],
      ],
      [
        { a: 'López, Ana', b: 12 },
        { a: 'say "hi"\nbye', b: null },
      ],
    );
    expect(csv).toBe('name,amount\r\n"López, Ana",12\r\n"say ""hi""\nbye",\r\n');
  });

  it('defuses formulas but keeps negative numbers', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+52 55****1234')).toBe("'+52 55****1234");
    expect(csvCell('@sum')).toBe("'@sum");
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(true)).toBe('true');
  });

  it('writes money as every screen does (formatMoney: $, thousands grouped, two decimals)', () => {
    expect(pesosCell(123456)).toBe('$1,234.56');
    expect(pesosCell(5)).toBe('$0.05');
    expect(pesosCell(-250_00)).toBe('-$250.00');
    expect(csvCell(pesosCell(-250_00))).toBe('-$250.00');
    expect(pesosCell(null)).toBe('');
  });

  it('keeps a grouped amount in one cell: quoted, so its thousands comma is no column', () => {
    expect(csvCell(pesosCell(100_000_000))).toBe('"$1,000,000.00"');
    expect(csvCell(pesosCell(-321_924))).toBe('"-$3,219.24"');
    expect(csvCell(pesosCell(99_999))).toBe('$999.99');
    // A grouped negative amount is still data, not a formula; a comma anywhere else is not an amount.
    expect(csvCell('-1,2,3')).toBe(`"'-1,2,3"`);
    expect(csvCell('-$1,23.00')).toBe(`"'-$1,23.00"`);
  });

  it('writes times in Mexico City with the offset', () => {
    expect(mexicoCityTimestamp('2026-11-25T16:30:05.123Z')).toBe('2026-11-25T10:30:05-06:00');
    expect(mexicoCityTimestamp('2026-01-01T05:59:00Z')).toBe('2025-12-31T23:59:00-06:00');
    expect(mexicoCityTimestamp(null)).toBe('');
  });
});
