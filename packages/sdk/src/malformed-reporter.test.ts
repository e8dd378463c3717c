import { MalformedResponseReportSchema } from '@lender/contracts';
import { describe, expect, it } from 'vitest';
import type { MalformedResponseReport } from './client-events.js';
import { malformedResponseReporter } from './malformed-reporter.js';

const report: MalformedResponseReport = {
  endpointId: 'backOffice.clients',
  path: '/web/private/back-office/clients',
  status: 200,
  issues: ['2.payDates.first_repayment_option: Must be a calendar date', 'x'.repeat(900)],
  invalid: [{ path: '2', id: 17, issues: ['payDates.first_repayment_option: Must be a calendar date'] }],
  salvaged: true,
};

describe('malformedResponseReporter', () => {
  it('logs one line of paths and sends a report the API accepts', async () => {
    const lines: string[] = [];
    const sent: unknown[] = [];
    const reporter = malformedResponseReporter({
      page: '/clients',
      log: (line) => lines.push(line),
      send: async (body) => sent.push(body),
    });
    await reporter(report);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] as string)).toMatchObject({
      endpointId: 'backOffice.clients',
      page: '/clients',
      invalid: ['2'],
    });
    expect(sent).toHaveLength(1);
    expect(MalformedResponseReportSchema.safeParse(sent[0]).success).toBe(true);
    expect(sent[0]).toMatchObject({ invalid: [{ path: '2', id: 17 }], page: '/clients' });
  });

  it('never fails the page, and a broken answer to the report itself is only logged', async () => {
    const lines: string[] = [];
    let sends = 0;
    const reporter = malformedResponseReporter({
      page: '/',
      log: (line) => lines.push(line),
      send: async () => {
        sends += 1;
        // The report's own answer is broken: the hook runs again while the report is on its way.
        await reporter(report);
        throw new Error('network down');
      },
    });
    await expect(reporter(report)).resolves.toBeUndefined();
    expect(sends).toBe(1);
    expect(lines).toHaveLength(2);
  });
});
