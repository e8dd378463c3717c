import { EnvError } from './env';

/**
 * The end of a process that could not start (the API server, the worker): a configuration error
 * prints its own message, anything else `<what> could not start: …`; exit code 1.
 */
export function exitOnStartFailure(what: string): (error: unknown) => never {
  return (error) => {
    if (error instanceof EnvError) process.stderr.write(`${error.message}\n`);
    else
      process.stderr.write(
        `${what} could not start: ${error instanceof Error ? error.message : String(error)}\n`,
      );
    process.exit(1);
  };
}
