import { createDocumentHandler, DOCUMENT_ABORT_DELAY_MS } from '@lender/web-kit';
import { RemixServer } from '@remix-run/react';
import { isbot } from 'isbot';
import { env } from './lib/env.server';
import { NonceContext } from './lib/nonce';

export const streamTimeout = DOCUMENT_ABORT_DELAY_MS;

export default createDocumentHandler({
  RemixServer,
  NonceContext,
  isBot: isbot,
  security: () => ({
    production: env().production,
    development: import.meta.env.DEV,
    // The scoring collector uploads to its ingest's origin (issue 18).
    connectSrc: [new URL(env().collector.url).origin],
  }),
});
