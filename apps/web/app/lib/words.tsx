import { WORD_URLS } from 'virtual:site-words';
import type { Resources } from '@lender/i18n';
import type { ClientLoaderFunctionArgs } from '@remix-run/react';
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { SITE_NAMESPACES, type SiteNamespace } from './site-namespaces';

// The words of the borrower site reach the browser as static files, one per namespace, hashed and
// cached for a year (`/assets/words-<ns>-<hash>.json`, written by the build: vite.config.ts
// `siteWords`), never in loader data (issue 37, ADR 116). A page names the namespaces its path
// needs; the document preloads their files, the browser reads them before it hydrates, and a client
// navigation to a page that needs more waits for them in the route's `clientLoader`. The server
// renders with every namespace in memory (entry.server.tsx).

export { SITE_NAMESPACES, type SiteNamespace };
export type SiteResources = Partial<Pick<Resources, SiteNamespace>>;

/** What a page needs, by where it is: the header and footer always, then its area's words. */
const AREAS: ReadonlyArray<readonly [prefix: string, namespaces: readonly SiteNamespace[]]> = [
  ['/registration', ['common', 'errors', 'registration', 'calculator']],
  ['/application', ['common', 'errors', 'application', 'calculator', 'registration', 'loan']],
  ['/profile', ['common', 'errors', 'profile', 'loan', 'application', 'registration']],
  ['/ingresar', ['common', 'errors', 'profile', 'registration']],
  ['/recover', ['common', 'errors', 'profile', 'registration']],
  ['/print', ['common', 'loan']],
  ['/unsubscribe', ['common', 'profile']],
  ['/no-me-cobren', ['common', 'errors', 'loan']],
  ['/somos-nosotros', ['common', 'errors']],
];

/** The namespaces a page at `pathname` renders with. */
export function namespacesOf(pathname: string): readonly SiteNamespace[] {
  for (const [prefix, namespaces] of AREAS) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return namespaces;
  }
  return ['common'];
}

/** The static file of a namespace's words. */
export const wordsUrl = (namespace: SiteNamespace): string => WORD_URLS[namespace];

/** The words a document carries: the server's (all of them) or those the browser has read. */
export const WordsContext = createContext<SiteResources>({});

/** The browser's words, namespace by namespace, as they arrive. */
let loaded: SiteResources = {};
const pending = new Map<SiteNamespace, Promise<void>>();
const listeners = new Set<() => void>();

/**
 * Reads the words of `namespaces` that the browser does not have yet (from the preloaded files on a
 * first load, from the cache or the network after). Resolves once they are all there.
 */
export function loadWords(namespaces: readonly SiteNamespace[]): Promise<void> {
  return Promise.all(
    namespaces.map((namespace) => {
      if (loaded[namespace]) return undefined;
      let load = pending.get(namespace);
      if (!load) {
        load = fetch(wordsUrl(namespace), { credentials: 'same-origin' })
          .then((response) => {
            if (!response.ok) throw new Error(`words ${namespace}: HTTP ${response.status}`);
            return response.json();
          })
          .then((words: unknown) => {
            loaded = { ...loaded, [namespace]: words };
            for (const listener of listeners) listener();
          })
          .finally(() => pending.delete(namespace));
        pending.set(namespace, load);
      }
      return load;
    }),
  ).then(() => undefined);
}

/** The browser's words, updated as more arrive. */
export function BrowserWords({ children }: { children: ReactNode }) {
  const words = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => loaded,
    () => loaded,
  );
  return <WordsContext.Provider value={words}>{children}</WordsContext.Provider>;
}

export const useWords = () => useContext(WordsContext);

/**
 * The words a route's `meta` (outside React: a page's `<title>`) reads: in the browser those read so
 * far (the page's own are there before it renders), on the server every namespace
 * ({@link provideServerWords}).
 */
export const documentWords = (): SiteResources => loaded;

/** The server's words for {@link documentWords} (`entry.server.tsx`, once): it renders every page. */
export function provideServerWords(words: SiteResources): void {
  loaded = words;
}

/**
 * A route's `clientLoader` (client navigations only; the first load uses the server's data): the
 * page's words and its data in parallel, so a page never renders before its words are there.
 */
export async function wordsClientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  const [data] = await Promise.all([serverLoader(), loadWords(namespacesOf(new URL(request.url).pathname))]);
  return data;
}

/** The `<link rel="preload">` of a page's words (in the document head, before any script). */
export function WordsPreload({ pathname }: { pathname: string }) {
  return (
    <>
      {namespacesOf(pathname).map((namespace) => (
        <link
          key={namespace}
          rel="preload"
          as="fetch"
          crossOrigin="anonymous"
          href={wordsUrl(namespace)}
          data-words={namespace}
        />
      ))}
    </>
  );
}

/** The namespaces the document's head preloads (what the server rendered with). */
export function preloadedNamespaces(): SiteNamespace[] {
  return [...document.querySelectorAll<HTMLLinkElement>('link[data-words]')]
    .map((link) => link.dataset.words as SiteNamespace)
    .filter((namespace) => (SITE_NAMESPACES as readonly string[]).includes(namespace));
}
