// A settlement file's lines read from its bytes (issue 48, ADR 178). The layouts are UTF-8 with an
// optional BOM; a byte that is not UTF-8 (a Latin-1 `Ñ` from a bank's export, a UTF-16 file) ends
// the reading with the line it is on, where a lenient decoder would have turned it into U+FFFD and
// imported a reference nobody can match.

const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;
const encoder = new TextEncoder();

/** One line of the file, decoded (no line break; line 1 without its BOM). */
export interface StatementTextLine {
  /** 1-based, as an editor counts them (`\n`, `\r\n` and a lone `\r` end a line). */
  readonly lineNumber: number;
  readonly text: string;
}

/** Why a file's bytes cannot be read as text: the line of the first bad byte. */
export interface StatementEncodingError {
  readonly lineNumber: number;
  readonly column: '';
  /** `utf16`: a UTF-16 file (its BOM, or NUL bytes in the first line); `encoding`: any other bad byte. */
  readonly problem: 'encoding' | 'utf16';
  /** 1-based character of the line where the bad byte sits (`encoding` only). */
  readonly position?: number;
}

/**
 * Where the first ill-formed UTF-8 sequence of `bytes` starts (the Unicode standard's table of
 * well-formed sequences: no overlong forms, no surrogates, nothing past U+10FFFF), or -1.
 */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i] as number;
    if (lead < 0x80) {
      i += 1;
      continue;
    }
    let trail: number;
    let low = 0x80;
    let high = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) trail = 1;
    else if (lead >= 0xe0 && lead <= 0xef) {
      trail = 2;
      if (lead === 0xe0) low = 0xa0;
      if (lead === 0xed) high = 0x9f;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      trail = 3;
      if (lead === 0xf0) low = 0x90;
      if (lead === 0xf4) high = 0x8f;
    } else return i;
    for (let k = 1; k <= trail; k += 1) {
      const byte = bytes[i + k];
      if (byte === undefined || byte < (k === 1 ? low : 0x80) || byte > (k === 1 ? high : 0xbf)) return i;
    }
    i += trail + 1;
  }
  return -1;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  bytes.length >= prefix.length && prefix.every((byte, i) => bytes[i] === byte);

/**
 * The lines of a statement, decoded strictly as UTF-8 (a BOM at the start is dropped). Yields each
 * line, or — at the first line that is not UTF-8 — a {@link StatementEncodingError} and stops.
 * Reads the source as it comes: a line is held only until its end arrives.
 */
export async function* statementLines(
  source: AsyncIterable<string | Uint8Array>,
): AsyncGenerator<StatementTextLine | StatementEncodingError, void> {
  // `fatal`: a bad byte throws instead of becoming U+FFFD; `ignoreBOM`: a BOM is not silently eaten
  // at the start of every line (only line 1's is dropped, below).
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  let lineNumber = 0;

  const decode = (bytes: Uint8Array): StatementTextLine | StatementEncodingError => {
    lineNumber += 1;
    let body = bytes;
    if (lineNumber === 1) {
      if (startsWith(body, [0xff, 0xfe]) || startsWith(body, [0xfe, 0xff]) || body.includes(NUL)) {
        return { lineNumber, column: '', problem: 'utf16' };
      }
      if (startsWith(body, [0xef, 0xbb, 0xbf])) body = body.subarray(3);
    }
    // NUL is UTF-8, but no text of ours holds it (and PostgreSQL refuses it in a text column).
    const nul = body.indexOf(NUL);
    const bad = firstInvalidUtf8(nul === -1 ? body : body.subarray(0, nul));
    const at = bad !== -1 ? bad : nul;
    if (at !== -1) {
      const position = [...decoder.decode(body.subarray(0, at))].length + 1;
      return { lineNumber, column: '', problem: 'encoding', position };
    }
    return { lineNumber, text: decoder.decode(body) };
  };

  /** The lines of a piece that ended at `\n` (or at the end of the file): a lone CR ends one too. */
  function* piecewise(piece: Uint8Array) {
    let start = 0;
    for (let cr = piece.indexOf(CR); cr !== -1; cr = piece.indexOf(CR, start)) {
      yield decode(piece.subarray(start, cr));
      start = cr + 1;
    }
    // `\r\n` (or a final `\r`) leaves nothing after its CR: not a line of its own.
    if (start === 0 || start < piece.length) yield decode(piece.subarray(start));
  }

  /**
   * The lines of a block of whole lines (its last one ended by a `\n` left out, or by the end of
   * the file). Decoded in one call when the block is clean, the usual case; line by line otherwise,
   * to name the line of the bad byte.
   */
  function* linesOf(block: Uint8Array) {
    if (lineNumber > 0 && block.indexOf(NUL) === -1) {
      let text: string | undefined;
      try {
        text = decoder.decode(block);
      } catch {
        // Read again line by line below.
      }
      if (text !== undefined) {
        // A final CR belonged to the `\r\n` that ended the block (or ended the file's last line).
        const body = text.endsWith('\r') ? text.slice(0, -1) : text;
        for (const line of body.split(/\r\n|\r|\n/)) {
          lineNumber += 1;
          yield { lineNumber, text: line };
        }
        return;
      }
    }
    let start = 0;
    for (let lf = block.indexOf(LF); lf !== -1; lf = block.indexOf(LF, start)) {
      yield* piecewise(block.subarray(start, lf));
      start = lf + 1;
    }
    yield* piecewise(block.subarray(start));
  }

  let held: Uint8Array[] = [];
  for await (const chunk of source) {
    const bytes = typeof chunk === 'string' ? encoder.encode(chunk) : chunk;
    const lf = bytes.lastIndexOf(LF);
    // Copied: a source may reuse its buffer for the next chunk.
    const tail = new Uint8Array(bytes.subarray(lf + 1));
    if (lf === -1) {
      held.push(tail);
      continue;
    }
    const block = held.length === 0 ? bytes.subarray(0, lf) : Buffer.concat([...held, bytes.subarray(0, lf)]);
    held = tail.length > 0 ? [tail] : [];
    for (const line of linesOf(block)) {
      yield line;
      if ('problem' in line) return;
    }
  }
  const last = Buffer.concat(held);
  if (last.length === 0) return;
  for (const line of linesOf(last)) {
    yield line;
    if ('problem' in line) return;
  }
}
