"""Audit 7: the buy and hold with each dividend reinvested in the underlying at the ex-date's close
(the usual meaning of 'total return', e.g. an adjusted close), beside the engine's benchmark, which
keeps the dividends as cash earning the T-bill (README). Bundled CSVs only; SPY/QQQ-like tickers
without splits in the range, or SPX with SPY's dividends in index points.
usage: python3 benchmark_reinvested.py result.json TICKER
"""
import csv, json, sys
D = 'functions/market/data'
r = json.load(open(sys.argv[1])); tk = sys.argv[2]
rows = lambda p: list(csv.DictReader(open(p)))
close = {b['date']: float(b['close']) for b in rows(f'{D}/bars/{tk}.csv')}
spy = {b['date']: float(b['close']) for b in rows(f'{D}/bars/SPY.csv')}
divs = {d['date']: float(d['amount']) for d in rows(f'{D}/dividends.csv') if d['ticker'] == ('SPY' if tk == 'SPX' else tk)}
days = [c['date'] if isinstance(c, dict) else c[0] for c in r['equity_curve']]
shares = r['start_balance'] / close[days[0]]; prev = days[0]
for d in days[1:]:
    for xd, amt in divs.items():
        if prev < xd <= d:
            per = amt
            if tk == 'SPX':
                before = max(x for x in spy if x < xd); per *= close[before] / spy[before]
            shares += shares * per / close[d]
    prev = d
end = shares * close[days[-1]]
print(json.dumps({'reinvested_return_pct': round((end / r['start_balance'] - 1) * 100, 4), 'engine_benchmark_return_pct': r['benchmark_return_pct'], 'strategy_return_pct': r['total_return_pct']}))
