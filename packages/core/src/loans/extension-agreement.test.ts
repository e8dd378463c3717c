import { describe, expect, it } from 'vitest';
import { extensionAgreementText } from './extension-agreement';

describe('extensionAgreementText', () => {
  it('states the extension in the words of @lender/i18n, money to the centavo, dates dd.mm.yyyy', () => {
    expect(
      extensionAgreementText({
        contractNumber: 'STL-000042',
        type: 'cheap',
        days: 7,
        feeWithoutVat: 19500,
        fee: 22620,
        currentDueDate: '2026-03-17',
        newDueDate: '2026-03-24',
      }),
    ).toEqual({
      title: 'Convenio de prórroga',
      lines: [
        'Número de contrato del préstamo: STL-000042.',
        'Prórroga económica de 7 días.',
        'Comisión por prórroga: $195.00 más IVA; total $226.20.',
        'Fecha de pago actual: 17.03.2026. Nueva fecha de pago: 24.03.2026.',
        'La nueva fecha aplica una vez pagada la comisión. Si la pagas después del último día para pagar sin recargo, tu nueva fecha de pago será 7 días después del día en que la pagues.',
      ],
    });
  });

  it('says one day in the singular and names the expensive option', () => {
    const { lines } = extensionAgreementText({
      contractNumber: 'STL-000001',
      type: 'expensive',
      days: 1,
      feeWithoutVat: 100,
      fee: 116,
      currentDueDate: '2026-12-31',
      newDueDate: '2027-01-01',
    });
    expect(lines[1]).toBe('Prórroga amplia de 1 día.');
    expect(lines[3]).toBe('Fecha de pago actual: 31.12.2026. Nueva fecha de pago: 01.01.2027.');
    expect(lines[4]).toMatch(/será 1 día después del día en que la pagues\.$/);
  });
});
