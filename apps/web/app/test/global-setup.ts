import type { TestProject } from 'vitest/node';
import { readSiteRoutes, type SiteRoute } from './site-routes';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The site's routes as Remix builds them (`inject('siteRoutes')`). */
    siteRoutes: SiteRoute[];
  }
}

/** Reads the site's routes once for every test file (`remix routes` loads the Vite config: ~2 s). */
export default function setup(project: TestProject): void {
  project.provide('siteRoutes', readSiteRoutes());
}
