// Issue 51: an ARCO request's two legal clocks — the answer 20 business days after the day it
// arrived, the act 15 business days after the answer — across weekends, holidays and the late
// evening in Mexico City (already the next day in UTC). Issue 63: the calendar is the
// official one (LFT art. 74), never the banks': Holy Thursday, Good Friday, 2 November and
// 12 December are working days for these clocks.

import { addDays } from '@lender/calculator/kernel';
import { describe, expect, it } from 'vitest';
import { bankHolidays } from '../calendar/holidays';
import { actDueDateOf, answerDueDateOf, isActOverdue, isAnswerOverdue, nextDueDateOf } from './arco-model';

describe('the answer is due 20 business days after the request arrives', () => {
  it('skips the weekends and 16 March 2026, but not Holy Thursday and Good Friday', () => {
    // Friday 13 March at noon; Monday 16 March (Benito Juárez) is not a business day, 2–3 April
    // (Holy Thursday and Good Friday, bank holidays only) are: 17 March is day 1, 13 April day 20.
    expect(answerDueDateOf(new Date('2026-03-13T18:00:00Z'))).toBe('2026-04-13');
  });

  it('starts counting on the next business day when it arrives on a weekend', () => {
    // Saturday 7 March: Monday 9 March is day 1; 16 March is skipped.
    expect(answerDueDateOf(new Date('2026-03-07T17:00:00Z'))).toBe('2026-04-06');
    // Sunday 8 March counts the same as Saturday.
    expect(answerDueDateOf(new Date('2026-03-08T17:00:00Z'))).toBe('2026-04-06');
  });

  it('reads the day in Mexico City: 23:30 on Thursday there is Friday in UTC', () => {
    // Thursday 12 March at 23:30 in Mexico City: Friday 13 March is day 1, 10 April day 20.
    expect(answerDueDateOf(new Date('2026-03-13T05:30:00Z'))).toBe('2026-04-10');
    // Half an hour after midnight there it arrived on Friday.
    expect(answerDueDateOf(new Date('2026-03-13T06:30:00Z'))).toBe('2026-04-13');
  });

  it('crosses the year end: 25 December and 1 January are not counted', () => {
    // Friday 18 December 2026: 21–24 and 28–31 December (8), 4–8 January (13), 11–15 (18), 18–19 (20).
    expect(answerDueDateOf(new Date('2026-12-18T18:00:00Z'))).toBe('2027-01-19');
  });
});

describe('a granted request must be acted on 15 business days after the answer', () => {
  it('counts from the day after the answer, past the weekends', () => {
    // Wednesday 1 April 2026: 2–3 April (Holy Week) count; 2 April is day 1, 22 April day 15.
    expect(actDueDateOf(new Date('2026-04-01T19:00:00Z'))).toBe('2026-04-22');
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
      actDueDate: '2026-04-22',
    };
    expect(nextDueDateOf(granted)).toBe('2026-04-22');
    expect(isActOverdue(granted, '2026-04-22')).toBe(false);
    expect(isActOverdue(granted, '2026-04-23')).toBe(true);
    const done = { ...granted, status: 'completed', completedAt: new Date('2026-04-20T18:00:00Z') };
    expect(nextDueDateOf(done)).toBeNull();
    expect(isActOverdue(done, '2026-12-01')).toBe(false);
    expect(nextDueDateOf({ ...received, status: 'refused' })).toBeNull();
    expect(isActOverdue({ ...received, status: 'refused' }, '2026-12-01')).toBe(false);
  });
});

// Issue 63: the documented calendar for 2026–2030, on the weeks where the banks' differs. Each
// request arrives on the Thursday a week before Holy Thursday (Mexico City noon), or on 26 October;
// the bank calendar's date is what the clocks gave before, one to two business days later.
describe('2026–2030: Holy Week and November count as the law counts them', () => {
  const noon = (date: string) => new Date(`${date}T18:00:00Z`);
  it.each([
    // received, answer due (official), the banks' date
    ['2026-03-26', '2026-04-23', '2026-04-27'], // Holy Thursday 2 April
    ['2027-03-18', '2027-04-15', '2027-04-19'], // Holy Thursday 25 March
    ['2028-04-06', '2028-05-05', '2028-05-09'], // Holy Thursday 13 April, 1 May skipped
    ['2029-03-22', '2029-04-19', '2029-04-23'], // Holy Thursday 29 March
    ['2030-04-11', '2030-05-10', '2030-05-14'], // Holy Thursday 18 April, 1 May skipped
  ])('Holy Week: received %s, answer due %s (not %s)', (received, due, banks) => {
    expect(answerDueDateOf(noon(received))).toBe(due);
    // The banks' calendar by rule (the maintained list stops at 2028) gives the later date.
    let day = received;
    for (let left = 20; left > 0; ) {
      day = addDays(day, 1);
      const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
      if (weekday !== 0 && weekday !== 6 && !bankHolidays(Number(day.slice(0, 4))).includes(day)) left -= 1;
    }
    expect(day).toBe(banks);
    expect(due < banks).toBe(true);
  });

  it.each([
    // received, answer due: 2 November counts, the third Monday of November does not
    ['2026-10-26', '2026-11-24'], // 16 November skipped
    ['2027-10-26', '2027-11-24'], // 15 November skipped
    ['2028-10-26', '2028-11-24'], // 20 November skipped
    ['2029-10-26', '2029-11-26'], // 19 November skipped
    ['2030-10-26', '2030-11-25'], // a Saturday; 18 November skipped, 2 November a Saturday
  ])('November: received %s, answer due %s', (received, due) => {
    expect(answerDueDateOf(noon(received))).toBe(due);
  });

  it.each([
    // answered, act due: 15 business days, 2 November counted, the third Monday skipped
    ['2026-10-30', '2026-11-23'],
    ['2027-10-29', '2027-11-22'],
    ['2028-10-30', '2028-11-21'],
    ['2029-10-30', '2029-11-21'],
    ['2030-10-30', '2030-11-21'],
  ])('November: answered %s, act due %s', (answered, due) => {
    expect(actDueDateOf(noon(answered))).toBe(due);
  });

  it('1 October 2030 (the Executive changes hands) is a day off; 12 December is not', () => {
    // Monday 30 September 2030: 1 October is an official day off; 2 October is day 1, 22 October day 15.
    expect(actDueDateOf(noon('2030-09-30'))).toBe('2030-10-22');
    // Wednesday 11 December 2030: Thursday 12 December is day 1; 25 December and 1 January are
    // skipped, 3 January 2031 is day 15.
    expect(actDueDateOf(noon('2030-12-11'))).toBe('2031-01-03');
  });
});
