/**
 * A strategy saved over a run's result as 'run' must state every setting the run ran with (audit 22
 * F3 left deltas, DTE, costs, shares and legs unchecked): each covered and spreads setting changed
 * alone is refused, naming it in the form's words; a label (the name, a spreads `year`), key order,
 * the ticker's case, the days' order and defaults left out are not differences; old stored shapes
 * read as the contract (or, for a saved run, the builder's loader) reads them. Each acceptance is
 * paired with a refusal of the same body with one setting changed, so it cannot pass by checking nothing.
 */
import { describe, expect, it } from 'vitest';
import { CoveredBacktestRequestSchema, CoveredStrategySchema } from '../../shared/contracts/covered';
import { BacktestRequestSchema } from '../../shared/contracts/multileg';
import type { JsonObject } from '../../shared/contracts/saved';
import { strategyNotTheJobs, strategyNotTheSaved } from './strategy-of-job';

const AGAIN = 'Save the run with the strategy it ran.';
const refusal = (words: string) => `The strategy sent is not this run's: ${words}. ${AGAIN}`;

/** The covered builder's form as it runs and is saved (covered-form.ts CoveredForm: the request itself). */
const COVERED_FORM = {
  commission_per_share: 0,
  ticker: 'SPY',
  shares_multiple: 100,
  start_date: '2024-01-02',
  end_date: '2024-03-28',
  strategy: CoveredStrategySchema.parse({ name: 'SPY calls', covered_call_config: {} }),
  commission_per_contract: 0.65,
  slippage_pct_of_spread: 25,
  exchange_fees: true,
};

/** The job of a request as POST /backtest/covered stores it: parsed by the contract. */
const coveredJob = (request: unknown = COVERED_FORM) => ({ kind: 'covered' as const, request_json: JSON.stringify(CoveredBacktestRequestSchema.parse(request)) });

const clone = <T>(v: T): T => structuredClone(v);
type Edit = (form: JsonObject) => void;
const edited = (base: object, edit: Edit): JsonObject => {
  const form = clone(base) as JsonObject;
  edit(form);
  return form;
};
const inner = (form: JsonObject) => form.strategy as Record<string, unknown>;
const call = (form: JsonObject) => inner(form).covered_call_config as Record<string, unknown>;
const callTarget = (form: JsonObject) => call(form).strike_target_condition as Record<string, unknown>;

describe('a covered save by job', () => {
  it("saves the builder's own form (the request it ran) and refuses it with the call delta changed", () => {
    expect(strategyNotTheJobs(coveredJob(), clone(COVERED_FORM))).toBeUndefined();
    const tenDelta = edited(COVERED_FORM, (f) => { callTarget(f).delta = 0.1; });
    expect(strategyNotTheJobs(coveredJob(), tenDelta)).toBe(refusal("its Covered Call Delta is 0.1, the run's 0.3"));
  });

  const wheel = (f: JsonObject) => {
    inner(f).wheel_enabled = true;
    inner(f).cash_secured_put_config = {};
  };
  const cases: Array<[string, Edit, string]> = [
    ['ticker', (f) => { f.ticker = 'TSLA'; }, "its Ticker is TSLA, the run's SPY"],
    ['shares', (f) => { f.shares_multiple = 300; }, "its Starting Shares is 300, the run's 100"],
    ['start date', (f) => { f.start_date = '2024-01-03'; }, "its Start Date is 2024-01-03, the run's 2024-01-02"],
    ['end date', (f) => { f.end_date = '2024-03-27'; }, "its End Date is 2024-03-27, the run's 2024-03-28"],
    ['catch stop loss', (f) => { inner(f).catch_stop_loss = true; }, "its Catch Stop Loss is Yes, the run's No"],
    ['days of week', (f) => { inner(f).days_of_week = [0, 4]; }, "its Days of Week is Mon, Fri, the run's Mon, Tue, Wed, Thu, Fri"],
    ['price source', (f) => { inner(f).price_source = 'mid'; }, "its Price Source is Bid/Ask Mid, the run's Last Trade"],
    ['min volume', (f) => { inner(f).min_volume_for_entry = 0; }, "its Min Volume for Entry is 0, the run's 100"],
    ['wheel', wheel, "its Wheel is Yes, the run's No"],
    ['start type', (f) => { inner(f).start_type = 'cash_secured_put'; inner(f).cash_secured_put_config = {}; }, "its Start Type is Cash-Secured Put, the run's Covered Call"],
    ['DTE', (f) => { call(f).DTE_target = 45; }, "its Covered Call DTE Target is 45, the run's 30"],
    ['exact DTE', (f) => { call(f).exact_dte = true; }, "its Covered Call Exact DTE is Yes, the run's No"],
    ['strike target type', (f) => { call(f).strike_target_condition = { type: 'percentage_otm', percentage_otm: 0.05, tolerance: null }; }, "its Covered Call Strike Target is % OTM, the run's Delta"],
    ['tolerance', (f) => { callTarget(f).tolerance = 0.05; }, "its Covered Call Tolerance is 0.05, the run's Any"],
    ['min premium', (f) => { call(f).min_premium_target = 0.5; }, "its Covered Call Min Premium is $0.50, the run's None"],
    ['entry condition', (f) => { call(f).entry_conditions = [{ type: 'technical', target: { kind: 'price', percent_offset: 0 }, bottom: { value: 101 }, top: null }]; }, "its number of Covered Call Entry Conditions is 1, the run's 0"],
    ['exit condition', (f) => { call(f).exit_conditions = [{ type: 'time_stop', max_days_in_trade: 5 }]; }, "its number of Covered Call Exit Conditions is 1, the run's 0"],
    ['roll', (f) => { call(f).roll_config = {}; }, "its Covered Call Roll is On, the run's Off"],
    ['cooldown', (f) => { inner(f).reentry_cooldown_days = 3; }, "its Re-entry Cooldown (days) is 3, the run's 0"],
    ['commission per contract', (f) => { f.commission_per_contract = 0; }, "its Commission per Contract is $0.00, the run's $0.65"],
    ['slippage', (f) => { f.slippage_pct_of_spread = 10; }, "its Slippage is 10% of the bid/ask spread, the run's 25% of the bid/ask spread"],
    ['exchange fee', (f) => { f.exchange_fees = false; }, "its Cboe's SPX Exchange Fee is No, the run's Yes"],
    ['commission per share', (f) => { f.commission_per_share = 0.005; }, "its Commission per Share is $0.005, the run's $0.00"],
  ];
  it.each(cases)('refuses the %s changed alone, in words', (_what, edit, words) => {
    expect(strategyNotTheJobs(coveredJob(), edited(COVERED_FORM, edit))).toBe(refusal(words));
  });

  it("a cash-secured put run saves with the call settings its form kept beside it (they were in its request too), and refuses its put delta changed", () => {
    // The builder keeps both cards (covered-form.ts ensureLegConfig): a put run carries the call's too, as sent.
    const put = edited(COVERED_FORM, (f) => { inner(f).start_type = 'cash_secured_put'; inner(f).cash_secured_put_config = {}; });
    expect(strategyNotTheJobs(coveredJob(put), clone(put))).toBeUndefined();
    const putDelta = edited(put, (f) => { (inner(f).cash_secured_put_config as JsonObject).strike_target_condition = { type: 'delta', delta: -0.1, tolerance: null }; });
    expect(strategyNotTheJobs(coveredJob(put), putDelta)).toBe(refusal("its Cash-Secured Put Delta is -0.1, the run's -0.3"));
  });

  it('accepts another name, another key order, the ticker in any case, the days in any order, a typed positive put delta and defaults left out; refuses the same with the DTE changed', () => {
    const job = coveredJob(edited(COVERED_FORM, (f) => { inner(f).wheel_enabled = true; inner(f).cash_secured_put_config = { strike_target_condition: { type: 'delta', delta: -0.25 } }; }));
    const reordered = (value: unknown): unknown =>
      Array.isArray(value) ? value.map(reordered) : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).reverse().map(([k, v]) => [k, reordered(v)])) : value;
    const sent = reordered({
      // commission_per_share and exchange_fees left out: the contract's defaults (0, on) are the run's.
      // (shares_multiple stays: it is what marks a saved strategy as covered, shared/contracts/saved.ts strategyTypeOf.)
      ticker: ' spy ',
      shares_multiple: 100,
      start_date: '2024-01-02',
      end_date: '2024-03-28',
      commission_per_contract: 0.65,
      slippage_pct_of_spread: 25,
      strategy: {
        name: 'Renamed: the wheel on SPY',
        days_of_week: [4, 2, 3, 1, 0],
        // Left out: catch_stop_loss, price_source, min_volume_for_entry, start_type, reentry_cooldown_days (defaults).
        wheel_enabled: true,
        covered_call_config: {},
        // Typed positive: the contract signs a put's delta, as the builder does.
        cash_secured_put_config: { strike_target_condition: { type: 'delta', delta: 0.25 } },
      },
    }) as JsonObject;
    expect(strategyNotTheJobs(job, sent)).toBeUndefined();
    const dte = edited(sent, (f) => { call(f).DTE_target = 45; });
    expect(strategyNotTheJobs(job, dte)).toBe(refusal("its Covered Call DTE Target is 45, the run's 30"));
  });

  it("reads an older job's request as the contract does (a field since dropped, newer fields missing); refuses it with the shares changed", () => {
    // Written before commission_per_share and exchange_fees, with a key a later version dropped.
    const old = { ...clone(COVERED_FORM), retired_field: 1, strategy: { ...clone(COVERED_FORM.strategy), max_dayz: 3 } } as Record<string, unknown>;
    delete old.commission_per_share;
    delete old.exchange_fees;
    const job = { kind: 'covered' as const, request_json: JSON.stringify(old) };
    expect(strategyNotTheJobs(job, clone(COVERED_FORM))).toBeUndefined();
    expect(strategyNotTheJobs(job, edited(COVERED_FORM, (f) => { f.shares_multiple = 200; }))).toBe(refusal("its Starting Shares is 200, the run's 100"));
  });

  it('refuses a strategy the contract cannot read, with its words, and the other builder', () => {
    const noTicker = edited(COVERED_FORM, (f) => { delete f.ticker; });
    expect(strategyNotTheJobs(coveredJob(), noTicker)).toBe(refusal('ticker is required'));
    expect(strategyNotTheJobs(coveredJob(), { ...SPREADS_FORM })).toBe('The strategy sent is a spreads strategy, but this run was a covered strategy: save the run with the strategy it ran.');
  });
});

/** The spreads builder's form as saved (spreads-form.ts storedSpreadsForm: no uids), a put spread. */
const SPREADS_FORM = {
  name: 'SPY put spread',
  ticker: 'SPY',
  start_date: '2024-01-02',
  end_date: '2024-06-28',
  starting_balance: 50_000,
  exact_dte: false,
  price_source: 'last',
  min_volume: 100,
  max_open_positions: 1,
  max_units_per_position: null,
  max_margin_percentage_per_position: 20,
  max_margin_percentage_per_portfolio: 100,
  legs: [
    { side: 'short', option_type: 'put', quantity: 1, dte_target: 30, target_strike_condition: { type: 'delta', value: -0.3 }, entry_conditions: [], children: [] },
    { side: 'long', option_type: 'put', quantity: 1, dte_target: 30, target_strike_condition: { type: 'delta', value: -0.2 }, entry_conditions: [], children: [] },
  ],
  global_exit_conditions: [],
  reentry_cooldown_days: 0,
  commission_per_contract: 0.65,
  slippage_pct_of_spread: 25,
  commission_per_share: 0,
  exchange_fees: true,
};

/** The POST /backtest body the builder sends for a form (spreads-storage.ts spreadsRequest), as the handler stores it. */
function spreadsJob(form: typeof SPREADS_FORM = SPREADS_FORM) {
  const { commission_per_contract, slippage_pct_of_spread, commission_per_share, exchange_fees, ...strategy } = form;
  const request = BacktestRequestSchema.parse({
    strategy, balance: form.starting_balance, ticker: form.ticker, min_volume: form.min_volume, start_date: form.start_date, end_date: form.end_date,
    commission_per_contract, slippage_pct_of_spread, commission_per_share, exchange_fees,
  });
  return { kind: 'multileg' as const, request_json: JSON.stringify(request) };
}

const leg = (form: JsonObject, i = 0) => (form.legs as Array<Record<string, unknown>>)[i] as Record<string, unknown>;

describe('a spreads save by job', () => {
  it("saves the builder's own form and refuses it with a leg's delta changed", () => {
    expect(strategyNotTheJobs(spreadsJob(), clone(SPREADS_FORM))).toBeUndefined();
    const tenDelta = edited(SPREADS_FORM, (f) => { leg(f).target_strike_condition = { type: 'delta', value: -0.1 }; });
    expect(strategyNotTheJobs(spreadsJob(), tenDelta)).toBe(refusal("its Leg 1 Target Value is -0.1, the run's -0.3"));
  });

  const cases: Array<[string, Edit, string]> = [
    ['ticker', (f) => { f.ticker = 'QQQ'; }, "its Ticker is QQQ, the run's SPY"],
    ['starting balance', (f) => { f.starting_balance = 5_000_000; }, "its Starting Balance is $5,000,000.00, the run's $50,000.00"],
    ['min volume', (f) => { f.min_volume = 0; }, "its Min Volume is 0, the run's 100"],
    ['start date', (f) => { f.start_date = '2023-01-03'; }, "its Start Date is 2023-01-03, the run's 2024-01-02"],
    ['end date', (f) => { f.end_date = null; }, "its End Date is N/A, the run's 2024-06-28"],
    ['exact DTE', (f) => { f.exact_dte = true; }, "its Exact DTE is Yes, the run's No"],
    ['price source', (f) => { f.price_source = 'mid'; }, "its Price Source is Bid/Ask Mid, the run's Last Trade"],
    ['max open positions', (f) => { f.max_open_positions = 5; }, "its Max Open Positions is 5, the run's 1"],
    ['max units', (f) => { f.max_units_per_position = 2; }, "its Max Units per Position is 2, the run's No limit"],
    ['margin per position', (f) => { f.max_margin_percentage_per_position = 50; }, "its Max Margin per Position is 50%, the run's 20%"],
    ['margin per portfolio', (f) => { f.max_margin_percentage_per_portfolio = 60; }, "its Max Margin per Portfolio is 60%, the run's 100%"],
    ['legs', (f) => { (f.legs as unknown[]).pop(); }, "its number of Legs is 1, the run's 2"],
    ['side', (f) => { leg(f).side = 'long'; }, "its Leg 1 Side is Long, the run's Short"],
    ['option type', (f) => { leg(f, 1).option_type = 'call'; leg(f, 1).target_strike_condition = { type: 'delta', value: 0.2 }; }, "its Leg 2 Option Type is Call, the run's Put"],
    ['quantity', (f) => { leg(f).quantity = 2; }, "its Leg 1 Quantity is 2, the run's 1"],
    ['DTE', (f) => { leg(f).dte_target = 45; }, "its Leg 1 DTE Target is 45, the run's 30"],
    ['target type', (f) => { leg(f).target_strike_condition = { type: 'percentage_otm', value: -0.3 }; }, "its Leg 1 Target Strike Type is % OTM, the run's Delta"],
    ['entry filter', (f) => { leg(f).entry_conditions = [{ type: 'open_interest', min_value: 100, max_value: null }]; }, "its number of Leg 1 Entry Conditions is 1, the run's 0"],
    ['child leg', (f) => { leg(f).children = [{ side: 'long', option_type: 'put', strike_offset: -5 }]; }, "its number of Leg 1 Child Legs is 1, the run's 0"],
    ['exit condition', (f) => { f.global_exit_conditions = [{ type: 'percentage_profit', value: 50 }]; }, "its number of Exit Conditions is 1, the run's 0"],
    ['cooldown', (f) => { f.reentry_cooldown_days = 7; }, "its Re-entry Cooldown (days) is 7, the run's 0"],
    ['commission per contract', (f) => { f.commission_per_contract = 0; }, "its Commission per Contract is $0.00, the run's $0.65"],
    ['slippage', (f) => { f.slippage_pct_of_spread = 0; }, "its Slippage is 0% of the bid/ask spread, the run's 25% of the bid/ask spread"],
    ['commission per share', (f) => { f.commission_per_share = 0.01; }, "its Commission per Share is $0.01, the run's $0.00"],
    ['exchange fee', (f) => { f.exchange_fees = false; }, "its Cboe's SPX Exchange Fee is No, the run's Yes"],
  ];
  it.each(cases)('refuses the %s changed alone, in words', (_what, edit, words) => {
    expect(strategyNotTheJobs(spreadsJob(), edited(SPREADS_FORM, edit))).toBe(refusal(words));
  });

  it('accepts another name, a year label, the rows\' uids, another key order, the ticker in any case and defaults left out; refuses the same with a quantity changed', () => {
    const { exact_dte: _e, max_units_per_position: _u, reentry_cooldown_days: _r, global_exit_conditions: _g, ...rest } = clone(SPREADS_FORM);
    const sent = {
      ...Object.fromEntries(Object.entries(rest).reverse()),
      name: 'Renamed',
      year: 2024,
      ticker: 'spy',
      legs: rest.legs.map((l, i) => ({ uid: `leg-${i}`, ...Object.fromEntries(Object.entries(l).reverse()) })),
    } as JsonObject;
    expect(strategyNotTheJobs(spreadsJob(), sent)).toBeUndefined();
    expect(strategyNotTheJobs(spreadsJob(), edited(sent, (f) => { leg(f, 1).quantity = 3; }))).toBe(refusal("its Leg 2 Quantity is 3, the run's 1"));
  });

  it("accepts the run's whole request as the strategy (an API client's save), and refuses one whose strategy's own ticker copy differs", () => {
    const request = JSON.parse(spreadsJob().request_json) as JsonObject;
    expect(strategyNotTheJobs(spreadsJob(), clone(request))).toBeUndefined();
    const copy = edited(request, (f) => { inner(f).ticker = 'TSLA'; });
    expect(strategyNotTheJobs(spreadsJob(), copy)).toBe(refusal("its Ticker is TSLA, the run's SPY"));
  });

  it("reads an older job's request as the contract does (no top-level balance or min volume, no costs, a dropped key); refuses it with the balance changed", () => {
    const { commission_per_contract: _c, slippage_pct_of_spread: _s, commission_per_share: _p, exchange_fees: _x, ...strategy } = clone(SPREADS_FORM);
    // The request as an older version stored it: the run's balance and min volume only in the strategy, a key since dropped.
    const old = { strategy: { ...strategy, legacy_flag: true }, ticker: 'SPY', start_date: '2024-01-02', end_date: '2024-06-28' };
    const job = { kind: 'multileg' as const, request_json: JSON.stringify(old) };
    // The contract's defaults of the costs it left out are the ones the page's form holds here.
    expect(strategyNotTheJobs(job, clone(SPREADS_FORM))).toBeUndefined();
    expect(strategyNotTheJobs(job, edited(SPREADS_FORM, (f) => { f.starting_balance = 100_000; }))).toBe(refusal("its Starting Balance is $100,000.00, the run's $50,000.00"));
  });
});

describe('a saved run saved again (from_backtest_id)', () => {
  const SPREADS_RESULT = { data_period: { start_date: '2024-01-02', end_date: '2024-06-28' }, costs: { commission_per_contract: 0.65, commission_per_share: 0, slippage_pct_of_spread: 25, price_source: 'last' } };

  it("reads an old saved spreads run as the builder loads it (costs from its result, dates from its period), and refuses the sent one with a margin changed", () => {
    // Saved before exchange_fees (its result's costs say nothing of it: it ran without the fee), without its dates or costs.
    const { commission_per_contract: _c, slippage_pct_of_spread: _s, commission_per_share: _p, exchange_fees: _x, ...old } = { ...clone(SPREADS_FORM), start_date: null, end_date: null };
    // What the builder loaded from it (spreads-storage.ts spreadsFormFrom) and now sends.
    const loaded = { ...clone(SPREADS_FORM), exchange_fees: false };
    expect(strategyNotTheSaved(old, SPREADS_RESULT, loaded)).toBeUndefined();
    expect(strategyNotTheSaved(old, SPREADS_RESULT, { ...loaded, exchange_fees: true })).toBe(refusal("its Cboe's SPX Exchange Fee is Yes, the run's No"));
    expect(strategyNotTheSaved(old, SPREADS_RESULT, { ...loaded, max_margin_percentage_per_position: 30 })).toBe(refusal("its Max Margin per Position is 30%, the run's 20%"));
  });

  it('reads an old saved covered run without costs as having run without them (LEGACY_COSTS, as the builder loads it), and refuses retail costs over it', () => {
    const { commission_per_contract: _c, slippage_pct_of_spread: _s, commission_per_share: _p, exchange_fees: _x, ...old } = clone(COVERED_FORM);
    const loaded = { ...clone(COVERED_FORM), commission_per_contract: 0, slippage_pct_of_spread: 0, exchange_fees: false };
    expect(strategyNotTheSaved(old, {}, loaded)).toBeUndefined();
    expect(strategyNotTheSaved(old, {}, clone(COVERED_FORM))).toBe(refusal("its Commission per Contract is $0.65, the run's $0.00"));
  });

  it("reads a saved covered run without cost fields whose result says what it applied (an API client's save by job: the contract's defaults) as having paid them, as the builder loads it; refuses no costs over it", () => {
    // Audit 23 F1: read as LEGACY_COSTS, the copy stated $0 over a run that paid $0.65, 25% and the fee, and the true costs were refused.
    const { commission_per_contract: _c, slippage_pct_of_spread: _s, commission_per_share: _p, exchange_fees: _x, ...sentWithout } = clone(COVERED_FORM);
    const applied = { costs: { commission_per_contract: 0.65, commission_per_share: 0, slippage_pct_of_spread: 25, price_source: 'last', exchange_fees: true } };
    expect(strategyNotTheSaved(sentWithout, applied, clone(COVERED_FORM))).toBeUndefined();
    const zero = { ...clone(COVERED_FORM), commission_per_contract: 0, slippage_pct_of_spread: 0, exchange_fees: false };
    expect(strategyNotTheSaved(sentWithout, applied, zero)).toBe(refusal("its Commission per Contract is $0.00, the run's $0.65"));
  });

  it('saves the run\'s own strategy again under another name, and refuses its DTE changed', () => {
    expect(strategyNotTheSaved(clone(COVERED_FORM), {}, edited(COVERED_FORM, (f) => { inner(f).name = 'Again'; }))).toBeUndefined();
    expect(strategyNotTheSaved(clone(COVERED_FORM), {}, edited(COVERED_FORM, (f) => { call(f).DTE_target = 7; }))).toBe(refusal("its Covered Call DTE Target is 7, the run's 30"));
  });
});
