/**
 * The units each vendor layout writes its implied vol and greeks in, and their conversion to the
 * store's (the engine's, shared/engine/market/black-scholes.ts): implied vol as a decimal (0.2 for
 * 20%), delta and gamma per share and per $1 of the underlying, theta per calendar day, vega per vol
 * point (σ + 0.01), rho per rate point (r + 0.01). A greek read in the wrong unit is off by 100 or
 * 365 and silently mis-sizes every delta/theta/vega decision, so each layout states its units here,
 * with where they come from, and its fixture test checks a row against greeks computed from the
 * row's own quotes (layouts.test.ts).
 *
 * Confirmed from the vendor's documentation or code:
 * - historicaloptiondata: the published example rows (historicaloptiondata.com/data-structure-greeks,
 *   Level 2 "AAPL … 0.2709,0.2022,0.0161,-28.2626,18.1676") match Black-Scholes with theta per year
 *   and vega per 1.00 of vol, IV a decimal; the real SPXW sample in fixtures/ does too (its test).
 *   Level 3 (IVMean, dividend-adjusted greeks) publishes no example row: assumed the same units.
 * - QuantConnect LEAN: Greeks.cs (QuantConnect/Lean, Common/Data/Market) defines Theta as ∂V/∂τ
 *   per year (ThetaPerDay => Theta / 365m), Vega as ∂V/∂σ and Rho as ∂V/∂r (per 1.00).
 * - ORATS: the implied vols are decimals (docs.orats.io strikes example: "smvVol": 0.479).
 * - Cboe DataShop "with Calcs": no unit in Cboe's pages, but a real-format row of
 *   UnderlyingOptionsEODCalcs_2021-04-09 published in a public repository's test (A 2021-04-16 65 put:
 *   IV 2.0133, delta -0.0039, gamma 0.0003, theta -0.0302, vega 0.0021, rho -0.0108, underlying
 *   131.505) is Black-Scholes with IV a decimal, theta per day, vega per vol point and rho per 1.00
 *   of rate (-0.0106 there; per point it would be -0.0001).
 * Not stated by the vendor, but fitted by published rows (greek-units.test.ts: within a factor 4 of
 * Black-Scholes at the row's vol, where a wrong unit is 100 or 365 times off):
 * - ORATS theta per day and rho per point: docs.orats.io's two strikes examples (deep in-the-money
 *   AAPL calls; rho within 5%); vega still assumed per point (those rows have none to speak of);
 * - OptionsDX theta per day, vega and rho per point: one SPY row of its EOD file in a public copy
 *   (huggingface.co/datasets/Subh775/SPY_options_chain); IV a decimal.
 * Assumed (no unit found in the public documentation; the fixture rows are written in these units):
 * - Dolt option_chain theta per day, vega and rho per point, `vol` a decimal (a Dolt row
 *   quoted in a public repository's test, A 2019-02-15 65 call on 2019-02-09, deep in the money:
 *   theta -0.004 and rho 0.012 fit per day and per point, about -rK/365 and KT/100; too little to
 *   call it confirmed).
 * ThetaData EOD and Polygon day aggregates carry no implied vol or greeks (all computed on read).
 */
export interface GreekUnits {
  iv: 'decimal' | 'percent';
  theta: 'per day' | 'per year';
  vega: 'per vol point' | 'per 1.00 of vol';
  rho: 'per rate point' | 'per 1.00 of rate';
  /** Where the units come from: a document, or 'assumed'. */
  source: string;
}

export const GREEK_UNITS = {
  historicalOptionData: {
    iv: 'decimal', theta: 'per year', vega: 'per 1.00 of vol', rho: 'per rate point',
    source: 'historicaloptiondata.com/data-structure-greeks Level 2 example rows (no rho column); Level 3 assumed the same',
  },
  cboe: { iv: 'decimal', theta: 'per day', vega: 'per vol point', rho: 'per 1.00 of rate', source: 'a real-format Cboe calcs row (above); not stated by Cboe' },
  optionsDx: { iv: 'decimal', theta: 'per day', vega: 'per vol point', rho: 'per rate point', source: 'one row of a public copy of its SPY EOD file fits (not stated by OptionsDX)' },
  orats: { iv: 'decimal', theta: 'per day', vega: 'per vol point', rho: 'per rate point', source: 'IV, theta, rho: docs.orats.io strikes examples; vega assumed' },
  dolt: { iv: 'decimal', theta: 'per day', vega: 'per vol point', rho: 'per rate point', source: 'assumed (one deep in-the-money row fits)' },
  lean: { iv: 'decimal', theta: 'per year', vega: 'per 1.00 of vol', rho: 'per 1.00 of rate', source: 'QuantConnect/Lean Common/Data/Market/Greeks.cs' },
} as const satisfies Record<string, GreekUnits>;

/** Converters from a layout's units to the store's; each passes null through. */
export interface ToStoreUnits {
  iv(v: number | null): number | null;
  theta(v: number | null): number | null;
  vega(v: number | null): number | null;
  rho(v: number | null): number | null;
}

const by = (divisor: number) => (divisor === 1 ? (v: number | null) => v : (v: number | null) => (v === null ? null : v / divisor));

export function toStoreUnits(units: GreekUnits): ToStoreUnits {
  return {
    iv: by(units.iv === 'percent' ? 100 : 1),
    theta: by(units.theta === 'per year' ? 365 : 1),
    vega: by(units.vega === 'per 1.00 of vol' ? 100 : 1),
    rho: by(units.rho === 'per 1.00 of rate' ? 100 : 1),
  };
}
