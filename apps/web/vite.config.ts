import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';
import { ROUTES } from './app/route-config';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  plugins: [
    remix({
      ignoredRouteFiles: ['**/*'],
      future: {
        v3_fetcherPersist: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
      // One explicit route table (app/route-config.ts): the @lender/flow route names map to it.
      routes(defineRoutes) {
        return defineRoutes((route) => {
          for (const entry of ROUTES)
            route(entry.path, entry.file, {
              id: entry.id,
              index: 'index' in entry ? entry.index : undefined,
            });
        });
      },
    }),
  ],
  ssr: {
    // Workspace packages that ship TypeScript source or CSS are bundled into the server build.
    noExternal: ['@lender/web-kit'],
  },
  build: { target: 'es2022' },
});
