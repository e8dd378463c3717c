// The browser's address for the request being handled (issue 35, ADR 107). The site's Node server
// (`site-server.mjs`) learns it from the socket, or from its own front proxy's X-Forwarded-For
// when told to trust one, and runs the request inside this store; the kit's API calls and the
// /web proxy read it and send it to the API beside the site's key. A store, not a request header:
// nothing a browser sends can set it, under any server.
//
// Plain JavaScript because the apps' server files (Node, no build) import it; the apps' Vite builds
// bundle a second copy with the kit, so the store lives on `globalThis` under a registered symbol:
// both copies share one.
import { AsyncLocalStorage } from 'node:async_hooks';

const KEY = Symbol.for('@lender/web-kit/browser');

/** @typedef {{ address: string | undefined, userAgent: string | undefined }} Browser */

/** @returns {AsyncLocalStorage<Browser>} */
function store() {
  const holder = /** @type {Record<symbol, AsyncLocalStorage<Browser> | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  );
  holder[KEY] ??= new AsyncLocalStorage();
  return holder[KEY];
}

/**
 * Runs `fn` with `address` (and the browser's own `User-Agent`) as the browser of everything it
 * starts.
 * @template T
 * @param {string | undefined} address
 * @param {() => T} fn
 * @param {string} [userAgent]
 * @returns {T}
 */
export function runWithBrowserAddress(address, fn, userAgent) {
  return store().run({ address, userAgent }, fn);
}

/**
 * The browser's address of the request being handled, when the site's server knows it.
 * @returns {string | undefined}
 */
export function browserAddress() {
  return store().getStore()?.address;
}

/**
 * The `User-Agent` the browser sent with the request being handled (what signing evidence records
 * as its browser; issue 61), when the site's server knows it.
 * @returns {string | undefined}
 */
export function browserUserAgent() {
  return store().getStore()?.userAgent;
}
