import { ERROR_CODE_VALUES, ERROR_CODES } from '@lender/contracts';
import { describe, expect, it } from 'vitest';
import { BACKOFFICE_NAMESPACES, NAMESPACES } from './namespaces';
import { en, esMX } from './resources';

type Tree = { readonly [key: string]: string | Tree };

/** Every leaf as [dotted key, text]. */
function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

const SUFFIX = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)/g)].map((match) => match[1]).sort();

/** Plural bases with the categories written for each. */
function plurals(tree: Tree): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const [key] of leaves(tree)) {
    const match = SUFFIX.exec(key);
    if (!match) continue;
    const base = key.slice(0, -match[0].length);
    found.set(base, (found.get(base) ?? new Set()).add(match[1] as string));
  }
  return found;
}

/** Keys with plural suffixes folded to their base. */
const baseKeys = (tree: Tree) => new Set(leaves(tree).map(([key]) => key.replace(SUFFIX, '')));

describe('Spanish resources', () => {
  it('has every namespace, and nothing else', () => {
    expect(Object.keys(esMX).sort()).toEqual([...NAMESPACES].sort());
  });

  it.each(NAMESPACES)('%s: every plural key has one, many and other (Intl.PluralRules es-MX)', (ns) => {
    const categories = new Intl.PluralRules('es-MX').resolvedOptions().pluralCategories.sort();
    expect(categories).toEqual(['many', 'one', 'other']);
    for (const [base, written] of plurals(esMX[ns] as Tree)) {
      expect([...written].sort(), `${ns}:${base}`).toEqual(categories);
    }
  });

  it.each(NAMESPACES)('%s: no empty text, no stray braces', (ns) => {
    for (const [key, text] of leaves(esMX[ns] as Tree)) {
      expect(text.trim(), `${ns}:${key}`).not.toBe('');
      expect(text.replace(/\{\{[^{}]+\}\}/g, ''), `${ns}:${key}`).not.toMatch(/[{}]/);
    }
  });

  it.each(NAMESPACES.filter((ns) => ns !== 'backoffice'))(
    '%s speaks to the borrower with tú, never usted',
    (ns) => {
      for (const [key, text] of leaves(esMX[ns] as Tree)) {
        expect(text, `${ns}:${key}`).not.toMatch(/\busted(es)?\b/i);
      }
    },
  );
});

describe('error codes of @lender/contracts', () => {
  const codes = [...ERROR_CODE_VALUES];

  it('every code has a Spanish message for a borrower', () => {
    const missing = codes.filter((code) => !Object.hasOwn(esMX.errors.code, code));
    expect(missing).toEqual([]);
  });

  it('every code has an English message for the back-office', () => {
    const missing = codes.filter((code) => !Object.hasOwn(en.errors.code, code));
    expect(missing).toEqual([]);
  });

  it('no message for a code the catalogue does not have', () => {
    for (const tree of [esMX.errors.code, esMX.errors.admin, en.errors.code, en.errors.admin]) {
      expect(Object.keys(tree).filter((code) => !codes.includes(code as (typeof codes)[number]))).toEqual([]);
    }
  });

  it('field messages are for codes of the catalogue, in both languages alike', () => {
    for (const fields of [esMX.errors.field, en.errors.field]) {
      for (const [field, words] of Object.entries(fields)) {
        for (const code of Object.keys(words)) expect(codes, `${field}.${code}`).toContain(code);
      }
    }
  });

  it('admin messages use only the parameters the API sends with the code', () => {
    for (const [code, text] of Object.entries({ ...esMX.errors.admin, ...en.errors.admin })) {
      const sent = [...ERROR_CODES[code as keyof typeof ERROR_CODES].message.matchAll(/\{(\w+)\}/g)].map(
        (match) => match[1],
      );
      for (const name of placeholders(text)) expect(sent, `${code} uses {{${name}}}`).toContain(name);
    }
  });

  it('borrower messages are Spanish, not the English developer text', () => {
    for (const code of codes) {
      expect(esMX.errors.code[code]).not.toBe(ERROR_CODES[code].message);
      expect(esMX.errors.code[code]).not.toMatch(/\b(the|is|not|this|please)\b/i);
    }
  });
});

describe('back-office in English', () => {
  it('has exactly the back-office namespaces', () => {
    expect(Object.keys(en).sort()).toEqual([...BACKOFFICE_NAMESPACES].sort());
  });

  it.each(BACKOFFICE_NAMESPACES)('%s: the same keys as Spanish (plurals folded)', (ns) => {
    expect([...baseKeys(en[ns] as Tree)].sort()).toEqual([...baseKeys(esMX[ns] as Tree)].sort());
  });

  it.each(BACKOFFICE_NAMESPACES)('%s: every plural key has one and other (Intl.PluralRules en)', (ns) => {
    const categories = new Intl.PluralRules('en').resolvedOptions().pluralCategories.sort();
    for (const [base, written] of plurals(en[ns] as Tree)) {
      expect([...written].sort(), `${ns}:${base}`).toEqual(categories);
    }
  });

  it.each(BACKOFFICE_NAMESPACES)('%s: the same placeholders as Spanish', (ns) => {
    const spanish = new Map(leaves(esMX[ns] as Tree).map(([key, text]) => [key.replace(SUFFIX, ''), text]));
    for (const [key, text] of leaves(en[ns] as Tree)) {
      const base = key.replace(SUFFIX, '');
      expect(placeholders(text), `${ns}:${key}`).toEqual(placeholders(spanish.get(base) ?? ''));
    }
  });
});
