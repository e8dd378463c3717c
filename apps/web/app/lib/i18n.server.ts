import type { Resources } from '@lender/i18n';
import * as esMX from '@lender/i18n/es-MX';
import { createSiteTranslator, SITE_NAMESPACES, type SiteResources } from './i18n';

/** The resources the browser gets (root loader). */
export function siteResources(): SiteResources {
  // biome-ignore lint/performance/noDynamicNamespaceImportAccess: a server module; every namespace the site names is sent
  return Object.fromEntries(SITE_NAMESPACES.map((ns) => [ns, esMX[ns]])) as unknown as SiteResources;
}

let serverT: ReturnType<typeof createSiteTranslator> | undefined;
/** A translator over every namespace, for loaders and meta (documents, catalogues). */
export function serverTranslator() {
  serverT ??= createSiteTranslator(esMX as unknown as Resources);
  return serverT;
}
