import { useRouteLoaderData } from '@remix-run/react';
import type { rootLoader } from './root-data.server';

/** What the root route's loader gives every page (`lib/root-data.server.ts`). */
export type RootData = Awaited<ReturnType<typeof rootLoader>>['data'];

/** The root route's data, from any component below it. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof rootLoader>('root') as RootData | undefined;
}
