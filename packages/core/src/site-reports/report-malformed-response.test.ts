import type { MalformedResponseReport } from '@lender/contracts';
import { describe, expect, it } from 'vitest';
import { memoryLogger } from '../logger';
import type { ErrorReporter } from '../providers/error-reporter/port';
import { MalformedResponseReported, reportMalformedResponse } from './report-malformed-response';

const REPORT: MalformedResponseReport = {
  endpointId: 'public.banks',
  path: '/web/public/bank',
  status: 200,
  issues: ['1.code: expected string'],
  invalid: [{ path: '1' }],
  salvaged: true,
  page: '/registration/summary',
};

/** An error reporter that keeps what it is given, or fails like a provider outage. */
function reporter(fails = false) {
  const reports: Array<{ error: unknown; context: Record<string, unknown> }> = [];
  const port: ErrorReporter = {
    name: 'test',
    async report(error, context) {
      if (fails) throw new Error('reporter down');
      reports.push({ error, context });
    },
  };
  return { port, reports };
}

describe('reportMalformedResponse', () => {
  it('logs which endpoint and page broke, by paths only, and hands it to the error reporter', async () => {
    const logger = memoryLogger();
    const { port, reports } = reporter();
    await reportMalformedResponse(
      { logger, providers: { errorReporter: port } },
      { access: 'client', body: REPORT, requestId: 'req-1' },
    );
    const context = {
      requestId: 'req-1',
      source: 'borrower-site',
      endpointId: 'public.banks',
      path: '/web/public/bank',
      status: 200,
      page: '/registration/summary',
      salvaged: true,
      invalid: '1',
      issues: '1.code: expected string',
    };
    expect(logger.lines).toEqual([
      { level: 'warn', message: 'A site read an answer that broke its contract', fields: context },
    ]);
    expect(reports).toHaveLength(1);
    const [report] = reports;
    expect(report?.error).toBeInstanceOf(MalformedResponseReported);
    expect(report?.error).toHaveProperty('message', 'public.banks /web/public/bank: 1.code: expected string');
    expect(report?.context).toEqual(context);
  });

  it('never refuses the site’s report when the error reporter fails; the back office’s is logged as its', async () => {
    const { port } = reporter(true);
    const logger = memoryLogger();
    await expect(
      reportMalformedResponse(
        { logger, providers: { errorReporter: port } },
        { access: 'user', body: REPORT, requestId: 'req-2' },
      ),
    ).resolves.toBeNull();
    expect(logger.lines[0]?.fields).toMatchObject({ source: 'back-office', requestId: 'req-2' });
  });
});
