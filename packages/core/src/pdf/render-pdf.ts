import PDFDocument from 'pdfkit';
import { t } from '../i18n';
import type { DocumentBlock, DocumentModel } from './document-model';

const MARGIN = 50;
const PAGE_WIDTH = 612; // US Letter, the usual size of Mexican contracts
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';

/**
 * Renders a {@link DocumentModel} to PDF with pdfkit (ADR 222): real text in the standard Helvetica
 * font with WinAnsi encoding (Spanish accents, ñ, ¿ ¡), so the text can be selected, searched and
 * read back; tables and boxes drawn as vector lines.
 */
export async function renderPdf(model: DocumentModel): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: MARGIN, bottom: MARGIN + 20, left: MARGIN, right: MARGIN },
    info: {
      Title: model.title,
      Author: model.author,
      CreationDate: model.createdAt,
      ModDate: model.createdAt,
    },
    lang: 'es-MX',
    displayTitle: true,
    bufferPages: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });

  doc.font(BOLD).fontSize(15).text(model.title, { align: 'center' });
  if (model.subtitle) doc.font(FONT).fontSize(9).text(model.subtitle, { align: 'center' });
  if (model.watermark)
    doc
      .font(BOLD)
      .fontSize(9)
      .fillColor('#b00020')
      .text(model.watermark, { align: 'center' })
      .fillColor('black');
  doc.moveDown(0.8);
  for (const block of model.blocks) drawBlock(doc, block);

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const page = t('documents:pdf.page', { page: i + 1, pages: range.count });
    const footer = `${model.footer ? `${model.footer} · ` : ''}${page}`;
    // Writing in the bottom margin must not add a page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(FONT)
      .fontSize(7)
      .fillColor('#555555')
      .text(footer, MARGIN, doc.page.height - 40, {
        width: CONTENT_WIDTH,
        align: 'center',
        lineBreak: false,
      });
    doc.fillColor('black');
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

type Doc = InstanceType<typeof PDFDocument>;

function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function drawBlock(doc: Doc, block: DocumentBlock): void {
  switch (block.kind) {
    case 'heading':
      ensureSpace(doc, 40);
      doc.moveDown(0.4).font(BOLD).fontSize(11).text(block.text, MARGIN, doc.y, { width: CONTENT_WIDTH });
      doc.moveDown(0.2);
      return;
    case 'paragraph':
      doc.font(FONT).fontSize(9).text(block.text, MARGIN, doc.y, { width: CONTENT_WIDTH, align: 'justify' });
      doc.moveDown(0.4);
      return;
    case 'notice': {
      doc.font(BOLD).fontSize(9);
      const height = doc.heightOfString(block.text, { width: CONTENT_WIDTH - 16 }) + 12;
      ensureSpace(doc, height + 6);
      const top = doc.y;
      doc.save().rect(MARGIN, top, CONTENT_WIDTH, height).fillAndStroke('#fff4e5', '#b26a00').restore();
      doc.fillColor('black').text(block.text, MARGIN + 8, top + 6, { width: CONTENT_WIDTH - 16 });
      doc.y = top + height + 6;
      return;
    }
    case 'fields':
      drawRows(
        doc,
        block.rows.map(([label, value]) => [label, value]),
        [0.38, 0.62],
        { header: false, alignRight: false },
      );
      return;
    case 'table':
      drawRows(
        doc,
        [[...block.columns], ...block.rows.map((row) => [...row])],
        block.widths ?? equal(block.columns.length),
        {
          header: true,
          alignRight: true,
        },
      );
      return;
    case 'page-break':
      doc.addPage();
      return;
  }
}

function equal(count: number): number[] {
  return Array.from({ length: count }, () => 1 / count);
}

function drawRows(
  doc: Doc,
  rows: string[][],
  widths: readonly number[],
  options: { header: boolean; alignRight: boolean },
): void {
  const pad = 4;
  const cellWidths = widths.map((w) => w * CONTENT_WIDTH);
  for (const [index, row] of rows.entries()) {
    const isHeader = options.header && index === 0;
    // Header cells, and the labels of a fields block, are bold.
    const fontOf = (column: number) => (isHeader || (!options.header && column === 0) ? BOLD : FONT);
    const height =
      Math.max(
        ...row.map((cell, i) =>
          doc
            .font(fontOf(i))
            .fontSize(8.5)
            .heightOfString(cell, { width: (cellWidths[i] ?? 0) - 2 * pad }),
        ),
      ) +
      2 * pad;
    ensureSpace(doc, height);
    const top = doc.y;
    let x = MARGIN;
    for (const [i, cell] of row.entries()) {
      const width = cellWidths[i] ?? 0;
      if (isHeader) doc.save().rect(x, top, width, height).fill('#e8eef7').restore();
      doc.save().lineWidth(0.5).strokeColor('#7a8599').rect(x, top, width, height).stroke().restore();
      doc
        .font(fontOf(i))
        .fontSize(8.5)
        .fillColor('black')
        .text(cell, x + pad, top + pad, {
          width: width - 2 * pad,
          align: options.alignRight && i > 0 && !isHeader ? 'right' : 'left',
        });
      x += width;
    }
    doc.x = MARGIN;
    doc.y = top + height;
  }
  doc.moveDown(0.5);
}
