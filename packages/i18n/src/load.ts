import type { BackofficeNamespace, Language } from './namespaces';
import type { Namespace, Resources } from './types';
import type { BackofficeResources } from './types-en';

type Loader<T> = () => Promise<T>;

// One dynamic import per namespace: bundlers emit each as its own chunk, so a route that loads
// `calculator` and `common` ships only those two.
const spanish: { readonly [NS in Namespace]: Loader<Resources[NS]> } = {
  application: () => import('./locales/es-MX/application').then((m) => m.application),
  backoffice: () => import('./locales/es-MX/backoffice').then((m) => m.backoffice),
  calculator: () => import('./locales/es-MX/calculator').then((m) => m.calculator),
  catalog: () => import('./locales/es-MX/catalog').then((m) => m.catalog),
  common: () => import('./locales/es-MX/common').then((m) => m.common),
  documents: () => import('./locales/es-MX/documents').then((m) => m.documents),
  errors: () => import('./locales/es-MX/errors').then((m) => m.errors),
  loan: () => import('./locales/es-MX/loan').then((m) => m.loan),
  messages: () => import('./locales/es-MX/messages').then((m) => m.messages),
  profile: () => import('./locales/es-MX/profile').then((m) => m.profile),
  registration: () => import('./locales/es-MX/registration').then((m) => m.registration),
  ui: () => import('./locales/es-MX/ui').then((m) => m.ui),
};

const english: { readonly [NS in BackofficeNamespace]: Loader<BackofficeResources[NS]> } = {
  backoffice: () => import('./locales/en/backoffice').then((m) => m.backoffice),
  catalog: () => import('./locales/en/catalog').then((m) => m.catalog),
  errors: () => import('./locales/en/errors').then((m) => m.errors),
};

/**
 * The resource of one namespace in one language, loaded on demand, or `undefined` when that
 * language has no such namespace (`en` has only the back-office's; i18next then falls back to
 * Spanish).
 *
 * @example const loan = await loadNamespace('es-MX', 'loan'); loan?.title // 'Mi préstamo'
 */
export async function loadNamespace(
  language: Language,
  namespace: Namespace,
): Promise<Resources[Namespace] | BackofficeResources[BackofficeNamespace] | undefined> {
  if (language === 'en') {
    return Object.hasOwn(english, namespace) ? english[namespace as BackofficeNamespace]() : undefined;
  }
  if (!Object.hasOwn(spanish, namespace)) throw new RangeError(`Unknown namespace: ${namespace}`);
  return spanish[namespace]();
}
