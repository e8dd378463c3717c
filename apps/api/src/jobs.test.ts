import { createTestCore, memoryLogger, type TestCore } from '@lender/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadJobsEnv, startJobRunner } from './jobs';

describe('loadJobsEnv', () => {
  it('runs the jobs in the API and reminds 3 and 1 days before by default', () => {
    expect(loadJobsEnv({})).toEqual({ JOBS_IN_API: true, REMINDER_DAYS_BEFORE: [1, 3] });
  });

  it.each([
    [{ JOBS_IN_API: 'false' }, { JOBS_IN_API: false, REMINDER_DAYS_BEFORE: [1, 3] }],
    [{ REMINDER_DAYS_BEFORE: '5,2,2,0' }, { JOBS_IN_API: true, REMINDER_DAYS_BEFORE: [0, 2, 5] }],
  ])('reads %j', (source, expected) => {
    expect(loadJobsEnv(source)).toEqual(expected);
  });

  it.each([
    ['REMINDER_DAYS_BEFORE', '3;1'],
    ['REMINDER_DAYS_BEFORE', '45'],
    ['JOBS_IN_API', 'maybe'],
  ])('refuses %s=%s naming the variable', (name, value) => {
    expect(() => loadJobsEnv({ [name]: value })).toThrow(name);
  });
});

describe('startJobRunner', () => {
  let t: TestCore;
  beforeAll(async () => {
    t = await createTestCore();
  });
  afterAll(() => t.close());

  it('starts the runner with its schedules and stops it', async () => {
    const logger = memoryLogger();
    const runner = await startJobRunner(t.core, loadJobsEnv({ REMINDER_DAYS_BEFORE: '2' }), logger);
    try {
      expect((await runner.schedules()).map((s) => s.name)).toContain('payment-reminders');
      expect(logger.lines).toContainEqual(
        expect.objectContaining({
          message: 'background jobs started',
          fields: expect.objectContaining({ reminderDaysBefore: '2' }),
        }),
      );
    } finally {
      await runner.stop();
    }
  });
});
