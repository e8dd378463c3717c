/** Options of {@link sentryErrorReporter}. */
export interface SentryReporterOptions {
  /** `https://<public key>@<host>/<project id>` (env `SENTRY_DSN`). */
  dsn: string;
  /** Which process reports: a tag on every event (`api`, `worker`, `web`, `backoffice`). */
  service: string;
  /** The deployment's environment name (`production`, `staging`). */
  environment?: string | undefined;
  /** The release (a commit, a version). */
  release?: string | undefined;
  /**
   * Masks personal data in a text (an error message, a context value) before it leaves the process:
   * the API passes its log redaction, a site `redactText`. @default the text as it is
   */
  redact?: (text: string) => string;
}

/** The Sentry-protocol reporter: core's `ErrorReporter` port, and `flush` before the process exits. */
export interface SentryErrorReporter {
  readonly name: string;
  report(error: unknown, context: Record<string, string | number | boolean | undefined>): Promise<void>;
  /** Waits up to `timeoutMs` for the reports still being sent; `false` if some were not. */
  flush(timeoutMs: number): Promise<boolean>;
}

/** The tags of spec §8: every report is critical. */
export declare const CRITICAL_TAGS: { readonly severity: 'critical' };

/** The Sentry-protocol reporter of a server (one client, no global hub, nothing instrumented). */
export declare function sentryErrorReporter(options: SentryReporterOptions): SentryErrorReporter;
