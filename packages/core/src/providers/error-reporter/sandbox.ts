import { outbox } from '@lender/db/schema';
import type { SandboxOptions } from '../sandbox-options';
import type { ErrorReporter } from './port';

/** The error-reporting sandbox: records the error's name and message (no stack, no request body). */
export function sandboxErrorReporter(options: SandboxOptions): ErrorReporter {
  return {
    name: 'sandbox-error-reporter',
    async report(error, context) {
      const name = error instanceof Error ? error.name : 'Error';
      const message = error instanceof Error ? error.message : String(error);
      await options.db.insert(outbox).values({
        channel: 'error_report',
        provider: 'sandbox-error-reporter',
        body: `${name}: ${message}`,
        payload: { ...context, tag: 'critical' },
      });
    },
  };
}
