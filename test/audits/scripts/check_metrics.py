"""Recomputes a result's headline metrics from its own equity curve and trades (audit 6).

CAGR over calendar days (365, null under 358 days as documented), max drawdown with the start balance as the first peak, Sharpe of
daily excess returns over the 3-month T-bill (bundled rates.csv, last value on or before the day)
from the start balance, win rate = trades with pnl > 0 / trades. Independent of the engine's code.
usage: python3 check_metrics.py result.json [...]
"""
import csv, json, math, sys, datetime as dt

rates = [(r['date'], float(r['dgs3mo'])) for r in csv.DictReader(open('functions/market/data/rates.csv')) if r['dgs3mo'] not in ('', 'NaN')]

def rate_on(d):
    v = 0.0
    for rd, x in rates:
        if rd <= d: v = x
        else: break
    return v / 100

for path in sys.argv[1:]:
    r = json.load(open(path))
    curve = [(c['date'], c['equity']) if isinstance(c, dict) else tuple(c) for c in r['equity_curve']]
    start = r['start_balance']
    eq = [e for _, e in curve]
    end = eq[-1]
    d0 = dt.date.fromisoformat(r['data_period']['start_date']); d1 = dt.date.fromisoformat(curve[-1][0])
    years = (d1 - d0).days / 365
    cagr = ((end / start) ** (1 / years) - 1) * 100 if (d1 - d0).days >= 358 else None
    peak, mdd = start, 0.0
    for e in eq:
        peak = max(peak, e); mdd = max(mdd, (peak - e) / peak)
    prev, ex = start, []
    for d, e in curve:
        ex.append(e / prev - 1 - rate_on(d) / 252); prev = e
    m = sum(ex) / len(ex); sd = math.sqrt(sum((x - m) ** 2 for x in ex) / (len(ex) - 1))
    sharpe = m / sd * math.sqrt(252)
    wins = sum(1 for t in r['trades'] if t['pnl'] > 0)
    wr = 100 * wins / len(r['trades'])
    tot = (end / start - 1) * 100
    out = {'file': path.split('/')[-1], 'end_vs_last_equity': [r['end_balance'], end],
           'total_return': [round(r['total_return_pct'], 4), round(tot, 4)],
           'cagr': [r['cagr_pct'], None if cagr is None else round(cagr, 4)],
           'max_dd': [r['max_drawdown_pct'], round(mdd * 100, 4)],
           'sharpe': [r['sharpe_ratio'], round(sharpe, 4)],
           'win_rate': [round(r['win_rate'], 4), round(wr, 4)],
           'trades': [r['total_trades'], len(r['trades'])],
           'total_pnl_vs_end_minus_start': [r['total_pnl'], round(end - start, 2)]}
    print(json.dumps(out))
