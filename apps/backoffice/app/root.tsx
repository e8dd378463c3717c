import '@fontsource-variable/inter';
import { vars } from '@lender/ui';
import uiStyles from '@lender/ui/styles.css?url';
import { reportBrowserError } from '@lender/web-kit/browser-error';
import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/node';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react';
import { type ReactNode, useEffect } from 'react';
import appStyles from './app.css?url';
import { type BackofficeLanguage, I18nProvider, useT } from './i18n';
import { useNonce } from './nonce';
import { getSession, sessionData } from './server/api.server';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: uiStyles },
  { rel: 'stylesheet', href: appStyles },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request);
  return { language: sessionData.language(session) as BackofficeLanguage };
}

/** The kit's theme tokens as the app stylesheet's own custom properties. */
const TOKENS = `:root{--bo-brand:${vars.color.brand};--bo-brand-hover:${vars.color.brandHover};--bo-brand-soft:${vars.color.brandSoft};--bo-on-brand:${vars.color.onBrand};--bo-text:${vars.color.text};--bo-muted:${vars.color.textMuted};--bo-bg:${vars.color.background};--bo-surface:${vars.color.surface};--bo-sunken:${vars.color.surfaceSunken};--bo-border:${vars.color.border};--bo-border-strong:${vars.color.borderStrong};--bo-focus:${vars.color.focus};--bo-success:${vars.color.success};--bo-success-soft:${vars.color.successSoft};--bo-warning:${vars.color.warning};--bo-warning-soft:${vars.color.warningSoft};--bo-danger:${vars.color.danger};--bo-danger-soft:${vars.color.dangerSoft};--bo-info:${vars.color.info};--bo-info-soft:${vars.color.infoSoft};--bo-radius:${vars.radius.md};--bo-radius-lg:${vars.radius.lg};--bo-shadow:${vars.shadow.card}}`;

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const language = data?.language ?? 'es-MX';
  const nonce = useNonce();
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* React Aria reads the nonce from here for the <style> tags it adds (the browser hides it from the DOM once applied). */}
        <meta property="csp-nonce" nonce={nonce} suppressHydrationWarning />
        <meta name="robots" content="noindex" />
        <Meta />
        <Links />
        {/* The browser hides a nonce from the DOM once applied, so hydration never sees it. */}
        <style nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: TOKENS }} />
      </head>
      <body>
        <I18nProvider language={language}>{children}</I18nProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Effects run children first: once this one has run, every handler a page attaches in an effect
  // (the queue's keys, the live refresh) is in place. Browser suites wait for `data-hydrated`
  // before pressing keys (keys pressed before React rendered were lost).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  // An error that happened in the browser is reported through the site (issue 40): its name,
  // message and route id, nothing from the URL or the page.
  const matches = useMatches();
  const routeId = matches[matches.length - 1]?.id ?? 'root';
  useEffect(() => reportBrowserError(error, routeId), [error, routeId]);
  const t = useT();
  const location = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // The API cannot serve now (its database restarting or failing over, issue 53): what was saved
  // is safe, and the same page loads again in a moment. Not a status number on a Spanish screen.
  if (isRouteErrorResponse(error) && error.status === 503) {
    return (
      <main className="bo-error" id="main">
        <title>{t('backoffice:app.name')}</title>
        <h1>{t('backoffice:loadFailed.title')}</h1>
        <p>{t('backoffice:loadFailed.body')}</p>
        <p>
          <a href={`${location.pathname}${location.search}`}>{t('backoffice:loadFailed.retry')}</a>
        </p>
      </main>
    );
  }
  return (
    <main className="bo-error" id="main">
      <title>{notFound ? t('backoffice:app.notFound') : t('backoffice:app.name')}</title>
      <h1>
        {notFound
          ? t('backoffice:app.notFound')
          : t('backoffice:app.error', { message: isRouteErrorResponse(error) ? `${error.status}` : '500' })}
      </h1>
      <p>
        <a href="/">{t('backoffice:app.back')}</a>
      </p>
    </main>
  );
}
