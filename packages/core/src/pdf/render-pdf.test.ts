import { describe, expect, it } from 'vitest';
import { type DocumentModel, renderText } from './document-model';
import { extractPdfText } from './pdf-text';
import { renderPdf } from './render-pdf';

const model: DocumentModel = {
  title: 'Carátula de crédito',
  subtitle: 'Préstamos Demo',
  footer: 'RECA 0000',
  watermark: 'DATOS DE DEMOSTRACIÓN',
  author: 'Préstamos Demo',
  createdAt: new Date('2026-03-02T18:00:00Z'),
  blocks: [
    { kind: 'heading', text: 'Datos del crédito' },
    {
      kind: 'fields',
      rows: [
        ['Monto del crédito', '$3,000.00'],
        ['Año', '2026'],
      ],
    },
    { kind: 'notice', text: '¿Sabías que…? Niño, acción, Ñandú.' },
    { kind: 'table', columns: ['No.', 'Fecha', 'Total'], rows: [['1', '16/03/2026', '$3,500.00']] },
    { kind: 'page-break' },
    { kind: 'paragraph', text: 'Segunda página.' },
  ],
};

describe('renderPdf', () => {
  it('writes a PDF whose text reads back, Spanish accents included, with a footer per page', async () => {
    const pdf = await renderPdf(model);
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = await extractPdfText(pdf);
    const pages = text.split('\f');
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Carátula de crédito');
    expect(pages[0]).toContain('Monto del crédito');
    expect(pages[0]).toContain('¿Sabías que…? Niño, acción, Ñandú.');
    expect(pages[0]).toContain('16/03/2026');
    expect(pages[0]).toContain('Página 1 de 2');
    expect(pages[1]).toContain('Segunda página.');
    expect(pages[1]).toContain('RECA 0000 · Página 2 de 2');
  });

  it('gives the same bytes for the same model (creation date from the model)', async () => {
    expect(Buffer.from(await renderPdf(model)).equals(Buffer.from(await renderPdf(model)))).toBe(true);
  });
});

describe('renderText', () => {
  it('is the canonical text of the same blocks', () => {
    expect(renderText(model)).toBe(
      [
        'Carátula de crédito',
        'Préstamos Demo',
        'DATOS DE DEMOSTRACIÓN',
        '',
        'DATOS DEL CRÉDITO',
        '',
        'Monto del crédito: $3,000.00',
        'Año: 2026',
        '',
        '! ¿Sabías que…? Niño, acción, Ñandú.',
        '',
        'No. | Fecha | Total',
        '1 | 16/03/2026 | $3,500.00',
        '',
        '',
        'Segunda página.',
        '',
        'RECA 0000',
        '',
      ].join('\n'),
    );
  });
});
