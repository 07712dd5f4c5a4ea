"""Audit 8: a result's Sharpe beside its total return, and the same ratio on daily log returns
(whose mean compounds: it has the sign of the run's growth over the T-bill). A positive Sharpe on
a run that lost money comes from the arithmetic mean of daily returns exceeding the geometric one
by about variance / 2 a day (volatility drag).
usage: python3 sharpe_sign.py result.json…
"""
import csv, json, math, sys

rates = [(r['date'], float(r['dgs3mo'])) for r in csv.DictReader(open('functions/market/data/rates.csv')) if r['dgs3mo'] not in ('', 'NaN')]
def rf(d):
    v = 0.0
    for x, y in rates:
        if x <= d: v = y
        else: break
    return max(0.0, v / 100)

for p in sys.argv[1:]:
    r = json.load(open(p))
    prev = r['start_balance']; ar, lg = [], []
    for e in r['equity_curve']:
        d, v = (e['date'], e['equity']) if isinstance(e, dict) else (e[0], e[1])
        x = v / prev - 1; k = rf(d) / 252
        ar.append(x - k); lg.append(math.log(1 + x) - k) if x > -1 else lg.append(float('-inf'))
        prev = v
    def sr(v):
        m = sum(v) / len(v); sd = math.sqrt(sum((a - m) ** 2 for a in v) / (len(v) - 1))
        return round(m / sd * math.sqrt(252), 4), m
    (s1, m1), (s2, m2) = sr(ar), sr(lg)
    print(json.dumps({'file': p.split('/')[-1], 'total_return_pct': r['total_return_pct'], 'max_dd_pct': r['max_drawdown_pct'],
                      'engine_sharpe': r['sharpe_ratio'], 'sharpe_recomputed': s1, 'sharpe_log_returns': s2,
                      'mean_daily_excess': round(m1 * 100, 4), 'mean_daily_log_excess': round(m2 * 100, 4)}))
