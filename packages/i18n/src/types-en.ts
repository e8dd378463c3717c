import type { BackofficeNamespace } from './namespaces';
import type { Resources, Translation } from './types';

/** The English resources: the back-office namespaces, same keys as Spanish. */
export type BackofficeResources = { readonly [NS in BackofficeNamespace]: Translation<Resources[NS]> };
