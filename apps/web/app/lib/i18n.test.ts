import {
  type MessageKey,
  type MessageParams,
  NAMESPACES as NAMESPACE_LIST,
  type Resources,
} from '@lender/i18n';
import * as esMX from '@lender/i18n/es-MX';
import { createI18n } from '@lender/i18n/i18next';
import { describe, expect, it } from 'vitest';
import { createSiteTranslator } from './i18n';
import { SITE_NAMESPACES } from './site-namespaces';

// The site's small translator (ADR 234) must say exactly what i18next says, on every message.
const resources = esMX as unknown as Resources;
// Every namespace but the back-office's (its audit keys contain dots; the site never reads it).
const NAMESPACES = NAMESPACE_LIST.filter((ns) => ns !== 'backoffice');

function keysOf(node: unknown, prefix: string): string[] {
  if (typeof node === 'string') return [prefix];
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

/** Values for every placeholder a message names, of the type its formatter expects. */
function paramsFor(template: string, count: number): Record<string, unknown> {
  const params: Record<string, unknown> = { count };
  for (const [, inner] of template.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)) {
    const [name = '', format = ''] = (inner ?? '').split(/\s*,\s*/);
    if (name === 'count') continue;
    const f = format.toLowerCase();
    params[name] = f.startsWith('money')
      ? 123400
      : /date/.test(f)
        ? '2026-03-15'
        : f.startsWith('percent') || f === 'cat'
          ? 123.4
          : f === 'phone'
            ? '5512345678'
            : f === 'clabe'
              ? '002180700000000019'
              : name === 'weekday'
                ? 'friday'
                : `«${name}»`;
  }
  return params;
}

describe('createSiteTranslator', () => {
  const i18n = createI18n();
  const site = createSiteTranslator(resources);
  const all = NAMESPACES.flatMap((ns) =>
    keysOf(resources[ns], '').map((key) => ({ ns, key: key.replace(/_(zero|one|many|other)$/, '') })),
  );

  it.each([0, 1, 2, 7])('says what i18next says on every message (count %i)', (count) => {
    expect(all.length).toBeGreaterThan(500);
    for (const { ns, key } of all) {
      const full = `${ns}:${key}`;
      const params = paramsFor(templateOf(ns, key), count);
      expect(site(full as MessageKey, params as MessageParams), full).toBe(
        String(i18n.t(full, params as Record<string, unknown>)),
      );
    }
  });

  it('keeps an unknown key readable and a missing value as its placeholder', () => {
    expect(site('common:no.such.key' as MessageKey)).toBe(String(i18n.t('common:no.such.key')));
    expect(site('calculator:weekday.friday' as MessageKey)).toBe('viernes');
  });
});

/** Every variant of a message (plural forms too), joined, so `paramsFor` sees every placeholder. */
function templateOf(ns: (typeof NAMESPACES)[number], key: string): string {
  let node: unknown = resources[ns];
  const parts = key.split('.');
  const last = parts.pop() ?? '';
  for (const part of parts) node = (node as Record<string, unknown>)[part];
  const parent = node as Record<string, unknown>;
  return Object.entries(parent)
    .filter(([k]) => k === last || k.startsWith(`${last}_`))
    .map(([, v]) => String(v))
    .join(' ');
}

describe('money in the borrower words (issue 37 trap 9)', () => {
  it('is never written out: every amount goes through the money formatter', () => {
    const written: string[] = [];
    for (const ns of [...SITE_NAMESPACES, 'ui'] as const) {
      const walk = (node: unknown, path: string) => {
        if (typeof node === 'string') {
          if (/\$\d/.test(node)) written.push(`${path}: ${node}`);
        } else if (node && typeof node === 'object') {
          for (const [key, value] of Object.entries(node)) walk(value, `${path}.${key}`);
        }
      };
      walk(resources[ns], ns);
    }
    expect(written).toEqual([]);
  });
});
