import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
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
  /** `c_tipo_asenta`: the settlement type's code. */
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
  /** `c_cve_ciudad`: the city's code within its state, empty for rural settlements. */
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

function headerIndex(fields: readonly string[]): Map<SepomexColumn, number> | undefined {
  const positions = new Map<string, number>(
    fields.map((field, index) => [field.trim().toLowerCase(), index]),
  );
  const index = new Map<SepomexColumn, number>();
  for (const column of SEPOMEX_COLUMNS) {
    const position = positions.get(column.toLowerCase());
    if (position === undefined) return undefined;
    index.set(column, position);
  }
  return index;
}

function readRow(
  fields: readonly string[],
  index: Map<SepomexColumn, number>,
): SepomexRecord | { reason: string } {
  const get = (column: SepomexColumn): string => (fields[index.get(column)!] ?? '').trim();
  if (fields.length < index.size) return { reason: `expected ${index.size} fields, found ${fields.length}` };
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
    cityName: cityName && cityCode ? cityName : null,
    cityCode: cityName && cityCode ? cityCode : null,
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
  let index: Map<SepomexColumn, number> | undefined;
  let lineNumber = 0;
  for await (const raw of lines) {
    lineNumber += 1;
    const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (!index) {
      index = headerIndex(text.split('|'));
      if (!index && lineNumber >= MAX_LINES_BEFORE_HEADER) {
        throw new SepomexFormatError(
          `No SEPOMEX header (${SEPOMEX_COLUMNS.join('|')}) in the first ${MAX_LINES_BEFORE_HEADER} lines`,
        );
      }
      continue;
    }
    if (text.trim() === '') continue;
    const row = readRow(text.split('|'), index);
    if ('reason' in row)
      yield { kind: 'error', line: lineNumber, error: { line: lineNumber, reason: row.reason } };
    else yield { kind: 'record', line: lineNumber, record: row };
  }
  if (!index) throw new SepomexFormatError('The file has no SEPOMEX header line');
}

/** The lines of a catalogue file, decoded (ISO-8859-1 by default), streamed. */
export function readSepomexFileLines(
  path: string,
  encoding: SepomexEncoding = 'latin1',
): AsyncIterable<string> {
  return createInterface({
    input: createReadStream(path, { encoding }),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
}

/** The lines of catalogue bytes already in memory (ISO-8859-1 by default). */
export function splitSepomexBytes(bytes: Uint8Array, encoding: SepomexEncoding = 'latin1'): string[] {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString(encoding).split('\n');
}
