// @vitest-environment node
import { DECISION_REASON_CODES, DECISION_RULES } from '@lender/contracts';
import { formatMoney } from '@lender/i18n';
import { describe, expect, it } from 'vitest';
import { translator } from '../i18n';
import { checkWords, reasonWords } from './case-words';

// The engine's reasons on the decision panel (issue 48): every reason the contracts name reads in
// words in both languages, its figures as money or numbers, never a placeholder or a code.

/** The parameters the engine writes with each reason (decision/engine.ts). */
const PARAMS: Record<string, Record<string, unknown>> = {
  'decision.underAge': { age: 16, min: 18 },
  'decision.overAge': { age: 76, max: 75 },
  'decision.noEmployment': { employment: 'unemployed' },
  'decision.incomeTooLow': { income: 300_000, min: 400_000 },
  'decision.tooManyActiveLoans': { active: 2 },
  'decision.idDocumentMissing': { evidence: 'missing' },
  'decision.affordable': { affordable: 250_000, requested: 300_000 },
  'decision.affordableBelowMinimum': { affordable: 50_000, min: 100_000 },
  'decision.specialOffer': { affordable: 250_000, requested: 300_000, closed: 3 },
  'decision.decrease': { affordable: 250_000, requested: 300_000 },
  'decision.increase': { affordable: 350_000, requested: 300_000 },
  'decision.approve': { affordable: 350_000, requested: 300_000 },
  'decision.forced': { outcome: 17 },
};

describe.each(['es-MX', 'en'] as const)('the engine’s reasons in %s', (language) => {
  const t = translator(language);
  const invalid = t('backoffice:invalid.cell');

  it.each([...DECISION_REASON_CODES])('%s', (code) => {
    const words = reasonWords(t, { rule: DECISION_RULES[0], code, params: PARAMS[code] });
    expect(words.why).not.toBe(invalid);
    expect(`${words.why} ${words.detail ?? ''}`).not.toMatch(/\{\{|decision\.|manual\.|unemployed|\b17\b/);
  });

  it('writes amounts as money and statuses and employment in words', () => {
    expect(
      reasonWords(t, {
        rule: 'income',
        code: 'decision.incomeTooLow',
        params: PARAMS['decision.incomeTooLow'],
      }).detail,
    ).toContain(formatMoney(400_000));
    expect(
      reasonWords(t, {
        rule: 'employment',
        code: 'decision.noEmployment',
        params: PARAMS['decision.noEmployment'],
      }).detail,
    ).toContain(t('catalog:employmentStatus.unemployed'));
  });

  it('leaves the detail out when the reason came without its figures, rather than show placeholders', () => {
    expect(reasonWords(t, { rule: 'income', code: 'decision.incomeTooLow' }).detail).toBeNull();
    expect(reasonWords(t, { rule: 'income', code: 'decision.incomeUnknown' }).detail).not.toBeNull();
  });

  it('says an unknown rule or reason is invalid data, not its code', () => {
    const words = reasonWords(t, { rule: 'newRule', code: 'decision.fromTheFuture' });
    expect([words.rule, words.why, words.detail]).toEqual([invalid, invalid, null]);
  });

  it('says an unchecked check is unchecked', () => {
    expect(checkWords(t, 'name', 'unknown')).toBe(t('backoffice:review.checks.unknown'));
    expect(checkWords(t, 'name', 'fail')).toBe(t('backoffice:review.checks.name.fail'));
  });
});
