// Graceful shutdown of the API server and the worker (issue 40): on SIGTERM or SIGINT stop taking
// work, let what is in flight finish within SHUTDOWN_GRACE_MS, then close the database and exit.
import type { Server } from 'node:http';
import type { Logger } from '@lender/core';

/**
 * Stops a Node HTTP server without cutting a request short: it stops accepting, closes idle
 * keep-alive connections at once and each busy one when its response has gone, and resolves when
 * none is left. After `graceMs` the connections still open are closed (a request slower than the
 * grace is cut). Resolves `true` when everything finished in time.
 */
export function drainServer(server: Server, graceMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (inTime: boolean) => {
      if (done) return;
      done = true;
      clearInterval(idle);
      clearTimeout(deadline);
      resolve(inTime);
    };
    server.close(() => finish(true));
    // A keep-alive connection becomes idle when its response ends: close it then, not at the
    // client's next request.
    server.closeIdleConnections();
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    const deadline = setTimeout(() => {
      server.closeAllConnections();
      finish(false);
    }, graceMs);
  });
}

/** One step of a shutdown, run in order: a name for the log and what to do. */
export interface ShutdownStep {
  readonly name: string;
  run(graceMs: number): Promise<unknown>;
}

/**
 * Runs `steps` in order on the first SIGTERM or SIGINT (a second one exits at once), logs each, and
 * exits 0 when all ended, 1 when one failed. Returns the function that starts it (tests, other
 * triggers).
 */
export function onShutdownSignals(
  logger: Logger,
  graceMs: number,
  steps: () => readonly ShutdownStep[],
  exit: (code: number) => void = (code) => process.exit(code),
): (signal: string) => Promise<void> {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      logger.warn(`${signal} again: exiting now`);
      exit(1);
      return;
    }
    stopping = true;
    logger.info(`${signal}: shutting down`, { graceMs });
    let code = 0;
    for (const step of steps()) {
      try {
        const result = await step.run(graceMs);
        logger.info(`shutdown: ${step.name}`, result === false ? { inTime: false } : {});
      } catch (error) {
        code = 1;
        logger.error(`shutdown: ${step.name} failed`, {
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
    exit(code);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  return stop;
}
