import type { Namespace } from '@lender/i18n';

/**
 * The namespaces the borrower site ever sends to the browser, each as a static file of words (the
 * rest stay on the server). Read by the build (vite.config.ts `siteWords`) and the pages (`words.tsx`).
 */
export const SITE_NAMESPACES = [
  'common',
  'calculator',
  'registration',
  'errors',
  'profile',
  'application',
  'loan',
] as const satisfies readonly Namespace[];
export type SiteNamespace = (typeof SITE_NAMESPACES)[number];
