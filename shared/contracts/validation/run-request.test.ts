import { describe, expect, it } from 'vitest';
import { CoveredBacktestRequestSchema } from '../covered';
import { BacktestRequestSchema, MultiLegStrategySchema } from '../multileg';
import { parseStored } from '../stored';
import { coveredRequestFaults } from './covered-run';
import { parseRunRequest } from './run-request';
import { SweepRequestSchema } from '../sweep';
import { spreadsRequestFaults } from './spreads-run';
import { sweepRequestFaults } from './sweep-run';

const leg = { side: 'short', option_type: 'put', quantity: 1, dte_target: 30, target_strike_condition: { type: 'delta', value: 0.3 } };
const spreads = { ticker: 'SPY', start_date: '2022-01-03', end_date: '2022-12-30', strategy: { name: 'IC', ticker: 'SPY', legs: [leg] } };
const covered = { ticker: 'SPY', start_date: '2022-01-03', end_date: '2022-12-30', strategy: { covered_call_config: {} } };

const spreadsMessages = (body: unknown) => {
  const parsed = parseRunRequest(BacktestRequestSchema, body, spreadsRequestFaults);
  return parsed.success ? [] : parsed.messages;
};
const coveredMessages = (body: unknown) => {
  const parsed = parseRunRequest(CoveredBacktestRequestSchema, body, coveredRequestFaults);
  return parsed.success ? [] : parsed.messages;
};
const withStrategy = (s: object) => ({ ...spreads, strategy: { ...spreads.strategy, ...s } });
const withLeg = (l: object) => withStrategy({ legs: [{ ...leg, ...l }] });

describe('a new spreads run request: the spec section-5 rules in their words, one message per fault', () => {
  it('passes a complete request as the contract parses it', () => {
    const parsed = parseRunRequest(BacktestRequestSchema, spreads, spreadsRequestFaults);
    expect(parsed).toEqual({ success: true, data: BacktestRequestSchema.parse(spreads) });
  });

  it.each([
    // Before: accepted, named 'Loaded Strategy' / run on TSLA, a ticker the caller never chose.
    ['no strategy name', withStrategy({ name: undefined }), ['Strategy name is required']],
    ['a blank strategy name', withStrategy({ name: '  ' }), ['Strategy name is required']],
    ['no ticker', { ...spreads, ticker: undefined }, ['Ticker symbol is required']],
    ['a blank ticker', { ...spreads, ticker: ' ' }, ['Ticker symbol is required']],
    ['a blank strategy.ticker', withStrategy({ ticker: '' }), ['Ticker symbol is required']],
    ['a date that is no date', { ...spreads, end_date: 'soon' }, ['Please select a valid start and end date']],
    ['start after end', { ...spreads, start_date: '2023-01-03' }, ['Start date must be before end date']],
    ['start equal to end', { ...spreads, end_date: spreads.start_date }, ['Start date must be before end date']],
    ['no legs', withStrategy({ legs: [] }), ['Strategy must have at least one leg']],
    ['no target value', withLeg({ target_strike_condition: { type: 'delta' } }), ['Leg 1 requires a target strike condition value']],
    ['a null target', withLeg({ target_strike_condition: null }), ['Leg 1 requires a target strike condition value']],
    ['DTE 0', withLeg({ dte_target: 0 }), ['Leg 1 requires a valid DTE target (>0)']],
    ['DTE null', withLeg({ dte_target: null }), ['Leg 1 requires a valid DTE target (>0)']],
    ['quantity 0', withLeg({ quantity: 0 }), ['Leg 1 requires a valid quantity (>0)']],
    ['leg 2', withStrategy({ legs: [leg, { ...leg, quantity: -1 }] }), ['Leg 2 requires a valid quantity (>0)']],
  ])('%s', (_case, body, messages) => {
    expect(spreadsMessages(body)).toEqual(messages);
  });

  it('every fault in the spec order, then what only the contract says', () => {
    const body = { balance: 5, strategy: { legs: [{ ...leg, dte_target: 0, quantity: 0 }] } };
    expect(spreadsMessages(body)).toEqual([
      'Strategy name is required',
      'Ticker symbol is required',
      'Leg 1 requires a valid DTE target (>0)',
      'Leg 1 requires a valid quantity (>0)',
      'balance must be >= 1000',
    ]);
  });

  it('keeps the messages only the contract can give', () => {
    expect(spreadsMessages({ ...spreads, extra: 1 })).toEqual(['Unknown field extra']);
    expect(spreadsMessages(withLeg({ dte_target: 2.5 }))).toEqual(['strategy.legs[0].dte_target must be an integer']);
    expect(spreadsMessages(withLeg({ target_strike_condition: { type: 'delta', value: 2 } }))).toEqual([
      'strategy.legs[0].target_strike_condition.value must be between -1 and 1 for delta',
    ]);
  });

  // Before: Date.parse read these, so the rules let them through and the contract answered
  // 'start_date must be a date YYYY-MM-DD' ('soon' got the spec's message, '2020/01/02' did not).
  it.each(['01/02/2022', '2022/01/03', '2022-1-3', 'Jan 3 2022', '2022-02-30'])('a date Date.parse reads but not YYYY-MM-DD (%s): the spec message', (date) => {
    expect(spreadsMessages({ ...spreads, start_date: date })).toEqual(['Please select a valid start and end date']);
    expect(spreadsMessages({ ...spreads, end_date: date === '2022-02-30' ? '2022-02-31' : date, start_date: '2021-01-04' })).toEqual([
      'Please select a valid start and end date',
    ]);
  });

  describe('the run ticker and the strategy ticker agree', () => {
    const onlyRunTicker = { ...spreads, ticker: 'tsla', strategy: { name: 'IC', legs: [leg] } };

    it('a strategy without a ticker takes the run one (before: SPY, the form default, beside a TSLA run)', () => {
      const parsed = parseRunRequest(BacktestRequestSchema, onlyRunTicker, spreadsRequestFaults);
      expect(parsed.success && [parsed.data.ticker, parsed.data.strategy.ticker]).toEqual(['TSLA', 'TSLA']);
    });

    it('two different tickers are refused, naming both (before: accepted, run on one and saved as the other)', () => {
      expect(spreadsMessages(withStrategy({ ticker: 'qqq' }))).toEqual([
        'ticker SPY and strategy.ticker QQQ differ: send the same value in both, or leave strategy.ticker out',
      ]);
      expect(spreadsMessages(withStrategy({ ticker: ' spy ' }))).toEqual([]);
    });

    it('so do the balance and the min volume (before: a $50,000 / 0 run stored beside a strategy saying $100,000 / 100)', () => {
      const parsed = parseRunRequest(BacktestRequestSchema, { ...onlyRunTicker, balance: 50_000, min_volume: 0 }, spreadsRequestFaults);
      expect(parsed.success && [parsed.data.strategy.starting_balance, parsed.data.strategy.min_volume]).toEqual([50_000, 0]);
      expect(spreadsMessages({ ...withStrategy({ starting_balance: 100_000, min_volume: 100 }), balance: 50_000, min_volume: 0 })).toEqual([
        'balance 50000 and strategy.starting_balance 100000 differ: send the same value in both, or leave strategy.starting_balance out',
        'min_volume 0 and strategy.min_volume 100 differ: send the same value in both, or leave strategy.min_volume out',
      ]);
      expect(spreadsMessages({ ...withStrategy({ starting_balance: 50_000, min_volume: 0 }), balance: 50_000, min_volume: 0 })).toEqual([]);
    });

    it('a request without balance or min_volume runs on the strategy\'s (before: $100,000 / 100 beside a strategy saying $50,000 / 0)', () => {
      const { balance: _b, min_volume: _m, ...noRunCopies } = { ...onlyRunTicker, balance: 1, min_volume: 1 };
      const body = { ...noRunCopies, strategy: { ...noRunCopies.strategy, starting_balance: 50_000, min_volume: 0 } };
      const parsed = parseRunRequest(BacktestRequestSchema, body, spreadsRequestFaults);
      expect(parsed.success && [parsed.data.balance, parsed.data.min_volume, parsed.data.strategy.starting_balance, parsed.data.strategy.min_volume]).toEqual([50_000, 0, 50_000, 0]);
      // Neither given: the defaults in both places; the request's keys in the contract's order.
      const neither = BacktestRequestSchema.parse(noRunCopies);
      expect([neither.balance, neither.min_volume, neither.strategy.starting_balance, neither.strategy.min_volume]).toEqual([100_000, 100, 100_000, 100]);
      expect(Object.keys(neither).slice(0, 4)).toEqual(['strategy', 'balance', 'ticker', 'min_volume']);
    });

    it('in a sweep the two copies are named where they are, under base (before: \'ticker SPY and strategy.ticker QQQ\')', () => {
      const sweep = { kind: 'spreads', base: withStrategy({ ticker: 'qqq' }), parameters: [{ field: 'max_open_positions', values: [1, 2] }] };
      const parsed = parseRunRequest(SweepRequestSchema, sweep, sweepRequestFaults);
      expect(parsed.success ? [] : parsed.messages).toEqual([
        'base.ticker SPY and base.strategy.ticker QQQ differ: send the same value in both, or leave base.strategy.ticker out',
      ]);
    });

    it('a sweep listing a value twice is refused naming it (10, 10, 20 ran the 10 cells twice and counted them), one stored with it still reads', () => {
      const sweep = { kind: 'spreads', base: spreads, parameters: [{ field: 'max_open_positions', values: [1, 2] }, { field: 'legs.dte', values: [10, 10.0, 20] }] };
      const parsed = parseRunRequest(SweepRequestSchema, sweep, sweepRequestFaults);
      expect(parsed.success ? [] : parsed.messages).toEqual(['legs.dte: 10 is listed twice; list each value once (a repeat runs the same cells again)']);
      expect(parseStored(SweepRequestSchema, sweep).parameters[1]?.values).toEqual([10, 10, 20]);
      expect(parseRunRequest(SweepRequestSchema, { ...sweep, parameters: [{ field: 'legs.dte', values: [10, 20] }] }, sweepRequestFaults).success).toBe(true);
    });

    it('a range whose step rounds two values to one is refused like a list repeating it, naming the step; a step of the rounding is not', () => {
      const sweep = (step: number) => ({ kind: 'spreads', base: spreads, parameters: [{ field: 'exit.percentage_profit', from: 50, to: 50.0000000001, step }] });
      const parsed = parseRunRequest(SweepRequestSchema, sweep(1e-11), sweepRequestFaults);
      expect(parsed.success ? [] : parsed.messages).toEqual([
        'exit.percentage_profit: a step of 1e-11 gives 50 twice (values are rounded to 10 decimal places); use a larger step (a repeat runs the same cells again)',
      ]);
      expect(parseRunRequest(SweepRequestSchema, sweep(1e-10), sweepRequestFaults).success).toBe(true);
      // Stored with one, it still reads (nothing saved is lost).
      expect(parseStored(SweepRequestSchema, sweep(1e-11)).parameters[0]?.step).toBe(1e-11);
    });

    it('values typed apart are not a repeat (0.1, 0.10000000001 was refused as listed twice), and a value out of range is named before its repeat', () => {
      const sweep = (values: number[]) => ({ kind: 'spreads', base: spreads, parameters: [{ field: 'legs.dte', values: [10, 20] }, { field: 'exit.percentage_profit', values }] });
      expect(parseRunRequest(SweepRequestSchema, sweep([50, 50.000000000001]), sweepRequestFaults).success).toBe(true);
      const outAndTwice = { kind: 'spreads', base: spreads, parameters: [{ field: 'legs.dte', values: [0, 0] }] };
      const parsed = parseRunRequest(SweepRequestSchema, outAndTwice, sweepRequestFaults);
      expect(parsed.success ? [] : parsed.messages).toEqual([
        'DTE target (every leg) takes whole numbers from 1 to 365; got 0',
        'legs.dte: 0 is listed twice; list each value once (a repeat runs the same cells again)',
      ]);
    });

    it('the filled strategy keeps the contract\'s key order (a stored request\'s JSON reads as before)', () => {
      const parsed = BacktestRequestSchema.parse(onlyRunTicker);
      expect(Object.keys(parsed.strategy)).toEqual(Object.keys(MultiLegStrategySchema.parse(onlyRunTicker.strategy)));
    });

    it('stored requests still read: one without tickers agrees on the default, one with two is read as written', () => {
      const none = parseStored(BacktestRequestSchema, { strategy: { legs: [leg] } });
      expect([none.ticker, none.strategy.ticker]).toEqual(['TSLA', 'TSLA']);
      const two = parseStored(BacktestRequestSchema, { ...spreads, strategy: { ...spreads.strategy, ticker: 'QQQ' } });
      expect([two.ticker, two.strategy.ticker]).toEqual(['SPY', 'QQQ']);
    });
  });

  it('a misspelt key that names the missing field is the one message, as before', () => {
    const { ticker, ...rest } = spreads;
    expect(spreadsMessages({ ...rest, tickr: ticker })).toEqual(['Unknown field tickr (did you mean ticker?)']);
  });

  it('what the API documents as optional stays optional: open dates, a leg field left out takes its default', () => {
    const open = { ticker: 'SPY', strategy: { name: 'IC', legs: [{}] } };
    expect(spreadsMessages(open)).toEqual([]);
    expect(spreadsMessages({ ...open, start_date: null, end_date: '2022-12-30' })).toEqual([]);
  });

  it('a stored request is not new: parseStored still reads one without a name or ticker, with the defaults', () => {
    const old = { strategy: { legs: [leg] } };
    const read = parseStored(BacktestRequestSchema, old);
    expect(read.strategy.name).toBe('Loaded Strategy');
    expect(read.ticker).toBe('TSLA');
  });
});

describe('a value that is not an object gets one message about it, not the rules it cannot be read by', () => {
  it.each([undefined, null, [], 'x', 5])('a body %j (before: \'Strategy name is required\' and two more rules first)', (body) => {
    expect(spreadsMessages(body)).toEqual(['Request body must be a JSON object']);
    expect(coveredMessages(body)).toEqual(['Request body must be a JSON object']);
  });

  it('a strategy that is not an object (before: \'Strategy name is required\' / \'Please configure Covered Call\' first)', () => {
    expect(spreadsMessages({ ...spreads, strategy: 'IC' })).toEqual(['strategy must be an object']);
    expect(spreadsMessages({ ...spreads, strategy: [leg] })).toEqual(['strategy must be an object']);
    expect(coveredMessages({ ...covered, strategy: 'covered_call' })).toEqual(['strategy must be an object']);
  });

  it('a covered date sent as a number is malformed, not missing (before: \'Please fill ticker and date range\')', () => {
    expect(coveredMessages({ ...covered, start_date: 20220103 })).toEqual(['Start date must be YYYY-MM-DD']);
  });
});

describe('a new covered run request: the spec section-5 rules in their words', () => {
  it.each([
    ['no ticker', { ...covered, ticker: undefined }, ['Please fill ticker and date range']],
    ['a blank ticker', { ...covered, ticker: '' }, ['Please fill ticker and date range']],
    ['no end date', { ...covered, end_date: undefined }, ['Please fill ticker and date range']],
    ['start after end', { ...covered, start_date: '2023-01-03' }, ['Start date must be before end date']],
    ['wheel with one config', { ...covered, strategy: { wheel_enabled: true, covered_call_config: {} } }, ['Wheel requires both Covered Call and Cash-Secured Put configs']],
    ['no call config', { ...covered, strategy: {} }, ['Please configure Covered Call']],
    ['no put config', { ...covered, strategy: { start_type: 'cash_secured_put' } }, ['Please configure Cash-Secured Put']],
  ])('%s', (_case, body, messages) => {
    expect(coveredMessages(body)).toEqual(messages);
  });

  // Before: the contract's 'start_date must be a date YYYY-MM-DD'.
  it.each(['01/02/2022', '2022/01/03', '2022-1-3', 'Jan 3 2022', '2022-02-30'])('a date Date.parse reads but not YYYY-MM-DD (%s)', (date) => {
    expect(coveredMessages({ ...covered, start_date: date })).toEqual(['Start date must be YYYY-MM-DD']);
    expect(coveredMessages({ ...covered, end_date: date, start_date: '2021-01-04' })).toEqual(['End date must be YYYY-MM-DD']);
  });

  it('a misspelt ticker key is named, not only its missing twin', () => {
    const { ticker, ...rest } = covered;
    expect(coveredMessages({ ...rest, tickr: ticker })).toEqual(['Unknown field tickr (did you mean ticker?)']);
  });
});
