// A jsdom environment whose window a worker keeps from file to file (issue 60), for suites that run
// with shared modules (`isolate: false`). Vitest's own `jsdom` builds a new window for every file,
// but a module loaded once keeps what it took from the first: Testing Library's `screen` queries the
// first file's `document.body`, a constructor taken from the first window fails the `instanceof` of
// the next. Here every file gets the same window, emptied before it runs: the document's nodes and
// attributes, the URL, cookies and both storages. Options are Vitest's (`environmentOptions.jsdom`).
//
// Name it by a path inside the package's root (`./app/test/jsdom-environment.ts` re-exporting this):
// Vitest 3 keeps one environment loader per worker and resolves a path outside the root through the
// RPC of the worker's first file, which has ended by the second (the run hangs).
import { createRequire } from 'node:module';
import { populateGlobal } from 'vitest/environments';

const KEPT = Symbol.for('@lender/vitest-config/shared-jsdom');

/** jsdom as Vitest's own environment loads it: the copy beside Vitest, whose peer it is. */
function loadJsdom() {
  const vitest = createRequire(import.meta.url).resolve('vitest/package.json');
  return createRequire(vitest)('jsdom');
}

/** The worker's window, made for its first file with Vitest's jsdom defaults. */
function keptDom(options) {
  const store = /** @type {Record<symbol, { dom: import('jsdom').JSDOM, url: string } | undefined>} */ (
    /** @type {unknown} */ (process)
  );
  const kept = store[KEPT];
  if (kept) return kept;
  const { JSDOM, ResourceLoader, VirtualConsole } = loadJsdom();
  const {
    html = '<!DOCTYPE html>',
    userAgent,
    url = 'http://localhost:3000',
    contentType = 'text/html',
    pretendToBeVisual = true,
    includeNodeLocations = false,
    runScripts = 'dangerously',
    resources,
    console = false,
    // jsdom's own jar serves: it is emptied for every file, as a new one (`cookieJar: true`) would be.
    cookieJar: _newJar,
    ...rest
  } = options;
  const dom = new JSDOM(html, {
    pretendToBeVisual,
    resources: resources ?? (userAgent ? new ResourceLoader({ userAgent }) : undefined),
    runScripts,
    url,
    virtualConsole:
      console && globalThis.console ? new VirtualConsole().sendTo(globalThis.console) : undefined,
    includeNodeLocations,
    contentType,
    userAgent,
    ...rest,
  });
  store[KEPT] = { dom, url };
  return store[KEPT];
}

/** The window as a new one is: no nodes, attributes, cookies or stored items; the first URL. */
function empty(dom, url) {
  const { document, localStorage, sessionStorage } = dom.window;
  dom.reconfigure({ url });
  const root = document.documentElement;
  for (const element of [root, document.head, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const node of [...root.childNodes])
    if (node !== document.head && node !== document.body) node.remove();
  for (const node of [...document.childNodes]) if (node !== root && node !== document.doctype) node.remove();
  document.title = '';
  dom.cookieJar.removeAllCookiesSync();
  localStorage.clear();
  sessionStorage.clear();
}

/** As Vitest's jsdom: an error event no listener handles fails the run as an uncaught exception. */
function catchWindowErrors(window) {
  let listeners = 0;
  const unhandled = (event) => {
    if (listeners === 0 && event.error != null) process.emit('uncaughtException', event.error);
  };
  const add = window.addEventListener.bind(window);
  const remove = window.removeEventListener.bind(window);
  add('error', unhandled);
  window.addEventListener = function (...args) {
    if (args[0] === 'error') listeners++;
    return add.apply(this, args);
  };
  window.removeEventListener = function (...args) {
    if (args[0] === 'error' && listeners) listeners--;
    return remove.apply(this, args);
  };
  return () => remove('error', unhandled);
}

export default {
  name: 'shared-jsdom',
  transformMode: 'web',
  /**
   * @param {Record<string, unknown>} global
   * @param {{ jsdom?: Record<string, unknown> }} options
   */
  async setup(global, { jsdom = {} }) {
    const { dom, url } = keptDom(jsdom);
    empty(dom, url);
    const { keys, originals } = populateGlobal(global, dom.window, { bindFunctions: true });
    const clearWindowErrors = catchWindowErrors(global);
    global.jsdom = dom;
    return {
      teardown(teardownGlobal) {
        clearWindowErrors();
        delete teardownGlobal.jsdom;
        for (const key of keys) delete teardownGlobal[key];
        for (const [key, value] of originals) teardownGlobal[key] = value;
      },
    };
  },
};
