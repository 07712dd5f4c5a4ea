"""Audit 7: a result's buy-and-hold benchmark rebuilt from the bundled CSVs, apart from the engine, and
its monthly/yearly returns table (README: the start balance in fractional shares at the first close,
dividends received as cash on the ex-date, earning the T-bill like the strategy's cash: DGS3MO of the
previous close's day, actual/365, to the cent; SPX receives SPY's dividends in index points, × the
SPX/SPY close ratio of the last day before the ex-date). Splits: the dividends CSV is in today's units,
so a dividend before a split is multiplied by the later splits' ratios, and the share count by each
ratio on its day. Prints the largest daily gap to the result's `benchmark_equity`, both returns, and
the two tables (strategy and benchmark) as periodReturns computes them, for period_returns.ts to compare.
usage: python3 benchmark.py result.json TICKER
"""
import csv, json, sys, datetime as dt

D = 'functions/market/data'
r = json.load(open(sys.argv[1])); tk = sys.argv[2]
rows = lambda p: list(csv.DictReader(open(p)))
close = {b['date']: float(b['close']) for b in rows(f'{D}/bars/{tk}.csv')}
spy = {b['date']: float(b['close']) for b in rows(f'{D}/bars/SPY.csv')}
src = 'SPY' if tk == 'SPX' else tk
divs = {d['date']: float(d['amount']) for d in rows(f'{D}/dividends.csv') if d['ticker'] == src}
splits = [(s['date'], float(s['ratio'])) for s in rows(f'{D}/splits.csv') if s.get('ticker') == tk]
rates = sorted((x['date'], float(x['dgs3mo'])) for x in rows(f'{D}/rates.csv') if x['dgs3mo'] not in ('', 'NaN'))
def rate_on(d):
    v = 0.0
    for rd, x in rates:
        if rd <= d: v = x
        else: break
    return max(0.0, v / 100)
def later_splits(d):
    f = 1.0
    for sd, ratio in splits:
        if sd > d: f *= ratio
    return f
curve = [(c['date'], c['equity']) if isinstance(c, dict) else (c[0], c[1]) for c in r['equity_curve']]
bench = [(c['date'], c['equity']) if isinstance(c, dict) else (c[0], c[1]) for c in r.get('benchmark_equity', [])]
days = [d for d, _ in curve]
# As-traded close: the bars CSV is split-adjusted to today's units? Detect from the first day's underlying price.
shares = r['start_balance'] / (close[days[0]] * later_splits(days[0]))
cash, mine, prev = 0.0, [], None
for d in days:
    px = close[d] * later_splits(d)
    if prev is not None:
        n = (dt.date.fromisoformat(d) - dt.date.fromisoformat(prev)).days
        cash += round(cash * rate_on(prev) * n / 365, 2)
        for sd, ratio in splits:
            if prev < sd <= d: shares *= ratio
        for xd, amt in divs.items():
            if prev < xd <= d:
                per = amt * later_splits(xd)
                if tk == 'SPX':
                    before = max(x for x in spy if x < xd)
                    per *= close[before] / spy[before]
                cash += shares * per
    mine.append((d, shares * px + cash)); prev = d
gap = max(((d, round(m - b, 2)) for (d, m), (_, b) in zip(mine, bench)), key=lambda x: abs(x[1]), default=None)
def table(c, base):
    month_end = {}
    for d, e in c: month_end[d[:7]] = e
    out, p, years = {}, base, {}
    for ym, e in month_end.items():
        y = int(ym[:4]); row = years.setdefault(y, {'months': [None] * 12, 'start': p, 'end': p})
        row['months'][int(ym[5:7]) - 1] = round((e / p - 1) * 100, 2) if p > 0 else None
        row['end'] = e; p = e
    return {y: {'months': v['months'], 'total': round((v['end'] / v['start'] - 1) * 100, 2)} for y, v in years.items()}
print(json.dumps({'days': len(mine), 'bench_days': len(bench), 'largest_gap': gap,
                  'mine_return_pct': round((mine[-1][1] / r['start_balance'] - 1) * 100, 4),
                  'engine_benchmark_return_pct': r.get('benchmark_return_pct'),
                  'tables': {'strategy': table(curve, r['start_balance']), 'benchmark': table(mine, r['start_balance'])}}))
