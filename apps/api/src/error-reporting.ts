// The error-reporting service of the API server and the worker (issue 40, spec §8): the
// Sentry-protocol adapter of the ErrorReporter port when SENTRY_DSN is set (loaded only then; the
// sites' servers use the same one, `@lender/error-reporter`, ADR 321), and the last
// reports of a process that fails.
import type { Core, Logger } from '@lender/core';
import type { SentryErrorReporter } from '@lender/error-reporter';
import type { Env } from './env';
import { redactLogText } from './log';

/** The reporter the environment asks for, or `undefined` (the sandbox reporter writes the outbox). */
export async function errorReporterOf(
  env: Pick<Env, 'SENTRY_DSN' | 'SENTRY_ENVIRONMENT' | 'SENTRY_RELEASE' | 'DEPLOYMENT_STAGE' | 'NODE_ENV'>,
  service: 'api' | 'worker',
): Promise<SentryErrorReporter | undefined> {
  if (!env.SENTRY_DSN) return undefined;
  const { sentryErrorReporter } = await import('@lender/error-reporter');
  return sentryErrorReporter({
    dsn: env.SENTRY_DSN,
    service,
    environment: env.SENTRY_ENVIRONMENT ?? env.DEPLOYMENT_STAGE ?? env.NODE_ENV,
    ...(env.SENTRY_RELEASE !== undefined && { release: env.SENTRY_RELEASE }),
    // The log's masking of CURPs, e-mails, phones, cards and account numbers.
    redact: redactLogText,
  });
}

/**
 * An error nothing caught (an uncaught exception, an unhandled rejection) is logged, reported and
 * flushed, then the process exits 1 as Node would have: its state is unknown.
 */
export function reportProcessFailures(
  reporter: Core['providers']['errorReporter'] & { flush?(timeoutMs: number): Promise<boolean> },
  logger: Logger,
): void {
  const fail = (kind: string) => (error: unknown) => {
    logger.error(kind, { error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
    void reporter
      .report(error, { source: kind })
      .then(() => reporter.flush?.(2000))
      .catch(() => {})
      .finally(() => process.exit(1));
  };
  process.on('uncaughtException', fail('uncaughtException'));
  process.on('unhandledRejection', fail('unhandledRejection'));
}
