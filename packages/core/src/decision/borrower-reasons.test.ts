import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BORROWER_REASONS, DECISION_REASON_CODES, DECISION_RULES } from '@lender/contracts';
import * as en from '@lender/i18n/en';
import * as esMX from '@lender/i18n/es-MX';
import { describe, expect, it } from 'vitest';
import { BORROWER_REASON_OF, borrowerReasonsOf } from './borrower-reasons';

// Issue 52: every reason code the engine (and an agent) can emit has borrower words in both
// locales, and no borrower text names a rule, a code or a figure of the evaluation.

const src = join(dirname(fileURLToPath(import.meta.url)), '..');
const sources = readdirSync(src, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
  .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'))
  .join('\n');

/** Every `code: 'decision.…'` the sources write, and `manual.<decision>` of the agents' decisions. */
const emitted = new Set([
  ...[...sources.matchAll(/code:\s*'(decision\.[A-Za-z]+)'/g)].map((match) => match[1] as string),
  ...['approve', 'approve_decrease', 'reject'].map((decision) => `manual.${decision}`),
]);

type Words = { weighed: string; action: string };
const LOCALES = {
  'es-MX': esMX.catalog.decisionReasons,
  en: en.catalog.decisionReasons,
} as const;

/** Every borrower text of a locale: reasons, headings, when to apply again, the notice line. */
function texts(words: (typeof LOCALES)[keyof typeof LOCALES]): string[] {
  const all: string[] = [words.heading, words.whatYouCanDo, words.notice, ...Object.values(words.reapply)];
  for (const reason of BORROWER_REASONS) {
    const { weighed, action } = words[reason] as Words;
    all.push(weighed, action);
  }
  return all;
}

/** What must never reach a borrower: rule names, reason codes, scores and thresholds by name. */
const FORBIDDEN = [
  ...DECISION_RULES.filter((rule) => rule.includes('_')),
  ...DECISION_REASON_CODES.flatMap((code) => [code, code.split('.')[1] as string]).filter(
    (name) => name.length > 6,
  ),
  'yhat',
  'score',
  'scoring',
  'puntaje',
  'puntuación',
  'umbral',
  'threshold',
  'blacklist',
  'lista negra',
  'fraude',
  'fraud',
  'juicy',
  'iovation',
  'rule',
  'regla',
];

describe('borrower reasons', () => {
  it('knows every code the sources emit', () => {
    expect(emitted.size).toBeGreaterThan(20);
    expect(
      [...emitted].filter((code) => !(DECISION_REASON_CODES as readonly string[]).includes(code)),
    ).toEqual([]);
  });

  it.each(DECISION_REASON_CODES)('%s has borrower words in es-MX and en', (code) => {
    const reason = BORROWER_REASON_OF[code];
    expect(BORROWER_REASONS).toContain(reason);
    for (const words of Object.values(LOCALES)) {
      const { weighed, action } = words[reason] as Words;
      expect(weighed.trim().length, `${code} weighed`).toBeGreaterThan(10);
      expect(action.trim().length, `${code} action`).toBeGreaterThan(10);
    }
  });

  it.each(Object.keys(LOCALES) as (keyof typeof LOCALES)[])(
    '%s: no text names a rule or a code, or carries a digit',
    (locale) => {
      for (const text of texts(LOCALES[locale])) {
        expect(text, text).not.toMatch(/\d/);
        for (const name of FORBIDDEN) expect(text.toLowerCase(), name).not.toContain(name.toLowerCase());
        if (locale === 'es-MX') {
          // Spanish words never spell the (English) rule names; `tú`, never `usted`.
          for (const rule of DECISION_RULES) expect(text, rule).not.toMatch(new RegExp(`\\b${rule}\\b`, 'i'));
          expect(text).not.toMatch(/\busted\b/i);
        }
      }
    },
  );

  it('keeps the order the codes weighed in, each reason once, and drops unknown codes', () => {
    expect(
      borrowerReasonsOf([
        'decision.decrease',
        'decision.withoutBehaviouralData',
        'decision.specialOffer',
        'x.y',
      ]),
    ).toEqual(['amount_above_income', 'without_optional_data']);
    expect(borrowerReasonsOf(['decision.blacklisted', 'decision.behaviourNoted'])).toEqual([
      'account_restricted',
      'could_not_confirm',
    ]);
  });
});
