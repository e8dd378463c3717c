/** One CSV line: a field with a comma, quote or line break is quoted, its quotes doubled. */
export function toCsvLine(fields: readonly string[]): string {
  return fields
    .map((field) => (/[",\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field))
    .join(',');
}

/**
 * Free text (a name, a reason) as a CSV field a spreadsheet shows and never runs: one starting with
 * `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading apostrophe, the spreadsheets' own
 * "this is text" mark (OWASP "CSV injection", CWE-1236; ADR 378). The column count
 * and every other field stay as they were; a reader drops that one apostrophe to get the text back.
 */
export const textField = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
