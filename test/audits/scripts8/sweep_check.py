"""Audit 8: a robustness-lab sweep's cells against the same requests run alone by the CLI.
For each cell: the lab's metrics against the CLI result's; then from the CLI's own equity curve,
apart from the lab's code, README's formulas: in sample = the first floor(0.7 n) trading days from
the start balance, out of sample = the rest from the last in-sample equity (return and Sharpe of the
daily excess returns x sqrt(252)), calendar-year returns (each year from the last equity of the year
before, the first from the start balance), and the moments of the daily excess returns (n, per-day
Sharpe, skewness, kurtosis: population moments, kurtosis not in excess), and the segments' idle
flags from the trades (out of sample idle: no trade open on or after the split date).
usage: python3 sweep_check.py cells.json CELLDIR
"""
import csv, json, math, sys

cells = json.load(open(sys.argv[1])); cdir = sys.argv[2]
rates = [(r['date'], float(r['dgs3mo'])) for r in csv.DictReader(open('functions/market/data/rates.csv')) if r['dgs3mo'] not in ('', 'NaN')]
def rf(d):
    v = 0.0
    for x, y in rates:
        if x <= d: v = y
        else: break
    return max(0.0, v / 100) / 252

def sharpe(ex):
    if len(ex) < 2: return None
    m = sum(ex) / len(ex); sd = math.sqrt(sum((a - m) ** 2 for a in ex) / (len(ex) - 1))
    return None if sd == 0 else m / sd * math.sqrt(252)

def close(a, b, tol):
    if a is None or b is None: return a is None and b is None
    return abs(a - b) <= tol

bad, n = [], 0
for c in cells:
    n += 1
    r = json.load(open(f"{cdir}/cell-{c['index']}.result.json"))
    m = c['metrics']
    for k in ('total_pnl', 'total_return_pct', 'cagr_pct', 'sharpe_ratio', 'max_drawdown_pct', 'win_rate', 'total_trades'):
        if m[k] != r[k]:
            bad.append((c['index'], k, m[k], r[k]))
    eq = [(e['date'], e['equity']) if isinstance(e, dict) else (e[0], e[1]) for e in r['equity_curve']]
    start = r['start_balance']
    prev, ex = start, []
    for d, v in eq:
        ex.append(v / prev - 1 - rf(d)); prev = v
    k = math.floor(0.7 * len(eq))
    ins = (eq[k - 1][1] / start - 1) * 100; outs = (eq[-1][1] / eq[k - 1][1] - 1) * 100
    if eq[k][0] != c['split_date']: bad.append((c['index'], 'split_date', c['split_date'], eq[k][0]))
    if not close(c['in_sample']['return_pct'], ins, 1e-4): bad.append((c['index'], 'in_sample', c['in_sample']['return_pct'], ins))
    if not close(c['out_sample']['return_pct'], outs, 1e-4): bad.append((c['index'], 'out_sample', c['out_sample']['return_pct'], outs))
    si, so = sharpe(ex[:k]), sharpe(ex[k:])
    if not close(c['in_sample']['sharpe'], None if si is None else round(si, 4), 1e-3): bad.append((c['index'], 'in_sharpe', c['in_sample']['sharpe'], si))
    if not c['out_sample'].get('idle') and not close(c['out_sample']['sharpe'], None if so is None else round(so, 4), 1e-3): bad.append((c['index'], 'out_sharpe', c['out_sample']['sharpe'], so))
    first_day = eq[0][0]
    in_idle = not any(t['entry_date'] < c['split_date'] and t['exit_date'] >= first_day for t in r['trades'])
    out_idle = not any(t['exit_date'] >= c['split_date'] for t in r['trades'])
    if in_idle != bool(c['in_sample'].get('idle')) or out_idle != bool(c['out_sample'].get('idle')):
        bad.append((c['index'], 'idle', c['in_sample'].get('idle'), c['out_sample'].get('idle'), in_idle, out_idle))
    years, base = {}, start
    for i, (d, v) in enumerate(eq):
        y = d[:4]
        if i + 1 == len(eq) or eq[i + 1][0][:4] != y:
            years[y] = v / base - 1; base = v
    for y, v in years.items():
        if not close(c['yearly'].get(y), v, 1e-6): bad.append((c['index'], 'year', y, c['yearly'].get(y), v))
    mu = sum(ex) / len(ex); sd = math.sqrt(sum((a - mu) ** 2 for a in ex) / len(ex))
    skew = sum((a - mu) ** 3 for a in ex) / len(ex) / sd ** 3; kurt = sum((a - mu) ** 4 for a in ex) / len(ex) / sd ** 4
    sdS = math.sqrt(sum((a - mu) ** 2 for a in ex) / (len(ex) - 1))
    mo = c['moments']
    if mo['n'] != len(ex) or not close(mo['sr'], mu / sdS, 1e-6) or not close(mo['skew'], skew, 1e-3) or not close(mo['kurt'], kurt, 1e-2):
        bad.append((c['index'], 'moments', mo, {'n': len(ex), 'sr': mu / sdS, 'skew': skew, 'kurt': kurt}))
print(json.dumps({'cells': n, 'mismatches': bad}))
