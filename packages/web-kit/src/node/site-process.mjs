// A site server's graceful stop (issue 40): on SIGTERM or SIGINT stop accepting, let the requests in
// flight finish within the grace, then exit. Plain JavaScript for the apps' server.mjs.

/**
 * Stops a Node HTTP server without cutting a request short: idle keep-alive connections close at
 * once, busy ones when their response has gone; after `graceMs` what is left is closed. Resolves
 * `true` when everything finished in time.
 * @param {import('node:http').Server} server
 * @param {number} graceMs
 * @returns {Promise<boolean>}
 */
export function drainServer(server, graceMs) {
  return new Promise((resolve) => {
    let done = false;
    /** @type {ReturnType<typeof setInterval>} */
    let idle;
    /** @type {ReturnType<typeof setTimeout>} */
    let deadline;
    const finish = (/** @type {boolean} */ inTime) => {
      if (done) return;
      done = true;
      clearInterval(idle);
      clearTimeout(deadline);
      resolve(inTime);
    };
    server.close(() => finish(true));
    server.closeIdleConnections();
    idle = setInterval(() => server.closeIdleConnections(), 50);
    deadline = setTimeout(() => {
      server.closeAllConnections();
      finish(false);
    }, graceMs);
  });
}

/**
 * On the first SIGTERM or SIGINT: `before()` (flush the error reports…), drain the server, log one
 * line, exit 0 (1 when something failed); a second signal exits at once.
 * @param {import('node:http').Server} server
 * @param {{ graceMs: number; log: (level: string, message: string, fields?: object) => void; after?: () => Promise<unknown> }} options
 */
export function stopOnSignals(server, options) {
  let stopping = false;
  const stop = async (/** @type {string} */ signal) => {
    if (stopping) process.exit(1);
    stopping = true;
    options.log('info', `${signal}: shutting down`, { graceMs: options.graceMs });
    let code = 0;
    try {
      const inTime = await drainServer(server, options.graceMs);
      options.log(inTime ? 'info' : 'warn', 'shutdown: requests drained', { inTime });
      await options.after?.();
    } catch (error) {
      code = 1;
      options.log('error', 'shutdown failed', {
        error: error instanceof Error ? error.message : String(error),
      });
    }
    process.exit(code);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

/**
 * A site's JSON log line writer: `{"level","time","service","message",…fields}` on stdout (warn and
 * error included: one stream, one format, as the API's).
 * @param {string} service
 * @param {(line: string) => void} [write]
 * @returns {(level: string, message: string, fields?: object) => void}
 */
export function jsonLog(service, write = (line) => process.stdout.write(`${line}\n`)) {
  return (level, message, fields) =>
    write(JSON.stringify({ level, time: new Date().toISOString(), service, message, ...fields }));
}
