import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { readPdf } from './pdftotext.mjs';

const SCRIPT = fileURLToPath(new URL('./pdftotext.mjs', import.meta.url));

/** A two-page PDF written by hand (offsets computed), one line of text a page. */
function twoPagePdf(lines) {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${lines.map((_, i) => `${3 + i * 2} 0 R`).join(' ')}] /Count ${lines.length} >>`,
  ];
  const font = 3 + lines.length * 2;
  for (const [i, line] of lines.entries()) {
    const stream = `BT /F1 18 Tf 72 720 Td (${line}) Tj ET`;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${4 + i * 2} 0 R /Resources << /Font << /F1 ${font} 0 R >> >> >>`,
      `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    );
  }
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) pdf += `${String(at).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

test('readPdf gives the page count and each page’s text', () => {
  const { pages, text } = readPdf(twoPagePdf(['Contrato de credito', 'Tabla de pagos']));
  assert.equal(pages, 2);
  assert.match(text, /Contrato de credito/);
  assert.match(text, /Tabla de pagos/);
  // Pages are separated by form feeds.
  assert.equal(text.split('\f').filter((page) => page.trim() !== '').length, 2);
});

test('readPdf refuses bytes that are not a PDF (an HTML page saved as one)', () => {
  assert.throws(() => readPdf(new TextEncoder().encode('<!DOCTYPE html><title>Lender</title>')), /failed/);
});

test('a PDFTOTEXT_PATH that is not a program says what to install and installs nothing', () => {
  const result = spawnSync(process.execPath, [SCRIPT, '--install'], {
    env: { ...process.env, PDFTOTEXT_PATH: '/nonexistent/pdftotext' },
    encoding: 'utf8',
  });
  assert.equal(result.status, 1);
  assert.match(result.stderr, /PDFTOTEXT_PATH is set to \/nonexistent\/pdftotext/);
  assert.match(result.stderr, /apt-get install -y poppler-utils/);
});
