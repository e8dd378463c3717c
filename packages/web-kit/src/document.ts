import { PassThrough, Writable } from 'node:stream';
import { createReadableStreamFromReadable } from '@remix-run/node';
import { type ComponentType, type Context, createElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { applySecurityHeaders, createNonce, type SecurityHeaderOptions } from './security';

/** How long a document may stream before React gives up on pending Suspense boundaries (ms). */
export const DOCUMENT_ABORT_DELAY_MS = 5_000;

/** The props the handler gives the app's `<RemixServer>`. */
export interface RemixServerProps<Entry> {
  context: Entry;
  url: string;
  abortDelay?: number;
  nonce?: string;
}

export interface DocumentHandlerOptions<Entry> {
  /**
   * The app's own `RemixServer`: the two apps pin different Remix patches and the element must come
   * from the copy their routes use, so the kit takes it instead of importing one.
   */
  RemixServer: ComponentType<RemixServerProps<Entry>>;
  /** The app's nonce context, given this response's nonce so its components read it. */
  NonceContext: Context<string> | Context<string | undefined>;
  /** The app's bot test (`isbot`): a bot gets the whole document at once, not a stream. */
  isBot: (userAgent: string) => boolean;
  /** The security headers besides the nonce, read per request (the app's env is read lazily). */
  security: () => Omit<SecurityHeaderOptions, 'nonce'>;
  /** A `Cache-Control` value set on every document, when given. */
  cacheControl?: string;
  /**
   * Answer every document in one body once it is rendered whole, instead of streaming it from its
   * shell: for an app whose pages have no deferred data, so nothing arrives later for waiting, and
   * the compression in front pays one pass instead of one per piece (issue 37, ADR 116). React's
   * output is gathered straight into the body, without a stream between.
   */
  whole?: boolean;
}

/**
 * Both apps' `entry.server.tsx` default export: a fresh CSP nonce and the security headers, then the
 * document streamed with React's `renderToPipeableStream`. The response resolves once the shell is
 * ready (or everything is, for a bot or in SPA mode); a shell error rejects; an error reported before
 * the shell is sent makes the status 500; rendering aborts after `DOCUMENT_ABORT_DELAY_MS` plus a
 * second.
 *
 * @example
 * export const streamTimeout = DOCUMENT_ABORT_DELAY_MS;
 * export default createDocumentHandler({ RemixServer, NonceContext, isBot: isbot,
 *   security: () => ({ production: env().production, development: import.meta.env.DEV }) });
 */
export function createDocumentHandler<Entry extends { isSpaMode?: boolean }>(
  options: DocumentHandlerOptions<Entry>,
): (request: Request, status: number, headers: Headers, context: Entry) => Promise<Response> {
  const { RemixServer, NonceContext, isBot, security, cacheControl, whole = false } = options;
  return (request, status, headers, context) => {
    const nonce = createNonce();
    applySecurityHeaders(headers, { ...security(), nonce });
    const waitForAll = whole || isBot(request.headers.get('user-agent') ?? '') || context.isSpaMode === true;
    let responseStatus = status;
    return new Promise<Response>((resolve, reject) => {
      let shellRendered = false;
      const app = createElement(
        // Either context takes a string: the union only stands for the two apps' declarations.
        (NonceContext as Context<string>).Provider,
        { value: nonce },
        createElement(RemixServer, { context, url: request.url, abortDelay: DOCUMENT_ABORT_DELAY_MS, nonce }),
      );
      let timer: ReturnType<typeof setTimeout> | undefined;
      let settled = false;
      const settle = () => {
        settled = true;
        clearTimeout(timer);
      };
      const respond = () => {
        shellRendered = true;
        headers.set('Content-Type', 'text/html; charset=utf-8');
        if (cacheControl) headers.set('Cache-Control', cacheControl);
        if (whole) {
          const chunks: Buffer[] = [];
          pipe(
            new Writable({
              write(chunk: Buffer, _encoding, done) {
                chunks.push(chunk);
                done();
              },
              final(done) {
                resolve(new Response(Buffer.concat(chunks), { headers, status: responseStatus }));
                done();
              },
            }),
          );
          return;
        }
        const body = new PassThrough();
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status: responseStatus }));
        pipe(body);
      };
      const { pipe, abort } = renderToPipeableStream(app, {
        nonce,
        onShellReady() {
          if (!waitForAll) respond();
        },
        onAllReady() {
          if (waitForAll) respond();
          // Rendered whole: nothing left to abort. A timer left running would hold the request's
          // render in memory for seconds after its answer (under load, thousands of them).
          settle();
        },
        onShellError(error: unknown) {
          settle();
          reject(error);
        },
        onError(error: unknown) {
          responseStatus = 500;
          if (shellRendered) console.error(error);
        },
      });
      if (!settled) timer = setTimeout(abort, DOCUMENT_ABORT_DELAY_MS + 1000);
    });
  };
}
