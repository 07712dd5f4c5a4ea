import type { Bar, OptionQuote } from '../market/market-data';
import { EngineError } from './engine-error';

const bad = (v: number): boolean => !(v >= 0) || v === Infinity;

function fail(q: OptionQuote, date: string, field: keyof OptionQuote): never {
  throw new EngineError('engine.bad_data', `Bad option data: ${q.id} on ${date} has ${field} ${String(q[field])}`);
}

/**
 * Fails fast on an unusable option row: a NaN, a negative price or a crossed bid/ask (CONVENTIONS 9).
 * Runs on every quote the engine reads, so it allocates nothing on the happy path.
 */
export function checkQuote(q: OptionQuote, date: string): OptionQuote {
  if (bad(q.last_trade_price)) fail(q, date, 'last_trade_price');
  if (bad(q.bid_price)) fail(q, date, 'bid_price');
  if (bad(q.ask_price)) fail(q, date, 'ask_price');
  if (bad(q.strike)) fail(q, date, 'strike');
  if (bad(q.underlying_price)) fail(q, date, 'underlying_price');
  if (q.bid_price > q.ask_price) {
    throw new EngineError(
      'engine.bad_data',
      `Bad option data: ${q.id} on ${date} has a crossed quote (bid ${q.bid_price} > ask ${q.ask_price})`,
    );
  }
  if (!Number.isFinite(q.delta)) fail(q, date, 'delta');
  if (!Number.isFinite(q.volume)) fail(q, date, 'volume');
  return q;
}

/** Fails fast on an unusable bar of the underlying. */
export function checkBar(bar: Bar, ticker: string): Bar {
  for (const field of ['open', 'high', 'low', 'close'] as const) {
    const value = bar[field];
    if (bad(value) || (field === 'close' && value === 0)) {
      throw new EngineError('engine.bad_data', `Bad price data: ${ticker} on ${bar.date} has ${field} ${value}`);
    }
  }
  return bar;
}
