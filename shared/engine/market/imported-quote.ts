/**
 * One imported contract as stored (vendor values, nulls where the vendor file had none) turned into
 * the engine's OptionQuote. Prices are the vendor's, untouched. What the vendor did not give is
 * computed from its quotes, with BSM at the day's T-bill rate and no dividend yield:
 * - greeks from the vendor's implied vol, else the vol implied by the mid;
 * - bid and ask implied vols from the bid and the ask (0 when no vol reproduces the price: a zero
 *   bid, a bid under intrinsic value);
 * - last price: the mid when the contract did not trade;
 * - a last-price-only layout (no bid/ask) quotes bid = ask = last here; the imported chain provider
 *   answers it with a spread imputed from the model's width (imported-chain.ts, last-only-spread.ts).
 *
 * A chain scan builds a quote for every contract of an expiry and reads few fields of most of them
 * (delta, volume, prices): the fields that cost a root search or a BSM evaluation (the bid and ask
 * implied vols, greeks the vendor lacks) and the OCC id are own enumerable getters computed once
 * when first read. A spread, JSON.stringify and structured clone all read them, so the quote behaves
 * as plain data with the same values in the same key order.
 */
import type { OptionQuote, OptionType } from './market-data';
import { bsm, impliedVol, intrinsicValue, type BsmInput, type BsmResult } from './black-scholes';
import { daysBetween } from './calendar';
import { occSymbol } from './strikes';

export interface StoredContract {
  root: string;
  expiry: string;
  type: OptionType;
  strike: number;
  bid: number | null;
  ask: number | null;
  last: number | null;
  volume: number | null;
  openInterest: number | null;
  underlying: number;
  iv: number | null;
  delta: number | null;
  gamma: number | null;
  theta: number | null;
  vega: number | null;
  rho: number | null;
}

const cents = (x: number): number => Math.round(x * 100) / 100;

/** What BSM needs of the contract besides a vol. */
type PricingBase = Omit<BsmInput, 'vol'>;
const same = (v: number | null): number | null => v;

/**
 * One imported contract as a class: what a contract search probes (measures and filters) and a
 * daily mark reads. Its fields hold the same values as importedQuote's; the id, the greeks taken
 * from the stored values and the bid and ask implied vols are prototype getters computed when
 * read, so a probe costs one small object instead of an object literal with eight closures (~5 µs
 * and most of the garbage of a quote). Prototype getters do not survive JSON or a spread: what
 * goes into a result is importedQuote's quote or plainQuote(contract) (mark-quote.ts).
 * `clean` is applied to gamma, theta, vega and rho when they are read (the Parquet store passes its
 * float32 tidy-up, which is not free).
 */
export class ImportedContract implements OptionQuote {
  readonly call_or_put: OptionType;
  readonly strike: number;
  readonly expiry_date: string;
  readonly last_trade_price: number;
  readonly bid_price: number;
  readonly ask_price: number;
  readonly volume: number;
  readonly open_interest: number;
  readonly underlying_price: number;
  readonly delta: number;
  readonly quote_source = 'imported' as const;
  readonly #c: StoredContract;
  readonly #date: string;
  readonly #rate: number;
  readonly #clean: (v: number | null) => number | null;
  readonly #needGreeks: boolean;
  readonly #vol: number | undefined;
  #base: PricingBase | undefined;
  #modelDone = false;
  #model: BsmResult | undefined;
  #id: string | undefined;
  #bidIv: number | undefined;
  #askIv: number | undefined;

  constructor(c: StoredContract, date: string, rate: number, clean: (v: number | null) => number | null = same) {
    this.#c = c;
    this.#date = date;
    this.#rate = rate;
    this.#clean = clean;
    const price = c.last ?? 0;
    const bid = c.bid ?? price;
    const ask = c.ask ?? price;
    const mid = (bid + ask) / 2;
    this.#needGreeks = c.delta === null || c.gamma === null || c.theta === null || c.vega === null || c.rho === null;
    this.#vol = c.iv ?? (this.#needGreeks || c.iv === null ? impliedVol(this.#pricing(), mid, 1e-6) : undefined);
    this.call_or_put = c.type;
    this.strike = c.strike;
    this.expiry_date = c.expiry;
    this.last_trade_price = c.last ?? cents(mid);
    this.bid_price = bid;
    this.ask_price = ask;
    this.volume = Math.max(Math.round(c.volume ?? 0), 0);
    this.open_interest = Math.max(Math.round(c.openInterest ?? 0), 0);
    this.underlying_price = c.underlying;
    this.delta = Math.min(Math.max(c.delta ?? this.#modelGreeks()?.delta ?? fallbackDelta(c), -1), 1);
  }

  /** What BSM needs besides a vol (built when first needed). */
  #pricing(): PricingBase {
    const c = this.#c;
    return (this.#base ??= { type: c.type, spot: c.underlying, strike: c.strike, years: Math.max(daysBetween(this.#date, c.expiry), 0) / 365, rate: this.#rate, dividendYield: 0 });
  }

  /** The greeks BSM gives at the vendor's (or the mid's) vol, only when the vendor lacked one. */
  #modelGreeks(): BsmResult | undefined {
    if (!this.#modelDone) {
      this.#modelDone = true;
      this.#model = this.#needGreeks && this.#vol !== undefined ? bsm({ ...this.#pricing(), vol: this.#vol }) : undefined;
    }
    return this.#model;
  }

  get id(): string {
    const c = this.#c;
    return (this.#id ??= occSymbol(c.root, c.expiry, c.type, c.strike));
  }

  get gamma(): number { return this.#clean(this.#c.gamma) ?? this.#modelGreeks()?.gamma ?? 0; }
  get theta(): number { return this.#clean(this.#c.theta) ?? this.#modelGreeks()?.theta ?? 0; }
  get vega(): number { return this.#clean(this.#c.vega) ?? this.#modelGreeks()?.vega ?? 0; }
  get rho(): number { return this.#clean(this.#c.rho) ?? this.#modelGreeks()?.rho ?? 0; }

  get bid_implied_volatility(): number {
    return (this.#bidIv ??= (this.bid_price > 0 ? impliedVol(this.#pricing(), this.bid_price, 1e-6, this.#vol) : undefined) ?? 0);
  }

  get ask_implied_volatility(): number {
    return (this.#askIv ??= (this.ask_price > 0 ? impliedVol(this.#pricing(), this.ask_price, 1e-6, this.#vol) : undefined) ?? 0);
  }

  /** Quoted at the vendor's last price only (no bid or ask in the layout). */
  get last_only(): true | undefined {
    return this.#c.bid === null || this.#c.ask === null ? true : undefined;
  }
}

/** Delta when neither the vendor nor BSM gives one: ±1 in the money, 0 out of it. */
function fallbackDelta(c: StoredContract): number {
  return intrinsicValue(c.type, c.strike, c.underlying) > 0 ? (c.type === 'call' ? 1 : -1) : 0;
}

/**
 * The contract as a quote that behaves as plain data: its lazy fields are own enumerable getters
 * (computed once when first read) in the contract's key order, so a spread, JSON.stringify and
 * structured clone see them all. Values: ImportedContract's.
 */
export function importedQuote(c: StoredContract, date: string, rate: number, clean: (v: number | null) => number | null = same): OptionQuote {
  const k = new ImportedContract(c, date, rate, clean);
  return {
    get id() { return k.id; },
    call_or_put: k.call_or_put,
    strike: k.strike,
    expiry_date: k.expiry_date,
    last_trade_price: k.last_trade_price,
    bid_price: k.bid_price,
    ask_price: k.ask_price,
    volume: k.volume,
    open_interest: k.open_interest,
    underlying_price: k.underlying_price,
    delta: k.delta,
    get gamma() { return k.gamma; },
    get theta() { return k.theta; },
    get vega() { return k.vega; },
    get rho() { return k.rho; },
    get bid_implied_volatility() { return k.bid_implied_volatility; },
    get ask_implied_volatility() { return k.ask_implied_volatility; },
    quote_source: 'imported',
    // Said on the quote so the trade log and the diagnostics can name a fill at a last price.
    ...(c.bid === null || c.ask === null ? { last_only: true } : {}),
  };
}
