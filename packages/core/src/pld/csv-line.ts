/** One CSV line: a field with a comma, quote or line break is quoted, its quotes doubled. */
export function toCsvLine(fields: readonly string[]): string {
  return fields
    .map((field) => (/[",\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field))
    .join(',');
}
