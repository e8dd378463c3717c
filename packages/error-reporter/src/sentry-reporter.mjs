// The Sentry-protocol error reporter of every server of the platform (issue 40, spec §8; ADR 321):
// both sites' servers (`site-errors.mjs`) and the API and the worker (apps/api `error-reporting.ts`,
// which hands it to core as its `ErrorReporter` port). It lives here, in plain ESM with no build,
// so that a site never loads @lender/core and the API needs nothing of core to report: one copy.
// Loaded only with a DSN (@sentry/node takes about a second to import).
import { hostname } from 'node:os';
import {
  dedupeIntegration,
  defaultStackParser,
  linkedErrorsIntegration,
  makeNodeTransport,
  NodeClient,
  Scope,
} from '@sentry/node';

/** The tags of spec §8: every report is critical (Sentry's top level, `fatal`). */
export const CRITICAL_TAGS = Object.freeze({ severity: 'critical' });

/**
 * Context keys that become searchable tags (short, never personal); the rest goes in `details`.
 * `routeId` is a site's page route (`site-errors.mjs`).
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
 * The `ErrorReporter` port over `@sentry/node`'s client: one client per process, no global hub and
 * no automatic instrumentation (nothing of the process is patched), events sent to the DSN's
 * envelope endpoint. Every event is level `fatal` with the tag `severity=critical` (spec §8), the
 * `service` tag, the context's route, method, request id, job… as tags and the rest as the `details`
 * context. Nothing personal: no request, user, cookies or local variables; the message and string
 * values pass through `redact`.
 * @param {import('./sentry-reporter.d.mts').SentryReporterOptions} options
 * @returns {import('./sentry-reporter.d.mts').SentryErrorReporter}
 */
export function sentryErrorReporter(options) {
  const redact = options.redact ?? ((/** @type {string} */ text) => text);
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
      /** @type {Record<string, string | number | boolean>} */
      const details = {};
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
