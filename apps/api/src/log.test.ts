import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { maskEmail, maskPhone, memoryLogger } from '@lender/core';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isoTimeOncePerMillisecond,
  type RequestLogLine,
  redactingLogger,
  redactLogText,
  requestLineLogger,
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

describe('requestLineLogger', () => {
  it('gives pino the fields the redacting logger gives it, the line itself when nothing is masked', () => {
    const written: RequestLogLine[] = [];
    const request = requestLineLogger((line) => written.push(line));
    const viaLogger = memoryLogger();
    const redacting = redactingLogger(viaLogger);
    const lines: RequestLogLine[] = [
      {
        requestId: '550e8400-e29b-41d4-a716-446655440000',
        method: 'GET',
        route: '/healthz',
        status: 200,
        ms: 0,
      },
      { requestId: 'req-5512345678', method: 'GET', route: '/healthz', status: 200, ms: 1 },
      { requestId: 'trace-7', method: 'POST', route: '/web/x/5512345678', status: 400, ms: 2 },
      { requestId: 'trace-7', method: 'POST', route: '/web/x/5512345678', status: 400, ms: 2 },
    ];
    for (const line of lines) {
      request(line);
      redacting.info('request', { ...line });
    }
    expect(written.map((line) => ({ ...line }))).toEqual(viaLogger.lines.map((entry) => entry.fields));
    expect(Object.keys(written[2] ?? {})).toEqual(['requestId', 'method', 'route', 'status', 'ms']);
    expect(written[0]).toBe(lines[0]);
    expect(written[1]?.requestId).toBe('req-[digits]');
    expect(written[3]?.route).toBe('/web/x/[digits]');
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

/** Lines the busy process logs: several times the destination's 12 KiB and 16 KiB chunks. */
const BUSY_LINES = 5000;

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
          expect(stdout.trim().split('\n')).toHaveLength(3);
          expect(stderr).toContain('"message":"failed"');
        },
        { timeout: 15_000, interval: 50 },
      );
      const [started, request, other] = stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect([started?.message, request?.message, other?.message]).toEqual(['started', 'request', 'request']);
      expect(request).toMatchObject({
        level: 'info',
        service: 'api',
        requestId: '550e8400-e29b-41d4-a716-446655440000',
        method: 'GET',
        route: '/healthz',
        status: 200,
        ms: 0,
      });
      // A caller's request id holding a phone is masked, as every string of a line is.
      expect(other?.requestId).toBe('req-[digits]');
      expect(stdout).not.toContain('5512345678');
      expect(child.exitCode).toBeNull();
    } finally {
      child.kill();
    }
  }, 30_000);

  it.each([
    ['ends by itself', 'end'],
    ['calls process.exit()', 'exit'],
  ])(
    'writes every line of a busy process whole and in order when it %s',
    async (_kind, how) => {
      const fixture = fileURLToPath(new URL('./test/busy-logger.fixture.ts', import.meta.url));
      const child = spawn(process.execPath, ['--import', 'tsx', fixture, String(BUSY_LINES), how], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const chunks: Buffer[] = [];
      child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
      const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
      expect(code).toBe(0);
      // Decoded once, whole: a line's multi-byte characters may be split between two writes.
      const lines = Buffer.concat(chunks)
        .toString('utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { n: number; message: string; service: string });
      expect(lines).toHaveLength(BUSY_LINES);
      lines.forEach((line, n) => {
        expect(line).toMatchObject({ n, service: 'worker', message: `línea ${n}: señal recibida ✓ — año` });
      });
    },
    30_000,
  );
});
