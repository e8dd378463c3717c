import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstInvalidUtf8, statementLines } from './statement-lines';

// Issue 48 point 6 (ADR 178): a statement is read strictly as UTF-8; the first bad byte ends the
// reading with its line.

const HEADER = 'fecha,clave_rastreo,clabe,monto,referencia';
const utf8 = (text: string) => new TextEncoder().encode(text);
const bytesOf = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? utf8(part) : Uint8Array.from(part))));

/** Every line the reader yields, from `bytes` cut into chunks of `size` bytes. */
async function read(bytes: Uint8Array, size = 5) {
  async function* chunks() {
    for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
  }
  const lines = [];
  for await (const line of statementLines(chunks())) lines.push(line);
  return lines;
}

/** UTF-16 of a text, little- or big-endian, with or without its BOM. */
function utf16(text: string, endian: 'le' | 'be', bom: boolean) {
  const le = Buffer.from(`${bom ? '\uFEFF' : ''}${text}`, 'utf16le');
  return endian === 'le' ? le : Buffer.from(le).swap16();
}

describe('statementLines', () => {
  it('refuses a Latin-1 Ñ (0xD1) in a reference at its line and character, and reads no further', async () => {
    const file = bytesOf(
      `${HEADER}\n2026-03-05,R1,002010077777777771,100.00,REF1\n2026-03-05,R2,002010077777777771,100.00,PE`,
      [0xd1],
      'A\n2026-03-05,R3,002010077777777771,100.00,REF3\n',
    );
    const lines = await read(file);
    expect(lines.at(-1)).toEqual({ lineNumber: 3, column: '', problem: 'encoding', position: 43 });
    expect(lines.map((line) => line.lineNumber)).toEqual([1, 2, 3]);
  });

  it('names the line whatever the line breaks and wherever a chunk ends', async () => {
    const file = bytesOf(`${HEADER}\r\na,b\r\n\r\nc\rd,é,`, [0xe9], '\r\nlast\r\n');
    for (const size of [1, 2, 3, 7, 64]) {
      const lines = await read(file, size);
      expect(lines.at(-1), `chunks of ${size}`).toEqual({
        lineNumber: 5,
        column: '',
        problem: 'encoding',
        position: 5,
      });
      expect(lines.slice(0, 4)).toEqual([
        { lineNumber: 1, text: HEADER },
        { lineNumber: 2, text: 'a,b' },
        { lineNumber: 3, text: '' },
        { lineNumber: 4, text: 'c' },
      ]);
    }
  });

  it('accepts a BOM then valid UTF-8, and drops the BOM', async () => {
    const file = bytesOf([0xef, 0xbb, 0xbf], `${HEADER}\n2026-03-05,R1,002010077777777771,100.00,PEÑA\n`);
    expect(await read(file, 3)).toEqual([
      { lineNumber: 1, text: HEADER },
      { lineNumber: 2, text: '2026-03-05,R1,002010077777777771,100.00,PEÑA' },
    ]);
  });

  it.each([
    ['UTF-16 LE with its BOM', 'le', true],
    ['UTF-16 BE with its BOM', 'be', true],
    ['UTF-16 LE without a BOM', 'le', false],
    ['UTF-16 BE without a BOM', 'be', false],
  ] as const)('refuses %s at line 1', async (_, endian, bom) => {
    const file = utf16(`${HEADER}\n2026-03-05,R1,002010077777777771,100.00,PEÑA\n`, endian, bom);
    expect(await read(file)).toEqual([{ lineNumber: 1, column: '', problem: 'utf16' }]);
  });

  it('refuses a NUL byte past the first line, and overlong, surrogate and truncated sequences', async () => {
    for (const bad of [[0x00], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xe2, 0x82]]) {
      const lines = await read(bytesOf(`${HEADER}\nab`, bad, '\n'));
      expect(lines.at(-1), bad.join(' ')).toEqual({
        lineNumber: 2,
        column: '',
        problem: 'encoding',
        position: 3,
      });
    }
  });

  it('reads a BOM elsewhere than the start of the file as the character it is', async () => {
    const lines = await read(bytesOf(`${HEADER}\n\uFEFFx\n`));
    expect(lines).toEqual([
      { lineNumber: 1, text: HEADER },
      { lineNumber: 2, text: '\uFEFFx' },
    ]);
  });

  it('reads text chunks (a provider adapter) as their UTF-8', async () => {
    async function* text() {
      yield `${HEADER}\nÑo`;
      yield 'ño\n';
    }
    const lines = [];
    for await (const line of statementLines(text())) lines.push(line);
    expect(lines).toEqual([
      { lineNumber: 1, text: HEADER },
      { lineNumber: 2, text: 'Ñoño' },
    ]);
  });
});

describe('firstInvalidUtf8', () => {
  it("agrees with the platform's strict decoder, and what comes before the byte it names is UTF-8", () => {
    const strict = new TextDecoder('utf-8', { fatal: true });
    const valid = (bytes: Uint8Array) => {
      try {
        strict.decode(bytes);
        return true;
      } catch {
        return false;
      }
    };
    // Text of every UTF-8 length (1 to 4 bytes a character), surrogates aside.
    const codePoint = fc.oneof(
      fc.integer({ min: 0, max: 0x7ff }),
      fc.integer({ min: 0x800, max: 0xd7ff }),
      fc.integer({ min: 0xe000, max: 0x10ffff }),
    );
    const text = fc.array(codePoint, { maxLength: 8 }).map((points) => String.fromCodePoint(...points));
    const bytes = fc.oneof(
      fc.uint8Array({ maxLength: 24 }),
      text.map((chars) => utf8(chars)),
      fc
        .tuple(text, fc.uint8Array({ minLength: 1, maxLength: 4 }), text)
        .map(([a, b, c]) => bytesOf(a, [...b], c)),
    );
    fc.assert(
      fc.property(bytes, (input) => {
        const at = firstInvalidUtf8(input);
        return at === -1 ? valid(input) : !valid(input) && valid(input.subarray(0, at));
      }),
      { numRuns: 3_000 },
    );
  });
});
