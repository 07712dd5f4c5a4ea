"""Audit 8: did any multi-leg position open at more units than the margin caps allow, or fewer?
README/sizing.ts rule: units = min(floor(position% x E / m), floor((portfolio% x E - open margin) / m),
max_units_per_position), where m is the position's Reg-T margin per unit (width - credit for a
vertical: recomputed here from the legs), E the equity at the entry day's close before the entry
(= the day's recorded equity less the new position's own effect: its net premium less its entry
commissions, plus its legs at the close marks), and the open margin that of the positions still
open after that day's exits. Also: the portfolio's margin after the entry never above the equity.
usage: python3 sizing_check.py request.json result.json
"""
import json, math, sys

req = json.load(open(sys.argv[1])); res = json.load(open(sys.argv[2]))
s = req['strategy']
pp = s.get('max_margin_percentage_per_position', 20) / 100
pf = s.get('max_margin_percentage_per_portfolio', 100) / 100
cap = s.get('max_units_per_position') or math.inf
src = res['costs']['price_source']; com = res['costs']['commission_per_contract']
eq = {e['date']: e['equity'] for e in res['equity_curve']}
trades = res['trades']

def mark(c):
    mid = (c['bid_price'] + c['ask_price']) / 2
    last = c['last_trade_price']
    return mid if src == 'mid' or not (c['bid_price'] <= last <= c['ask_price']) else last

def margin_per_unit(legs):
    """Vertical (one short, one long, same expiry and type): width - credit, floored at the debit."""
    sh = [l for l in legs if l['side'] == 'short']; lg = [l for l in legs if l['side'] == 'long']
    net = sum((1 if l['side'] == 'short' else -1) * l['price'] * 100 for l in legs)
    if len(sh) == 1 and len(lg) == 1:
        w = abs(sh[0]['contract']['strike'] - lg[0]['contract']['strike']) * 100
        unsafe = (sh[0]['contract']['call_or_put'] == 'put' and lg[0]['contract']['strike'] > sh[0]['contract']['strike']) or \
                 (sh[0]['contract']['call_or_put'] == 'call' and lg[0]['contract']['strike'] < sh[0]['contract']['strike'])
        return max(0.0, -net) if unsafe else w - net
    raise SystemExit('only verticals here')

bad, tight = [], []
for i, t in enumerate(trades):
    d = t['entry_date']; legs = t['entry_contracts']; q = legs[0]['quantity']
    m = round(margin_per_unit(legs), 2)
    if abs(m * q - t['entry_margin_required']) > 0.01:
        bad.append((i, 'margin', t['entry_margin_required'], m * q))
    net = sum((1 if l['side'] == 'short' else -1) * l['price'] * 100 * q for l in legs)
    entry_com = sum(l['quantity'] for l in legs) * com + (t.get('exchange_fees', 0) / 2 if t['exit_scenario'] != 'EXPIRATION' else t.get('exchange_fees', 0))
    value = sum((-1 if l['side'] == 'short' else 1) * mark(l['contract']) * 100 * q for l in legs)
    # a position also opened or closed that day by others is in eq[d]; the new one's effect removed
    E = eq[d] - (net - entry_com + value)
    open_m = sum(o['entry_margin_required'] for o in trades if o['entry_date'] < d < o['exit_date'] or (o['entry_date'] < d and o['exit_date'] > d))
    want = min(math.floor(pp * E / m + 1e-9), math.floor((pf * E - open_m) / m + 1e-9), cap)
    if want != q:
        bad.append((i, d, 'units', q, 'by hand', want, 'E', round(E, 2), 'm', m, 'open', open_m))
    if open_m + m * q > E + 0.01:
        bad.append((i, d, 'portfolio margin above equity', open_m + m * q, E))
    if q == want and want < cap:
        tight.append((i, d, q, round(pp * E / m, 3)))
print(json.dumps({'entries': len(trades), 'mismatches': bad, 'sized_by_margin': len(tight), 'examples': tight[:4]}))
