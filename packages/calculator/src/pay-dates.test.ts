import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountLimits } from './amount';
import { calculatorReducer, initialCalculatorState, selectPayDateOptions } from './calculator-state';
import {
  addDays,
  addMonthsClamped,
  daysBetween,
  daysInMonth,
  formatDate,
  parseDate,
} from './internal/calendar';
import { InvalidDateError } from './invalid-date-error';
import {
  declaredPayDateOptions,
  defaultPayCycle,
  defaultPayDate,
  matchPayDateOption,
  onDeclaredPayDays,
  PAY_CYCLES,
  type PayCycle,
  payDateOptions,
  SEMI_MONTHLY_PAY_DAYS,
} from './pay-dates';
import { demoProduct } from './product';

const values = (cycle: PayCycle, today: string) => payDateOptions(cycle, today).map((option) => option.value);

// Any calendar day from 1901 to 2199, as an API date; leap days and month ends come up often
// enough through the explicit tables below.
const apiDates = fc
  .date({ min: new Date(Date.UTC(1901, 0, 1)), max: new Date(Date.UTC(2199, 11, 31)), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const monthEnds = fc
  .record({
    year: fc.integer({ min: 1901, max: 2199 }),
    month: fc.integer({ min: 1, max: 12 }),
    back: fc.nat(2),
  })
  .map(({ year, month, back }) => formatDate({ year, month, day: daysInMonth(year, month) - back }));
const todays = fc.oneof(apiDates, monthEnds);

describe('weekly and biweekly options (spec §4)', () => {
  it('lists the next 7 days from tomorrow, each with the date a week later', () => {
    expect(payDateOptions('weekly', '2024-02-26')).toEqual(
      ['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01', '2024-03-02', '2024-03-03', '2024-03-04'].map(
        (date, index) => ({
          value: `${date},${addDays(date, 7)}`,
          dates: [date, addDays(date, 7)],
          label: {
            key: 'calculator.payDate.weekly',
            params: {
              date,
              weekday: ['tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'monday'][index],
            },
          },
        }),
      ),
    );
  });

  it.each([
    ['2024-12-31', '2025-01-01,2025-01-08', '2025-01-07,2025-01-14'],
    ['2023-02-27', '2023-02-28,2023-03-07', '2023-03-06,2023-03-13'],
    ['2024-02-28', '2024-02-29,2024-03-07', '2024-03-06,2024-03-13'],
  ])('weekly from %s: first %s, last %s', (today, first, last) => {
    const list = values('weekly', today);
    expect(list).toHaveLength(7);
    expect(list[0]).toBe(first);
    expect(list[6]).toBe(last);
  });

  it.each([
    ['2024-02-20', '2024-02-21,2024-03-06', '2024-03-05,2024-03-19'],
    ['2023-12-25', '2023-12-26,2024-01-09', '2024-01-08,2024-01-22'],
  ])('biweekly from %s: first %s, last %s', (today, first, last) => {
    const options = payDateOptions('biweekly', today);
    expect(options).toHaveLength(14);
    expect(options[0]?.value).toBe(first);
    expect(options[13]?.value).toBe(last);
    expect(options[0]?.label).toEqual({
      key: 'calculator.payDate.biweekly',
      params: { date: first.slice(0, 10), weekday: today === '2024-02-20' ? 'wednesday' : 'tuesday' },
    });
  });
});

describe('semi-monthly options (spec §4)', () => {
  it.each([
    [
      '2024-01-31',
      [
        '2024-02-05,2024-02-20',
        '2024-02-10,2024-02-25',
        '2024-02-13,2024-02-28',
        '2024-02-14,2024-02-29',
        '2024-02-15,2024-02-29',
      ],
    ],
    [
      '2023-02-14',
      [
        '2023-02-20,2023-03-05',
        '2023-02-25,2023-03-10',
        '2023-02-28,2023-03-13',
        '2023-02-28,2023-03-14',
        '2023-02-15,2023-02-28',
      ],
    ],
    [
      '2024-03-05',
      [
        '2024-03-20,2024-04-05',
        '2024-03-10,2024-03-25',
        '2024-03-13,2024-03-28',
        '2024-03-14,2024-03-29',
        '2024-03-15,2024-03-30',
      ],
    ],
    [
      '2024-12-30',
      [
        '2025-01-05,2025-01-20',
        '2025-01-10,2025-01-25',
        '2025-01-13,2025-01-28',
        '2025-01-14,2025-01-29',
        '2025-01-15,2025-01-30',
      ],
    ],
    [
      '2024-04-30',
      [
        '2024-05-05,2024-05-20',
        '2024-05-10,2024-05-25',
        '2024-05-13,2024-05-28',
        '2024-05-14,2024-05-29',
        '2024-05-15,2024-05-30',
      ],
    ],
  ])('from %s the pairs give %j', (today, expected) => {
    expect(values('semi_monthly', today)).toEqual(expected);
  });

  it('labels each option by its pair', () => {
    expect(payDateOptions('semi_monthly', '2024-01-01').map((option) => option.label)).toEqual(
      SEMI_MONTHLY_PAY_DAYS.map(([first, second]) => ({
        key: 'calculator.payDate.semiMonthly',
        params: { first, second },
      })),
    );
  });

  it('gives the next two pay days of the pair strictly after today', () => {
    fc.assert(
      fc.property(todays, (today) => {
        payDateOptions('semi_monthly', today).forEach((option, index) => {
          const [a, b] = SEMI_MONTHLY_PAY_DAYS[index] ?? [0, 0];
          const payDays: string[] = [];
          for (let date = addDays(today, 1); payDays.length < 2; date = addDays(date, 1)) {
            const { year, month, day } = parseDate(date);
            const last = daysInMonth(year, month);
            if (day === Math.min(a, last) || day === Math.min(b, last)) payDays.push(date);
          }
          expect(option.dates).toEqual(payDays);
        });
      }),
      { numRuns: 200 },
    );
  });
});

describe('monthly options (spec §4)', () => {
  it('lists the days after today to the month end, then the next month up to the same day', () => {
    const options = payDateOptions('monthly', '2024-01-15');
    expect(options).toHaveLength(31);
    expect(options[0]).toEqual({
      value: '2024-01-16,2024-02-16',
      dates: ['2024-01-16', '2024-02-16'],
      label: { key: 'calculator.payDate.monthly', params: { day: 16, date: '2024-01-16' } },
    });
    expect(options.map((option) => option.label.params)).toContainEqual({ day: 1, date: '2024-02-01' });
    expect(options.at(-1)?.value).toBe('2024-02-15,2024-03-15');
  });

  it.each([
    ['2024-01-31', 29, '2024-02-01,2024-03-01', '2024-02-29,2024-03-29'],
    ['2023-01-31', 28, '2023-02-01,2023-03-01', '2023-02-28,2023-03-28'],
    ['2024-02-29', 29, '2024-03-01,2024-04-01', '2024-03-29,2024-04-29'],
    ['2024-03-31', 30, '2024-04-01,2024-05-01', '2024-04-30,2024-05-30'],
    ['2024-12-31', 31, '2025-01-01,2025-02-01', '2025-01-31,2025-02-28'],
    ['2024-01-30', 30, '2024-01-31,2024-02-29', '2024-02-29,2024-03-29'],
  ])('from %s: %i options, first %s, last %s', (today, count, first, last) => {
    const list = values('monthly', today);
    expect(list).toHaveLength(count);
    expect(list[0]).toBe(first);
    expect(list.at(-1)).toBe(last);
  });

  it('pairs each day with the same day a month later, clamped to the month end', () => {
    fc.assert(
      fc.property(todays, (today) => {
        const options = payDateOptions('monthly', today);
        expect(options).toHaveLength(daysBetween(today, formatDate(addMonthsClamped(parseDate(today), 1))));
        for (const option of options) {
          const [first, second] = option.dates;
          expect(second).toBe(formatDate(addMonthsClamped(parseDate(first), 1)));
          expect(option.label.params).toEqual({ day: parseDate(first).day, date: first });
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('every cycle', () => {
  it.each(PAY_CYCLES)('%s: options are never in the past and each pair is strictly increasing', (cycle) => {
    fc.assert(
      fc.property(todays, (today) => {
        const options = payDateOptions(cycle, today);
        expect(options.length).toBeGreaterThan(0);
        for (const option of options) {
          const [first, second] = option.dates;
          expect(daysBetween(today, first)).toBeGreaterThan(0);
          expect(daysBetween(first, second)).toBeGreaterThan(0);
          expect(option.value).toBe(`${first},${second}`);
        }
      }),
      { numRuns: 150 },
    );
  });

  it.each(['weekly', 'biweekly', 'monthly'] as const)(
    '%s: options are in strictly increasing date order',
    (cycle) => {
      fc.assert(
        fc.property(todays, (today) => {
          const firsts = payDateOptions(cycle, today).map((option) => option.dates[0]);
          firsts.slice(1).forEach((date, index) => {
            expect(daysBetween(firsts[index] ?? '', date)).toBe(1);
          });
        }),
        { numRuns: 150 },
      );
    },
  );

  it.each([
    ['weekly', 7],
    ['biweekly', 14],
  ] as const)('%s: the second date is %i days after the first', (cycle, gap) => {
    fc.assert(
      fc.property(todays, (today) => {
        for (const { dates } of payDateOptions(cycle, today))
          expect(daysBetween(dates[0], dates[1])).toBe(gap);
      }),
      { numRuns: 100 },
    );
  });

  it.each(['2024-02-30', '2024/02/01', '', 'tomorrow'])('rejects today = %j', (today) => {
    expect(() => payDateOptions('weekly', today)).toThrow(InvalidDateError);
  });

  it('rejects an unknown cycle', () => {
    expect(() => payDateOptions('yearly' as PayCycle, '2024-01-01')).toThrow(RangeError);
  });
});

describe('matchPayDateOption (the offer’s fast membership check)', () => {
  it('accepts exactly the values payDateOptions lists', () => {
    fc.assert(
      fc.property(
        todays,
        fc.constantFrom(...PAY_CYCLES),
        fc.integer({ min: -3, max: 40 }),
        fc.integer({ min: -3, max: 40 }),
        (today, cycle, firstOffset, gap) => {
          const options = payDateOptions(cycle, today);
          const first = addDays(today, firstOffset);
          const candidates = [`${first},${addDays(first, gap)}`, ...options.map((option) => option.value)];
          for (const value of candidates) {
            const listed = options.find((option) => option.value === value);
            expect(matchPayDateOption(cycle, today, value)).toEqual(listed?.dates);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it.each(['', '2025-03-02', '2025-03-02,2025-03-09,2025-03-16', '2025-03-02,2025-02-30', 'a,b'])(
    'rejects the malformed value %j',
    (value) => {
      expect(matchPayDateOption('weekly', '2025-03-01', value)).toBeUndefined();
    },
  );
});

describe('defaultPayCycle and defaultPayDate (spec §4)', () => {
  it.each([
    [null, 'weekly'],
    [{}, 'weekly'],
    [{ salaryCycle: null }, 'weekly'],
    [{ salaryCycle: 'semi_monthly' as const }, 'semi_monthly'],
    [{ salaryCycle: 'monthly' as const, nextPayDate: '2024-02-01' }, 'monthly'],
  ])('client %o → %s', (client, expected) => {
    expect(defaultPayCycle(client)).toBe(expected);
  });

  it('falls back to the first offered cycle when the saved one is not offered', () => {
    expect(defaultPayCycle({ salaryCycle: 'weekly' }, ['monthly', 'biweekly'])).toBe('monthly');
  });

  const options = payDateOptions('weekly', '2025-01-31');
  it.each([
    [
      'the next pay date when it is an option',
      { salaryCycle: 'weekly' as const, nextPayDate: '2025-02-04' },
      '2025-02-04,2025-02-11',
    ],
    ['the next pay date even without a saved cycle', { nextPayDate: '2025-02-03' }, '2025-02-03,2025-02-10'],
    ['the second option with a saved cycle', { salaryCycle: 'weekly' as const }, '2025-02-02,2025-02-09'],
    [
      'the second option when the next pay date is not offered',
      { salaryCycle: 'weekly' as const, nextPayDate: '2025-01-20' },
      '2025-02-02,2025-02-09',
    ],
    ['the first option for a client without a cycle', {}, '2025-02-01,2025-02-08'],
    ['the first option for a guest', null, '2025-02-01,2025-02-08'],
  ])('%s', (_, client, expected) => {
    expect(defaultPayDate(options, client)).toBe(expected);
  });

  it('is null without options', () => {
    expect(defaultPayDate([], { salaryCycle: 'weekly' })).toBeNull();
  });
});

describe('defaultPayDate on the client pay days', () => {
  it('picks the semi-monthly pair the client is paid on, and the monthly day', () => {
    const semi = payDateOptions('semi_monthly', '2026-11-25');
    expect(defaultPayDate(semi, { salaryCycle: 'semi_monthly', semiMonthlyPayDates: [15, 30] })).toBe(
      '2026-11-30,2026-12-15',
    );
    expect(defaultPayDate(semi, { salaryCycle: 'semi_monthly', semiMonthlyPayDates: [5, 20] })).toBe(
      '2026-12-05,2026-12-20',
    );
    const monthly = payDateOptions('monthly', '2026-11-25');
    expect(defaultPayDate(monthly, { salaryCycle: 'monthly', dateOfMonth: 15 })).toBe(
      '2026-12-15,2027-01-15',
    );
  });
  it('the calculator starts on the client cycle and pay days', () => {
    const limits = amountLimits({ product: demoProduct });
    const state = initialCalculatorState({
      limits,
      today: '2026-11-25',
      authorized: true,
      client: { salaryCycle: 'semi_monthly', semiMonthlyPayDates: [15, 30] },
    });
    expect(state.payCycle).toBe('semi_monthly');
    expect(state.payDates).toBe('2026-11-30,2026-12-15');
  });
});

describe("only the declared pay days (the calculator is the apply page's one date control)", () => {
  it.each([
    [
      'semi_monthly',
      { salaryCycle: 'semi_monthly', semiMonthlyPayDates: [15, 30] },
      ['2026-11-30,2026-12-15'],
    ],
    [
      'semi_monthly',
      { salaryCycle: 'semi_monthly', semiMonthlyPayDates: [5, 20] },
      ['2026-12-05,2026-12-20'],
    ],
    ['monthly', { salaryCycle: 'monthly', dateOfMonth: 15 }, ['2026-12-15,2027-01-15']],
    // February has no 30th: the 28th stands for it.
    [
      'semi_monthly',
      { salaryCycle: 'semi_monthly', semiMonthlyPayDates: [15, 30] },
      ['2027-02-15,2027-02-28'],
      '2027-02-01',
    ],
  ] as const)('%s paid on %o offers %o', (cycle, client, values, today?: string) => {
    const options = payDateOptions(cycle, today ?? '2026-11-25');
    expect(declaredPayDateOptions(options, client).map((o) => o.value)).toEqual(values);
  });

  it('keeps every option of another cycle, of a guest, of a client who declared no days, or when none is a pay day', () => {
    const weekly = payDateOptions('weekly', '2026-11-25');
    const semi = { salaryCycle: 'semi_monthly', semiMonthlyPayDates: [15, 30] } as const;
    expect(declaredPayDateOptions(weekly, semi)).toEqual(weekly);
    expect(declaredPayDateOptions(payDateOptions('semi_monthly', '2026-11-25'), null)).toHaveLength(5);
    expect(
      declaredPayDateOptions(payDateOptions('semi_monthly', '2026-11-25'), { salaryCycle: 'semi_monthly' }),
    ).toHaveLength(5);
    const monthly = payDateOptions('monthly', '2026-11-25');
    expect(
      declaredPayDateOptions(monthly, { salaryCycle: 'monthly', dateOfMonth: 31 }).length,
    ).toBeGreaterThan(0);
    expect(onDeclaredPayDays('semi_monthly', ['2026-12-05', '2026-12-20'], semi)).toBe(false);
    expect(onDeclaredPayDays('semi_monthly', ['2026-12-15', '2026-12-30'], semi)).toBe(true);
  });

  it('the calculator of a client paid on the 15th and the 30th lists only that pair, even after changing cycle and back', () => {
    const limits = amountLimits({ product: demoProduct });
    let state = initialCalculatorState({
      limits,
      today: '2026-11-25',
      authorized: true,
      client: { salaryCycle: 'semi_monthly', semiMonthlyPayDates: [15, 30] },
    });
    expect(selectPayDateOptions(state).map((o) => o.value)).toEqual(['2026-11-30,2026-12-15']);
    state = calculatorReducer(state, { type: 'payCycle.select', cycle: 'weekly' });
    expect(selectPayDateOptions(state)).toHaveLength(7);
    state = calculatorReducer(state, { type: 'payCycle.select', cycle: 'semi_monthly' });
    expect(state.payDates).toBe('2026-11-30,2026-12-15');
    expect(
      calculatorReducer(state, { type: 'payDate.select', value: '2026-12-05,2026-12-20' }).payDates,
    ).toBe('2026-11-30,2026-12-15');
  });
});
