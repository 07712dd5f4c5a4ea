import type { Bar, OptionQuote } from '../market/market-data';
import { EngineError } from './engine-error';

const bad = (v: number): boolean => !Number.isFinite(v) || v < 0;

/** Fails fast on an unusable option row: a NaN, a negative price or a crossed bid/ask (CONVENTIONS 9). */
export function checkQuote(q: OptionQuote, date: string): OptionQuote {
  const prices: Array<[string, number]> = [
    ['last_trade_price', q.last_trade_price],
    ['bid_price', q.bid_price],
    ['ask_price', q.ask_price],
    ['strike', q.strike],
    ['underlying_price', q.underlying_price],
  ];
  for (const [field, value] of prices) {
    if (bad(value)) {
      throw new EngineError('engine.bad_data', `Bad option data: ${q.id} on ${date} has ${field} ${value}`);
    }
  }
  if (q.bid_price > q.ask_price) {
    throw new EngineError(
      'engine.bad_data',
      `Bad option data: ${q.id} on ${date} has a crossed quote (bid ${q.bid_price} > ask ${q.ask_price})`,
    );
  }
  if (!Number.isFinite(q.delta) || !Number.isFinite(q.volume)) {
    throw new EngineError('engine.bad_data', `Bad option data: ${q.id} on ${date} has a non-numeric delta or volume`);
  }
  return q;
}

/** Fails fast on an unusable bar of the underlying. */
export function checkBar(bar: Bar, ticker: string): Bar {
  const fields: Array<[string, number]> = [
    ['open', bar.open],
    ['high', bar.high],
    ['low', bar.low],
    ['close', bar.close],
  ];
  for (const [field, value] of fields) {
    if (bad(value)) {
      throw new EngineError('engine.bad_data', `Bad price data: ${ticker} on ${bar.date} has ${field} ${value}`);
    }
  }
  if (bar.close <= 0) {
    throw new EngineError('engine.bad_data', `Bad price data: ${ticker} on ${bar.date} has close ${bar.close}`);
  }
  return bar;
}
