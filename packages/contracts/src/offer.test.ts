import { describe, expect, it } from 'vitest';
import { IsoDateSchema } from './dates.js';
import { DayOfMonthSchema } from './fields.js';
import { PublicOfferParamsSchema, parsePayDates } from './offer.js';
import { PageQuerySchema } from './pagination.js';
import { paginationFromHeaders, paginationHeaders } from './pagination-headers.js';

describe('parsePayDates (spec §3: comma-separated, two dates)', () => {
  it.each([
    ['2026-11-27', ['2026-11-27']],
    ['2026-11-27,2026-12-11', ['2026-11-27', '2026-12-11']],
    ['15,30', ['15', '30']],
    ['5', ['5']],
    ['2026-02-30', undefined],
    ['0', undefined],
    ['32', undefined],
    ['1,2,3', undefined],
    ['', undefined],
    ['15;30', undefined],
  ])('%j → %j', (value, expected) => {
    expect(parsePayDates(value)).toEqual(expected);
  });

  it('accepts exactly the tokens IsoDateSchema and DayOfMonthSchema accept', () => {
    const tokens = ['00', '0', '07', '1', '9', '31', '32', '99'];
    for (let day = 0; day < 100; day++) tokens.push(String(day), String(day).padStart(2, '0'));
    for (const token of tokens) {
      expect(parsePayDates(token) !== undefined, token).toBe(
        DayOfMonthSchema.safeParse(Number(token)).success,
      );
    }
    const dates = [
      '2026-02-28',
      '2026-02-29',
      '2028-02-29',
      '2026-04-31',
      '2026-12-31',
      '2026-13-01',
      '2026-00-10',
      '0000-01-01',
      '2026-01-00',
    ];
    for (const date of dates) {
      expect(parsePayDates(date) !== undefined, date).toBe(IsoDateSchema.safeParse(date).success);
    }
  });

  it('reads the public offer path with a number amount', () => {
    expect(
      PublicOfferParamsSchema.parse({
        sequence_type: 'first',
        amount: '3000',
        payCycle: 'weekly',
        payDates: '2026-11-27',
      }),
    ).toEqual({ sequence_type: 'first', amount: 3000, payCycle: 'weekly', payDates: '2026-11-27' });
    expect(
      PublicOfferParamsSchema.safeParse({
        sequence_type: 'third',
        amount: '3000',
        payCycle: 'weekly',
        payDates: '5',
      }).success,
    ).toBe(false);
    expect(
      PublicOfferParamsSchema.safeParse({
        sequence_type: 'first',
        amount: '-1',
        payCycle: 'weekly',
        payDates: '5',
      }).success,
    ).toBe(false);
  });
});

describe('pagination (spec §7 headers)', () => {
  it('reads what the server writes', () => {
    const headers = new Headers(paginationHeaders(2, 20, 45, 20));
    expect(paginationFromHeaders(headers)).toEqual({
      page: 2,
      perPage: 20,
      total: 45,
      count: 20,
      totalPages: 3,
    });
  });

  it('gives nothing when a header is missing or malformed', () => {
    expect(paginationFromHeaders(new Headers({ 'x-page': '1' }))).toBeUndefined();
    expect(
      paginationFromHeaders(new Headers({ ...paginationHeaders(1, 20, 5, 5), 'x-count': 'five' })),
    ).toBeUndefined();
  });

  it('defaults and bounds the page query', () => {
    expect(PageQuerySchema.parse({})).toEqual({ page: 1, perPage: 20 });
    expect(PageQuerySchema.safeParse({ perPage: '101' }).success).toBe(false);
  });
});
