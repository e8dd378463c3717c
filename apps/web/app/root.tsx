import '@fontsource-variable/inter';
import '@lender/ui/styles.css';
import './styles.css';
import { reportBrowserError } from '@lender/web-kit/browser-error';
import { CHUNK_RELOAD_SCRIPT } from '@lender/web-kit/chunk-reload';
import type { LoaderFunctionArgs } from '@remix-run/node';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLocation,
  useMatches,
  useRouteError,
} from '@remix-run/react';
import { type ReactNode, useEffect, useState } from 'react';
import { AccountSwitch } from './components/AccountSwitch';
import { HYDRATION_STARTER, HydrationScripts } from './components/HydrationScripts';
import { SiteErrorPage } from './components/SiteErrorPage';
import { SiteLayout } from './components/SiteLayout';
import { useHydrated } from './lib/hydrated';
import { I18nProvider } from './lib/i18n';
import { useNonce } from './lib/nonce';
import { useRootData } from './lib/root-data';
import { rootLoader } from './lib/root-data.server';
import { rootTitle } from './lib/titles';
import { useWords, WordsPreload } from './lib/words';
import { isWizardPath } from './site-paths';

/** The error page's title, or the company's name (each page names itself: `lib/titles.ts`). */
export const meta = rootTitle;

/** The site's shell for every page (user, sandbox, progress, company, contacts): `lib/root-data.server.ts`. */
export const loader = (args: LoaderFunctionArgs) => rootLoader(args.request);

/**
 * The shell is read again after a form and whenever a navigation enters, leaves or moves along the
 * way to a signed loan, whose progress the header shows (issue 47): the flow's own redirects (the
 * loading page's, the poll's) are plain navigations, after which the bar would show the page before.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) =>
  defaultShouldRevalidate ||
  (currentUrl.pathname !== nextUrl.pathname &&
    (isWizardPath(currentUrl.pathname) || isWizardPath(nextUrl.pathname)));

// zod (the SDK's response schemas, the live form validation) probes `new Function('')` the first
// time it builds an object schema, to compile fast parsers; the site's CSP has no 'unsafe-eval', so
// the probe throws (caught) and Chromium still reports a CSP violation (an "inspector issue"). zod
// skips the probe when its config says `jitless`; it reads that config from this global, so setting
// it before any module loads covers every lazily loaded schema without adding zod to a first load.
const ZOD_JITLESS_SCRIPT =
  'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true});';

// The chunk-reload script acts from the server's HTML (it runs before any module loads); the browser
// bundle does not need its text. Vite sets `import.meta.env.SSR` to false in the client build, so the
// string is dropped from every first load (ADR 085) and hydration keeps the server's script as it is.
const HEAD_SCRIPT = import.meta.env.SSR ? CHUNK_RELOAD_SCRIPT + ZOD_JITLESS_SCRIPT + HYDRATION_STARTER : '';

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // The document's own page: its words are what the browser reads before it hydrates. A client
  // navigation fetches the next page's words itself (`wordsClientLoader`), so new preload links
  // would only fetch them a second time, unused (Chromium warns about each).
  const [documentPath] = useState(useLocation().pathname);
  return (
    <html lang="es-MX">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0d6b45" />
        {/* React Aria reads the nonce from here for the <style> tags it adds (the browser hides it from the DOM once applied). */}
        <meta property="csp-nonce" nonce={nonce} suppressHydrationWarning />
        <Meta />
        <Links />
        {/* The page's words, fetched while the HTML parses; the browser reads them before it hydrates. */}
        <WordsPreload pathname={documentPath} />
        {/* The template of Remix's scripts, then the script that starts them (HydrationScripts.tsx). */}
        <HydrationScripts nonce={nonce} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} suppressHydrationWarning />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const root = useRootData();
  const words = useWords();
  // Effects run children first: once this one has run, every handler the page attaches in an effect
  // (the leave-registration guard, live validation) is in place, and the controls that change once
  // the page runs (`useHydrated`: every flip lands in the same re-render) have changed. Browser
  // suites wait for it.
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = 'true';
  }, [hydrated]);
  if (!root) return null;
  return (
    <I18nProvider resources={words}>
      <SiteLayout root={root}>
        {root.accountSwitch ? <AccountSwitch /> : null}
        <Outlet />
      </SiteLayout>
    </I18nProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  // An error that happened in the browser is reported through the site (issue 40): its name,
  // message and route id, nothing from the URL or the page.
  const matches = useMatches();
  const routeId = matches[matches.length - 1]?.id ?? 'root';
  useEffect(() => reportBrowserError(error, routeId), [error, routeId]);
  // The error page hydrates too (its header's menu, its links): browser suites wait for the flag.
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = 'true';
  }, [hydrated]);
  const root = useRootData();
  const words = useWords();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  if (!root) {
    return <SiteErrorPage status={status} adminMessage={null} />;
  }
  return (
    <I18nProvider resources={words}>
      <SiteLayout root={root}>
        <SiteErrorPage
          status={status}
          adminMessage={root.isAdmin ? message : null}
          contactEmail={root.company.email}
        />
      </SiteLayout>
    </I18nProvider>
  );
}
