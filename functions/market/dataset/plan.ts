/**
 * The build plan of the bundled dataset: which file of `market-data-raw/` (see its SOURCES.md,
 * section ids A1..F2 below) provides which dates of each quick ticker, and how they are checked.
 *
 * Stitching rule: a split-adjusted file (Close not dividend-adjusted) is preferred over an
 * auto-adjusted one; the file with the later adjustment basis takes over from its first date.
 * Auto-adjusted files are used only as tails after every split-adjusted/raw file ends, scaled to
 * join the last stitched close; their dividends are unknown (see the notes).
 * Split dates after 2021 are public record; their ratios are verified by the level checks.
 */
import type { DividendCheck, DividendSource, SegmentSource, TickerPlan } from './plan-helpers';
import { A1, A2, A3, A4, B1, B2, C1, C2, D1, split } from './plan-helpers';

export const DATASET_START = '2010-01-04';

const AUTO_TAIL_NOTE =
  'after {stitch} the only source is auto-adjusted (dividends folded into prices) and no source gives the ' +
  'dividends paid in that span: prices are scaled to join the last exact close, so they are a total-return ' +
  'series (exact at the stitch, drifting above traded prices by the dividends paid later, at most the tail factor in the report); no dividends are listed after {last}.';

interface StockOptions {
  splits: TickerPlan['splits'];
  inA1?: boolean;
  inC1?: boolean;
  inC2?: boolean;
  explainedMoves?: TickerPlan['explainedMoves'];
}

/**
 * Stocks covered by A2 (to 2024-03-08) and A3 (2020-01-02 to 2026-04-24): A2 to 2019-12-31, A3
 * from 2020-01-02. Dividends: Alpha Vantage's explicit column (C1) to 2020-12-11 where the ticker
 * is in C1 (Yahoo's Adj Close doubles some, e.g. AVGO 2018-03-21 and 2018-06-19), else implied
 * by A2's Adj Close; implied by A3's Adj Close afterwards.
 */
function a2a3(ticker: string, o: StockOptions): TickerPlan {
  const a2: SegmentSource = A2(ticker);
  const a3: SegmentSource = A3(ticker);
  const c1End = '2020-12-11';
  const dividends: DividendSource[] = o.inC1
    ? [{ ...C1(ticker), method: 'explicit', to: c1End }, { ...a3, method: 'adjclose', from: '2020-12-12' }]
    : [{ ...a2, method: 'adjclose', to: '2019-12-31' }, { ...a3, method: 'adjclose', from: '2020-01-02' }];
  const dividendChecks: DividendCheck[] = [
    { a: { ...a2, method: 'adjclose', from: '2020-01-03', to: '2024-03-08' }, b: { ...a3, method: 'adjclose', to: '2024-03-08' } },
  ];
  if (o.inC1) dividendChecks.push({ a: { ...C1(ticker), method: 'explicit', from: DATASET_START }, b: { ...a2, method: 'adjclose', to: c1End } });
  if (o.inC2) dividendChecks.push({ a: { ...C2(ticker), method: 'explicit', from: DATASET_START }, b: { ...a2, method: 'adjclose', to: '2021-08-17' } });
  return {
    ticker,
    splits: o.splits,
    segments: [a2, { ...a3, from: '2020-01-02' }],
    dividends,
    checks: [
      { mode: 'level', a: a2, b: a3 },
      ...(o.inA1 === false ? [] : [{ mode: 'ratio' as const, a: A1(ticker), b: { ...a3, field: 'adjClose' as const } }]),
      ...(o.inC1 ? [{ mode: 'level' as const, a: C1(ticker), b: a2 }] : []),
    ],
    dividendChecks,
    explainedMoves: o.explainedMoves ?? [],
    notes: [],
  };
}

/** ETFs: B2 raw (Alpha Vantage) to 2024-11-08, then the B1 auto-adjusted tail. */
function etf(ticker: string, paysDividends: boolean): TickerPlan {
  const b2 = B2(ticker);
  const b1 = B1(ticker);
  return {
    ticker,
    splits: [],
    segments: [b2, { ...b1, from: '2024-11-11', scaleToPrevious: true }],
    dividends: paysDividends
      ? [
          { ...C1(ticker), method: 'explicit', to: '2020-12-11' },
          { ...b1, method: 'auto-vs-raw', raw: b2, from: '2020-12-12', to: '2024-11-08' },
        ]
      : [],
    checks: [{ mode: 'level', a: C1(ticker), b: b2 }, ...(paysDividends ? [] : [{ mode: 'level' as const, a: b1, b: b2 }])],
    dividendChecks: paysDividends
      ? [{ a: { ...C1(ticker), method: 'explicit', from: DATASET_START }, b: { ...b1, method: 'auto-vs-raw', raw: b2, to: '2020-12-11' } }]
      : [],
    explainedMoves: [],
    notes: paysDividends ? [AUTO_TAIL_NOTE.replace('{stitch}', '2024-11-08').replace('{last}', '2024-11-08')] : [],
  };
}

export const PLAN: readonly TickerPlan[] = [
  (() => {
    const p = etf('SPY', true);
    p.checks.push({ mode: 'ratio', a: A1('SPY'), b: B1('SPY') });
    return p;
  })(),
  (() => {
    const p = etf('QQQ', true);
    p.dividendChecks.push({ a: { ...C2('QQQ'), method: 'explicit', from: DATASET_START, to: '2021-08-18' }, b: { ...B1('QQQ'), method: 'auto-vs-raw', raw: B2('QQQ'), to: '2021-08-18' } });
    return p;
  })(),
  etf('IWM', true),
  etf('GLD', false),
  {
    ticker: 'SPX',
    splits: [],
    segments: [{ ...D1, noVolume: true, publishedDecimals: 2 }],
    dividends: [],
    checks: [],
    dividendChecks: [],
    explainedMoves: [],
    notes: [
      '^GSPC is an index: no volume in the source (written as 0), no dividends, no splits; one source only (no cross-check).',
      "^GSPC's file stores each level as the nearest float32 (2108.639892578125 for 2108.64): rounded back to the S&P 500's published 2 decimals.",
    ],
  },
  a2a3('NVDA', { splits: [split('2021-07-20', 4, 'explicit row in C2'), split('2024-06-10', 10, 'ratio A2/A3 measured; date public record')], inC1: true, inC2: true }),
  (() => {
    const p = a2a3('TSLA', { splits: [split('2020-08-31', 5, 'explicit row in C2'), split('2022-08-25', 3, 'ratio C2/A2 measured; date public record')], inC2: true });
    // TSLA pays no dividends, so C2's auto-adjusted closes are split-adjusted only: a level check verifies the 3:1.
    p.checks.push({ mode: 'level', a: C2('TSLA'), b: A2('TSLA') });
    return p;
  })(),
  a2a3('MSTR', { splits: [split('2024-08-08', 10, 'ratio A2/A3 measured; date public record')], inA1: false, inC1: true, inC2: true }),
  (() => {
    const p = a2a3('GOOGL', {
      splits: [split('2014-04-03', 1.998, 'class C distribution, explicit row in C2 (1.998)'), split('2022-07-18', 20, 'ratio C1/A2 measured; date public record')],
      inC1: true,
      inC2: true,
    });
    const exclude = [{ date: '2014-04-03', reason: 'class C share distribution (a split in Yahoo data), not cash' }];
    for (const d of [...p.dividends, ...p.dividendChecks.map((c) => c.a)]) if (d.method === 'explicit') d.exclude = exclude;
    return p;
  })(),
  a2a3('AMD', { splits: [], inC1: true, inC2: true, explainedMoves: [{ date: '2016-04-22', reason: 'Q1 2016 earnings and the China joint-venture licensing deal (+52%)' }] }),
  a2a3('MSFT', { splits: [], inC1: true, inC2: true }),
  a2a3('AMZN', { splits: [split('2022-06-06', 20, 'ratio C1/A2 measured; date public record')], inC1: true, inC2: true }),
  a2a3('META', { splits: [] }),
  a2a3('AVGO', { splits: [split('2024-07-15', 10, 'ratio A2/A3 measured; date public record')], inC1: true, inC2: true }),
  a2a3('NFLX', {
    splits: [split('2015-07-15', 7, 'explicit row in C1 and C2'), split('2025-11-17', 10, 'ratio A2/A3 measured; date public record')],
    inC1: true,
    inC2: true,
    explainedMoves: [{ date: '2013-01-24', reason: 'Q4 2012 earnings: first profit and subscriber beat (+42%)' }],
  }),
  (() => {
    const p = a2a3('PLTR', { splits: [] });
    p.segments = [{ ...A3('PLTR') }];
    p.dividends = [];
    p.dividendChecks = [];
    p.checks.push({ mode: 'level', a: A2('PLTR'), b: A3('PLTR') });
    p.checks.splice(0, 1);
    return p;
  })(),
  {
    ticker: 'AAPL',
    splits: [split('2014-06-09', 7, 'explicit row in C1 and C2'), split('2020-08-31', 4, 'explicit row in C1 and C2')],
    segments: [A2('AAPL'), { ...A1('AAPL'), from: '2024-03-11', scaleToPrevious: true }],
    dividends: [
      { ...C1('AAPL'), method: 'explicit', to: '2020-12-11' },
      { ...A2('AAPL'), method: 'adjclose', from: '2020-12-12' },
    ],
    checks: [
      { mode: 'level', a: C1('AAPL'), b: A2('AAPL') },
      { mode: 'ratio', a: A1('AAPL'), b: { ...A2('AAPL'), field: 'adjClose' } },
    ],
    dividendChecks: [
      { a: { ...C1('AAPL'), method: 'explicit', from: DATASET_START }, b: { ...A2('AAPL'), method: 'adjclose', to: '2020-12-11' } },
      { a: { ...C2('AAPL'), method: 'explicit', from: DATASET_START }, b: { ...A2('AAPL'), method: 'adjclose', to: '2021-08-17' } },
    ],
    explainedMoves: [],
    notes: [AUTO_TAIL_NOTE.replace('{stitch}', '2024-03-08').replace('{last}', '2024-03-08')],
  },
  {
    ticker: 'BABA',
    splits: [],
    segments: [A2('BABA'), { ...A4, from: '2024-03-11', scaleToPrevious: true, dropLastRow: 'intraday partial bar (file committed 2026-03-26 ~10:28 New York)' }],
    dividends: [{ ...A2('BABA'), method: 'adjclose' }],
    checks: [{ mode: 'ratio', a: A4, b: { ...A2('BABA'), field: 'adjClose' } }],
    dividendChecks: [],
    explainedMoves: [],
    notes: [AUTO_TAIL_NOTE.replace('{stitch}', '2024-03-08').replace('{last}', '2024-03-08')],
  },
  {
    ticker: 'HOOD',
    splits: [],
    segments: [A2('HOOD'), { ...A1('HOOD'), from: '2024-03-11', scaleToPrevious: true }],
    dividends: [],
    checks: [{ mode: 'level', a: A1('HOOD'), b: A2('HOOD') }],
    dividendChecks: [],
    explainedMoves: [{ date: '2021-08-04', reason: 'post-IPO retail rally (+50%)' }],
    notes: ['HOOD pays no dividends, so its auto-adjusted A1 tail equals traded prices (checked: level A1 vs A2).'],
  },
];
