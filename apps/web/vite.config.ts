import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig, type Plugin } from 'vite';
import { siteWords } from './app/lib/site-words.plugin';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

/** React Aria's own words kept: the site speaks es-MX (React Aria reads es-ES for it) and en-US is its fallback. */
const REACT_ARIA_LOCALES = new Set(['es-ES', 'en-US']);

/**
 * React Aria bundles its built-in words ("Dismiss", "Select an option", …) in 34 locales in
 * every `intlStrings.mjs`; the borrower site only ever shows Spanish. Drops the other locales at
 * build time, as React Aria's `@react-aria/optimize-locales-plugin` does (ADR 036): the same words
 * in es-MX, several KB gzip less on every page with a React Aria field.
 */
function reactAriaSpanishOnly(): Plugin {
  const locale =
    /^(?:import (\S+) from "[^"]*\/intl\/[^"]+\/|\s*")([a-z]{2}-[A-Z]{2})(?:\.mjs";|": \S+,?)\s*$/;
  return {
    name: 'react-aria-spanish-only',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]react-(aria|aria-components|stately)[\\/]dist[\\/].*intlStrings\.mjs$/.test(id)) return null;
      const kept = code
        .split('\n')
        .filter((line) => {
          const match = locale.exec(line);
          return !match || REACT_ARIA_LOCALES.has(match[2] as string);
        })
        .join('\n');
      return { code: kept, map: null };
    },
  };
}

export default defineConfig({
  plugins: [
    reactAriaSpanishOnly(),
    siteWords(),
    remix({
      // Remix's own convention finds the routes: one folder per page in app/routes, named by its
      // URL, `route.tsx` inside with its server code and tests beside it (README, "How it is built").
      // The tests of several routes sit in app/routes itself; they are not routes.
      ignoredRouteFiles: ['**/*.test.{ts,tsx}'],
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
  ssr: {
    // Workspace packages that ship TypeScript source or CSS are bundled into the server build.
    noExternal: ['@lender/web-kit'],
  },
  build: { target: 'es2022' },
});
