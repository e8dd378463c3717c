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

const KEY = Symbol.for('@lender/web-kit/browser-address');

/** @returns {AsyncLocalStorage<string | undefined>} */
function store() {
  const holder = /** @type {Record<symbol, AsyncLocalStorage<string | undefined> | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  );
  holder[KEY] ??= new AsyncLocalStorage();
  return holder[KEY];
}

/**
 * Runs `fn` with `address` as the browser's address of everything it starts.
 * @template T
 * @param {string | undefined} address
 * @param {() => T} fn
 * @returns {T}
 */
export function runWithBrowserAddress(address, fn) {
  return store().run(address, fn);
}

/**
 * The browser's address of the request being handled, when the site's server knows it.
 * @returns {string | undefined}
 */
export function browserAddress() {
  return store().getStore();
}
