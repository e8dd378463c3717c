import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBankBusinessDay } from './holidays';
import { addDays, daysBetween } from './kernel';
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
  const policy = demoProduct.lateFee; // 60 days at most, on hold from 30

  it('charges nothing up to the last day to pay, then one day for each day since it', () => {
    // Due Saturday 14 March 2026: Sunday, then Monday the 16th is a bank holiday.
    expect(lateFeeDaysOn('2026-03-14', '2026-03-17', policy)).toEqual({
      lastDayToPay: '2026-03-17',
      overdueDays: 0,
      feeDays: 0,
      onHold: false,
    });
    // The 18th is the first day late: one fee, not four (the weekend and the holiday were free).
    expect(lateFeeDaysOn('2026-03-14', '2026-03-18', policy)).toEqual({
      lastDayToPay: '2026-03-17',
      overdueDays: 1,
      feeDays: 1,
      onHold: false,
    });
    expect(lateFeeDaysOn('2026-03-14', '2026-03-19', policy)).toMatchObject({ overdueDays: 2, feeDays: 2 });
    // With no holidays the Monday is the last day to pay, and Wednesday is two days late.
    expect(lateFeeDaysOn('2026-03-14', '2026-03-18', policy, [])).toMatchObject({
      lastDayToPay: '2026-03-16',
      overdueDays: 2,
    });
    expect(lateFeeDaysOn('2026-03-14', '2026-03-01', policy).feeDays).toBe(0);
  });

  it.each([
    // due date, day, last day to pay, days late
    ['2026-03-22', '2026-03-23', '2026-03-23', 0], // Sunday, paid on the Monday: on time
    ['2026-03-22', '2026-03-24', '2026-03-23', 1], // Sunday, paid on the Tuesday: one day, not two
    ['2026-03-18', '2026-03-18', '2026-03-18', 0], // Wednesday, paid that day
    ['2026-03-18', '2026-03-19', '2026-03-18', 1], // Wednesday, paid Thursday: as before the fix
    ['2026-04-02', '2026-04-06', '2026-04-06', 0], // Holy Thursday: Good Friday, the weekend, Monday
    ['2026-04-02', '2026-04-07', '2026-04-06', 1], // … then Tuesday is one day late, not five
    ['2026-04-04', '2026-04-07', '2026-04-06', 1], // Saturday of Holy Week
    ['2031-03-15', '2031-03-18', '2031-03-18', 0], // a year no list held: Saturday, then holiday Monday 17
    ['2031-03-15', '2031-03-19', '2031-03-18', 1],
    ['2031-04-10', '2031-04-15', '2031-04-14', 1], // Holy Thursday 2031
  ])('due %s, on %s: last day to pay %s, %i days late', (due, date, lastDay, days) => {
    expect(lateFeeDaysOn(due, date, policy)).toEqual({
      lastDayToPay: lastDay,
      overdueDays: days,
      feeDays: days,
      onHold: false,
    });
  });

  it('caps the days at maxDays and holds from onHoldAfterDays, both from the last day to pay', () => {
    const due = '2026-03-18'; // a Wednesday: its own last day to pay
    expect(lateFeeDaysOn(due, addDays(due, 29), policy)).toMatchObject({ feeDays: 29, onHold: false });
    expect(lateFeeDaysOn(due, addDays(due, 30), policy)).toMatchObject({ feeDays: 30, onHold: true });
    expect(lateFeeDaysOn(due, addDays(due, 75), policy)).toMatchObject({ overdueDays: 75, feeDays: 60 });
    // Due Saturday 14 March 2026, last day to pay Tuesday the 17th.
    const saturday = '2026-03-14';
    expect(lateFeeDaysOn(saturday, '2026-04-15', policy)).toMatchObject({ overdueDays: 29, onHold: false });
    expect(lateFeeDaysOn(saturday, '2026-04-16', policy)).toMatchObject({ overdueDays: 30, onHold: true });
    expect(lateFeeDaysOn(saturday, '2026-05-16', policy)).toMatchObject({ overdueDays: 60, feeDays: 60 });
    expect(lateFeeDaysOn(saturday, '2026-05-17', policy)).toMatchObject({ overdueDays: 61, feeDays: 60 });
    // On hold from 0 days still waits for the first day late.
    const eager = { maxDays: 60, onHoldAfterDays: 0 };
    expect(lateFeeDaysOn(saturday, '2026-03-17', eager).onHold).toBe(false);
    expect(lateFeeDaysOn(saturday, '2026-03-18', eager).onHold).toBe(true);
  });

  it('property: the fee days are 0 up to the last day to pay, then the capped days since it', () => {
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
          const overdue = date > lastDay ? daysBetween(lastDay, date) : 0;
          expect(days.overdueDays).toBe(overdue);
          expect(days.feeDays).toBe(Math.min(overdue, rule.maxDays));
          expect(days.onHold).toBe(overdue > 0 && overdue >= rule.onHoldAfterDays);
          // On a bank business day the count is the days since the due date, as it always was.
          if (isBankBusinessDay(due)) expect(days.overdueDays).toBe(Math.max(0, late));
        },
      ),
    );
  });
});
