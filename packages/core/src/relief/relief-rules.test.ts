import { describe, expect, it } from 'vitest';
import { addMonths, reliefOptions, zoneInForce } from './relief-rules';

// ADR 301: a deferral moves the due date whole calendar months, clamped to the month's end; a
// zone is in force from its first to its last day unless ended early.

describe('disaster-relief rules', () => {
  it.each([
    ['2026-03-15', 1, '2026-04-15'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-11-30', 3, '2027-02-28'],
    ['2026-12-31', 2, '2027-02-28'],
  ])('%s plus %i month(s) is %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it('offers one, two and three months, each later than the last', () => {
    expect(reliefOptions('2026-03-31')).toEqual([
      { months: 1, newDueDate: '2026-04-30' },
      { months: 2, newDueDate: '2026-05-31' },
      { months: 3, newDueDate: '2026-06-30' },
    ]);
  });

  it.each([
    ['2026-03-01', null, true],
    ['2026-03-31', null, true],
    ['2026-02-28', null, false],
    ['2026-04-01', null, false],
    ['2026-03-10', new Date('2026-03-05T12:00:00Z'), false],
  ])('a zone of March 2026 on %s (ended %s) is in force: %s', (today, endedAt, expected) => {
    expect(zoneInForce({ startsOn: '2026-03-01', endsOn: '2026-03-31', endedAt }, today)).toBe(expected);
  });
});
