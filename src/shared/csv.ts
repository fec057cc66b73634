/**
 * CSV cells for the files staff download (the audit log, the accountant's payments): one rule for
 * both. Text a spreadsheet would run as a formula (=, +, -, @, a tab or a carriage return first) is
 * prefixed with an apostrophe (OWASP's CSV injection advice), and a cell is quoted, its quotes
 * doubled, only when it holds a quote, comma or line break (RFC 4180). Pure, no I/O.
 */

/** One text cell, formula-safe and quoted when needed. Money and counts are written by the caller as they are. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One line of text cells, ended by CRLF as RFC 4180 writes it. */
export const csvLine = (cells: readonly string[]): string => `${cells.map(csvCell).join(',')}\r\n`;
