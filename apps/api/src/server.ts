// `pnpm --filter @lender/api-server run start`: the API on PORT (4000) with the embedded
// database, sandbox providers and demo data, unless DATABASE_URL says otherwise (README).
// The start-up it shares with the worker (environment, logger, database, error reporting, core,
// listening, shutdown) is `process-start.ts`.

import { getRequestListener } from '@hono/node-server';
import { ensureGeoCatalogue, type JobRunner } from '@lender/core';
import { createApp } from './app';
import { openReplicaOf } from './deployment-env';
import { siteApiKeysOf } from './env';
import { startJobRunner } from './jobs';
import { createProcessMetrics } from './metrics';
import { DOCS_PATH, OPENAPI_PATH } from './openapi';
import { baseUrlOf, listen, runProcess } from './process-start';
import { seedOnStart } from './seed';

runProcess({
  service: 'api',
  title: 'The API',
  async start({ env, logger, handle, core, collector }) {
    // Reference data, every environment: the national address catalogue on a fresh database (about
    // 5–10 s once), a single look-up on every later start.
    const geo = await ensureGeoCatalogue(handle.db);
    if (geo.loaded) {
      logger.info(
        `address catalogue loaded: ${geo.settlements} colonias, ${geo.municipalities} municipalities in ${geo.milliseconds} ms`,
      );
    }
    // Scoring collector (ADR 032): partner sites from COLLECTOR_PARTNERS, keys stored hashed.
    await core.collector.configurePartners(collector.partners);
    if (collector.generatedKeyFile)
      logger.warn(`collector: generated a development key in ${collector.generatedKeyFile}`);
    if (env.SEED ?? handle.kind === 'pglite') await seedOnStart(core, env);

    // Prometheus text at GET /metrics (issue 40), a route of the app: every request counted from
    // its log line.
    const metrics = createProcessMetrics({ service: 'api', handle });
    // The risk and regulator reports read a streaming replica when there is one.
    const replica = await openReplicaOf(env);
    if (replica) logger.info(`reports read the replica at ${replica.location}`);
    const app = createApp({
      core,
      ...(replica && { reportsDb: replica.db }),
      trustProxy: env.TRUST_PROXY,
      siteApiKeys: siteApiKeysOf(env),
      metrics,
      requestLog: (line) => {
        logger.request(line);
        metrics.observeRequest(line);
      },
    });
    // The app's own `fetch`, as `serve()` of @hono/node-server hands it over (the host for a request
    // without a `Host` header too): one router answers every request (ADR 283).
    const server = await listen(getRequestListener(app.fetch, { hostname: env.HOST }), env.PORT, env.HOST);
    const base = baseUrlOf(server);
    process.stdout.write(
      `\n  Lender API listening on ${base}\n  Reference:  ${base}${DOCS_PATH}\n  OpenAPI:    ${base}${OPENAPI_PATH}\n  Health:     ${base}/healthz  ${base}/readyz\n  Metrics:    ${base}/metrics\n\n`,
    );
    // Background jobs (ADR 027): reminders, overdue, offer expiry, sandbox callbacks. Off when
    // separate `worker` processes run them. Started once the server listens (ADR 248): the API
    // answers without waiting for the queue's schema check and schedules, which take a second or two.
    let jobs: Promise<JobRunner | undefined> = Promise.resolve(undefined);
    if (env.JOBS_IN_API) {
      jobs = startJobRunner(core, env, logger).catch((error: unknown) => {
        logger.error('background jobs could not start', {
          error: error instanceof Error ? error.message : String(error),
        });
        return undefined;
      });
    }
    return { server, jobs: () => jobs, ...(replica && { close: () => replica.close() }) };
  },
});
