import { BankListSchema, PaymentScheduleSchema } from '@lender/contracts';
import { describe, expect, it } from 'vitest';
import { salvage } from './salvage';

const money = (amount: number) => ({ amount, currency: 'MXN' });
const invoice = (id: number, dueDate: string) => ({
  id,
  status: 'unpaid',
  dueDate,
  principal: money(3000),
  interest: money(300),
  fees: money(0),
  vat: money(48),
  lateFees: money(0),
  lateFeesVat: money(0),
  total: money(3348),
  paid: money(0),
  outstanding: money(3348),
});

describe('salvage (one bad row never takes a page down)', () => {
  it('leaves out the rows of a list that fail, named by their place and id, and keeps the rest', () => {
    const read = salvage(BankListSchema, [
      { code: '002', name: 'BANAMEX', enabled: true },
      { code: 2, name: 'BROKEN', enabled: true, id: 7 },
      { code: '012', name: 'BBVA', enabled: 'yes' },
      { code: '014', name: 'SANTANDER', enabled: true },
    ]);
    expect(read?.data).toEqual([
      { code: '002', name: 'BANAMEX', enabled: true },
      { code: '014', name: 'SANTANDER', enabled: true },
    ]);
    expect(read?.invalid.map(({ path, id }) => ({ path, id }))).toEqual([
      { path: '2', id: undefined },
      { path: '1', id: 7 },
    ]);
    expect(read?.invalid[1]?.issues[0]).toMatch(/^1\.code: /);
  });

  it('leaves out the element of an inner list, not the record that holds it', () => {
    const read = salvage(PaymentScheduleSchema, {
      loanId: 4,
      invoices: [invoice(1, '2026-11-25'), invoice(2, '2026-11-25,2026-12-09'), invoice(3, '2026-12-09')],
      total: money(6696),
      outstanding: money(6696),
    });
    expect(
      (read?.data as { invoices: Array<{ id: number }> } | undefined)?.invoices.map((i) => i.id),
    ).toEqual([1, 3]);
    expect(read?.invalid).toEqual([
      { path: 'invoices.1', id: 2, issues: [expect.stringMatching(/^invoices\.1\.dueDate: /)] },
    ]);
  });

  it('keeps the original places when rows of two rounds are left out', () => {
    const rows = Array.from({ length: 6 }, (_, index) => ({
      code: `00${index}`,
      name: `B${index}`,
      enabled: true,
    }));
    rows[1] = { ...rows[1], enabled: 'no' } as never;
    rows[4] = { ...rows[4], code: 4 } as never;
    const read = salvage(BankListSchema, rows);
    expect(read?.invalid.map((item) => item.path).sort()).toEqual(['1', '4']);
    expect(read?.data).toHaveLength(4);
  });

  it('cannot read a record whose own required field is wrong', () => {
    expect(
      salvage(PaymentScheduleSchema, {
        loanId: 'four',
        invoices: [],
        total: money(0),
        outstanding: money(0),
      }),
    ).toBe(undefined);
    expect(salvage(BankListSchema, { not: 'a list' })).toBe(undefined);
  });
});
