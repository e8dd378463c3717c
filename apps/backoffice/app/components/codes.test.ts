// @vitest-environment node
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
      const words = codeWords[kind] as (t: typeof es, code: string) => string;
      expect(words(es, code)).toBe(spanish);
      expect(words(en, code)).toBe(english);
    }
  });

  it('marks a code it has no words for as invalid data, never the code or a message key', () => {
    expect(codeWords.ledgerKind(es, 'new_kind')).toBe('dato inválido');
    expect(codeWords.account(es, 'new_account:late_fee')).toBe('dato inválido');
    expect(codeWords.extensionStatus(es, 'toString')).toBe('dato inválido');
    expect(codeWords.of(es, 'template', 'nope')).toBe('dato inválido');
    expect(codeWords.of(en, 'loanStatus', 7)).toBe('invalid data');
  });
});

describe('the audit log in words (issue 36)', () => {
  it.each([
    ['application.status.14', 'Solicitud: Verificación manual', 'Application: Manual verification'],
    ['loan.write_off', 'Préstamo castigado', 'Loan written off'],
    ['client.contact_read', 'Teléfono o CURP consultados', 'Phone or CURP looked at'],
  ])('%s', (action, spanish, english) => {
    expect(codeWords.auditAction(es, action)).toBe(spanish);
    expect(codeWords.auditAction(en, action)).toBe(english);
  });

  it('reads a ledger reference as the event it records', () => {
    expect(codeWords.ledgerReference(es, 'payment:12')).toBe('Pago 12');
    expect(codeWords.ledgerReference(es, 'late:2026-11-25:3')).toBe('Día 3 de atraso (vencía el 25.11.2026)');
    expect(codeWords.ledgerReference(es, 'reversal:payment:9')).toBe('Reversión del pago 9');
    expect(codeWords.ledgerReference(es, 'vat-rounding:payment:9')).toBe(
      'Redondeo del IVA del CFDI del pago 9',
    );
    expect(codeWords.ledgerReference(es, 'vat-rounding:credit:payment:9')).toBe(
      'Redondeo del IVA del CFDI del pago 9',
    );
    expect(codeWords.ledgerReference(es, 'vat-rounding:settlement:payment:9')).toBe(
      'Redondeo del IVA del CFDI del pago 9',
    );
    expect(codeWords.ledgerReference(es, 'reversal:credit:payment:9')).toBe(
      'Saldo a favor aplicado al pago 9 retirado: el pago que lo dejó se revirtió',
    );
    expect(codeWords.ledgerReference(es, 'credit:payment:9')).toBe(
      'Saldo a favor aplicado al revertir el pago 9',
    );
    expect(codeWords.ledgerReference(es, 'late-fees-stopped:payment:9')).toBe(
      'Cargos por atraso retirados: el pago 9 se hizo antes',
    );
    expect(codeWords.ledgerReference(es, 'settlement:31')).toBe(
      'Ajuste por el estado de cuenta del banco (línea 31)',
    );
  });
});
