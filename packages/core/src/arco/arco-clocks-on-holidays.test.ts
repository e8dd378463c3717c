import { describe, expect, it } from 'vitest';
import { actDueDateOf, answerDueDateOf, isAnswerOverdue } from './arco-model';

// A request filed at 23:30 in Mexico City on Friday (already Saturday in UTC), on the eve of a long
// weekend (Monday 2 February 2026, the first Monday of February): the 20 business days count from
// Tuesday; the act's 15 skip the third Monday of March; Holy Week and 12 December are working days
// for the law's (official) calendar.

describe('the ARCO clocks on the Mexico City calendar', () => {
  it('a Friday 23:30 request before a holiday Monday', () => {
    expect(answerDueDateOf(new Date('2026-01-31T05:30:00Z'))).toBe('2026-03-02');
    expect(actDueDateOf(new Date('2026-03-03T05:30:00Z'))).toBe('2026-03-24');
    expect(
      isAnswerOverdue(
        { answeredAt: new Date('2026-03-03T05:59:00Z'), answerDueDate: '2026-03-02' },
        '2026-03-03',
      ),
    ).toBe(false);
    expect(
      isAnswerOverdue(
        { answeredAt: new Date('2026-03-03T06:00:00Z'), answerDueDate: '2026-03-02' },
        '2026-03-03',
      ),
    ).toBe(true);
  });

  it('a request filed on the eve of 12 December and of Christmas', () => {
    // Friday 11 December 2026: 12 December is a Saturday; 25 December (Friday) and 1 January (Friday) skipped.
    expect(answerDueDateOf(new Date('2026-12-12T05:00:00Z'))).toBe('2027-01-12');
  });
});
