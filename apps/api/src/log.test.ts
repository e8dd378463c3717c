import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { maskEmail, maskPhone, memoryLogger } from '@lender/core';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isoTimeOncePerMillisecond,
  LineBuffer,
  type LineBufferOptions,
  pinoOptions,
  type RequestLogLine,
  redactingLogger,
  redactLogText,
  requestLogLine,
} from './log';

describe('redactLogText', () => {
  it.each([
    ['CURP', 'client GOMC900101HDFRRR09 failed', 'client [curp] failed'],
    ['CLABE', 'payout to 002010077777777771 refused', 'payout to [digits] refused'],
    ['phone (digits)', 'sms to 5512345678 failed', 'sms to [digits] failed'],
    ['phone (spaced)', 'sms to 55 1234 5678 failed', 'sms to [phone] failed'],
    ['e-mail', 'mail to ana.perez@example.com bounced', 'mail to [email] bounced'],
    ['card number', 'charge 4111 1111 1111 1111 declined', 'charge [card] declined'],
    [
      'failed query parameters',
      'Failed query: insert into clients values ($1) params: 5512345678,GOMC900101HDFRRR09',
      'Failed query: insert into clients values ($1) params: [digits],[curp]',
    ],
  ])('masks a %s', (_kind, text, logged) => {
    expect(redactLogText(text)).toBe(logged);
  });

  it.each([
    ['ids', 'loan 550e8400-e29b-41d4-a716-446655440000 signed'],
    ['amounts and dates', 'repaid 1500.00 on 2026-11-22T02:30:00.000Z'],
    ['the masked sandbox SMS code', `[sandbox SMS] code for ${maskPhone('+525512345678')}: 123456`],
    ['the masked sandbox e-mail code', `[sandbox e-mail] code for ${maskEmail('ana@example.com')}: 654321`],
  ])('keeps %s', (_kind, text) => {
    expect(redactLogText(text)).toBe(text);
  });
});

describe('redactingLogger', () => {
  it('masks messages and string fields, keeps numbers', () => {
    const inner = memoryLogger();
    const logger = redactingLogger(inner);
    logger.error('payout send failed', { error: 'Error: bad CLABE 002010077777777771', amount: 150000 });
    logger.info('to ana@example.com');
    expect(inner.lines).toEqual([
      {
        level: 'error',
        message: 'payout send failed',
        fields: { error: 'Error: bad CLABE [digits]', amount: 150000 },
      },
      { level: 'info', message: 'to [email]' },
    ]);
  });
});

describe('the log line’s time', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is pino’s ISO time, formatted once per millisecond', () => {
    vi.useFakeTimers();
    const time = isoTimeOncePerMillisecond();
    vi.setSystemTime(new Date('2026-11-23T17:55:01.123Z'));
    expect(time()).toBe(',"time":"2026-11-23T17:55:01.123Z"');
    expect(time()).toBe(pino.stdTimeFunctions.isoTime());
    vi.setSystemTime(new Date('2026-11-23T17:55:01.124Z'));
    expect(time()).toBe(',"time":"2026-11-23T17:55:01.124Z"');
  });
});

describe('the request line', () => {
  const TIME = ',"time":"2026-11-24T06:00:00.000Z"';
  /** What `processLogger('api', 'info').info('request', line)` writes: redaction, then pino. */
  function throughPino(line: RequestLogLine): string {
    const written: string[] = [];
    const out = pino(
      pinoOptions('api', 'info', () => TIME),
      { write: (text: string) => written.push(text) },
    );
    redactingLogger({
      info: (message, fields) => out.info(fields ?? {}, message),
      warn: () => {},
      error: () => {},
    }).info('request', { ...line });
    return written.join('');
  }

  it.each<[string, RequestLogLine]>([
    [
      'a generated id',
      {
        requestId: '550e8400-e29b-41d4-a716-446655440000',
        method: 'GET',
        route: '/healthz',
        status: 200,
        ms: 0,
      },
    ],
    [
      'a caller’s id',
      { requestId: 'edge-abc_1.2', method: 'POST', route: '/web/public/client/login', status: 429, ms: 12 },
    ],
    [
      'a caller’s id holding a phone',
      { requestId: 'req-5512345678', method: 'GET', route: '/api/datasets/v1/upload', status: 404, ms: 3 },
    ],
    [
      'quotes and backslashes',
      { requestId: 'a"b\\c', method: 'GET', route: '/x/:id', status: 500, ms: 1500 },
    ],
  ])('is the line pino writes, masked alike (%s)', (_case, line) => {
    const expected = throughPino(line);
    expect(requestLogLine(line, TIME, '"api"')).toBe(expected);
    expect(JSON.parse(expected)).toMatchObject({
      level: 'info',
      service: 'api',
      status: line.status,
      message: 'request',
    });
  });

  it('never carries a phone a caller put in its request id', () => {
    const text = requestLogLine(
      { requestId: 'req-5512345678', method: 'GET', route: '/healthz', status: 200, ms: 0 },
      TIME,
      '"api"',
    );
    expect(text).not.toContain('5512345678');
    expect(text).toContain('"requestId":"req-[digits]"');
  });
});

describe('LineBuffer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function buffered(options?: LineBufferOptions) {
    const chunks: string[] = [];
    return { chunks, lines: new LineBuffer({ write: (chunk) => chunks.push(chunk) }, options) };
  }

  it('hands a quiet server’s line on after the delay, not at exit', () => {
    vi.useFakeTimers();
    const { chunks, lines } = buffered({ maxDelayMs: 250 });
    lines.write('{"a":1}\n');
    vi.advanceTimersByTime(249);
    expect(chunks).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(chunks).toEqual(['{"a":1}\n']);
    // Nothing gathered: the next timer comes with the next line.
    expect(vi.getTimerCount()).toBe(0);
    lines.write('{"b":2}\n');
    vi.advanceTimersByTime(250);
    expect(chunks).toEqual(['{"a":1}\n', '{"b":2}\n']);
  });

  it('writes the lines in one string, in order, when they reach the size', () => {
    vi.useFakeTimers();
    const { chunks, lines } = buffered({ maxChars: 20, maxDelayMs: 1000 });
    lines.write('0123456789\n');
    expect(chunks).toEqual([]);
    lines.write('abcdefghij\n');
    expect(chunks).toEqual(['0123456789\nabcdefghij\n']);
    // The delay's timer went with the lines it was for.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives everything gathered on flush (exit), and nothing twice', () => {
    vi.useFakeTimers();
    const { chunks, lines } = buffered();
    lines.write('x\n');
    lines.write('y\n');
    lines.flush();
    lines.flush();
    vi.runAllTimers();
    expect(chunks).toEqual(['x\ny\n']);
  });

  it('does not keep the process alive for a gathered line', () => {
    const { lines } = buffered({ maxDelayMs: 60_000 });
    const spy = vi.spyOn(globalThis, 'setTimeout');
    lines.write('z\n');
    const timer = spy.mock.results[0]?.value as NodeJS.Timeout;
    spy.mockRestore();
    expect(timer.hasRef()).toBe(false);
    lines.flush();
  });

  it('keeps pino’s lines and the request lines in the order they were written', () => {
    vi.useFakeTimers();
    const { chunks, lines } = buffered();
    const out = pino(
      pinoOptions('api', 'info', () => ',"time":"t"'),
      lines,
    );
    out.info({}, 'first');
    lines.write(
      requestLogLine(
        {
          requestId: '550e8400-e29b-41d4-a716-446655440000',
          method: 'GET',
          route: '/healthz',
          status: 200,
          ms: 0,
        },
        ',"time":"t"',
        '"api"',
      ),
    );
    out.info({}, 'last');
    vi.advanceTimersByTime(250);
    expect(chunks).toHaveLength(1);
    expect(
      chunks[0]
        ?.trim()
        .split('\n')
        .map((line) => (JSON.parse(line) as { message: string }).message),
    ).toEqual(['first', 'request', 'last']);
  });
});

describe('processLogger', () => {
  it('writes a quiet process’s lines while it runs, not only when it stops', async () => {
    const fixture = fileURLToPath(new URL('./test/quiet-logger.fixture.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += String(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += String(chunk);
    });
    try {
      await vi.waitFor(
        () => {
          expect(stdout.trim().split('\n')).toHaveLength(2);
          expect(stderr).toContain('"message":"failed"');
        },
        { timeout: 15_000, interval: 50 },
      );
      const [started, request] = stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { message: string });
      expect([started?.message, request?.message]).toEqual(['started', 'request']);
      expect(child.exitCode).toBeNull();
    } finally {
      child.kill();
    }
  }, 30_000);
});
