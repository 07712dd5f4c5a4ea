/**
 * CSV as spreadsheets and pandas read it (RFC 4180): one header row, comma separated, CRLF line
 * ends, a field quoted when it holds a comma, quote or line break (quotes doubled). Numbers are
 * written raw (String(n): full precision, no thousands separator, no currency sign); null and
 * undefined are empty fields. The text is a JS string; the caller writes it as UTF-8.
 */
export type CsvValue = string | number | boolean | null | undefined;

function field(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : String(value);
  // A leading = + - @ would make a spreadsheet run the cell as a formula; text fields get a quote prefix.
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !/^-?\d/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvValue[]>): string {
  return [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

/** Reads CSV written by toCsv (quoted fields, doubled quotes, CRLF or LF): for tests and imports. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cur);
      cur = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cur);
      rows.push(row);
      row = [];
      cur = '';
    } else cur += ch;
  }
  if (cur !== '' || row.length > 0) {
    row.push(cur);
    rows.push(row);
  }
  return rows;
}
