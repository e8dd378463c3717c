// `pnpm --filter @lender/api-server run worker`: runs the background jobs without the HTTP API
// (ADR 027), for deployments that scale workers apart from API instances (set JOBS_IN_API=false on
// the API then). Meant for PostgreSQL (DATABASE_URL): an embedded PGlite folder is locked by the
// process that has it open, so on PGlite the API runs the jobs itself. The start-up it shares with
// the API (environment, logger, database, error reporting, core, listening, shutdown) is
// `process-start.ts`.
import { startJobRunner } from './jobs';
import { createProcessMetrics, startOpsServer } from './metrics';
import { runProcess } from './process-start';

runProcess({
  service: 'worker',
  title: 'The worker',
  async start({ env, logger, handle, core }) {
    const runner = await startJobRunner(core, env, logger);
    // /healthz, /readyz and /metrics (the queue's depth and failures, the pool) on WORKER_PORT.
    const server = await startOpsServer({
      port: env.WORKER_PORT,
      host: env.WORKER_HOST,
      metrics: createProcessMetrics({ service: 'worker', handle }),
      ready: () => handle.ping().then(() => true),
      logger,
    });
    // At shutdown the server is closed first, then the jobs running finish (pg-boss waits up to
    // its stop timeout), then the database.
    return { server, jobs: async () => runner };
  },
});
