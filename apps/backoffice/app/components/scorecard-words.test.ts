// @vitest-environment node
import { createTranslator } from '@lender/i18n/i18next';
import { describe, expect, it } from 'vitest';
import { auditValueWords } from './audit-words';

// Issue 67 point 1: a `policy.publish` request in the audit log and the approvals list names each
// scorecard point and probability it changes — characteristic, bin, band, before and after.

const es = createTranslator('es-MX');
const en = createTranslator('en');
const CHANGES = [
  {
    field: 'scorecardBinPoints',
    characteristic: 'monthly_income',
    bin: { kind: 'numeric', from: 842_535, below: 1_469_886 },
    before: -8,
    after: -2,
  },
  {
    field: 'scorecardBinPoints',
    characteristic: 'payday_alignment',
    bin: { kind: 'categorical', value: 'misaligned' },
    before: -6,
    after: -9,
  },
  { field: 'scorecardMissingPoints', characteristic: 'behaviour', before: 4, after: 0 },
  { field: 'scorecardProbability', band: 'A', before: 496, after: 1234 },
  { field: 'scorecardBandFrom', band: 'A', before: 574, after: 580 },
];

describe('a publication’s scorecard changes in the audit’s words', () => {
  it('names each point and probability, in Spanish and English', () => {
    expect(auditValueWords(es, 'approval.request', ['scorecardChanges'], CHANGES)).toEqual({
      text: [
        'Puntos, Ingreso mensual: de $8,425.35 a menos de $14,698.86: -8 → -2',
        'Puntos, Día de pago frente al comprobado: no coincide: -6 → -9',
        'Puntos sin el dato, Señales de comportamiento: 4 → 0',
        'Probabilidad de incumplimiento, banda A: 4.96% → 12.34%',
        'Puntuación inicial, banda A: 574 → 580',
      ].join('; '),
      known: true,
    });
    expect(auditValueWords(en, 'approval.approve', ['scorecardChanges'], CHANGES.slice(0, 1)).text).toBe(
      'Points, Monthly income: from $8,425.35 to under $14,698.86: -8 → -2',
    );
  });

  it('still reads an older request’s fingerprint, and marks a characteristic it has no words for', () => {
    expect(
      auditValueWords(
        es,
        'approval.request',
        ['scorecardChanges'],
        [{ field: 'scorecardPoints', before: 'abc', after: 'def' }],
      ),
    ).toEqual({ text: 'Puntos y probabilidades (huella): abc → def', known: true });
    expect(
      auditValueWords(
        es,
        'approval.request',
        ['scorecardChanges'],
        [{ field: 'scorecardMissingPoints', characteristic: 'zodiac', before: 1, after: 2 }],
      ).known,
    ).toBe(false);
  });
});
