/**
 * A minimal, valid single-font PDF (PDF 1.4, Helvetica, WinAnsi so that Spanish accents show) of
 * plain text lines, with page breaks. Enough for generated legal texts; no dependency.
 */
export function simplePdf(title: string, lines: readonly string[]): Uint8Array {
  const LINES_PER_PAGE = 48;
  const pages: string[][] = [];
  const wrapped = lines.flatMap((line) => wrap(line, 95));
  for (let i = 0; i < wrapped.length; i += LINES_PER_PAGE) pages.push(wrapped.slice(i, i + LINES_PER_PAGE));
  if (pages.length === 0) pages.push([]);

  const objects: string[] = [];
  const add = (body: string) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add('');
  const pagesId = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const kids: number[] = [];
  for (const [index, page] of pages.entries()) {
    const text = [
      'BT /F1 14 Tf 56 800 Td',
      `(${escapePdf(index === 0 ? title : `${title} (${index + 1})`)}) Tj`,
      '/F1 10 Tf 0 -24 Td 14 TL',
      ...page.map((line) => `(${escapePdf(line)}) '`),
      'ET',
    ].join('\n');
    const content = add(`<< /Length ${latin1Length(text)} >>\nstream\n${text}\nendstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`;
  objects[pagesId - 1] =
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;

  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [i, body] of objects.entries()) {
    offsets.push(latin1Length(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  }
  const xref = latin1Length(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(Buffer.from(out, 'latin1'));
}

function latin1Length(text: string): number {
  return Buffer.byteLength(text, 'latin1');
}

function escapePdf(text: string): string {
  return text.replace(/[\\()]/g, (ch) => `\\${ch}`).replace(/[^\x20-\xff]/g, '?');
}

function wrap(line: string, width: number): string[] {
  if (line.length <= width) return [line];
  const out: string[] = [];
  let current = '';
  for (const word of line.split(' ')) {
    if (current.length + word.length + 1 > width && current) {
      out.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) out.push(current);
  return out;
}
