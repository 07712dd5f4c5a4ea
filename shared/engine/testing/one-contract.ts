import type { Dividend, OptionType } from '../market/market-data';
import { createSyntheticMarket, type QuoteRow, type SyntheticMarketInput } from './synthetic-market';

/** Weekdays from Tue 2 Jan 2024 (no holidays needed: a synthetic market lists what it lists). */
export const DAYS = [
  '2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05', '2024-01-08', '2024-01-09', '2024-01-10',
  '2024-01-11', '2024-01-12', '2024-01-15', '2024-01-16', '2024-01-17', '2024-01-18', '2024-01-19',
] as const;

export interface OneContractInput {
  type?: OptionType;
  strike?: number;
  expiry?: string;
  delta?: number;
  /** Underlying closes, one per day from DAYS[0]; the run has that many days. */
  closes: readonly number[];
  /** The contract's price on each of those days. */
  prices: readonly number[];
  highs?: readonly (number | undefined)[];
  lows?: readonly (number | undefined)[];
  extra?: readonly QuoteRow[];
  dividends?: readonly Dividend[];
  priceAt?: SyntheticMarketInput['priceAt'];
  priceAtOpen?: SyntheticMarketInput['priceAtOpen'];
  opens?: readonly (number | undefined)[];
}

/** A market with one listed contract priced by hand each day (plus any `extra` quotes). */
export function oneContractMarket(input: OneContractInput) {
  const type = input.type ?? 'call';
  const strike = input.strike ?? 105;
  const expiry = input.expiry ?? '2024-01-19';
  const days = DAYS.slice(0, input.closes.length);
  return createSyntheticMarket({
    bars: days.map((date, i) => ({
      date,
      close: input.closes[i] ?? 0,
      open: input.opens?.[i],
      high: input.highs?.[i],
      low: input.lows?.[i],
    })),
    quotes: [
      ...days.map((date, i) => ({ date, expiry, type, strike, price: input.prices[i] ?? 0, delta: input.delta ?? 0.3 })),
      ...(input.extra ?? []),
    ],
    dividends: input.dividends,
    priceAt: input.priceAt,
    priceAtOpen: input.priceAtOpen,
  });
}
