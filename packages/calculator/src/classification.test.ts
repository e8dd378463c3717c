import { describe, expect, it } from 'vitest';
import { clientType, isApplicationActive, isRepeatClient, isRolloverAvailable } from './classification';
import { APPLICATION_STATUS, APPLICATION_STATUSES } from './statuses';

describe('clientType (spec §4)', () => {
  it.each([
    ['a guest', null, 'first'],
    [
      'no closed loans, no active loan',
      { authorized: true, closedLoansCount: 0, hasActiveLoan: false },
      'first',
    ],
    ['an active loan', { authorized: true, closedLoansCount: 0, hasActiveLoan: true }, 'additional'],
    [
      'an active loan and closed loans',
      { authorized: true, closedLoansCount: 3, hasActiveLoan: true },
      'additional',
    ],
    ['closed loans, signed in', { authorized: true, closedLoansCount: 2, hasActiveLoan: false }, 'repeated'],
    [
      'closed loans, not signed in',
      { authorized: false, closedLoansCount: 2, hasActiveLoan: false },
      'first',
    ],
  ] as const)('%s → %s', (_, client, expected) => {
    expect(clientType(client)).toBe(expected);
  });
});

describe('isRepeatClient, the submit rule (spec §4)', () => {
  it.each([
    ['a guest', null, false],
    [
      'unauthorised with closed loans',
      { authorized: false, closedLoansCount: 2, hasActiveLoan: false },
      false,
    ],
    [
      'authorised, closed loans, uncancelled applications',
      { authorized: true, closedLoansCount: 1, hasActiveLoan: false, hasUncancelledApplications: true },
      true,
    ],
    [
      'authorised, additional loan, uncancelled applications',
      { authorized: true, closedLoansCount: 0, hasActiveLoan: true, hasUncancelledApplications: true },
      true,
    ],
    [
      'authorised, no loans, no uncancelled applications',
      { authorized: true, closedLoansCount: 0, hasActiveLoan: false, hasUncancelledApplications: false },
      true,
    ],
    [
      'authorised, no loans, uncancelled applications',
      { authorized: true, closedLoansCount: 0, hasActiveLoan: false, hasUncancelledApplications: true },
      false,
    ],
  ] as const)('%s → %s', (_, client, expected) => {
    expect(isRepeatClient(client)).toBe(expected);
  });
});

describe('isApplicationActive (spec §4)', () => {
  const inactive: readonly number[] = [
    APPLICATION_STATUS.canceled,
    APPLICATION_STATUS.completed,
    APPLICATION_STATUS.rejected,
    APPLICATION_STATUS.terminated,
  ];
  it.each(APPLICATION_STATUSES.map((status) => [status, !inactive.includes(status)] as const))(
    'status %i is active: %s',
    (status, expected) => {
      expect(isApplicationActive(status)).toBe(expected);
    },
  );
});

describe('isRolloverAvailable (spec §4)', () => {
  it.each([
    [
      'inactive with an unpaid invoice',
      { status: 'inactive', invoices: [{ status: 'paid' }, { status: 'unpaid' }] },
      true,
    ],
    [
      'inactive with a draft invoice',
      { status: 'inactive', type: 'expensive', invoices: [{ status: 'draft' }] },
      true,
    ],
    ['inactive, all invoices paid', { status: 'inactive', invoices: [{ status: 'paid' }] }, false],
    ['inactive, no invoices', { status: 'inactive', invoices: [] }, false],
    ['active with an unpaid invoice', { status: 'active', invoices: [{ status: 'unpaid' }] }, false],
  ] as const)('%s → %s', (_, rollover, expected) => {
    expect(isRolloverAvailable(rollover)).toBe(expected);
  });
});
