import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { samplePdf } from '../../testing/sample-files';
import { detectFormat } from './file-format';
import { neutralisePdf, PDF_MAX_INFLATED_BYTES } from './pdf-active-content';

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');
const pdf = (text: string) => Uint8Array.from(Buffer.from(text, 'latin1'));

/** The sample PDF with `extra` added to its catalog dictionary (uncompressed, like old writers). */
function withCatalog(extra: string): Uint8Array {
  return pdf(latin1(samplePdf()).replace('/Type /Catalog', `/Type /Catalog ${extra}`));
}

/** A PDF whose objects sit in a compressed object stream holding `objects`. */
function withObjectStream(objects: string, filter = '/FlateDecode', data?: Buffer): Uint8Array {
  const body = data ?? deflateSync(Buffer.from(objects, 'latin1'));
  return pdf(
    `%PDF-1.5\n1 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter ${filter} /Length ${body.length} >>\nstream\n${body.toString('latin1')}\nendstream\nendobj\ntrailer\n<< /Root 2 0 R >>\n%%EOF\n`,
  );
}

describe('neutralisePdf (issue 10 point 9)', () => {
  it('leaves a plain PDF byte for byte as it was', () => {
    const plain = samplePdf();
    expect(neutralisePdf(plain)).toEqual({ ok: true, bytes: plain, neutralised: [] });
  });

  it('neutralises /OpenAction JavaScript in place: same length, offsets valid, no active name left', () => {
    const hostile = withCatalog('/OpenAction << /S /JavaScript /JS (app.alert(document.cookie)) >>');
    const check = neutralisePdf(hostile);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.neutralised.sort()).toEqual(['JS', 'JavaScript', 'OpenAction']);
    expect(check.bytes.length).toBe(hostile.length);
    expect(latin1(check.bytes)).not.toMatch(/\/(OpenAction|JavaScript|JS)\b/);
    expect(latin1(check.bytes)).toContain('/xxxxxxxxxx << /S /xxxxxxxxxx /xx (');
    expect(detectFormat(check.bytes)).toBe('pdf');
    expect(neutralisePdf(check.bytes)).toMatchObject({ ok: true, neutralised: [] });
  });

  it.each([
    ['/Launch', '/AA << /O << /S /Launch /F (cmd.exe) >> >>', ['AA', 'Launch']],
    ['embedded files', '/Names << /EmbeddedFiles << /Names [(a.exe) 9 0 R] >> >>', ['EmbeddedFiles']],
    [
      'a hex-escaped name',
      '/OpenAction << /S /J#61vaScript /J#53 (x) >>',
      ['JS', 'JavaScript', 'OpenAction'],
    ],
    ['a form that submits', '/AcroForm << /XFA 7 0 R >>', ['XFA']],
  ])('neutralises %s', (_name, extra, names) => {
    const check = neutralisePdf(withCatalog(extra));
    expect(check.ok && check.neutralised.sort()).toEqual(names);
  });

  it('does not touch stream data (page text that mentions /JS)', () => {
    const plain = pdf(latin1(samplePdf()).replace('Saldo al corte', 'Ver /JS y /AA'));
    expect(neutralisePdf(plain)).toMatchObject({ ok: true, neutralised: [] });
  });

  it('refuses active content hidden in a compressed object stream', () => {
    const check = neutralisePdf(
      withObjectStream('2 0 << /Type /Catalog /OpenAction << /S /JavaScript /JS (x) >> >>'),
    );
    expect(check).toMatchObject({ ok: false, reason: 'active_content' });
  });

  it('accepts a compressed object stream without active content', () => {
    expect(neutralisePdf(withObjectStream('2 0 << /Type /Catalog /Pages 3 0 R >>')).ok).toBe(true);
  });

  it('refuses an object stream it cannot read: another filter, broken data, or a zip bomb', () => {
    expect(neutralisePdf(withObjectStream('x', '/LZWDecode', Buffer.from('abc')))).toMatchObject({
      ok: false,
      reason: 'uninspectable',
    });
    expect(neutralisePdf(withObjectStream('x', '/FlateDecode', Buffer.from('not zlib')))).toMatchObject({
      ok: false,
      reason: 'uninspectable',
    });
    const bomb = deflateSync(Buffer.alloc(PDF_MAX_INFLATED_BYTES + 1024, 0x20));
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(neutralisePdf(withObjectStream('', '/FlateDecode', bomb))).toMatchObject({
      ok: false,
      reason: 'uninspectable',
    });
  });
});
