import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { I18nProvider } from 'react-aria-components';
import { uiMessages } from './messages';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of the `ui` namespace, such as `'calculator.apply'`: a typo is a type error. */
export type UiTextKey = Leaves<typeof uiMessages>;
export type UiTextParams = Record<string, string | number>;
/** Turns a key of the `ui` namespace into words; an app passes its i18next `t` bound to `ui`. */
export type UiTranslate = (key: UiTextKey, params?: UiTextParams) => string;

function lookup(key: string): string {
  let node: unknown = uiMessages;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : key;
}

/** i18next-style `{{name}}` interpolation. */
export function interpolate(template: string, params?: UiTextParams): string {
  if (!params) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** The default translator: the es-MX `ui` resources of @lender/i18n. */
export const defaultTranslate: UiTranslate = (key, params) => interpolate(lookup(key), params);

const TextContext = createContext<UiTranslate>(defaultTranslate);

export interface UiTextProviderProps {
  /** The app's translator for the `ui` namespace (for example i18next's `getFixedT(lng, 'ui')`). */
  t: UiTranslate;
  children: ReactNode;
}

/** Replaces the kit's words, for another language or an app's own i18next instance. */
export function UiTextProvider({ t, children }: UiTextProviderProps) {
  const value = useMemo(() => t, [t]);
  return <TextContext.Provider value={value}>{children}</TextContext.Provider>;
}

/** The translator the components use. */
export function useUiText(): UiTranslate {
  return useContext(TextContext);
}

export interface UiProviderProps {
  /** React Aria's locale (its own built-in words, number and date formats): es-MX by default. */
  locale?: string;
  /** The app's translator for the `ui` namespace; the es-MX resources of @lender/i18n by default. */
  t?: UiTranslate;
  children: ReactNode;
}

/** Put once around the app: React Aria in es-MX and the kit's words. */
export function UiProvider({ locale = 'es-MX', t = defaultTranslate, children }: UiProviderProps) {
  return (
    <I18nProvider locale={locale}>
      <UiTextProvider t={t}>{children}</UiTextProvider>
    </I18nProvider>
  );
}
