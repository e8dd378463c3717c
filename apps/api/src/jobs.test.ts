import { createTestCore, memoryLogger, type TestCore } from '@lender/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobRunner } from './jobs';

describe('startJobRunner', () => {
  let t: TestCore;
  beforeAll(async () => {
    t = await createTestCore();
  });
  afterAll(() => t.close());

  it('starts the runner with its schedules and stops it', async () => {
    const logger = memoryLogger();
    const runner = await startJobRunner(
      t.core,
      { REMINDER_DAYS_BEFORE: [2], REMINDER_DAYS_AFTER: [1, 5] },
      logger,
    );
    try {
      expect((await runner.schedules()).map((s) => s.name)).toContain('payment-reminders');
      expect(logger.lines).toContainEqual(
        expect.objectContaining({
          message: 'background jobs started',
          fields: expect.objectContaining({ reminderDaysBefore: '2', reminderDaysAfter: '1,5' }),
        }),
      );
    } finally {
      await runner.stop();
    }
  });
});
