"""Audit 8: a covered/wheel result's option fills and commissions by README's rules, apart from the
engine: each sale (entry) and buy-back (exit_position) from the quote stored on it, as fills_fees.py
computes a multi-leg fill; commissions = commission_per_contract a contract a fill (none on an
expiration or assignment) + commission_per_share on the shares an assignment moves (and on a
no-wheel sale or buy-back of them, which this script does not see: those are in the cash replay).
usage: python3 covered_fills.py result.json TICKER
"""
import json, math, re, sys

res = json.load(open(sys.argv[1])); tk = sys.argv[2]
costs = res['costs']; slip = costs['slippage_pct_of_spread'] / 100; src = costs['price_source']
EPS = 1e-9

def tick(p):
    if tk == 'SPX': return 0.05 if p < 3 else 0.10
    if tk in ('SPY', 'QQQ', 'IWM'): return 0.01
    return 0.01 if p < 3 else 0.05

def fill(c, sell):
    bid, ask, last = c['bid_price'], c['ask_price'], c['last_trade_price']
    mid = (bid + ask) / 2
    base = mid if src == 'mid' or not (bid - EPS <= last <= ask + EPS) else last
    p = base - slip * (ask - bid) if sell else base + slip * (ask - bid)
    t = tick(p)
    p = math.floor(p / t + EPS) * t if sell else math.ceil(p / t - EPS) * t
    return round(max(p, bid) if sell else min(p, ask), 2)

bad, n = [], 0
for i, t in enumerate(res['trades']):
    e = t['entry_position']; q = e['quantity']
    f = fill(e['contract'], True); n += 1
    if abs(f - e['price']) > 0.005: bad.append((i, 'entry', e['price'], f))
    fills = q
    x = t.get('exit_position')
    if x:
        f = fill(x['contract'], False); n += 1
        if abs(f - x['price']) > 0.005: bad.append((i, 'exit', x['price'], f))
        fills += x['quantity']
    want = fills * costs['commission_per_contract']
    m = re.search(r'(\d+) shares (?:called away|bought) at', t['reason'])
    if t['exit_scenario'] in ('ASSIGNMENT', 3) and m:
        want += int(m.group(1)) * costs.get('commission_per_share', 0)
    if abs(round(want, 2) - t['commissions']) > 0.005: bad.append((i, 'commissions', t['commissions'], round(want, 2)))
print(json.dumps({'trades': len(res['trades']), 'fills_checked': n, 'mismatches': bad}))
