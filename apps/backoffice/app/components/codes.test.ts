import { createTranslator } from '@lender/i18n/i18next';
import { describe, expect, it } from 'vitest';
import { codeWords } from './codes';

const es = createTranslator('es-MX');
const en = createTranslator('en');

describe('the loan page codes in words', () => {
  it('names every schedule, ledger and extension code in Spanish and English', () => {
    const cases: [keyof typeof codeWords, string, string, string][] = [
      ['scheduleKind', 'repayment', 'Pago', 'Payment'],
      ['scheduleKind', 'rollover', 'Prórroga', 'Extension'],
      ['scheduleStatus', 'unpaid', 'Por pagar', 'Unpaid'],
      ['scheduleStatus', 'draft', 'Borrador', 'Draft'],
      ['ledgerKind', 'early_payoff_rebate', 'Bonificación por pago anticipado', 'Early payoff rebate'],
      [
        'account',
        'fee_income:service_fee',
        'Ingreso por comisión (Comisión por servicio)',
        'Fee income (Service fee)',
      ],
      ['account', 'cash_bank', 'Banco', 'Bank'],
      ['extensionStatus', 'cancelled', 'Cancelada', 'Cancelled'],
      ['extensionType', 'expensive', 'Prórroga larga', 'Long extension'],
    ];
    for (const [kind, code, spanish, english] of cases) {
      expect(codeWords[kind](es, code)).toBe(spanish);
      expect(codeWords[kind](en, code)).toBe(english);
    }
  });

  it('shows a code it does not know as it is, never a message key', () => {
    expect(codeWords.ledgerKind(es, 'new_kind')).toBe('new_kind');
    expect(codeWords.account(es, 'new_account:late_fee')).toBe('new_account:late_fee');
    expect(codeWords.extensionStatus(es, 'toString')).toBe('toString');
  });
});
