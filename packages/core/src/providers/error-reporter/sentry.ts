import { hostname } from 'node:os';
import {
  dedupeIntegration,
  defaultStackParser,
  linkedErrorsIntegration,
  makeNodeTransport,
  NodeClient,
  Scope,
} from '@sentry/node';
import type { ErrorReporter } from './port';

/** Options of {@link sentryErrorReporter}. */
export interface SentryReporterOptions {
  /** `https://<public key>@<host>/<project id>` (env `SENTRY_DSN`). */
  dsn: string;
  /** Which process reports: a tag on every event (`api`, `worker`, …). */
  service: string;
  /** The deployment's environment name (`production`, `staging`). */
  environment?: string;
  /** The release (a commit, a version). */
  release?: string;
  /**
   * Masks personal data in a text (an error message, a context value) before it leaves the process:
   * the API passes its log redaction. @default the text as it is
   */
  redact?: (text: string) => string;
}

/** The Sentry-protocol reporter: the port, and `flush` before the process exits. */
export interface SentryErrorReporter extends ErrorReporter {
  /** Waits up to `timeoutMs` for the reports still being sent; `false` if some were not. */
  flush(timeoutMs: number): Promise<boolean>;
}

/** The tags of spec §8: every report is critical (Sentry's top level, `fatal`). */
export const CRITICAL_TAGS = { severity: 'critical' } as const;

/**
 * Context keys that become searchable tags (short, never personal); the rest goes in `details`.
 * `routeId` is a site's page route (`@lender/web-kit/site-errors` reports through this reporter).
 */
const TAG_KEYS = new Set([
  'route',
  'method',
  'requestId',
  'source',
  'endpointId',
  'job',
  'status',
  'routeId',
]);

/**
 * The `ErrorReporter` port over `@sentry/node`'s client (issue 40), for every server of the
 * platform (the API, the worker and both sites' servers): one client per process, no global
 * hub and no automatic instrumentation (nothing of the process is patched), events sent to the DSN's
 * envelope endpoint. Every event is level `fatal` with the tag `severity=critical` (spec §8), the
 * `service` tag, the context's route, method, request id, job… as tags and the rest as the `details`
 * context. Nothing personal: no request, user, cookies or local variables; the message and string
 * values pass through `redact`.
 */
export function sentryErrorReporter(options: SentryReporterOptions): SentryErrorReporter {
  const redact = options.redact ?? ((text: string) => text);
  const client = new NodeClient({
    dsn: options.dsn,
    environment: options.environment,
    release: options.release,
    serverName: hostname(),
    stackParser: defaultStackParser,
    transport: makeNodeTransport,
    integrations: [linkedErrorsIntegration(), dedupeIntegration()],
    beforeSend(event) {
      for (const exception of event.exception?.values ?? []) {
        if (exception.value) exception.value = redact(exception.value);
      }
      if (event.message) event.message = redact(event.message);
      delete event.request;
      delete event.user;
      return event;
    },
  });
  client.init();

  return {
    name: 'sentry',
    async report(error, context) {
      const scope = new Scope();
      scope.setClient(client);
      scope.setLevel('fatal');
      scope.setTags({ ...CRITICAL_TAGS, service: options.service });
      const details: Record<string, string | number | boolean> = {};
      for (const [key, value] of Object.entries(context)) {
        if (value === undefined) continue;
        const safe = typeof value === 'string' ? redact(value) : value;
        if (TAG_KEYS.has(key)) scope.setTag(key, typeof safe === 'string' ? safe.slice(0, 200) : safe);
        else details[key] = safe;
      }
      if (Object.keys(details).length > 0) scope.setContext('details', details);
      const exception = error instanceof Error ? error : new Error(redact(String(error)));
      client.captureException(exception, undefined, scope);
    },
    flush: async (timeoutMs) => client.flush(timeoutMs),
  };
}
