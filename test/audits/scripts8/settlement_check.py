"""Audit 8: each multi-leg trade that ended at expiration, settled from the bundled bars apart
from the engine: the expiry is the exit date, every leg's exit is its intrinsic value at that day's
close (PM settlement; an SPX third-Friday monthly, AM, would settle at the open: listed apart), and
the trade's P&L = sum over legs of (entry - exit) x 100 x contracts for a short, the reverse for a
long, less the commissions. Also every trade's P&L from its legs (any exit).
usage: python3 settlement_check.py result.json TICKER
"""
import csv, json, sys

res = json.load(open(sys.argv[1])); tk = sys.argv[2]
bars = {b['date']: b for b in csv.DictReader(open(f'functions/market/data/bars/{tk}.csv'))}
bad, n_exp, n_all, am = [], 0, 0, []
for i, t in enumerate(res['trades']):
    legs_in, legs_out = t['entry_contracts'], t.get('exit_contracts') or []
    pnl = 0.0
    for a, b in zip(legs_in, legs_out):
        sign = 1 if a['side'] == 'short' else -1
        pnl += sign * (a['price'] - b['price']) * 100 * a['quantity']
    pnl -= t['commissions']
    n_all += 1
    if abs(round(pnl, 2) - t['pnl']) > 0.005:
        bad.append((i, 'pnl from legs', t['pnl'], round(pnl, 2)))
    if t['exit_scenario'] != 'EXPIRATION':
        continue
    n_exp += 1
    d = t['exit_date']; close = float(bars[d]['close'])
    for a, b in zip(legs_in, legs_out):
        c = a['contract']
        if c['expiry_date'] != d:
            bad.append((i, 'expiry', c['expiry_date'], d))
        if not c['id'].startswith('SPXW') and tk == 'SPX':
            am.append((i, c['id'])); continue
        k = c['strike']
        intrinsic = max(0.0, (close - k) if c['call_or_put'] == 'call' else (k - close))
        if abs(round(intrinsic, 2) - b['price']) > 0.005:
            bad.append((i, 'settlement', c['id'], b['price'], round(intrinsic, 2), close))
print(json.dumps({'trades': n_all, 'expired': n_exp, 'am_settled_skipped': am, 'mismatches': bad}))
