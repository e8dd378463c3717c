import { CoreError } from '../errors/core-error';

/**
 * Our watch-list layout (issue 50; docs/compliance.md "List files"): UTF-8 CSV, comma separated,
 * fields with a comma or quote in double quotes (a quote doubled), the header line
 * `id,full_name,curp,rfc,birth_date` first, then one person per line:
 *
 * | column       | required | value                                                       |
 * | ------------ | -------- | ----------------------------------------------------------- |
 * | `id`         | yes      | the list's own id of the person, unique in the file          |
 * | `full_name`  | yes      | the name as the list writes it (any order, with or without accents) |
 * | `curp`       | no       | 18 characters (`AAAA000000HAAAAA00`)                         |
 * | `rfc`        | no       | 12 or 13 characters                                           |
 * | `birth_date` | no       | `YYYY-MM-DD`                                                 |
 *
 * Blank lines are skipped. The first bad line refuses the whole file (`watchlist_malformed` with
 * its line number and column): the list in force stays.
 */
export const WATCHLIST_COLUMNS = ['id', 'full_name', 'curp', 'rfc', 'birth_date'] as const;

export interface WatchlistRow {
  readonly externalId: string;
  readonly fullName: string;
  readonly curp: string | null;
  readonly rfc: string | null;
  readonly birthDate: string | null;
  readonly line: number;
}

const CURP = /^[A-Z]{4}\d{6}[HMX][A-Z]{5}[A-Z0-9]\d$/;
const RFC = /^[A-Z&Ñ]{3,4}\d{6}[A-Z0-9]{3}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The fields of one CSV line, or undefined when a quote is left open. */
function splitLine(text: string): string[] | undefined {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      fields.push(field);
      field = '';
    } else field += ch;
  }
  if (quoted) return undefined;
  fields.push(field);
  return fields.map((value) => value.trim());
}

function malformed(line: number, column: string): CoreError {
  return new CoreError('watchlist_malformed', { params: { line, column } });
}

function isDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The people of a list file in our layout, or `watchlist_malformed` naming the first bad line. */
export function parseWatchlist(text: string): WatchlistRow[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = splitLine(lines[0] ?? '')?.map((name) => name.toLowerCase());
  if (!header || header.join(',') !== WATCHLIST_COLUMNS.join(',')) throw malformed(1, 'header');
  const rows: WatchlistRow[] = [];
  const seen = new Set<string>();
  for (const [index, raw] of lines.entries()) {
    const line = index + 1;
    if (index === 0 || raw.trim() === '') continue;
    const fields = splitLine(raw);
    if (!fields || fields.length !== WATCHLIST_COLUMNS.length) throw malformed(line, 'columns');
    const [externalId = '', fullName = '', curpRaw = '', rfcRaw = '', birthDate = ''] = fields;
    if (externalId === '' || seen.has(externalId)) throw malformed(line, 'id');
    if (fullName.replace(/[^\p{L}]/gu, '').length < 2) throw malformed(line, 'full_name');
    const curp = curpRaw.toUpperCase();
    if (curp !== '' && !CURP.test(curp)) throw malformed(line, 'curp');
    const rfc = rfcRaw.toUpperCase();
    if (rfc !== '' && !RFC.test(rfc)) throw malformed(line, 'rfc');
    if (birthDate !== '' && !isDate(birthDate)) throw malformed(line, 'birth_date');
    seen.add(externalId);
    rows.push({
      externalId,
      fullName,
      curp: curp || null,
      rfc: rfc || null,
      birthDate: birthDate || null,
      line,
    });
  }
  return rows;
}
