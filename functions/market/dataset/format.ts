/** The compact on-disk layout of the bundled dataset (one CSV per ticker plus shared tables). */
import type { Bar } from '../../../shared/engine/market/market-data';
import type { DividendRow } from './dividends';
import type { SplitEvent } from './plan-types';
import type { RateRow, VixRow } from './vix-rates';

/** 4 decimals from 1 up, 6 below (split-scaled early prices of NVDA, AAPL... are fractions of a dollar). */
export function formatPrice(x: number): string {
  const text = x.toFixed(Math.abs(x) >= 1 ? 4 : 6);
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

export function barsCsv(bars: readonly Bar[]): string {
  const lines = bars.map((b) => [b.date, formatPrice(b.open), formatPrice(b.high), formatPrice(b.low), formatPrice(b.close), String(b.volume)].join(','));
  return `date,open,high,low,close,volume\n${lines.join('\n')}\n`;
}

export function dividendsCsv(rows: readonly { ticker: string; dividend: DividendRow }[]): string {
  return `ticker,date,amount\n${rows.map((r) => `${r.ticker},${r.dividend.date},${formatPrice(r.dividend.amount)}`).join('\n')}\n`;
}

export function splitsCsv(rows: readonly { ticker: string; split: SplitEvent }[]): string {
  const clean = (s: string) => s.replace(/[,\n]/g, ';');
  return `ticker,date,ratio,evidence\n${rows.map((r) => `${r.ticker},${r.split.date},${r.split.ratio},${clean(r.split.evidence)}`).join('\n')}\n`;
}

export function vixCsv(rows: readonly VixRow[]): string {
  return `date,open,high,low,close\n${rows.map((r) => [r.date, formatPrice(r.open), formatPrice(r.high), formatPrice(r.low), formatPrice(r.close)].join(',')).join('\n')}\n`;
}

export function ratesCsv(rows: readonly RateRow[]): string {
  return `date,dgs3mo\n${rows.map((r) => `${r.date},${r.dgs3mo}`).join('\n')}\n`;
}
