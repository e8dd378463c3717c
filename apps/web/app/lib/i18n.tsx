import {
  formatCat,
  formatDate,
  formatDateTime,
  formatMoney,
  formatPercent,
  formatPhone,
  type MessageKey,
  type MessageParams,
  type Namespace,
  type Resources,
  type Translate,
} from '@lender/i18n';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

// The formatters of `@lender/i18n/i18next` (FORMATTERS there, by the same lower-case names) that the
// messages use: `money`, `date`, `datetime`, `percent`, and `phone` and `cat` (of the notices).
// `longdate` and `clabe` (no message uses them) stay out of the browser bundle (ADR 085: the home
// page's budget);
// `i18n.test.ts` compares every message with i18next, so a message that starts using one fails there.
const FORMATS: Record<string, (value: unknown, decimals?: number) => string> = {
  money: (value) => formatMoney(Number(value)),
  date: (value) => formatDate(value as string),
  datetime: (value) => formatDateTime(value as string),
  phone: (value) => formatPhone(String(value)),
  cat: (value) => formatCat(Number(value)),
  percent: (value, decimals) =>
    formatPercent(Number(value), decimals === undefined ? {} : { decimals: Number(decimals) }),
};

const plurals = new Intl.PluralRules('es-MX');

/**
 * A translator over the given resources (server and browser alike, synchronous). It reads the same
 * messages as i18next 23 with our options (ADR 030) — `ns:dotted.key`, `{{name}}`, `{{value, money}}`
 * and the other formatters, `_one`/`_many`/`_other` plurals by `count`, `$t(ns:key)` nesting — in
 * about one kilobyte instead of i18next's fifteen (ADR 234: the home page's first-load budget).
 * `i18n.test.ts` checks it against i18next on every message.
 */
export function createSiteTranslator(resources: Partial<Resources>): Translate {
  const lookup = (key: string): string | undefined => {
    const colon = key.indexOf(':');
    let node: unknown = colon < 0 ? resources.common : resources[key.slice(0, colon) as Namespace];
    for (const part of key.slice(colon + 1).split('.')) {
      node = (node as Record<string, unknown> | undefined)?.[part];
    }
    return typeof node === 'string' && node !== '' ? node : undefined;
  };
  const translate = (key: string, params: MessageParams = {}): string => {
    const count = (params as { count?: unknown }).count;
    const template =
      (typeof count === 'number'
        ? (lookup(`${key}_${count === 0 ? 'zero' : plurals.select(count)}`) ?? lookup(`${key}_other`))
        : undefined) ?? lookup(key);
    if (template === undefined) return key.slice(key.indexOf(':') + 1);
    const values = params as Record<string, unknown>;
    const interpolated = template.replace(/\{\{\s*([^}]+?)\s*\}\}/g, (whole, inner: string) => {
      const [name = '', format] = inner.split(/\s*,\s*/);
      if (!(name in values) || values[name] === undefined) return whole;
      if (!format) return String(values[name]);
      const match = /^(\w+)(?:\(\s*decimals:\s*(\d+)\s*\))?$/.exec(format);
      const formatter = match?.[1] ? FORMATS[match[1].toLowerCase()] : undefined;
      return formatter
        ? formatter(values[name], match?.[2] ? Number(match[2]) : undefined)
        : String(values[name]);
    });
    return interpolated.replace(/\$t\(([^)]+)\)/g, (_whole, nested: string) =>
      translate(nested.trim(), params),
    );
  };
  return (key: MessageKey, params?: MessageParams) => translate(key, params);
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
