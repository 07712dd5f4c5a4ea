/**
 * The multi-leg runs on the real SPXW sample (fixtures/SPXW_2018-01-02_to_2018-02-28.csv.gz) that
 * the defined-risk tests and the leg reconciliation report (spxw-leg-reconciliation.ts) share:
 * iron condors held to expiration, a condor with the golden condors' exits, verticals and
 * butterflies, each at the last price and at the mid.
 */
import { BacktestRequestSchema, type BacktestRequest } from '../../../shared/contracts';

export const SPXW_FIXTURE = new URL('./fixtures/SPXW_2018-01-02_to_2018-02-28.csv.gz', import.meta.url).pathname;
export const SPXW_RANGE = { start: '2018-01-02', end: '2018-02-28' } as const;
export const SAMPLE_COMMISSION = 0.65;
export type SamplePriceSource = 'last' | 'mid';
type Legs = BacktestRequest['strategy']['legs'];
type Exits = BacktestRequest['strategy']['global_exit_conditions'];

/** The golden condors' exits: half the credit, twice it lost, 21 days. */
const GOLDEN_EXITS: Exits = [{ type: 'percentage_profit', value: 50 }, { type: 'percentage_loss', value: 200 }, { type: 'time_stop', value: 21 }];

/** An SPX iron condor on the real SPXW sample: 0.20-delta shorts, long wings `wing` points out; held to expiration unless `exits`. */
export const sampleCondor = (wing: number, priceSource: SamplePriceSource, exits: Exits = []) =>
  BacktestRequestSchema.parse({
    ticker: 'SPX', balance: 100_000, start_date: SPXW_RANGE.start, end_date: SPXW_RANGE.end,
    commission_per_contract: SAMPLE_COMMISSION, slippage_pct_of_spread: 25,
    strategy: {
      name: 'condor', ticker: 'SPX', price_source: priceSource, max_open_positions: 1,
      max_margin_percentage_per_position: 20, max_margin_percentage_per_portfolio: 100,
      legs: (['put', 'call'] as const).map((type) => ({
        side: 'short', option_type: type, dte_target: 30, target_strike_condition: { type: 'delta', value: type === 'put' ? -0.2 : 0.2 },
        children: [{ side: 'long', option_type: type, dte_target: 30, strike_offset: type === 'put' ? -wing : wing, strike_offset_tolerance: wing / 2 }],
      })),
      global_exit_conditions: exits,
    },
  });

/** A run on the real sample with the golden condors' exits. */
export const sampleSpreads = (legs: Legs, priceSource: SamplePriceSource) =>
  BacktestRequestSchema.parse({
    ticker: 'SPX', balance: 100_000, start_date: SPXW_RANGE.start, end_date: SPXW_RANGE.end,
    commission_per_contract: SAMPLE_COMMISSION, slippage_pct_of_spread: 25,
    strategy: {
      name: 'spread', ticker: 'SPX', price_source: priceSource, max_open_positions: 3,
      max_margin_percentage_per_position: 10, max_margin_percentage_per_portfolio: 50, legs,
      global_exit_conditions: GOLDEN_EXITS,
    },
  });

export const vertical = (type: 'put' | 'call', side: 'short' | 'long', delta: number, width: number): Legs => [{
  side, option_type: type, quantity: 1, dte_target: 30, target_strike_condition: { type: 'delta', value: delta }, entry_conditions: [],
  children: [{ side: side === 'short' ? 'long' : 'short', option_type: type, quantity: 1, dte_target: 30, strike_offset: type === 'put' ? -width : width, strike_offset_tolerance: width / 2, entry_conditions: [] }],
}];

export const butterfly = (type: 'put' | 'call', wing: number): Legs => [{
  side: 'short', option_type: type, quantity: 2, dte_target: 30, target_strike_condition: { type: 'delta', value: type === 'put' ? -0.5 : 0.5 }, entry_conditions: [],
  children: [-wing, wing].map((offset) => ({ side: 'long' as const, option_type: type, quantity: 1, dte_target: 30, strike_offset: offset, strike_offset_tolerance: 0, entry_conditions: [] })),
}];

/** The verticals and butterflies the sample runs (with the golden exits). */
export const SAMPLE_SPREADS: ReadonlyArray<readonly [string, Legs]> = [
  ['$5 short put spread', vertical('put', 'short', -0.3, 5)],
  ['$5 short call spread', vertical('call', 'short', 0.3, 5)],
  ['$5 long call spread', vertical('call', 'long', 0.5, 5)],
  ['$10 long put spread', vertical('put', 'long', -0.5, 10)],
  ['$10 call butterfly', butterfly('call', 10)],
  ['$25 put butterfly', butterfly('put', 25)],
];

/** Every run of the sample: 10 strategies × last and mid = 20 runs. */
export function sampleRuns(): { name: string; request: BacktestRequest }[] {
  const runs: { name: string; request: BacktestRequest }[] = [];
  for (const source of ['last', 'mid'] as const) {
    for (const wing of [5, 10, 25]) runs.push({ name: `$${wing} condor to expiry, ${source}`, request: sampleCondor(wing, source) });
    runs.push({ name: `$10 condor with exits, ${source}`, request: sampleCondor(10, source, GOLDEN_EXITS) });
    for (const [name, legs] of SAMPLE_SPREADS) runs.push({ name: `${name}, ${source}`, request: sampleSpreads(legs, source) });
  }
  return runs;
}
