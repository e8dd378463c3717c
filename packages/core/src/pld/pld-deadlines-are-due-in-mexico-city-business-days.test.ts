import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCore, type TestCore } from '../../testing/test-core';
import { businessDate } from '../clock';
import { amlAlerts } from './aml-alerts';
import { raiseAlert } from './raise-alert';
import { committeeDue, quarterOf, relevantFileDue } from './report-deadlines';

// The officer sees what is due and by when: the quarterly relevant-operations file by the 10th bank
// business day of the month after the quarter, the committee's judgement of an unusual operation
// within 60 days of its alert (ADR 378).

let t: TestCore;
beforeAll(async () => {
  t = await createTestCore();
});
afterAll(() => t.close());

describe('the deadlines on the Mexico City clock', () => {
  it('cash at 23:59 on the last day of a quarter is that quarter’s, filed by the 10th business day after', () => {
    const q1 = businessDate(new Date('2026-04-01T05:59:00Z'));
    expect(quarterOf(q1)).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    // April 2026: Holy Thursday and Good Friday (2nd, 3rd) are bank holidays: the 10th is the 16th.
    expect(relevantFileDue(q1).toISOString()).toBe('2026-04-17T06:00:00.000Z');
    const q4 = businessDate(new Date('2027-01-01T05:59:00Z'));
    expect(relevantFileDue(q4).toISOString()).toBe('2027-01-16T06:00:00.000Z');
    // Easter 2027 falls in March: April's 10th business day is Wednesday the 14th.
    expect(relevantFileDue('2027-01-01').toISOString()).toBe('2027-04-15T06:00:00.000Z');
  });

  it('the committee judges within 60 calendar days of the alert, counted from its Mexico City day', () => {
    // Raised at 23:30 on 2 November in Mexico City (3 November in UTC).
    expect(committeeDue(new Date('2026-11-03T05:30:00Z')).toISOString()).toBe('2027-01-02T06:00:00.000Z');
  });
});

describe('the officer sees what each alert is due by', () => {
  it('an open unusual alert shows the committee’s deadline, a relevant one its quarter’s file', async () => {
    const now = t.clock.now();
    const raise = (kind: 'unusual' | 'relevant', key: string) =>
      t.core.db.transaction((tx) =>
        raiseAlert(
          t.core,
          tx,
          { kind, rule: kind === 'relevant' ? 'relevant_cash' : 'many_sources', dedupeKey: key, details: {} },
          now,
        ),
      );
    const unusual = await raise('unusual', 'due-unusual');
    const relevant = await raise('relevant', 'due-relevant');
    const { items } = await amlAlerts(t.core, { query: { page: 1, perPage: 50 } });
    const dueOf = (id: number | null) => items.find((item) => item.id === id)?.dueAt;
    expect(dueOf(unusual)).toBe(committeeDue(now).toISOString());
    expect(dueOf(relevant)).toBe(relevantFileDue(businessDate(now)).toISOString());
  });
});
