import type { MessageKey, MessageParams, Translate } from '@lender/i18n';
import { createTranslator } from '@lender/i18n/i18next';
import { UiProvider } from '@lender/ui';
import type { MetaDescriptor } from '@remix-run/react';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

/** The back-office's languages (issue 12): Spanish by default, English per admin. */
export type BackofficeLanguage = 'es-MX' | 'en';

const translators = new Map<BackofficeLanguage, Translate>();

/** The typed translator of a language (one i18next instance per language, made once). */
export function translator(language: BackofficeLanguage): Translate {
  let t = translators.get(language);
  if (!t) {
    t = createTranslator(language);
    translators.set(language, t);
  }
  return t;
}

interface I18nValue {
  language: BackofficeLanguage;
  t: Translate;
}

const I18nContext = createContext<I18nValue>({ language: 'es-MX', t: translator('es-MX') });

/** Words for the tree in `language`, for our components and for the kit's (`ui` namespace). */
export function I18nProvider({ language, children }: { language: BackofficeLanguage; children: ReactNode }) {
  const value = useMemo(() => ({ language, t: translator(language) }), [language]);
  const uiT = useMemo(
    () => (key: string, params?: MessageParams) => value.t(`ui:${key}` as MessageKey, params),
    [value],
  );
  return (
    <I18nContext.Provider value={value}>
      <UiProvider locale={language} t={uiT}>
        {children}
      </UiProvider>
    </I18nContext.Provider>
  );
}

/** The translator of the signed-in admin's language. */
export function useT(): Translate {
  return useContext(I18nContext).t;
}

export function useLanguage(): BackofficeLanguage {
  return useContext(I18nContext).language;
}

/**
 * A page's `<title>` in the signed-in admin's language (the root loader's `language`): "<page> ·
 * Lender back-office", or the app's name alone when `page` is not given (a page whose data did not
 * load). For a route's `meta`, which runs outside React and cannot use `useT`.
 */
export function pageTitle(
  matches: ReadonlyArray<{ id: string; data?: unknown }>,
  page?: (t: Translate) => string,
): MetaDescriptor[] {
  const root = matches.find((match) => match.id === 'root')?.data as
    | { language?: BackofficeLanguage }
    | undefined;
  const t = translator(root?.language === 'en' ? 'en' : 'es-MX');
  return [{ title: page ? t('backoffice:titles.page', { page: page(t) }) : t('backoffice:app.name') }];
}
