/**
 * A document as blocks of text, rendered to PDF ({@link renderPdf}) and to canonical plain text
 * ({@link renderText}) from the same source, so that what is hashed is what is shown.
 */
export type DocumentBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  /** A highlighted warning box (the regulatory warnings of the cover sheet). */
  | { kind: 'notice'; text: string }
  /** Label–value rows (the cover sheet's boxes). */
  | { kind: 'fields'; rows: ReadonlyArray<readonly [label: string, value: string]> }
  /** A table with a header row; the first column is left-aligned, the others right-aligned. */
  | {
      kind: 'table';
      columns: readonly string[];
      rows: ReadonlyArray<readonly string[]>;
      widths?: readonly number[];
    }
  /** Starts a new page in the PDF (a blank line in text). */
  | { kind: 'page-break' };

/** A whole document. */
export interface DocumentModel {
  title: string;
  /** A line under the title (e.g. the lender's name). */
  subtitle?: string;
  /** A line at the foot of every page (e.g. the RECA number). */
  footer?: string;
  /** Stamped on every page when the company data is the demo's. */
  watermark?: string;
  blocks: readonly DocumentBlock[];
  /** PDF metadata. */
  author: string;
  /** Creation date written into the PDF (so the same input gives the same bytes). */
  createdAt: Date;
}

/**
 * The canonical text of a document: one block per paragraph, fields as `label: value`, table rows
 * as ` | `-separated cells, `\n` line ends, no trailing spaces. Stable for the same input.
 */
export function renderText(model: DocumentModel): string {
  const lines: string[] = [model.title];
  if (model.subtitle) lines.push(model.subtitle);
  if (model.watermark) lines.push(model.watermark);
  for (const block of model.blocks) {
    lines.push('');
    switch (block.kind) {
      case 'heading':
        lines.push(block.text.toUpperCase());
        break;
      case 'paragraph':
        lines.push(block.text);
        break;
      case 'notice':
        lines.push(`! ${block.text}`);
        break;
      case 'fields':
        for (const [label, value] of block.rows) lines.push(`${label}: ${value}`);
        break;
      case 'table':
        lines.push(block.columns.join(' | '));
        for (const row of block.rows) lines.push(row.join(' | '));
        break;
      case 'page-break':
        break;
    }
  }
  if (model.footer) lines.push('', model.footer);
  return `${lines.map((line) => line.replace(/\s+$/, '')).join('\n')}\n`;
}
