/**
 * Reads the vendor CSV layouts the build accepts into one row shape:
 * - Yahoo / yfinance: `Date,Open,High,Low,Close[,Adj Close],Volume[,Dividends,Stock Splits]`, any
 *   column order, optional `Symbol` column;
 * - Alpha Vantage: `timestamp|date,open,high,low,close[,adjusted_close],volume[,dividend_amount,split_coefficient]`
 *   or the JSON-key names `1. open, 2. high, ...`; rows may be in descending order;
 * - FRED: `date,<SERIES>` with empty or `.` values on holidays.
 * A UTF-8 byte-order mark, CRLF line ends and surrounding spaces in headers are tolerated.
 * Rows come back ascending by date; a duplicate date or a malformed number is an error naming
 * the file, line and column.
 */

export interface RawRow {
  date: string;
  open?: number;
  high?: number;
  low?: number;
  close?: number;
  adjClose?: number;
  volume?: number;
  dividend?: number;
  split?: number;
  /** Any other numeric column, keyed by its lower-cased header (e.g. FRED's `dgs3mo`). */
  other: Record<string, number | undefined>;
}

type Field = 'open' | 'high' | 'low' | 'close' | 'adjClose' | 'volume' | 'dividend' | 'split';

const FIELD_NAMES: Record<string, Field> = {
  open: 'open',
  high: 'high',
  low: 'low',
  close: 'close',
  'adj close': 'adjClose',
  adjclose: 'adjClose',
  adjusted_close: 'adjClose',
  volume: 'volume',
  dividends: 'dividend',
  dividend: 'dividend',
  dividend_amount: 'dividend',
  'stock splits': 'split',
  split_coefficient: 'split',
};

const DATE_NAMES = new Set(['date', 'timestamp', 'datetime']);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Header cell → canonical key: lower case, no BOM, no `1. ` prefix of Alpha Vantage JSON keys. */
function canonical(header: string): string {
  return header.replace(/^\uFEFF/, '').trim().toLowerCase().replace(/^\d+\.\s*/, '');
}

/** The non-blank lines of a CSV text, without a UTF-8 byte-order mark, LF or CRLF line ends. */
export function csvLines(text: string): string[] {
  return text.replace(/^\uFEFF/, '').split(/\r?\n/).filter((l) => l.trim() !== '');
}

/** Parses one vendor CSV text. `name` is used in error messages. */
export function parseVendorCsv(text: string, name: string): RawRow[] {
  const lines = csvLines(text);
  const headerLine = lines[0];
  if (headerLine === undefined) throw new Error(`${name}: empty file`);
  const headers = headerLine.split(',').map(canonical);
  const dateIndex = headers.findIndex((h) => DATE_NAMES.has(h));
  if (dateIndex < 0) throw new Error(`${name}: no date column (expected one of Date, timestamp)`);
  const rows: RawRow[] = [];
  for (let i = 1; i < lines.length; i++) {
    const cells = (lines[i] ?? '').split(',');
    const date = (cells[dateIndex] ?? '').trim();
    if (!ISO_DATE.test(date)) throw new Error(`${name} line ${i + 1}: date must be YYYY-MM-DD, got '${date}'`);
    const row: RawRow = { date, other: {} };
    headers.forEach((header, col) => {
      if (col === dateIndex || header === 'symbol') return;
      const cell = (cells[col] ?? '').trim();
      let value: number | undefined;
      if (cell !== '' && cell !== '.' && cell.toLowerCase() !== 'null') {
        value = Number(cell);
        if (!Number.isFinite(value)) throw new Error(`${name} line ${i + 1}: column '${header}' is not a number: '${cell}'`);
      }
      const field = FIELD_NAMES[header];
      if (field) row[field] = value;
      else row.other[header] = value;
    });
    rows.push(row);
  }
  rows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  for (let i = 1; i < rows.length; i++) {
    if (rows[i]?.date === rows[i - 1]?.date) throw new Error(`${name}: duplicate date ${rows[i]?.date}`);
  }
  return rows;
}
