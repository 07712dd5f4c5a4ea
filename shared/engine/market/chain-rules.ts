/**
 * THE RULES OF THE MODELED OPTION CHAIN — every rule and parameter lives in this file.
 * (The code that applies them: vol-surface.ts, strikes.ts, modeled-quote.ts, modeled-chain.ts.)
 *
 * Splits. The dataset's bars are split-adjusted as of its end; the chain answers in the prices
 * that traded that day: spot = adjusted close × the product of the ticker's later splits, and
 * strikes, ticks, spreads and the OCC id follow that spot (realised vol and dividend yield are
 * ratios, read from the adjusted series; expected dividends are converted to the day's units). So NVDA on 2010-06-15 quotes spot $11.92 (adjusted
 * $0.298) and lists $1 strikes 11, 12, 13, …
 *
 * Classes. SPX is the index; SPY, QQQ, IWM are index ETFs; every other ticker (GLD included) is a
 * single name ("stock" below). Unknown tickers are stocks.
 *
 * 1. Expirations: the exchange calendar's `listedExpirations(ticker, date)` (calendar-expirations.ts).
 *    Time to expiry T = calendar days from the quote date to the expiry / 365 (end of day to end
 *    of day); on the expiry day itself T = 0 and a contract is worth its intrinsic value.
 *
 * 2. Strikes (`strikeIncrement`): distance bands around the spot for SPX and the ETFs, price
 *    bands of the strike for stocks (the standard listing increments, simplified):
 *    - SPX: $5 within 10% of spot, $25 within 25%, $100 beyond.
 *    - ETFs: $1 within 20% of spot ($0.50 when spot < $25), $5 beyond.
 *    - stocks, by strike: under $5: $0.50; $5-25: $1; $25-200: $2.50; $200-500: $5; $500+: $10.
 *    A day's chain lists strikes from spot·exp(-STRIKE_RANGE_DOWN·w) to spot·exp(STRIKE_RANGE_UP·w),
 *    w = σ_atm(T)·√T clamped to [STRIKE_RANGE_MIN, STRIKE_RANGE_MAX], on that grid. `quote` prices ANY positive strike: a
 *    listed contract stays listed to expiry even after the spot moved away from it.
 *
 * 3. Implied volatility σ(K, T) = atm(T) · smile(z), z = ln(K/F) / (atm(T)·√T), F = S·e^{(r-q)T}.
 *    - 30-day at-the-money level: atm30 = VIX/100 · ATM_TO_VIX · ratio, where ratio = the ticker's
 *      realised vol / SPY's realised vol over the last RV_WINDOW daily log returns up to the day
 *      (1 for SPY and SPX, clamped to [RATIO_MIN, RATIO_MAX], RATIO_FALLBACK with fewer than
 *      RV_MIN_RETURNS returns). VIX missing on the day: the last VIX before it.
 *      ATM_TO_VIX < 1 because VIX is a variance-swap rate, which includes the put skew.
 *    - term structure: variance reverts to a long-run level at speed KAPPA (per year):
 *      atm(T)² = θ + (atm30² - θ)·g(T)/g(30/365), g(T) = (1 - e^{-κT})/(κT), θ = (LONG_RUN_VOL·ratio)²;
 *      so a low VIX gives an upward-sloping curve and a high VIX an inverted one;
 *      floored at ATM_FLOOR · atm30. For T = 0 the 1-day value is used.
 *    - smile, an SVI form in standardised moneyness (Gatheral's SVI with total variance scaled
 *      by the ATM level, so the smile stretches with vol and time like real index smiles do):
 *      (σ/atm)² = 1 + β·(ρ·z + √(z² + s²) − s); the put wing (z < 0) rises with slope β(1−ρ),
 *      the call wing with β(1+ρ). Far out, total variance σ²T grows linearly in ln K with slope
 *      β(1+|ρ|)·atm·√T, kept under LEE_SLOPE_MAX (Roger Lee's moment bound is 2) by lowering β,
 *      so calls fall with strike and butterflies stay non-negative. INDEX parameters (SPX and the
 *      ETFs, a steep put skew) and STOCK ones (flatter, more symmetric).
 *      σ is kept within [VOL_MIN, VOL_MAX].
 *
 * 4. Prices: Black-Scholes-Merton (black-scholes.ts) with r = the 3-month T-bill (DGS3MO) in force
 *    on the day. Dividends of a paying ticker are discrete (escrowed-dividend model): the spot in
 *    the formula (and the forward of section 3) is S − Σ D·e^{−r·τ} over the dividends expected
 *    with ex-dates after the day and on or before the expiry, q = 0; the expected dividends come
 *    only from what was known that day (dividend-forecast.ts: the last amount at the ticker's
 *    cadence). SPX keeps a continuous q = trailing yield = SPY's dividends with ex-date in the last
 *    365 days / SPY's close (the index itself pays none; its constituents pay almost daily).
 *    Greeks in the units of black-scholes.ts (theta per day, vega and rho per 1 point).
 *
 * 5. Bid/ask: width = max(MIN_WIDTH, REL_WIDTH·model price) by class; bid = model − width/2 rounded
 *    DOWN to the tick grid (never below 0), ask = model + width/2 rounded UP (at least one tick).
 *    Tick sizes (`tickSize`): SPX $0.05 under $3, $0.10 from $3; SPY/QQQ/IWM $0.01 at every price
 *    (penny program, all prices); stocks $0.01 under $3, $0.05 from $3 (penny program).
 *    last_trade_price = the model price rounded to the nearest tick (so bid <= last <= ask).
 *    bid/ask implied vols invert the bid and ask; 0 when no vol reproduces the price (a zero bid).
 *
 * 6. Volume and open interest (whole contracts, deterministic):
 *    open_interest = OI_BASE[class] · e^{-z²/(2·OI_Z_WIDTH²)} · (OI_FLOOR_SHARE + (1 − OI_FLOOR_SHARE)·e^{−DTE/OI_DTE_DECAY})
 *    volume        = VOLUME_BASE[class] · e^{-z²/(2·VOLUME_Z_WIDTH²)} · e^{−DTE/VOLUME_DTE_DECAY}
 *    both rounded down; monthly (third-Friday) expirations get MONTHLY_LIQUIDITY times more.
 *
 * 7. Ids: OCC symbols ROOT + YYMMDD + C/P + strike·1000 in 8 digits. ROOT is the ticker, except SPX
 *    where non-monthly expirations use SPXW (the weekly, PM-settled root), e.g. SPXW180131C02800000.
 *
 * Calibration: ATM_TO_VIX, KAPPA and the INDEX smile were chosen once, globally (no per-day
 * fitting), against the real SPXW chains of Jan-Feb 2018 (market-data-raw G1): the median over
 * its 38 non-expiry days of the per-day median |model IV − real IV| for 0.10-0.50 |delta| is
 * 0.80 vol points (worst day 5.7, 2018-02-05). Guarded by functions/market/chain-accuracy.test.ts;
 * `npx tsx functions/market/chain-accuracy.ts` prints the per-day report. ATM_TO_VIX was the
 * only sensitive choice (0.76 → 0.71, 0.84 → 1.08); STOCK smile parameters are not calibrated
 * (no real single-name chain with bid/ask in the raw data).
 */

export type TickerClass = 'index' | 'etf' | 'stock';

export const INDEX_TICKERS: ReadonlySet<string> = new Set(['SPX']);
export const ETF_TICKERS: ReadonlySet<string> = new Set(['SPY', 'QQQ', 'IWM']);

export function tickerClass(ticker: string): TickerClass {
  const t = ticker.toUpperCase();
  if (INDEX_TICKERS.has(t)) return 'index';
  if (ETF_TICKERS.has(t)) return 'etf';
  return 'stock';
}

// 2. Strikes
export const STRIKE_RANGE_DOWN = 5;
export const STRIKE_RANGE_UP = 4;
export const STRIKE_RANGE_MIN = 0.1;
export const STRIKE_RANGE_MAX = 0.4;

export function strikeIncrement(cls: TickerClass, spot: number, strike: number): number {
  const distance = Math.abs(strike - spot) / spot;
  if (cls === 'index') return distance <= 0.1 ? 5 : distance <= 0.25 ? 25 : 100;
  if (cls === 'etf') return distance <= 0.2 ? (spot < 25 ? 0.5 : 1) : 5;
  if (strike < 5) return 0.5;
  if (strike < 25) return 1;
  if (strike < 200) return 2.5;
  if (strike < 500) return 5;
  return 10;
}

// 3. Implied volatility
export const ATM_TO_VIX = 0.8;
export const RV_WINDOW = 63;
export const RV_MIN_RETURNS = 10;
export const RATIO_MIN = 0.4;
export const RATIO_MAX = 6;
export const RATIO_FALLBACK: Readonly<Record<TickerClass, number>> = { index: 1, etf: 1.2, stock: 2 };
export const KAPPA = 2;
export const LONG_RUN_VOL = 0.18;
export const ATM_FLOOR = 0.5;
export const VOL_MIN = 0.01;
export const VOL_MAX = 4;
export const LEE_SLOPE_MAX = 1.5;

export interface SmileParams {
  beta: number;
  rho: number;
  s: number;
}

export const SMILE: Readonly<Record<TickerClass, SmileParams>> = {
  index: { beta: 0.9, rho: -0.44, s: 1.5 },
  etf: { beta: 0.9, rho: -0.44, s: 1.5 },
  stock: { beta: 0.5, rho: -0.3, s: 1.5 },
};

// 5. Bid/ask
export function tickSize(cls: TickerClass, price: number): number {
  if (cls === 'index') return price < 3 ? 0.05 : 0.1;
  if (cls === 'etf') return 0.01;
  return price < 3 ? 0.01 : 0.05;
}

export const MIN_WIDTH: Readonly<Record<TickerClass, number>> = { index: 0.1, etf: 0.02, stock: 0.05 };
export const REL_WIDTH: Readonly<Record<TickerClass, number>> = { index: 0.02, etf: 0.01, stock: 0.03 };

// 6. Volume and open interest
export const OI_BASE: Readonly<Record<TickerClass, number>> = { index: 8000, etf: 20000, stock: 4000 };
export const VOLUME_BASE: Readonly<Record<TickerClass, number>> = { index: 4000, etf: 15000, stock: 2500 };
export const OI_Z_WIDTH = 2;
export const VOLUME_Z_WIDTH = 1.5;
export const OI_FLOOR_SHARE = 0.3;
export const OI_DTE_DECAY = 120;
export const VOLUME_DTE_DECAY = 45;
export const MONTHLY_LIQUIDITY = 2;
