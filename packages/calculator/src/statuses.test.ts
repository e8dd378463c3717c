import { describe, expect, it } from 'vitest';
import { exhaustiveList } from './internal/exhaustive';
import {
  APPLICATION_STATUS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  CLIENT_STATUS,
  CLIENT_STATUSES,
  LOAN_STATUS,
  LOAN_STATUSES,
} from './statuses';

// The codes of spec §4, in each map's order (@lender/contracts re-exports these maps).
const CLIENT_CODES = [
  ['active', 1],
  ['blocked', 2],
  ['blacklisted', 3],
  ['verification', 4],
  ['bankAccountSelect', 5],
] as const;
const APPLICATION_CODES = [
  ['new', 1],
  ['signing', 2],
  ['accepted', 3],
  ['completed', 4],
  ['canceled', 5],
  ['rejected', 6],
  ['verification', 7],
  ['specialOffer', 13],
  ['manualVerification', 14],
  ['yhatDecrease', 17],
  ['yhatIncrease', 18],
  ['terminated', 23],
  ['decisionError', 401],
] as const;
const LOAN_CODES = [
  ['draft', 1],
  ['cancelled', 2],
  ['canNotMakeOffer', 3],
  ['active', 4],
  ['paid', 5],
  ['onHold', 6],
  ['terminated', 8],
  ['soldDebt', 9],
  ['writeOff', 10],
] as const;

describe('status codes of spec §4', () => {
  it.each(CLIENT_CODES)('client status %s is %i', (name, code) => {
    expect(CLIENT_STATUS[name]).toBe(code);
  });

  it.each(APPLICATION_CODES)('application status %s is %i', (name, code) => {
    expect(APPLICATION_STATUS[name]).toBe(code);
  });

  it.each(LOAN_CODES)('loan status %s is %i', (name, code) => {
    expect(LOAN_STATUS[name]).toBe(code);
  });

  it.each([
    ['client', CLIENT_STATUS, CLIENT_CODES],
    ['application', APPLICATION_STATUS, APPLICATION_CODES],
    ['loan', LOAN_STATUS, LOAN_CODES],
  ] as const)('the %s status map holds exactly these codes, in this order', (_, map, codes) => {
    expect(Object.entries(map)).toEqual(codes);
  });

  it.each([
    ['client', CLIENT_STATUS, CLIENT_STATUSES],
    ['application', APPLICATION_STATUS, APPLICATION_STATUSES],
    ['loan', LOAN_STATUS, LOAN_STATUSES],
  ] as const)('the runtime list of %s statuses holds exactly the map’s codes', (_, map, list) => {
    expect([...list].sort((a, b) => a - b)).toEqual(Object.values(map).sort((a, b) => a - b));
    expect(new Set(list).size).toBe(list.length);
  });

  it('a list that misses or adds a member does not type-check', () => {
    const list = exhaustiveList<ApplicationStatus>();
    // @ts-expect-error 401 (decision error) is missing
    list([1, 2, 3, 4, 5, 6, 7, 13, 14, 17, 18, 23]);
    // @ts-expect-error 8 is not an application status
    list([1, 2, 3, 4, 5, 6, 7, 8, 13, 14, 17, 18, 23, 401]);
    expect(list([1, 2, 3, 4, 5, 6, 7, 13, 14, 17, 18, 23, 401])).toHaveLength(13);
  });
});
