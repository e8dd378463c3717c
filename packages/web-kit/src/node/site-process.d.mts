import type { Server } from 'node:http';

/** Stops a server without cutting a request short; `true` when everything finished within `graceMs`. */
export declare function drainServer(server: Server, graceMs: number): Promise<boolean>;

/** On SIGTERM/SIGINT: drain the server within the grace, run `after`, log, exit. */
export declare function stopOnSignals(
  server: Server,
  options: {
    graceMs: number;
    log: (level: string, message: string, fields?: object) => void;
    after?: () => Promise<unknown>;
  },
): void;

/** A site's JSON log line writer (`{"level","time","service","message",…fields}` on stdout). */
export declare function jsonLog(
  service: string,
  write?: (line: string) => void,
): (level: string, message: string, fields?: object) => void;
