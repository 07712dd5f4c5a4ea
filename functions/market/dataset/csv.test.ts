import { describe, expect, it } from 'vitest';
import { parseVendorCsv } from './csv';

describe('parseVendorCsv', () => {
  it('reads Alpha Vantage JSON-key headers, CRLF and descending rows', () => {
    const text = 'date,1. open,2. high,3. low,4. close,5. volume\r\n2024-11-08,596.17,599.64,596.165,598.19,46444893.0\r\n2024-11-07,593.08,596.65,592.9999,595.61,47233212.0\r\n';
    const rows = parseVendorCsv(text, 'av.csv');
    expect(rows.map((r) => r.date)).toEqual(['2024-11-07', '2024-11-08']);
    expect(rows[1]).toMatchObject({ open: 596.17, high: 599.64, low: 596.165, close: 598.19, volume: 46444893 });
  });

  it('reads Yahoo files in any column order, with a BOM, Adj Close and a Symbol column', () => {
    const text = '\uFEFFDate,Symbol,Close,High,Low,Open,Adj Close,Volume\n2020-01-02,NVDA,5.99,6.0,5.9,5.96,5.97,237536000\n';
    expect(parseVendorCsv(text, 'y.csv')[0]).toMatchObject({ date: '2020-01-02', open: 5.96, close: 5.99, adjClose: 5.97, volume: 237536000 });
  });

  it('reads dividend and split columns of both vendors', () => {
    const av = 'timestamp,open,high,low,close,adjusted_close,volume,dividend_amount,split_coefficient\n2014-06-09,92.7,93.88,91.75,93.7,86.1,75415000,0.0000,7.0\n';
    expect(parseVendorCsv(av, 'c1.csv')[0]).toMatchObject({ dividend: 0, split: 7 });
    const yf = 'Date,Open,High,Low,Close,Volume,Dividends,Stock Splits\n2019-02-20,1,1,1,1,10,0.46,0.0\n';
    expect(parseVendorCsv(yf, 'c2.csv')[0]).toMatchObject({ dividend: 0.46, split: 0 });
  });

  it('keeps FRED blanks as missing values', () => {
    const rows = parseVendorCsv('DATE,DGS3MO\n2024-11-11,\n2024-11-12,4.52\n2024-11-13,.\n', 'fred.csv');
    expect(rows.map((r) => r.other['dgs3mo'])).toEqual([undefined, 4.52, undefined]);
  });

  it('names file, line and column of a bad cell, and duplicate dates', () => {
    expect(() => parseVendorCsv('Date,Close\n2024-01-02,abc\n', 'x.csv')).toThrow("x.csv line 2: column 'close' is not a number: 'abc'");
    expect(() => parseVendorCsv('Date,Close\n01/02/2024,1\n', 'x.csv')).toThrow('x.csv line 2: date must be YYYY-MM-DD');
    expect(() => parseVendorCsv('Date,Close\n2024-01-02,1\n2024-01-02,2\n', 'x.csv')).toThrow('x.csv: duplicate date 2024-01-02');
    expect(() => parseVendorCsv('Close\n1\n', 'x.csv')).toThrow('x.csv: no date column');
  });
});
