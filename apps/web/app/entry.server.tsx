import { createDocumentHandler, DOCUMENT_ABORT_DELAY_MS } from '@lender/web-kit';
import { reportSiteError } from '@lender/web-kit/site-error-hook';
import { RemixServer } from '@remix-run/react';
import { isbot } from 'isbot';
import type { ComponentProps } from 'react';
import { env } from './lib/env.server';
import { serverWords } from './lib/forms.server';
import { NonceContext } from './lib/nonce';
import { provideServerWords, WordsContext } from './lib/words';

// A page's `<title>` is written by its `meta`, outside React: it reads the same words.
provideServerWords(serverWords);

/** The server renders with every namespace in memory; the browser reads the page's from static files. */
function RemixServerWithWords(props: ComponentProps<typeof RemixServer>) {
  return (
    <WordsContext.Provider value={serverWords}>
      <RemixServer {...props} />
    </WordsContext.Provider>
  );
}

export const streamTimeout = DOCUMENT_ABORT_DELAY_MS;

/**
 * An error of a loader, an action or the render on the server (issue 40, spec §8): reported to the
 * error-reporting service with the route's path and method (a request the browser abandoned is not
 * an error).
 */
export function handleError(error: unknown, { request }: { request: Request }): void {
  if (request.signal.aborted) return;
  reportSiteError(error, { route: new URL(request.url).pathname, method: request.method });
}

/** The security headers' options, read from the env at the first page (issue 65: not per page); the nonce is each page's own. */
let security: { production: boolean; development: boolean; connectSrc: string[] } | undefined;

/**
 * The document rendered in full, then sent as one body (issue 37, ADR 116): React streams a page in
 * many small pieces, and the compression in front of the site (server.mjs) paid a compressor pass
 * for each: a fifth of the site's CPU under load in the profile of the home page, and much of its
 * garbage. The pages render at once (no deferred data), so nothing arrives later for waiting.
 */
export default createDocumentHandler({
  RemixServer: RemixServerWithWords,
  NonceContext,
  isBot: isbot,
  whole: true,
  security: () => {
    security ??= {
      production: env().production,
      development: import.meta.env.DEV,
      // The scoring collector uploads to its ingest's origin (issue 18).
      connectSrc: [new URL(env().collector.url).origin],
    };
    return security;
  },
});
