import { describe, expect, it } from 'vitest';
import type { BacktestResult, CoveredBacktestResult } from '../../contracts/results';
import type { SavedBacktest } from '../../contracts/saved';
import { parseCsv, toCsv } from './csv';
import { equityCsv, EQUITY_COLUMNS } from './equity-csv';
import { fileSlug } from './file-names';
import { importSavedBacktestFile, savedBacktestFile } from './saved-file';
import { savedResultOf } from './saved-result';
import { pnlSummaryLines } from './pnl-summary-csv';
import { TRADE_LOG_COLUMNS, tradeLogCsv } from './trade-log-csv';

const contract = (over: Record<string, unknown> = {}) => ({
  id: 'SPY240216C00500000', call_or_put: 'call' as const, strike: 500, expiry_date: '2024-02-16', last_trade_price: 3.2, bid_price: 3.1, ask_price: 3.3,
  volume: 1200, open_interest: 5400, underlying_price: 485.12, delta: 0.3012, gamma: 0.01234, theta: -0.0876, vega: 0.4567, rho: 0.1234,
  bid_implied_volatility: 0.1523, ask_implied_volatility: 0.1588, ...over,
});

const covered: CoveredBacktestResult = {
  start_balance: 50_000, end_balance: 50_160, total_pnl: 160, total_return_pct: 0.32, win_rate: 50, max_drawdown_pct: 0.2, cagr_pct: 1, sharpe_ratio: null,
  total_trades: 2, data_period: { start_date: '2024-01-02', end_date: '2024-01-05' }, data_source: 'modeled', diagnostics: { skipped_entries: [], notes: [] },
  net_premium_received: 640,
  equity_curve: [['2024-01-02', 50_000], ['2024-01-03', 49_900], ['2024-01-05', 50_160]],
  benchmark_prices: [['2024-01-02', 400], ['2024-01-03', 404], ['2024-01-05', 410]],
  trades: [
    { entry_date: '2024-01-02', exit_date: '2024-01-03', entry_position: { contract: contract(), side: 'short', quantity: 1, price: 3.2 },
      exit_position: { contract: contract({ last_trade_price: 3.7 }), side: 'long', quantity: 1, price: 3.7 }, pnl: -50, exit_scenario: 2, reason: 'Stop loss, "2x" credit', premium_received: 320 },
    { entry_date: '2024-01-03', exit_date: '2024-01-05', entry_position: { contract: contract({ id: 'SPY240216P00480000', call_or_put: 'put', strike: 480 }), side: 'short', quantity: 1, price: 3.2 },
      exit_position: null, pnl: 210, exit_scenario: 1, reason: 'Expired out of the money', premium_received: 320 },
  ],
};

describe('CSV', () => {
  it('quotes what needs quoting and reads back the same cells', () => {
    const text = toCsv(['a', 'b', 'c'], [['x,y', 'say "hi"', -1.5], [null, 'line\nbreak', '=cmd()']]);
    expect(parseCsv(text)).toEqual([['a', 'b', 'c'], ['x,y', 'say "hi"', '-1.5'], ['', 'line\nbreak', "'=cmd()"]]);
  });

  it('trade log: one header, one row per leg, every contract field of entry and exit, raw numbers and ISO dates', () => {
    const rows = parseCsv(tradeLogCsv(covered));
    const [header, first, second] = rows;
    expect(rows).toHaveLength(3);
    expect(header).toEqual(TRADE_LOG_COLUMNS);
    for (const f of Object.keys(contract())) expect(header).toContain(`entry_${f}`);
    const cell = (row: string[] | undefined, col: string) => row?.[header?.indexOf(col) ?? -1];
    expect(cell(first, 'entry_date')).toBe('2024-01-02');
    // The scenario in the trade log's words, its code beside it for a program.
    expect([cell(first, 'exit_scenario'), cell(first, 'exit_scenario_code')]).toEqual(['Bought back', 'BOUGHT_BACK']);
    expect([cell(second, 'exit_scenario'), cell(second, 'exit_scenario_code')]).toEqual(['Expired', 'EXPIRATION']);
    expect(cell(first, 'reason')).toBe('Stop loss, "2x" credit');
    expect(cell(first, 'trade_pnl')).toBe('-50');
    expect(cell(first, 'exit_fill_price')).toBe('3.7');
    expect(cell(first, 'entry_theta')).toBe('-0.0876');
    expect(cell(second, 'entry_call_or_put')).toBe('put');
    expect(cell(second, 'exit_id')).toBe('');
    // A result saved before trades carried commissions and settlement_price: those cells stay empty.
    expect([cell(first, 'trade_commissions'), cell(second, 'trade_commissions'), cell(second, 'exit_fill_price')]).toEqual(['', '', '']);
  });

  it('trade log: a covered position a split adjusted gives its adjusted contracts, strike and deliverable beside the entry as sold (audit 6, N10)', () => {
    const assigned = { ...covered.trades[1]!, settlement_price: 9.34, exit_scenario: 3 as const, split_adjusted: { contracts: 4, strike: 97.5, shares_per_contract: 100 } };
    const rows = parseCsv(tradeLogCsv({ ...covered, trades: [covered.trades[0]!, assigned] }));
    const header = rows[0] ?? [];
    const at = (row: string[] | undefined, col: string) => row?.[header.indexOf(col)];
    const cols = ['quantity', 'entry_strike', 'exit_fill_price', 'split_adjusted_contracts', 'split_adjusted_strike', 'split_adjusted_shares_per_contract'];
    expect(cols.map((c) => at(rows[2], c))).toEqual(['1', '480', '9.34', '4', '97.5', '100']);
    // No split (and every result saved before the field): the cells are empty.
    expect(cols.slice(3).map((c) => at(rows[1], c))).toEqual(['', '', '']);
  });

  it('trade log: a reason saved with a condition\'s code reads in the words the engine writes today; a multi-leg exit type in its form label', () => {
    // As saved before 2026-12-02: the code first, the capture and the target as bare percentages.
    const saved = { ...covered.trades[0]!, reason: 'take_profit_credit_capture: captured 52.00% of the $1.20 credit >= 50.00% (now $0.58)' };
    const rows = parseCsv(tradeLogCsv({ ...covered, trades: [saved] }));
    const header = rows[0] ?? [];
    expect(rows[1]?.[header.indexOf('reason')]).toBe('Credit Capture: 52.00% of the $1.20 credit captured (target 50.00%; option marked at $0.58)');
    expect(saved.reason).toBe('take_profit_credit_capture: captured 52.00% of the $1.20 credit >= 50.00% (now $0.58)');
    const { net_premium_received: _omit, benchmark_equity: _tuples, ...head } = covered;
    const spread: BacktestResult = {
      ...head, equity_curve: [{ date: '2024-01-02', equity: 50_000 }], benchmark_prices: [{ date: '2024-01-02', price: 400 }],
      trades: [{ entry_date: '2024-01-02', exit_date: '2024-01-05', pnl: 105, entry_margin_required: 380, entry_capital_required: 380,
        reason: 'percentage_profit: P&L $105.00 = 50.24% of the $209.00 credit >= 50%', exit_scenario: 'percentage_profit',
        entry_contracts: [{ contract: contract(), side: 'short', quantity: 1 }], exit_contracts: [{ contract: contract(), side: 'short', quantity: 1 }] }],
    };
    const [spreadHeader = [], row] = parseCsv(tradeLogCsv(spread));
    const at = (col: string) => row?.[spreadHeader.indexOf(col)];
    expect([at('exit_scenario'), at('exit_scenario_code'), at('reason')]).toEqual([
      'Profit Target (%)', 'percentage_profit', 'Profit Target (%): P&L +$105.00, 50.24% of the $209.00 credit (target 50.00%)',
    ]);
  });

  it("trade log: a reason saved before 2026-12-05 reads in the words the results' trade row shows it in (savedTextInWords: grouped counts, a strike-offset label as a price, 'was')", () => {
    const reasonOf = (reason: string) => {
      const [header, row] = parseCsv(tradeLogCsv({ ...covered, trades: [{ ...covered.trades[0]!, reason }] }));
      return row?.[header!.indexOf('reason')];
    };
    expect(reasonOf('Called away: 2700 shares delivered at 483')).toBe('Called away: 2,700 shares delivered at $483');
    expect(reasonOf('no call within tolerance 2 of strike offset $5')).toBe('no call within the $2.00 tolerance of strike offset $5.00');
    expect(reasonOf('The 1 share the exercise or assignment left long were sold at the close')).toBe('The 1 share the exercise or assignment left long was sold at the close');
  });

  it('trade log: an SPX trade\'s reason keeps the close in index points (as the engine wrote it), a SPY trade\'s reads it in dollars', () => {
    const reason = "Catch stop loss (stop_loss_credit_multiple 2x the $1.00 credit, stop $2.00): at the day's high 2806.00 the call models at $2.50; bought back at the stop $2.00";
    const reasonOf = (id: string) => {
      const trade = { ...covered.trades[0]!, reason, entry_position: { ...covered.trades[0]!.entry_position, contract: contract({ id }) } };
      const [header = [], row] = parseCsv(tradeLogCsv({ ...covered, trades: [trade] }));
      return row?.[header.indexOf('reason')];
    };
    expect(reasonOf('SPXW240216C02800000')).toBe(
      "Catch Stop Loss on Credit Multiple Stop (2× the $1.00 credit, stop $2.00): at the day's high 2806.00 the call models at $2.50; bought back at the stop $2.00",
    );
    expect(reasonOf('SPY240216C00500000')).toContain("at the day's high $2,806.00 the call");
  });

  it("trade log of a covered result: each trade's commissions, and an expired or assigned short exits at what it settled for, as the engine reported them", () => {
    const [boughtBack, put] = covered.trades;
    // Expired worthless: the 320 premium less the sale's 0.65. Assigned with 3.70 a share of
    // intrinsic value: 320 − 370 − 0.65 − 1.00 (the 100 shares' stock trade at $0.01 a share).
    const expired = { ...put!, pnl: 319.35, commissions: 0.65, settlement_price: 0 };
    const assigned = { ...put!, exit_scenario: 3 as const, reason: 'Assigned at expiration', pnl: -51.65, commissions: 1.65, settlement_price: 3.7 };
    const rows = parseCsv(tradeLogCsv({ ...covered, trades: [{ ...boughtBack!, commissions: 1.3 }, expired, assigned] }));
    const header = rows[0] ?? [];
    const cells = rows.slice(1).map((r) => [r[header.indexOf('trade_commissions')], r[header.indexOf('exit_fill_price')]]);
    expect(cells).toEqual([['1.3', '3.7'], ['0.65', '0'], ['1.65', '3.7']]);
  });

  it('trade log of a multi-leg result: a row for each leg, exits paired by index', () => {
    const { net_premium_received: _omit, benchmark_equity: _tuples, ...head } = covered;
    const spread: BacktestResult = {
      ...head, equity_curve: [{ date: '2024-01-02', equity: 50_000 }], benchmark_prices: [{ date: '2024-01-02', price: 400 }],
      trades: [{ entry_date: '2024-01-02', exit_date: '2024-01-05', pnl: 120, entry_margin_required: 380, entry_capital_required: 380, reason: 'Expired', exit_scenario: 'EXPIRATION',
        entry_contracts: [{ contract: contract(), side: 'short', quantity: 2 }, { contract: contract({ strike: 505 }), side: 'long', quantity: 2 }],
        exit_contracts: [{ contract: contract({ last_trade_price: 0 }), side: 'long', quantity: 2 }] }],
    };
    const rows = parseCsv(tradeLogCsv(spread));
    const header = rows[0] ?? [];
    expect(rows).toHaveLength(3);
    // The trade's margin and capital once, on its first leg, like its P&L (a sum must not double them).
    expect(rows.slice(1).map((r) => [r[header.indexOf('entry_margin_required')], r[header.indexOf('entry_capital_required')]])).toEqual([['380', '380'], ['', '']]);
    expect(rows[2]?.[header.indexOf('entry_strike')]).toBe('505');
    // The trade's P&L once, on its first leg: summing the column must not count a two-leg trade twice.
    expect(rows.slice(1).map((r) => r[header.indexOf('trade_pnl')])).toEqual(['120', '']);
    expect(rows[2]?.[header.indexOf('exit_fill_price')]).toBe('');
    // A result saved before legs carried their fills: the last price is not one (slippage, a stale
    // last read at the mid, settlement at intrinsic), so the fill cells stay empty and the last has its own column.
    expect(rows.slice(1).map((r) => [r[header.indexOf('entry_fill_price')], r[header.indexOf('exit_fill_price')]])).toEqual([['', ''], ['', '']]);
    expect(rows[1]?.[header.indexOf('entry_last_trade_price')]).toBe(String(contract().last_trade_price));
  });

  it('trade log of a multi-leg result over a split: each leg a split adjusted gives what it became beside the leg as opened (audit 6, N10)', () => {
    // NVDA 2024 (audit 6, run 10): 2 × the 990/940 put spread at 38.55/24.70, adjusted by the 10-for-1
    // to 20 × 99/94, expired worthless: 7,710 − 4,940 − 2.60 = 2,767.40.
    const { net_premium_received: _omit, benchmark_equity: _tuples, ...head } = covered;
    const put = (strike: number) => contract({ id: `NVDA240719P0${String(strike * 1000).padStart(7, '0')}`, call_or_put: 'put', strike, expiry_date: '2024-07-19' });
    const adjusted = (contracts: number, strike: number) => ({ split_adjusted: { contracts, strike, shares_per_contract: 100 } });
    const spread: BacktestResult = {
      ...head, equity_curve: [{ date: '2024-05-24', equity: 100_000 }], benchmark_prices: [{ date: '2024-05-24', price: 1_000 }],
      trades: [
        { entry_date: '2024-05-24', exit_date: '2024-07-19', pnl: 2_767.4, commissions: 2.6, entry_margin_required: 10_000, entry_capital_required: 10_000, reason: 'Expired', exit_scenario: 'EXPIRATION',
          entry_contracts: [{ contract: put(990), side: 'short', quantity: 2, price: 38.55, ...adjusted(20, 99) }, { contract: put(940), side: 'long', quantity: 2, price: 24.7, ...adjusted(20, 94) }],
          exit_contracts: [{ contract: put(99), side: 'short', quantity: 20, price: 0 }, { contract: put(94), side: 'long', quantity: 20, price: 0 }] },
        { entry_date: '2024-04-22', exit_date: '2024-05-24', pnl: 2_727.4, commissions: 2.6, entry_margin_required: 10_000, entry_capital_required: 10_000, reason: 'Expired', exit_scenario: 'EXPIRATION',
          entry_contracts: [{ contract: put(750), side: 'short', quantity: 2, price: 28.2 }], exit_contracts: [{ contract: put(750), side: 'short', quantity: 2, price: 0 }] },
      ],
    };
    const rows = parseCsv(tradeLogCsv(spread));
    const header = rows[0] ?? [];
    const cols = ['quantity', 'entry_strike', 'entry_fill_price', 'exit_strike', 'split_adjusted_contracts', 'split_adjusted_strike', 'split_adjusted_shares_per_contract'];
    expect(rows.slice(1).map((r) => cols.map((c) => r[header.indexOf(c)]))).toEqual([
      ['2', '990', '38.55', '99', '20', '99', '100'],
      ['2', '940', '24.7', '94', '20', '94', '100'],
      // No split (and every result saved before the field): the cells are empty.
      ['2', '750', '28.2', '750', '', '', ''],
    ]);
  });

  it('trade log of a multi-leg result with leg fills: the fill columns hold what each leg traded or settled at', () => {
    const { net_premium_received: _omit, benchmark_equity: _tuples, ...head } = covered;
    // Sold the 500 call at the mid less slippage (3.175, last 3.20), bought the 505 at 1.425 (last 1.40);
    // the 500 settled at its intrinsic 7.50 (its last that day: 7.80), the 505 at 2.50.
    const spread: BacktestResult = {
      ...head, equity_curve: [{ date: '2024-01-02', equity: 50_000 }], benchmark_prices: [{ date: '2024-01-02', price: 400 }],
      trades: [{ entry_date: '2024-01-02', exit_date: '2024-02-16', pnl: -325, entry_margin_required: 500, entry_capital_required: 500, reason: 'Expired', exit_scenario: 'EXPIRATION',
        entry_contracts: [{ contract: contract(), side: 'short', quantity: 1, price: 3.175 }, { contract: contract({ strike: 505, last_trade_price: 1.4 }), side: 'long', quantity: 1, price: 1.425 }],
        exit_contracts: [{ contract: contract({ last_trade_price: 7.8 }), side: 'short', quantity: 1, price: 7.5 }, { contract: contract({ strike: 505, last_trade_price: 2.5 }), side: 'long', quantity: 1, price: 2.5 }] }],
    };
    // Read back as a saved result is (the schema keeps the legs' price).
    const saved = savedResultOf(JSON.parse(JSON.stringify(spread)));
    expect(saved).not.toBeNull();
    const rows = parseCsv(tradeLogCsv(saved!));
    const header = rows[0] ?? [];
    const fills = rows.slice(1).map((r) => [r[header.indexOf('entry_fill_price')], r[header.indexOf('exit_fill_price')], r[header.indexOf('exit_last_trade_price')]]);
    expect(fills).toEqual([['3.175', '7.5', '7.8'], ['1.425', '2.5', '2.5']]);
    // The legs at their fills add up to the trade: (3.175 − 7.50) + (2.50 − 1.425) = −3.25 a share.
    const perShare = rows.slice(1).reduce((s, r) => s + (r[header.indexOf('side')] === 'long' ? 1 : -1) * (Number(r[header.indexOf('exit_fill_price')]) - Number(r[header.indexOf('entry_fill_price')])), 0);
    expect(perShare * 100).toBeCloseTo(Number(rows[1]?.[header.indexOf('trade_pnl')]), 9);
  });

  it('equity: date, equity, P&L, drawdown and the benchmark from the same start balance', () => {
    const rows = parseCsv(equityCsv(covered));
    expect(rows[0]).toEqual([...EQUITY_COLUMNS]);
    // 125 shares (50,000 / 400) at 404 = 50,500; drawdown on day 2 = -100 / 50,000 = -0.2%.
    // Which benchmark, in words: this result has no benchmark_equity, so the price alone.
    expect(rows[2]).toEqual(['2024-01-03', '49900', '-100', '-0.2', '50500', 'Price only (no dividends)']);
    expect(rows).toHaveLength(4);
    const withDividends = parseCsv(equityCsv({ ...covered, benchmark_equity: covered.equity_curve.map(([d]) => [d, 50_000] as [string, number]) }));
    // Saved before `benchmark_dividends`: its stored curve kept the dividends as cash, and says so.
    expect(withDividends[1]?.at(-1)).toBe('Total return (dividends kept as cash)');
    const reinvested = parseCsv(equityCsv({ ...covered, benchmark_equity: covered.equity_curve.map(([d]) => [d, 50_000] as [string, number]), benchmark_dividends: 'reinvested' }));
    expect(reinvested.slice(1).map((r) => r.at(-1))).toEqual(Array.from({ length: 3 }, () => 'Total return (dividends reinvested)'));
  });
});

describe('saved backtest JSON file', () => {
  const saved: SavedBacktest = {
    backtest_id: 'b1', name: 'My wheel', description: 'SPY 2024', tags: ['wheel'], created_at: '2024-02-01T10:00:00.000Z',
    strategy: { ticker: 'SPY', shares_multiple: 1, strategy: { name: 'Wheel' } }, results: covered as unknown as Record<string, unknown>,
  };

  it('round-trips: export then import gives the save payload of the same backtest', () => {
    const text = JSON.stringify(savedBacktestFile(saved, '2024-03-01T00:00:00.000Z'));
    const imported = importSavedBacktestFile(text);
    expect(imported).toEqual({ ok: true, payload: { backtest_name: 'My wheel', description: 'SPY 2024', tags: ['wheel'], strategy: saved.strategy, results: saved.results }, createdAt: saved.created_at });
  });

  it("keeps the after-tax panel's filing status through export and import; an unknown one is refused in the schema's words", () => {
    const text = JSON.stringify(savedBacktestFile({ ...saved, filing_status: 'married_filing_separately' }, 'now'));
    const imported = importSavedBacktestFile(text);
    expect(imported.ok && imported.payload.filing_status).toBe('married_filing_separately');
    const odd = JSON.parse(text) as { backtest: Record<string, unknown> };
    odd.backtest.filing_status = 'married';
    const refused = importSavedBacktestFile(JSON.stringify(odd));
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.message).toMatch(/^filing status must be 'single_or_joint'/);
  });

  it('refuses with a clear message what it cannot import', () => {
    expect(importSavedBacktestFile('{')).toEqual({ ok: false, message: 'The file is not valid JSON' });
    expect(importSavedBacktestFile('{"format":"x"}')).toEqual({ ok: false, message: 'Not a saved-backtest file of this app' });
    // JSON that is not an object read 'Invalid input: expected object, received array'.
    for (const text of ['[]', '[{"format":"x"}]', '42', 'null', '"a"']) expect(importSavedBacktestFile(text)).toEqual({ ok: false, message: 'Not a saved-backtest file of this app' });
    const noResult = savedBacktestFile({ ...saved, results: { foo: 1 } }, 'now');
    expect(importSavedBacktestFile(JSON.stringify(noResult))).toEqual({ ok: false, message: 'The file’s results are not a backtest result this app can read' });
    const emptyName = savedBacktestFile({ ...saved, name: '  ' }, 'now');
    expect(importSavedBacktestFile(JSON.stringify(emptyName)).ok).toBe(false);
  });

  it('names files safely', () => {
    expect(fileSlug(' My wheel / SPY: 2024 ')).toBe('My-wheel-SPY-2024');
    expect(fileSlug('***')).toBe('backtest');
  });
});

describe('P&L summary lines', () => {
  it("reads a covered run's dividends from dividends_received, whatever the note's words (an SPX run's units are not shares)", () => {
    const spx: CoveredBacktestResult = {
      ...covered, total_pnl: 1160, dividends_received: 1000,
      diagnostics: { skipped_entries: [], notes: ["Dividends received on index units held (SPY's dividends in index points): $1000.00"] },
    };
    const lines = new Map(pnlSummaryLines(spx).map((l) => [l.line, l.amount]));
    expect(lines.get('dividends')).toBe(1000);
    expect(lines.get('shares')).toBe(0);
  });

  it('a result saved before dividends_received keeps its dividends in the shares line, which says so', () => {
    const shares = pnlSummaryLines(covered).find((l) => l.line === 'shares');
    expect(pnlSummaryLines(covered).some((l) => l.line === 'dividends')).toBe(false);
    expect(shares?.detail).toMatch(/no dividend line/);
  });

  it("reads the shares' line from the engine's share ledger (share_pnl), so a gap in the books shows as unexplained", () => {
    // Trades +160, dividends 50, interest 30 earned and 10 paid, shares -70: total 160.
    const booked: CoveredBacktestResult = { ...covered, dividends_received: 50, interest_earned: 30, interest_paid: 10, share_pnl: -70 };
    const lines = pnlSummaryLines(booked);
    expect(lines.map((l) => [l.line, l.amount, l.remainder])).toEqual([
      ['option_trades', 160, undefined], ['dividends', 50, undefined], ['interest_earned', 30, undefined], ['interest_paid', -10, undefined], ['shares', -70, undefined],
    ]);
    expect(lines.find((l) => l.line === 'shares')?.detail).toMatch(/share ledger \(share_pnl\)/);
    // A ledger that misses a cent: before, the shares' line absorbed it (-69.99) and the books looked right.
    const off = pnlSummaryLines({ ...booked, total_pnl: 160.01 });
    expect(off.filter((l) => l.line === 'shares' || l.line === 'unexplained').map((l) => [l.line, l.amount])).toEqual([['shares', -70], ['unexplained', 0.01]]);
  });

  it('a result saved before share_pnl keeps the rest of total_pnl as its shares line, labelled as the rest', () => {
    const old: CoveredBacktestResult = { ...covered, dividends_received: 50, interest_earned: 30, interest_paid: 10 };
    const shares = pnlSummaryLines(old).find((l) => l.line === 'shares');
    expect([shares?.amount, shares?.remainder]).toEqual([-70, true]);
    expect(shares?.detail).toMatch(/the rest of total_pnl \(a result saved before the engine reported its share ledger\)/);
  });
});
