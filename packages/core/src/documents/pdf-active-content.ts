import { inflateSync } from 'node:zlib';

/**
 * Active content in uploaded PDFs (issue 10 point 9, ADR 220). A bank statement or a payroll slip
 * is read by people in the back office; a PDF that runs something when opened, launches a program
 * or carries files must not reach them.
 *
 * PDF names that make a document act: actions that run on open or on events (`/OpenAction`,
 * `/AA`), JavaScript (`/JS`, `/JavaScript`), launching programs (`/Launch`), embedded and attached
 * files (`/EmbeddedFile(s)`, `/FileAttachment`), forms that send or import data (`/SubmitForm`,
 * `/ImportData`, `/XFA`), rich media and remote go-tos (`/RichMedia`, `/GoToE`, `/GoToR`).
 */
export const PDF_ACTIVE_NAMES: ReadonlySet<string> = new Set([
  'OpenAction',
  'AA',
  'JS',
  'JavaScript',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'FileAttachment',
  'SubmitForm',
  'ImportData',
  'XFA',
  'RichMedia',
  'GoToE',
  'GoToR',
]);

/** Largest inflated size of one object stream, and of all of them together (a zip bomb is refused). */
export const PDF_MAX_INFLATED_BYTES = 32 * 1024 * 1024;

/** What {@link neutralisePdf} did. */
export type PdfCheck =
  | { ok: true; bytes: Uint8Array; neutralised: string[] }
  | { ok: false; reason: 'active_content' | 'uninspectable'; names: string[] };

/** A PDF name token: `/` and regular characters (PDF 32000-1 §7.2.2), `#xx` escapes decoded. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is PDF white space and ends a name.
const NAME = /\/([^\x00\t\n\f\r ()<>[\]{}/%]*)/g;

function decodeName(raw: string): string {
  return raw.replace(/#([0-9A-Fa-f]{2})/g, (_whole, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}

interface Stream {
  /** The stream dictionary's text (just before `stream`). */
  dict: string;
  /** Offsets of the data between `stream` EOL and `endstream`. */
  start: number;
  end: number;
}

/** The streams of a PDF, found by their keywords (the dictionary is the text since the last `obj`). */
function findStreams(text: string): Stream[] {
  const streams: Stream[] = [];
  const keyword = /stream\r?\n/g;
  let match: RegExpExecArray | null = keyword.exec(text);
  while (match !== null) {
    if (match.index === 0 || text.slice(match.index - 3, match.index) !== 'end') {
      const start = match.index + match[0].length;
      const end = text.indexOf('endstream', start);
      if (end < 0) break;
      const objStart = text.lastIndexOf(' obj', match.index);
      streams.push({ dict: text.slice(Math.max(0, objStart), match.index), start, end });
      keyword.lastIndex = end + 'endstream'.length;
    }
    match = keyword.exec(text);
  }
  return streams;
}

function activeNames(text: string): Array<{ name: string; index: number; length: number }> {
  const found: Array<{ name: string; index: number; length: number }> = [];
  for (const match of text.matchAll(NAME)) {
    const name = decodeName(match[1] ?? '');
    if (PDF_ACTIVE_NAMES.has(name)) found.push({ name, index: match.index, length: match[0].length });
  }
  return found;
}

/**
 * Checks a PDF for active content and neutralises what it can:
 * - in the file's own objects (outside stream data), each active name is overwritten in place by a
 *   name of the same length (`/OpenAction` → `/xxxxxxxxxx`): viewers ignore an unknown key, and
 *   every byte offset (the cross-reference table) stays valid;
 * - inside compressed object streams (`/Type /ObjStm`, inflated with a size budget) the bytes
 *   cannot be changed without rewriting the file, so an active name there refuses the upload
 *   (`active_content`); an object stream that cannot be read (another filter, encryption, over the
 *   budget) refuses it too (`uninspectable`).
 * Page content streams (drawing operators) and images are not searched: actions cannot live there.
 */
export function neutralisePdf(bytes: Uint8Array): PdfCheck {
  const text = Buffer.from(bytes).toString('latin1');
  const streams = findStreams(text);
  const out = Uint8Array.from(bytes);
  const neutralised: string[] = [];
  // The file's own objects: everything but stream data.
  let cursor = 0;
  const outside: Array<[number, number]> = [];
  for (const stream of streams) {
    outside.push([cursor, stream.start]);
    cursor = stream.end;
  }
  outside.push([cursor, text.length]);
  for (const [from, to] of outside) {
    for (const hit of activeNames(text.slice(from, to))) {
      out.fill(0x78 /* x */, from + hit.index + 1, from + hit.index + hit.length);
      neutralised.push(hit.name);
    }
  }
  // Compressed object streams: inspected, never rewritten.
  let budget = PDF_MAX_INFLATED_BYTES;
  const hidden: string[] = [];
  for (const stream of streams) {
    const dict = decodeName(stream.dict);
    if (!/\/Type\s*\/ObjStm/.test(dict)) continue;
    const data = bytes.subarray(stream.start, stream.end);
    const filter = /\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/.exec(dict)?.[1];
    const filters = filter ? [...filter.matchAll(/\/([A-Za-z0-9]+)/g)].map((m) => m[1]) : [];
    let inflated: Buffer;
    if (filters.length === 0) {
      inflated = Buffer.from(data);
    } else if (filters.length === 1 && filters[0] === 'FlateDecode' && budget > 0) {
      try {
        inflated = inflateSync(data, { maxOutputLength: budget });
      } catch {
        return { ok: false, reason: 'uninspectable', names: [] };
      }
    } else {
      return { ok: false, reason: 'uninspectable', names: [] };
    }
    budget -= inflated.length;
    hidden.push(...activeNames(inflated.toString('latin1')).map((hit) => hit.name));
  }
  if (hidden.length > 0) return { ok: false, reason: 'active_content', names: [...new Set(hidden)] };
  return { ok: true, bytes: out, neutralised: [...new Set(neutralised)] };
}
