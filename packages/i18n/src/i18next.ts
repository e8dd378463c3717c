/**
 * i18next 23 wiring: a ready instance with every resource or a lazy backend, our
 * formatters registered under short names, and a `Translate` function with typed keys.
 * The only entry that imports `i18next` (an optional peer dependency).
 */
import i18next, { type BackendModule, type InitOptions, type i18n } from 'i18next';
import { formatClabe } from './format/clabe';
import { formatDate, formatDateTime, formatLongDate } from './format/date';
import { formatMoney } from './format/money';
import { formatCat, formatPercent } from './format/percent';
import { formatPhone } from './format/phone';
import { loadNamespace } from './load';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language, NAMESPACES } from './namespaces';
import { resources } from './resources';
import type { MessageParams, Namespace, Translate } from './types';

/** Options i18next parses from a message (`{{rate, percent(decimals: 2)}}`). */
export interface FormatterOptions {
  readonly decimals?: number;
}

/**
 * The formatters a message can name: `{{amount, money}}` (centavos, always two decimals),
 * `{{date, date}}`, `{{date, longDate}}`, `{{at, dateTime}}`,
 * `{{value, percent}}` (one decimal; `percent(decimals: 2)`), `{{value, cat}}`,
 * `{{phone, phone}}`, `{{clabe, clabe}}`. They are the pure functions of `@lender/i18n`, pinned
 * to es-MX whatever the active language. Names are lower-case, as i18next looks them up.
 */
export const FORMATTERS: Readonly<Record<string, (value: unknown, options: FormatterOptions) => string>> = {
  money: (value) => formatMoney(Number(value)),
  date: (value) => formatDate(value as string | Date | number),
  longdate: (value) => formatLongDate(value as string | Date | number),
  datetime: (value) => formatDateTime(value as string | Date | number),
  percent: (value, options) =>
    formatPercent(
      Number(value),
      options.decimals === undefined ? {} : { decimals: Number(options.decimals) },
    ),
  cat: (value) => formatCat(Number(value)),
  phone: (value) => formatPhone(String(value)),
  clabe: (value) => formatClabe(String(value)),
};

/** Adds {@link FORMATTERS} to an initialised i18next instance (remix-i18next creates its own). */
export function addFormatters(instance: i18n): i18n {
  const formatter = instance.services.formatter;
  if (!formatter) throw new Error('i18next has no formatter service: call addFormatters after init');
  for (const [name, format] of Object.entries(FORMATTERS)) {
    formatter.add(name, (value, _lng, options: FormatterOptions | undefined) => format(value, options ?? {}));
  }
  return instance;
}

/** The i18next options every instance of ours shares (spread them into remix-i18next's). */
export const i18nextOptions = {
  supportedLngs: [...LANGUAGES],
  fallbackLng: { en: ['es-MX', 'es'], 'es-MX': ['es'], default: ['es-MX'] },
  defaultNS: 'common',
  fallbackNS: false,
  ns: [...NAMESPACES],
  interpolation: { escapeValue: false },
  returnNull: false,
  returnEmptyString: false,
  debug: false,
} as const satisfies InitOptions;

export interface CreateI18nOptions {
  /** Default `es-MX`. */
  readonly lng?: Language;
  /** `all` (default): every resource in memory, ready synchronously; `lazy`: loads namespaces on demand. */
  readonly resources?: 'all' | 'lazy';
  /** Namespaces to load up front with `lazy` (default `['common']`). */
  readonly ns?: readonly Namespace[];
}

/**
 * A fresh i18next instance (never the global one). With `resources: 'all'` it is ready when this
 * returns; with `lazy`, await `instance.loadNamespaces([...])` before reading other namespaces.
 *
 * @example const i18n = createI18n(); i18n.t('loan:title') // 'Mi préstamo'
 */
export function createI18n(options: CreateI18nOptions = {}): i18n {
  const instance = i18next.createInstance();
  const lazy = options.resources === 'lazy';
  if (lazy) instance.use(lazyBackend);
  void instance.init({
    ...i18nextOptions,
    supportedLngs: [...i18nextOptions.supportedLngs],
    ns: lazy ? [...(options.ns ?? ['common'])] : [...NAMESPACES],
    lng: options.lng ?? DEFAULT_LANGUAGE,
    initImmediate: false,
    ...(lazy ? {} : { resources }),
  });
  return addFormatters(instance);
}

/** An i18next backend that reads our resources through {@link loadNamespace} (one chunk per namespace). */
export const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    if (!isLanguage(language) || !(NAMESPACES as readonly string[]).includes(namespace)) {
      callback(null, {});
      return;
    }
    loadNamespace(language, namespace as Namespace).then(
      (resource) => callback(null, (resource ?? {}) as Record<string, unknown>),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/**
 * A translation function with typed keys over a ready instance: for servers (SMS, e-mail, PDFs).
 *
 * @example const t = createTranslator(); t('calculator:button.apply') // 'Solicitar ahora'
 */
export function createTranslator(language: Language = DEFAULT_LANGUAGE, instance?: i18n): Translate {
  const source = instance ?? createI18n({ lng: language });
  // Loosened on purpose: `Translate` checks the keys, and a consumer's CustomTypeOptions
  // augmentation must not change how this function compiles.
  const fixed = source.getFixedT(language) as unknown as (key: string, options?: MessageParams) => string;
  return (key, params) => String(fixed(key, params));
}
