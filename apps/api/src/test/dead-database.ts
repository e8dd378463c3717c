import { createServer } from 'node:net';
import { createCore } from '@lender/core';
import { fixedClock, memoryLogger, TEST_LIMITS, TEST_NOW, TEST_SECRETS } from '@lender/core/testing';
import { createApp } from '../app';
import { openDatabaseOf } from '../deployment-env';

/** A loopback port nothing listens on (bound, then let go). */
export async function deadPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The API as its server builds it (`openDatabaseOf`, a node-postgres pool) over a PostgreSQL that
 * is down: every query is refused (issue 53). Same secrets and clock as the test core, so a token a
 * working test app issued passes its check and its session is what cannot be read. For the sites'
 * tests of what a page answers while the database is down.
 */
export async function appOverDeadDatabase() {
  const handle = await openDatabaseOf({
    DATABASE_URL: `postgres://lender@127.0.0.1:${await deadPort()}/lender`,
    DATA_DIR: '',
    DATABASE_CONNECT_TIMEOUT_MS: 2000,
  });
  const logger = memoryLogger();
  const core = createCore({
    secrets: TEST_SECRETS,
    clock: fixedClock(TEST_NOW),
    logger,
    environment: 'test',
    limits: TEST_LIMITS,
    db: handle.db,
  });
  return { app: createApp({ core }), core, logger, handle, close: () => handle.close() };
}
