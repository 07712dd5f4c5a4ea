import { z } from 'zod';
import { FIELD, OptionTypeSchema, int, isoDate, num, str } from './fields';

/**
 * The full option Contract (spec section 3, "Contract (full, as displayed)"), as the engine puts
 * it in every trade and the Contract Details modal shows it. Structurally identical to
 * `OptionQuote` of `shared/engine/market/market-data.ts` (a type-level test holds this), so a
 * quote from the chain is a Contract as it is.
 * - `id`: OCC symbol, e.g. SPY250117C00600000; `expiry_date` YYYY-MM-DD;
 * - prices in dollars per share; `volume`, `open_interest` whole contracts;
 * - greeks per share: delta (-1..1), gamma, theta per calendar day, vega and rho per 1 point;
 * - implied volatilities as annualised fractions (0.25 = 25%);
 * - `quote_source`: which data priced this quote, the chain model or an imported real chain.
 *   Optional because results saved before it existed do not carry it (the result's
 *   `data_source` then tells).
 * - `last_only`: true when the imported vendor data had no bid/ask for it that day (last-price-only
 *   layouts: LEAN, Polygon day aggregates), so bid = ask = the last price and no spread is paid.
 *   Absent otherwise (and on results saved before it existed).
 * - `neighbour_bounded`: true on a modeled quote of an imported day (the vendor lacked the contract)
 *   whose prices were held to that day's real quotes of the neighbouring strikes of its expiry and
 *   type (shared/engine/market/real-neighbour-bound.ts). Absent otherwise.
 */
/** Which data priced one quote: the chain model or an imported real chain. */
export const QuoteSourceSchema = z.enum(['modeled', 'imported'], FIELD);
export type QuoteSource = z.infer<typeof QuoteSourceSchema>;

export const ContractSchema = z.object(
  {
    id: str().min(1),
    call_or_put: OptionTypeSchema,
    strike: num().positive(),
    expiry_date: isoDate(),
    last_trade_price: num().min(0),
    bid_price: num().min(0),
    ask_price: num().min(0),
    volume: int().min(0),
    open_interest: int().min(0),
    underlying_price: num().positive(),
    delta: num().min(-1).max(1),
    gamma: num(),
    theta: num(),
    vega: num(),
    rho: num(),
    bid_implied_volatility: num().min(0),
    ask_implied_volatility: num().min(0),
    quote_source: QuoteSourceSchema.optional(),
    last_only: z.boolean().optional(),
    neighbour_bounded: z.boolean().optional(),
  },
  FIELD,
);
export type Contract = z.infer<typeof ContractSchema>;
