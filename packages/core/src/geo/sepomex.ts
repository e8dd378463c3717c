import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { findStateByCode } from './states';

/**
 * Reading SEPOMEX's national postal-code catalogue, the pipe-separated download `CPdescarga.txt`
 * (Correos de México, "Catálogo Nacional de Códigos Postales"). The file is ISO-8859-1 encoded,
 * has CRLF line ends, starts with a disclaimer line and then a header naming these columns.
 * Columns are located by header name, so a reordered export still reads correctly.
 */
export const SEPOMEX_COLUMNS = [
  'd_codigo',
  'd_asenta',
  'd_tipo_asenta',
  'D_mnpio',
  'd_estado',
  'd_ciudad',
  'd_CP',
  'c_estado',
  'c_oficina',
  'c_CP',
  'c_tipo_asenta',
  'c_mnpio',
  'id_asenta_cpcons',
  'd_zona',
  'c_cve_ciudad',
] as const;

export type SepomexColumn = (typeof SEPOMEX_COLUMNS)[number];

/**
 * The tab-separated, UTF-8 form of the same catalogue that the product ships
 * (`data/geo/sepomex.tsv.gz`, see its README): readable English column names for the official
 * fields, without `d_CP`, `c_oficina`, `c_CP`, `c_tipo_asenta` and `c_cve_ciudad`.
 */
export const SEPOMEX_TSV_COLUMNS = {
  postal_code: 'd_codigo',
  settlement: 'd_asenta',
  settlement_type: 'd_tipo_asenta',
  municipality: 'D_mnpio',
  state: 'd_estado',
  city: 'd_ciudad',
  state_code: 'c_estado',
  municipality_code: 'c_mnpio',
  settlement_id: 'id_asenta_cpcons',
  zone: 'd_zona',
} as const satisfies Record<string, SepomexColumn>;

/** The encodings the reader accepts; the official download is `latin1` (ISO-8859-1). */
export const SEPOMEX_ENCODINGS = ['latin1', 'utf8'] as const;
export type SepomexEncoding = (typeof SEPOMEX_ENCODINGS)[number];

/** How many lines may precede the header (the official file has one disclaimer line). */
const MAX_LINES_BEFORE_HEADER = 5;

/** One settlement (asentamiento) of the catalogue. */
export interface SepomexRecord {
  /** `d_codigo`: the five-digit postal code. */
  readonly postalCode: string;
  /** `d_asenta`: the settlement's name (colonia, barrio, pueblo…). */
  readonly settlementName: string;
  /** `d_tipo_asenta`: the settlement type, e.g. `Colonia`, `Barrio`, `Fraccionamiento`. */
  readonly settlementType: string;
  /** `c_tipo_asenta`: the settlement type's code (empty when the file leaves it out: the TSV form). */
  readonly settlementTypeCode: string;
  /** `id_asenta_cpcons`: the settlement's four-digit id, unique within its municipality. */
  readonly settlementCode: string;
  /** `D_mnpio`: the municipality (or Mexico City borough). */
  readonly municipalityName: string;
  /** `c_mnpio`: the municipality's three-digit INEGI code, unique within its state. */
  readonly municipalityCode: string;
  /** `d_estado`: the state's name as the file spells it. */
  readonly stateName: string;
  /** `c_estado`: the state's two-digit INEGI code. */
  readonly stateCode: string;
  /** `d_ciudad`: the city, empty for rural settlements. */
  readonly cityName: string | null;
  /**
   * `c_cve_ciudad`: the city's code within its state; null for rural settlements and when the file
   * leaves the code out (the TSV form), where the import keys the city by its name.
   */
  readonly cityCode: string | null;
  /** `d_zona`: `Urbano`, `Rural` or `Semiurbano`. */
  readonly zone: string;
}

/** A data row that could not be read; the import reports it and goes on. */
export interface SepomexRowError {
  /** 1-based line number in the file. */
  readonly line: number;
  readonly reason: string;
}

export type SepomexLine =
  | { readonly kind: 'record'; readonly line: number; readonly record: SepomexRecord }
  | { readonly kind: 'error'; readonly line: number; readonly error: SepomexRowError };

/** The file is not a SEPOMEX catalogue (no header with the expected columns). */
export class SepomexFormatError extends Error {
  override readonly name = 'SepomexFormatError';
}

const DIGITS = (length: number) => new RegExp(`^\\d{${length}}$`);
const POSTAL_CODE = DIGITS(5);
const STATE_CODE = DIGITS(2);
const MUNICIPALITY_CODE = DIGITS(3);
const SETTLEMENT_CODE = DIGITS(4);

/** Where each official column sits in a row, and how the row is split. */
interface SepomexHeader {
  readonly delimiter: '|' | '\t';
  readonly index: Map<SepomexColumn, number>;
  readonly width: number;
}

/** The official pipe-separated header (all of {@link SEPOMEX_COLUMNS}) or the shipped TSV one. */
function readHeader(text: string): SepomexHeader | undefined {
  const pipe = text.split('|');
  const positions = (fields: string[]) =>
    new Map<string, number>(fields.map((field, index) => [field.trim().toLowerCase(), index]));
  if (pipe.length > 1) {
    const at = positions(pipe);
    const index = new Map<SepomexColumn, number>();
    for (const column of SEPOMEX_COLUMNS) {
      const position = at.get(column.toLowerCase());
      if (position === undefined) return undefined;
      index.set(column, position);
    }
    return { delimiter: '|', index, width: SEPOMEX_COLUMNS.length };
  }
  const tab = text.split('\t');
  if (tab.length > 1) {
    const at = positions(tab);
    const index = new Map<SepomexColumn, number>();
    for (const [name, column] of Object.entries(SEPOMEX_TSV_COLUMNS)) {
      const position = at.get(name);
      if (position === undefined) return undefined;
      index.set(column, position);
    }
    return { delimiter: '\t', index, width: index.size };
  }
  return undefined;
}

function readRow(fields: readonly string[], header: SepomexHeader): SepomexRecord | { reason: string } {
  const get = (column: SepomexColumn): string => {
    const position = header.index.get(column);
    return position === undefined ? '' : (fields[position] ?? '').trim();
  };
  if (fields.length < header.width)
    return { reason: `expected ${header.width} fields, found ${fields.length}` };
  const postalCode = get('d_codigo');
  if (!POSTAL_CODE.test(postalCode)) return { reason: `invalid postal code "${postalCode}"` };
  const stateCode = get('c_estado');
  if (!STATE_CODE.test(stateCode) || !findStateByCode(stateCode)) {
    return { reason: `unknown state code "${stateCode}"` };
  }
  const municipalityCode = get('c_mnpio');
  if (!MUNICIPALITY_CODE.test(municipalityCode)) {
    return { reason: `invalid municipality code "${municipalityCode}"` };
  }
  const settlementCode = get('id_asenta_cpcons');
  if (!SETTLEMENT_CODE.test(settlementCode)) return { reason: `invalid settlement id "${settlementCode}"` };
  const settlementName = get('d_asenta');
  const municipalityName = get('D_mnpio');
  if (!settlementName) return { reason: 'empty settlement name' };
  if (!municipalityName) return { reason: 'empty municipality name' };
  const cityName = get('d_ciudad');
  const cityCode = get('c_cve_ciudad');
  // The official file: a city is a name with its code. The TSV form has names only.
  const hasCity = header.delimiter === '|' ? Boolean(cityName && cityCode) : Boolean(cityName);
  return {
    postalCode,
    settlementName,
    settlementType: get('d_tipo_asenta'),
    settlementTypeCode: get('c_tipo_asenta'),
    settlementCode,
    municipalityName,
    municipalityCode,
    stateName: get('d_estado'),
    stateCode,
    cityName: hasCity ? cityName : null,
    cityCode: hasCity && cityCode ? cityCode : null,
    zone: get('d_zona'),
  };
}

/**
 * Reads catalogue lines (already decoded) into records and row errors. Lines before the header are
 * skipped (the disclaimer); blank lines are ignored; a missing header throws `SepomexFormatError`.
 */
export async function* parseSepomexLines(
  lines: AsyncIterable<string> | Iterable<string>,
): AsyncGenerator<SepomexLine> {
  let header: SepomexHeader | undefined;
  let lineNumber = 0;
  for await (const raw of lines) {
    lineNumber += 1;
    const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (!header) {
      header = readHeader(text);
      if (!header && lineNumber >= MAX_LINES_BEFORE_HEADER) {
        throw new SepomexFormatError(
          `No SEPOMEX header (${SEPOMEX_COLUMNS.join('|')}, or the TSV form's ${Object.keys(SEPOMEX_TSV_COLUMNS).join(',')}) in the first ${MAX_LINES_BEFORE_HEADER} lines`,
        );
      }
      continue;
    }
    if (text.trim() === '') continue;
    const row = readRow(text.split(header.delimiter), header);
    if ('reason' in row)
      yield { kind: 'error', line: lineNumber, error: { line: lineNumber, reason: row.reason } };
    else yield { kind: 'record', line: lineNumber, record: row };
  }
  if (!header) throw new SepomexFormatError('The file has no SEPOMEX header line');
}

/**
 * The encoding a catalogue file is read with unless told: UTF-8 for the TSV form (`.tsv`,
 * `.tsv.gz`, what the product ships), ISO-8859-1 for the official download.
 */
export function defaultSepomexEncoding(path: string): SepomexEncoding {
  return /\.tsv(\.gz)?$/i.test(path) ? 'utf8' : 'latin1';
}

/** The lines of a catalogue file (gunzipped when it ends in `.gz`), decoded, streamed. */
export function readSepomexFileLines(
  path: string,
  encoding: SepomexEncoding = defaultSepomexEncoding(path),
): AsyncIterable<string> {
  const raw = createReadStream(path);
  const input = /\.gz$/i.test(path) ? raw.pipe(createGunzip()) : raw;
  input.setEncoding(encoding);
  return createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
}

/** The lines of catalogue bytes already in memory (ISO-8859-1 by default). */
export function splitSepomexBytes(bytes: Uint8Array, encoding: SepomexEncoding = 'latin1'): string[] {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString(encoding).split('\n');
}
