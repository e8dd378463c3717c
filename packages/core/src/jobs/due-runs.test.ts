import { describe, expect, it } from 'vitest';
import { JOB_NAMES, JOBS } from './catalogue';
import { dueRunsBetween, parseCron } from './due-runs';

// Mexico City is UTC-6 all year (no daylight saving since 2022).
const mx = (wall: string) => new Date(`${wall}:00-06:00`);

describe('the due runs of the job catalogue between two instants', () => {
  it('parses every cron of the catalogue', () => {
    for (const name of JOB_NAMES) {
      const { cron } = JOBS[name];
      if (cron !== null) expect(() => parseCron(cron), name).not.toThrow();
    }
    expect(() => parseCron('0 9 * * 1')).toThrow(/unsupported/);
    expect(() => parseCron('0 9 *')).toThrow(/five fields/);
  });

  it('runs a daily job once per due run, each at its own time in Mexico City', () => {
    const runs = dueRunsBetween(mx('2026-03-02T08:00'), mx('2026-03-05T08:00'));
    const reminders = runs.filter((run) => run.job === 'payment-reminders');
    expect(reminders.map((run) => run.at.toISOString())).toEqual([
      '2026-03-02T15:00:00.000Z',
      '2026-03-03T15:00:00.000Z',
      '2026-03-04T15:00:00.000Z',
    ]);
    expect(runs.filter((run) => run.job === 'loans-overdue')).toHaveLength(3);
    expect(
      runs.filter((run) => run.job === 'reconciliation-check').map((run) => run.at.toISOString()),
    ).toEqual(['2026-03-03T12:30:00.000Z', '2026-03-04T12:30:00.000Z', '2026-03-05T12:30:00.000Z']);
  });

  it('keeps schedule order: by instant, and the catalogue order at one instant', () => {
    const runs = dueRunsBetween(mx('2026-03-02T08:59'), mx('2026-03-02T09:00'));
    const names = runs.map((run) => run.job);
    expect(names).toEqual([...names].sort((x, y) => JOB_NAMES.indexOf(x) - JOB_NAMES.indexOf(y)));
    expect(names).toEqual(expect.arrayContaining(['offers-expire', 'payouts-confirm', 'notices-deliver']));
    expect(new Set(runs.map((run) => run.at.getTime())).size).toBe(1);
    expect(runs[0]?.job).toBe('payment-reminders');
    const all = dueRunsBetween(mx('2026-03-02T00:00'), mx('2026-03-04T00:00'));
    for (let i = 1; i < all.length; i += 1) {
      const [a, b] = [all[i - 1], all[i]] as [(typeof all)[0], (typeof all)[0]];
      const order = a.at.getTime() - b.at.getTime() || JOB_NAMES.indexOf(a.job) - JOB_NAMES.indexOf(b.job);
      expect(order).toBeLessThan(0);
    }
  });

  it('folds a job that fires more than once a day: once per stretch between daily runs, and at its last due time', () => {
    const runs = dueRunsBetween(mx('2026-03-02T10:30'), mx('2026-03-02T12:10'));
    const minute = runs.filter((run) => run.job === 'notices-deliver');
    // 10:31 (the first due time), and 12:10 (the last).
    expect(minute.map((run) => [run.at.toISOString().slice(11, 16), run.dueRuns])).toEqual([
      ['16:31', 99],
      ['18:10', 1],
    ]);
    const fiveMinutes = runs.filter((run) => run.job === 'offers-expire');
    expect(fiveMinutes.reduce((sum, run) => sum + run.dueRuns, 0)).toBe(20);
    // An hourly job: 10:41, and 11:41 its last due time.
    expect(runs.filter((run) => run.job === 'collector-retention')).toHaveLength(2);
    // A daily run starts a new stretch: the notices the 09:00 reminders queue go out at 09:00.
    const around = dueRunsBetween(mx('2026-03-02T08:30'), mx('2026-03-02T09:30'))
      .filter((run) => run.job === 'notices-deliver' || run.job === 'payment-reminders')
      .map((run) => [run.job, run.at.toISOString().slice(11, 16), run.dueRuns]);
    expect(around).toEqual([
      ['notices-deliver', '14:31', 29],
      ['payment-reminders', '15:00', 1],
      ['notices-deliver', '15:00', 30],
      ['notices-deliver', '15:30', 1],
    ]);
  });

  it('has nothing due in the same minute, and never the start instant itself', () => {
    expect(dueRunsBetween(mx('2026-03-02T09:00'), mx('2026-03-02T09:00'))).toEqual([]);
    const runs = dueRunsBetween(mx('2026-03-02T09:00'), mx('2026-03-02T09:01'));
    expect(runs.some((run) => run.job === 'payment-reminders')).toBe(false);
  });
});
