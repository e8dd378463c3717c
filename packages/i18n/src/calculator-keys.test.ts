import {
  type DiscountFlag,
  PAY_CYCLE_TABLE,
  PAY_CYCLES,
  type PayDateLabel,
  payDateOptions,
  WEEKDAYS,
} from '@lender/calculator';
import type { selectButtonLabel } from '@lender/calculator/platform';
import { describe, expect, it } from 'vitest';
import { messageKeyOf } from './dotted-key';
import { createTranslator } from './i18next';
import type { MessageKey } from './types';

// @lender/calculator returns i18n keys with parameters, never sentences: each has a text here.
const t = createTranslator();
const translated = (key: MessageKey, params?: Record<string, string | number>) => {
  const text = t(key, params);
  expect(text).not.toBe(key.split(':')[1]);
  expect(text).not.toMatch(/\{\{|calculator[:.]/);
  return text;
};

describe("@lender/calculator's label keys", () => {
  it('every pay cycle has a label', () => {
    for (const cycle of PAY_CYCLES) translated(messageKeyOf(`calculator.payCycle.${cycle}` as const));
  });

  it("every pay cycle has its table's name and short name, in Spanish and (short) in English", () => {
    const en = createTranslator('en');
    for (const cycle of PAY_CYCLES) {
      const { labelKey, shortLabelKey } = PAY_CYCLE_TABLE[cycle];
      translated(messageKeyOf(labelKey));
      translated(messageKeyOf(shortLabelKey));
      expect(en(messageKeyOf(shortLabelKey))).not.toBe(t(messageKeyOf(shortLabelKey)));
    }
  });

  it('every weekday has a name', () => {
    expect(WEEKDAYS.map((day) => translated(messageKeyOf(`calculator.weekday.${day}` as const)))).toEqual([
      'lunes',
      'martes',
      'miércoles',
      'jueves',
      'viernes',
      'sábado',
      'domingo',
    ]);
  });

  it('every pay-date option of every cycle reads as a sentence', () => {
    for (const cycle of PAY_CYCLES) {
      for (const option of payDateOptions(cycle, '2026-03-02')) {
        const label: PayDateLabel = option.label;
        translated(messageKeyOf(label.key), label.params);
      }
    }
    expect(t(messageKeyOf('calculator.payDate.monthly'), { day: 15, date: '2026-03-15' })).toBe(
      'El día 15 de cada mes (15.03.2026)',
    );
  });

  it('the button and the first-loan discount flag', () => {
    const labels: ReadonlyArray<ReturnType<typeof selectButtonLabel>> = ['apply', 'login'];
    expect(labels.map((label) => translated(messageKeyOf(`calculator.button.${label}` as const)))).toEqual([
      'Solicitar ahora',
      'Ingresar',
    ]);
    const flag: DiscountFlag = { key: 'calculator.firstLoanDiscount', params: { percent: 30 } };
    expect(t(messageKeyOf(flag.key), flag.params)).toBe('-30% en intereses');
  });
});
