import type { MessageKey, MessageParams, Namespace, Resources, Translate } from '@lender/i18n';
import { addFormatters, i18nextOptions } from '@lender/i18n/i18next';
import i18next from 'i18next';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

/** The namespaces the site sends to the browser with the root loader (the rest stay on the server). */
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
export type SiteResources = Pick<Resources, SiteNamespace>;

/** A translator over the given resources (server and browser alike, synchronous). */
export function createSiteTranslator(resources: Partial<Resources>): Translate {
  const instance = i18next.createInstance();
  void instance.init({
    ...i18nextOptions,
    supportedLngs: [...i18nextOptions.supportedLngs],
    ns: Object.keys(resources),
    lng: 'es-MX',
    initImmediate: false,
    resources: { 'es-MX': resources as Record<string, Record<string, unknown>> },
  });
  addFormatters(instance);
  const fixed = instance.getFixedT('es-MX') as unknown as (key: string, options?: MessageParams) => string;
  return (key: MessageKey, params?: MessageParams) => String(fixed(key, params));
}

const I18nContext = createContext<Translate | null>(null);

export function I18nProvider({
  resources,
  children,
}: {
  resources: Partial<Resources>;
  children: ReactNode;
}) {
  const t = useMemo(() => createSiteTranslator(resources), [resources]);
  return <I18nContext.Provider value={t}>{children}</I18nContext.Provider>;
}

/** The typed translator: every word on the site comes from @lender/i18n through it. */
export function useT(): Translate {
  const t = useContext(I18nContext);
  if (!t) throw new Error('useT outside I18nProvider');
  return t;
}
