import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBankBusinessDay } from './holidays';
import { addDays } from './kernel';
import { dailyLateFee, lateFeeDays, lateFeeDaysOn } from './late-fee';
import { demoProduct } from './product';

describe('dailyLateFee', () => {
  it.each([
    // principal, dailyBps, vatPercent → without IVA, IVA
    [3_000_00, 50, 16, 1_500, 240],
    [1_000_00, 50, 16, 500, 80],
    // 0.5 % of $1,234.57 is 617.285 centavos: half up once, then IVA on the rounded fee.
    [1_234_57, 50, 16, 617, 99],
    [1_234_57, 75, 16, 926, 148],
    [1_000_00, 0, 16, 0, 0],
    [3_000_00, 50, 0, 1_500, 0],
  ])('%i centavos at %i bp a day, %i %% IVA: %i + %i', (principal, dailyBps, vatPercent, withoutVat, vat) => {
    expect(dailyLateFee(principal, { dailyBps }, vatPercent)).toEqual({
      withoutVat,
      vat,
      total: withoutVat + vat,
    });
  });

  it('reads the demo product: 0.5 % of the principal a day plus 16 % IVA', () => {
    expect(dailyLateFee(4_000_00, demoProduct.lateFee, demoProduct.vatPercent)).toEqual({
      withoutVat: 2_000,
      vat: 320,
      total: 2_320,
    });
  });

  it('is whole centavos, rounded once each, and never negative (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_00 }),
        fc.integer({ min: 0, max: 1_000 }),
        fc.integer({ min: 0, max: 30 }),
        (principal, dailyBps, vatPercent) => {
          const fee = dailyLateFee(principal, { dailyBps }, vatPercent);
          expect(Number.isSafeInteger(fee.withoutVat) && Number.isSafeInteger(fee.vat)).toBe(true);
          expect(Math.abs(fee.withoutVat - (principal * dailyBps) / 10_000)).toBeLessThanOrEqual(0.5);
          expect(Math.abs(fee.vat - (fee.withoutVat * vatPercent) / 100)).toBeLessThanOrEqual(0.5);
          expect(fee.total).toBe(fee.withoutVat + fee.vat);
          expect(fee.vat).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('lateFeeDays', () => {
  it.each([
    [0, 60, 0],
    [1, 60, 1],
    [60, 60, 60],
    [61, 60, 60],
    [10, 5, 5],
    [-3, 60, 0],
  ])('%i days overdue with at most %i days: %i', (overdue, maxDays, days) => {
    expect(lateFeeDays(overdue, { maxDays })).toBe(days);
  });
});

describe('lateFeeDaysOn: the late-fee day rule', () => {
  const policy = demoProduct.lateFee;

  it('charges nothing up to the last day to pay, then every day since the due date', () => {
    // Due Saturday 14 March 2026: Sunday, then Monday the 16th is a bank holiday.
    expect(lateFeeDaysOn('2026-03-14', '2026-03-17', policy)).toEqual({
      lastDayToPay: '2026-03-17',
      overdueDays: 0,
      feeDays: 0,
      onHold: false,
    });
    expect(lateFeeDaysOn('2026-03-14', '2026-03-18', policy)).toEqual({
      lastDayToPay: '2026-03-17',
      overdueDays: 4,
      feeDays: 4,
      onHold: false,
    });
    expect(lateFeeDaysOn('2026-03-14', '2026-03-18', policy, []).lastDayToPay).toBe('2026-03-16');
    expect(lateFeeDaysOn('2026-03-14', '2026-03-01', policy).feeDays).toBe(0);
  });

  it('caps the days at maxDays and holds from onHoldAfterDays', () => {
    const due = '2026-03-18';
    expect(lateFeeDaysOn(due, addDays(due, 29), policy)).toMatchObject({ feeDays: 29, onHold: false });
    expect(lateFeeDaysOn(due, addDays(due, 30), policy)).toMatchObject({ feeDays: 30, onHold: true });
    expect(lateFeeDaysOn(due, addDays(due, 75), policy)).toMatchObject({ overdueDays: 75, feeDays: 60 });
  });

  it('property: the fee days are 0 until the last day to pay, then the capped days since the due date', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3_000 }),
        fc.integer({ min: -5, max: 120 }),
        fc.record({
          maxDays: fc.integer({ min: 0, max: 90 }),
          onHoldAfterDays: fc.integer({ min: 0, max: 60 }),
        }),
        (offset, late, rule) => {
          const due = addDays('2025-12-01', offset);
          const date = addDays(due, late);
          const days = lateFeeDaysOn(due, date, rule);
          let lastDay = due;
          while (!isBankBusinessDay(lastDay)) lastDay = addDays(lastDay, 1);
          expect(days.lastDayToPay).toBe(lastDay);
          const overdue = date > lastDay ? late : 0;
          expect(days.overdueDays).toBe(overdue);
          expect(days.feeDays).toBe(Math.min(overdue, rule.maxDays));
          expect(days.onHold).toBe(overdue > 0 && overdue >= rule.onHoldAfterDays);
        },
      ),
    );
  });
});
