import type { BacktestRequestInput, CoveredBacktestRequestInput } from '../../shared/contracts';

/**
 * The fixed requests of the golden results (and of the look-ahead and invariant tests): real SPY
 * data, one year each, so the suite stays fast. Every golden file is named after its request.
 * `spxRequests` are golden results only: the index's own path (AM-settled monthlies, SPXW weeklies,
 * its strike zones by series, the index's bid/ask widths, which widen on a VIX surge and on a wide VIX range,
 * as in February 2018).
 */
export interface GoldenCovered {
  name: string;
  request: CoveredBacktestRequestInput;
}
export interface GoldenMultiLeg {
  name: string;
  request: BacktestRequestInput;
}

/** Iron condor legs: 0.16-delta short put and call, each with a long wing `wing` points out (SPY: 5). */
export const ironCondorLegs = (wing = 5, tolerance = 2.5): BacktestRequestInput['strategy']['legs'] => [
  {
    side: 'short',
    option_type: 'put',
    dte_target: 30,
    target_strike_condition: { type: 'delta', value: -0.16 },
    children: [{ side: 'long', option_type: 'put', dte_target: 30, strike_offset: -wing, strike_offset_tolerance: tolerance }],
  },
  {
    side: 'short',
    option_type: 'call',
    dte_target: 30,
    target_strike_condition: { type: 'delta', value: 0.16 },
    children: [{ side: 'long', option_type: 'call', dte_target: 30, strike_offset: wing, strike_offset_tolerance: tolerance }],
  },
];

/** The golden condors' exits: half the credit taken, twice the credit lost, or 21 days held. */
const condorExits = (): BacktestRequestInput['strategy']['global_exit_conditions'] => [
  { type: 'percentage_profit', value: 50 },
  { type: 'percentage_loss', value: 200 },
  { type: 'time_stop', value: 21 },
];

const delta = (d: number) => ({ type: 'delta' as const, delta: d, tolerance: null });

export const coveredRequests: GoldenCovered[] = [
  {
    name: 'covered-call-spy-2019',
    request: {
      ticker: 'SPY',
      start_date: '2019-01-01',
      end_date: '2019-12-31',
      shares_multiple: 100,
      strategy: {
        covered_call_config: {
          DTE_target: 30,
          strike_target_condition: delta(0.3),
          exit_conditions: [{ type: 'take_profit_credit_capture', tp_pct: 0.5 }],
          roll_config: { roll_on_conditions: [{ type: 'dte_stop', min_dte: 5 }], strike_target_condition: delta(0.3), max_rolls: 2 },
        },
      },
    },
  },
  {
    name: 'wheel-spy-2019-catch-stop',
    request: {
      ticker: 'SPY',
      start_date: '2019-01-01',
      end_date: '2019-12-31',
      // 200 shares' worth of cash: a put is written only as far as the cash secures it (issue 14),
      // and with 100 shares' worth SPY's 2019 rise leaves no put secured after the first cycle.
      shares_multiple: 200,
      commission_per_contract: 0.65,
      slippage_pct_of_spread: 25,
      strategy: {
        wheel_enabled: true,
        start_type: 'cash_secured_put',
        catch_stop_loss: true,
        days_of_week: [0, 2, 4],
        price_source: 'mid',
        cash_secured_put_config: {
          DTE_target: 21,
          strike_target_condition: delta(-0.45),
          exit_conditions: [{ type: 'stop_loss_credit_multiple', sl_multiple: 3 }],
        },
        covered_call_config: {
          DTE_target: 21,
          strike_target_condition: { type: 'percentage_otm', percentage_otm: 0.01, tolerance: 0.01 },
          exit_conditions: [{ type: 'technical', target: { kind: 'rsi', period: 14 }, bottom: { value: 75 }, top: null }],
        },
      },
    },
  },
];

export const multiLegRequests: GoldenMultiLeg[] = [
  {
    name: 'iron-condor-spy-2019',
    request: {
      ticker: 'SPY',
      balance: 100_000,
      start_date: '2019-01-01',
      end_date: '2019-12-31',
      strategy: {
        name: 'Iron condor',
        ticker: 'SPY',
        max_open_positions: 3,
        max_margin_percentage_per_position: 10,
        max_margin_percentage_per_portfolio: 25,
        legs: ironCondorLegs(),
        global_exit_conditions: condorExits(),
      },
    },
  },
  {
    name: 'short-strangle-spy-2019-costs',
    request: {
      ticker: 'SPY',
      balance: 100_000,
      start_date: '2019-01-01',
      end_date: '2019-12-31',
      commission_per_contract: 0.65,
      slippage_pct_of_spread: 50,
      strategy: {
        name: 'Short strangle',
        ticker: 'SPY',
        price_source: 'mid',
        max_open_positions: 2,
        max_units_per_position: 2,
        legs: [
          { side: 'short', option_type: 'put', dte_target: 45, target_strike_condition: { type: 'delta', value: -0.2 } },
          { side: 'short', option_type: 'call', dte_target: 45, target_strike_condition: { type: 'percentage_otm', value: 0.05 } },
        ],
        global_exit_conditions: [
          { type: 'dollar_profit', value: 300 },
          { type: 'dollar_loss', value: 1000 },
        ],
      },
    },
  },
];

/** SPX iron condor, 2018 (the February volatility spike and the fourth quarter's fall): 0.16-delta shorts, $50 wings. */
export const spxRequests: GoldenMultiLeg[] = [
  {
    name: 'iron-condor-spx-2018',
    request: {
      ticker: 'SPX',
      balance: 100_000,
      start_date: '2018-01-01',
      end_date: '2018-12-31',
      strategy: {
        name: 'Iron condor',
        ticker: 'SPX',
        max_open_positions: 3,
        max_margin_percentage_per_position: 10,
        max_margin_percentage_per_portfolio: 25,
        legs: ironCondorLegs(50, 10),
        global_exit_conditions: condorExits(),
      },
    },
  },
];
