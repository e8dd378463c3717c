import { describe, expect, it } from 'vitest';
import { PublicOfferParamsSchema, parsePayDates } from './offer.js';
import { PageQuerySchema, paginationFromHeaders, paginationHeaders } from './pagination.js';

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
