// Process and load helpers of the API benchmark: start the built API (`dist/server.js`) and the bare
// `node:http` reference as child processes, drive them with autocannon, read their memory.
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** A child server: its base URL, and how long it took to answer its first request. */
export interface Child {
  readonly name: string;
  readonly url: string;
  readonly process: ChildProcess;
  /** Milliseconds from spawn to the first 200 of `readyPath`. */
  readonly readyMs: number;
  /** Where its stdout and stderr went. */
  readonly logFile: string;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
}

/**
 * Starts the built API with `env` (over a development environment) and waits for `/healthz`;
 * `server` is another build's `dist/server.js` (an A/B against another checkout).
 */
export async function startApi(
  name: string,
  env: Record<string, string>,
  server = join(apiRoot, 'dist', 'server.js'),
): Promise<Child> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), `lender-bench-${name}-`));
  const logFile = join(dir, 'server.log');
  const out = openSync(logFile, 'w');
  const started = performance.now();
  const child = spawn(process.execPath, [server], {
    cwd: dir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? dir,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      // Every caller of the load generator is 127.0.0.1: the login burst sends its own addresses.
      TRUST_PROXY: 'true',
      ...env,
    },
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  const url = `http://127.0.0.1:${port}`;
  await waitReady(`${url}/healthz`, child, 180_000);
  return { name, url, process: child, readyMs: performance.now() - started, logFile, stop: stopper(child) };
}

/** Starts the bare `node:http` JSON server. */
export async function startBare(): Promise<Child> {
  const started = performance.now();
  const child = spawn(process.execPath, [join(apiRoot, 'bench', 'bare-server.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.once('data', (chunk: Buffer) => resolve(JSON.parse(String(chunk)).port as number));
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  await waitReady(url, child, 10_000);
  return {
    name: 'bare',
    url,
    process: child,
    readyMs: performance.now() - started,
    logFile: '',
    stop: stopper(child),
  };
}

/** Resident memory of a process now and at its peak (MiB), from /proc (Linux). */
export function memoryOf(pid: number | undefined): { rssMiB: number; peakMiB: number } | undefined {
  if (pid === undefined) return undefined;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
    return { rssMiB: Math.round(kib('VmRSS') / 1024), peakMiB: Math.round(kib('VmHWM') / 1024) };
  } catch {
    return undefined;
  }
}

/** One autocannon run. */
export interface Load {
  readonly path: string;
  readonly method?: 'GET' | 'POST';
  readonly headers?: Record<string, string>;
  readonly body?: string;
  /** Changes each request (a header, the path): called per request. */
  readonly vary?: (request: { path: string; headers: Record<string, string> }) => void;
  readonly connections?: number;
  readonly seconds?: number;
  /** The server's process id: its CPU time over the run is read from /proc (Linux). */
  readonly pid?: number;
  /**
   * Also time the 2xx answers and the 429s apart ({@link Measured.admitted}, {@link Measured.refused}):
   * autocannon's percentiles mix them, and where one kind is about 1 % of the answers its p99 lands
   * on the edge between the two (the login burst, ADR 277).
   */
  readonly byStatus?: boolean;
}

/** Latency percentiles of one kind of answer, in milliseconds. */
export interface Percentiles {
  readonly count: number;
  readonly p50: number;
  readonly p99: number;
}

/** What one run measured. */
export interface Measured {
  readonly rps: number;
  /** Responses with a 2xx status (all of the run's). */
  readonly ok: number;
  readonly p50: number;
  readonly p99: number;
  readonly non2xx: number;
  readonly status429: number;
  readonly errors: number;
  /**
   * The 2xx answers' and the 429s' latencies, apart, when {@link Load.byStatus} asked for them.
   */
  readonly admitted?: Percentiles;
  readonly refused?: Percentiles;
  /**
   * CPU time (user + system) the server's process spent per answered request, in microseconds;
   * NaN without a pid or /proc. Unlike requests per second it barely moves when other work shares
   * the machine, so bare CPU / API CPU approximates the rps ratio of a quiet machine.
   */
  readonly cpuUs: number;
}

/** User + system CPU time of a process in microseconds, from /proc/<pid>/stat (Linux, 100 ticks/s). */
export function cpuTimeUs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return Number.NaN;
  }
}

/** Runs autocannon against `base` + `load.path`. */
export async function measure(base: string, load: Load): Promise<Measured> {
  const headers = { ...load.headers, ...(load.body ? { 'content-type': 'application/json' } : {}) };
  // Per connection (one request in flight each: pipelining 1), when its request left.
  const admitted: number[] = [];
  const refused: number[] = [];
  type Timed = { sentAt?: number };
  const timing = load.byStatus
    ? {
        onResponse: (status: number, _body: string, context: Timed) => {
          if (context.sentAt === undefined) return;
          const ms = performance.now() - context.sentAt;
          if (status >= 200 && status < 300) admitted.push(ms);
          else if (status === 429) refused.push(ms);
        },
      }
    : {};
  const cpuBefore = cpuTimeUs(load.pid);
  const result = await autocannon({
    url: base,
    connections: load.connections ?? 32,
    duration: load.seconds ?? 5,
    pipelining: 1,
    requests: [
      {
        method: load.method ?? 'GET',
        path: load.path,
        headers,
        ...(load.body ? { body: load.body } : {}),
        ...(load.vary || load.byStatus
          ? {
              setupRequest: (request: autocannon.Request, context: Timed) => {
                context.sentAt = performance.now();
                if (!load.vary) return request;
                const next = { path: load.path, headers: { ...headers } };
                load.vary(next);
                return { ...request, path: next.path, headers: next.headers };
              },
            }
          : {}),
        ...timing,
      },
    ],
  });
  const cpuSpent = cpuTimeUs(load.pid) - cpuBefore;
  const codes = (result as unknown as { statusCodeStats?: Record<string, { count: number }> })
    .statusCodeStats;
  return {
    rps: result.requests.average,
    ok: result['2xx'],
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    status429: codes?.['429']?.count ?? 0,
    errors: result.errors + result.timeouts,
    ...(load.byStatus ? { admitted: percentiles(admitted), refused: percentiles(refused) } : {}),
    cpuUs: cpuSpent / Math.max(1, result.requests.total),
  };
}

/** p50 and p99 (nearest rank) of `values`, rounded to whole milliseconds; 0 of none. */
export function percentiles(values: readonly number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? 0);
  return { count: sorted.length, p50: at(0.5), p99: at(0.99) };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}
