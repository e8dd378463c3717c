// Issue 51: an ARCO request's two legal clocks in the Mexico City business calendar — the answer 20
// business days after the day it arrived, the act 15 business days after the answer — across
// weekends, bank holidays and the late evening in Mexico City (already the next day in UTC).
import { describe, expect, it } from 'vitest';
import { actDueDateOf, answerDueDateOf, isActOverdue, isAnswerOverdue, nextDueDateOf } from './arco-model';

describe('the answer is due 20 business days after the request arrives', () => {
  it('skips the weekends and the holidays of March and April 2026', () => {
    // Friday 13 March at noon; Monday 16 March (Benito Juárez) and 2–3 April (Holy Thursday and
    // Good Friday) are not business days: 17 March is day 1, 15 April day 20.
    expect(answerDueDateOf(new Date('2026-03-13T18:00:00Z'))).toBe('2026-04-15');
  });

  it('starts counting on the next business day when it arrives on a weekend', () => {
    // Saturday 7 March: Monday 9 March is day 1; 16 March and 2–3 April are skipped.
    expect(answerDueDateOf(new Date('2026-03-07T17:00:00Z'))).toBe('2026-04-08');
    // Sunday 8 March counts the same as Saturday.
    expect(answerDueDateOf(new Date('2026-03-08T17:00:00Z'))).toBe('2026-04-08');
  });

  it('reads the day in Mexico City: 23:30 on Thursday there is Friday in UTC', () => {
    // Thursday 12 March at 23:30 in Mexico City: Friday 13 March is day 1, 14 April day 20.
    expect(answerDueDateOf(new Date('2026-03-13T05:30:00Z'))).toBe('2026-04-14');
    // Half an hour after midnight there it arrived on Friday.
    expect(answerDueDateOf(new Date('2026-03-13T06:30:00Z'))).toBe('2026-04-15');
  });

  it('crosses the year end: 25 December and 1 January are not counted', () => {
    // Friday 18 December 2026: 21–24 and 28–31 December (8), 4–8 January (13), 11–15 (18), 18–19 (20).
    expect(answerDueDateOf(new Date('2026-12-18T18:00:00Z'))).toBe('2027-01-19');
  });
});

describe('a granted request must be acted on 15 business days after the answer', () => {
  it('counts from the day after the answer, past the weekends', () => {
    // Wednesday 1 April 2026: 2–3 April are holidays; 6 April is day 1, 24 April day 15.
    expect(actDueDateOf(new Date('2026-04-01T19:00:00Z'))).toBe('2026-04-24');
  });

  it('skips 1 May and 16 September', () => {
    // Thursday 30 April: Friday 1 May is a holiday; 4 May is day 1, 22 May day 15.
    expect(actDueDateOf(new Date('2026-04-30T19:00:00Z'))).toBe('2026-05-22');
    // Friday 4 September: 16 September is a holiday; 28 September is day 15.
    expect(actDueDateOf(new Date('2026-09-04T19:00:00Z'))).toBe('2026-09-28');
  });
});

describe('overdue and the next deadline', () => {
  const received = {
    status: 'received',
    answerDueDate: '2026-04-15',
    actDueDate: null,
    answeredAt: null,
    completedAt: null,
  };

  it('is on time through the due date itself and overdue the business date after', () => {
    expect(isAnswerOverdue(received, '2026-04-15')).toBe(false);
    expect(isAnswerOverdue(received, '2026-04-16')).toBe(true);
    expect(nextDueDateOf(received)).toBe('2026-04-15');
  });

  it('judges an answer by the Mexico City day it was given, whatever today is', () => {
    const late = { ...received, status: 'answered', answeredAt: new Date('2026-04-16T05:00:00Z') };
    // 23:00 on 15 April in Mexico City: on time.
    expect(isAnswerOverdue(late, '2026-06-01')).toBe(false);
    expect(isAnswerOverdue({ ...late, answeredAt: new Date('2026-04-16T07:00:00Z') }, '2026-06-01')).toBe(
      true,
    );
  });

  it('runs the act clock once granted, and none once completed or refused', () => {
    const granted = {
      ...received,
      status: 'answered',
      answeredAt: new Date('2026-04-01T19:00:00Z'),
      actDueDate: '2026-04-24',
    };
    expect(nextDueDateOf(granted)).toBe('2026-04-24');
    expect(isActOverdue(granted, '2026-04-24')).toBe(false);
    expect(isActOverdue(granted, '2026-04-27')).toBe(true);
    const done = { ...granted, status: 'completed', completedAt: new Date('2026-04-20T18:00:00Z') };
    expect(nextDueDateOf(done)).toBeNull();
    expect(isActOverdue(done, '2026-12-01')).toBe(false);
    expect(nextDueDateOf({ ...received, status: 'refused' })).toBeNull();
    expect(isActOverdue({ ...received, status: 'refused' }, '2026-12-01')).toBe(false);
  });
});
