import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  server: { port: 3100 },
  plugins: [
    remix({
      // A route's server code (`name.server.ts`) and tests live beside its module `name.tsx`; they
      // are not routes (flat routes make every other module in app/routes one).
      ignoredRouteFiles: ['**/*.test.{ts,tsx}', '**/*.server.{ts,tsx}'],
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        // The whole (small) route manifest comes with the first page: no `/__manifest` patch
        // fetches, which an admin's fast navigation aborted with a console error.
        v3_lazyRouteDiscovery: false,
      },
    }),
  ],
  ssr: {
    // The kit ships CSS and React Aria; bundling it keeps one React on the server.
    noExternal: ['@lender/ui', '@lender/web-kit'],
  },
});
