import { computeOffer, demoProduct, payDateOptions } from '@lender/calculator';
import { formatMoneyInWords, formatPercent } from '@lender/i18n';
import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../pdf/pdf-text';
import {
  AGREEMENT_WARNINGS,
  type AgreementTerms,
  agreementTermsFromOffer,
  CAT_LEGEND,
  formatDate,
  formatPesos,
  renderAgreementPdf,
  renderAgreementText,
} from './agreement';
import { DEMO_COMPANY } from './company';

const TODAY = '2026-03-02';

function demoTerms(amount = 3_000_00): AgreementTerms {
  const option = payDateOptions('biweekly', TODAY).find((o) => {
    try {
      computeOffer(
        demoProduct,
        { amount, payCycle: 'biweekly', payDates: o.value, sequenceType: 'first' },
        TODAY,
      );
      return true;
    } catch {
      return false;
    }
  });
  if (!option) throw new Error('no priceable option');
  const offer = computeOffer(
    demoProduct,
    { amount, payCycle: 'biweekly', payDates: option.value, sequenceType: 'first' },
    TODAY,
  );
  return agreementTermsFromOffer(offer, {
    lender: DEMO_COMPANY,
    borrower: { fullName: 'Juan Pérez García', curp: 'PEGJ900514HDFRRN01', email: 'juan@example.com' },
    contractNumber: 'STL-000042',
    date: TODAY,
  });
}

describe('agreementTermsFromOffer', () => {
  it('carries the offer to the centavo: schedule total = total to pay = principal + charges + IVA', () => {
    const terms = demoTerms();
    const row = terms.schedule[0];
    expect(terms.schedule).toHaveLength(1);
    expect(row?.total).toBe(terms.total);
    expect(row && row.principal + row.interest + row.fees + row.vat).toBe(terms.total);
    expect(terms.principal).toBe(3_000_00);
    expect(terms.lateAnnualRate).toBe(182.5);
    expect(terms.cat).toBeGreaterThan(0);
  });
});

describe('formatting ($ with thousands grouped, dd.mm.yyyy, from @lender/i18n)', () => {
  it.each([
    [123456, '$1,234.56'],
    [5, '$0.05'],
    [0, '$0.00'],
  ])('formats %i centavos as %s', (centavos, text) => {
    expect(formatPesos(centavos)).toBe(text);
  });

  it('formats dates as dd.mm.yyyy', () => {
    expect(formatDate('2026-03-16')).toBe('16.03.2026');
  });
});

describe('renderAgreementText', () => {
  it('shows every element the cover sheet needs', () => {
    const terms = demoTerms();
    const text = renderAgreementText(terms);
    expect(text).toContain(
      `CAT (Costo Anual Total): ${formatPercent(terms.cat)} ${CAT_LEGEND} Fecha de cálculo: 02.03.2026.`,
    );
    expect(text).toContain(`Tasa de interés ordinaria anual: ${terms.ordinaryAnnualRate.toFixed(2)}% fija`);
    expect(text).toContain('Tasa de interés moratoria anual: 182.50%');
    expect(text).toContain('Monto del crédito: $3,000.00 (TRES MIL PESOS 00/100 M.N.)');
    expect(text).toContain(
      `Monto total a pagar: ${formatPesos(terms.total)} (${formatMoneyInWords(terms.total)}), IVA incluido`,
    );
    expect(text).toContain(`Plazo del crédito: ${terms.termDays} días`);
    expect(text).toContain(`Fecha límite de pago: ${formatDate(terms.dueDate)}`);
    expect(text).toContain('Comisión por servicio: $150.00 + IVA');
    expect(text).toContain('Comisión por apertura: $39.00 + IVA');
    for (const warning of AGREEMENT_WARNINGS) expect(text).toContain(`! ${warning}`);
    expect(text).toContain(
      `Unidad Especializada de Atención a Usuarios (UNE): Teléfono ${DEMO_COMPANY.une.phone}`,
    );
    expect(text).toContain(`Registro de Contratos de Adhesión (RECA): ${DEMO_COMPANY.recaNumber}`);
    expect(text).toContain('CONDUSEF): Teléfono 55 5340 0999; página www.condusef.gob.mx');
    expect(text).toContain(DEMO_COMPANY.creditBureauClause);
    expect(text).toContain('DATOS DE DEMOSTRACIÓN');
    expect(text).toContain(
      `1 | ${formatDate(terms.dueDate)} | $3,000.00 | ${formatPesos(terms.interest)} | $189.00 | ${formatPesos(terms.vat)} | ${formatPesos(terms.total)}`,
    );
  });

  it('writes the amount lent and the total to pay in words, in the contract as in the cover sheet', () => {
    const terms = demoTerms();
    const text = renderAgreementText(terms);
    expect(text).toContain('un crédito simple por $3,000.00 (TRES MIL PESOS 00/100 M.N.) en moneda nacional');
    expect(text).toContain(
      `El Acreditado pagará ${formatPesos(terms.total)} (${formatMoneyInWords(terms.total)}) a más tardar`,
    );
  });

  it('is stable for the same terms and changes when a figure changes', () => {
    const terms = demoTerms();
    expect(renderAgreementText(terms)).toBe(renderAgreementText(demoTerms()));
    expect(renderAgreementText({ ...terms, total: terms.total + 1 })).not.toBe(renderAgreementText(terms));
  });
});

describe('renderAgreementPdf', () => {
  it('writes a PDF whose extracted text has the CAT, its legend, the warnings and the schedule', async () => {
    const terms = demoTerms();
    const text = (await extractPdfText(await renderAgreementPdf(terms))).replace(/\s+/g, ' ');
    expect(text).toContain('Carátula de crédito');
    expect(text).toContain(`${formatPercent(terms.cat)} Sin IVA. Para fines informativos y de comparación.`);
    expect(text).toContain('Fecha de cálculo: 02.03.2026');
    for (const warning of AGREEMENT_WARNINGS) expect(text).toContain(warning);
    expect(text).toContain('Tabla de pagos');
    expect(text).toContain(formatDate(terms.dueDate));
    expect(text).toContain(formatPesos(terms.total));
    expect(text).toContain('Tasa de interés moratoria anual');
    expect(text).toContain('Contrato de crédito simple');
  });

  it.each(['cover_sheet', 'payment_schedule'] as const)('renders the %s alone', async (type) => {
    const terms = demoTerms(4_000_00);
    const text = (await extractPdfText(await renderAgreementPdf(terms, type))).replace(/\s+/g, ' ');
    expect(text).toContain(formatPesos(terms.total));
    expect(text).not.toContain('Décima quinta. Jurisdicción');
  });
});
