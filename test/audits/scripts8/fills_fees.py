"""Audit 8: every multi-leg fill and commission recomputed from the quotes stored on the legs, by
README's rules ('End of day', 'On the tick', 'Exchange fee on SPX'), apart from fill-model.ts.

Fill: the price source's price (mid; or the last, the mid when the last is outside the bid/ask),
minus (a sale) / plus (a buy) slippage_pct_of_spread of the spread, to the class's tick on the
trader's worse side (SPX $0.05 under $3, $0.10 from $3; SPY/QQQ/IWM $0.01; other tickers $0.01
under $3, $0.05 from $3), never past the bid or ask; on an imported result never better than the
midpoint. Commissions: each traded contract pays commission_per_contract, plus on SPX Cboe's fee
($0.44 from 2019-02-07 and before; from 2024-11-01 $0.36 under a $1.00 premium, $0.45 from it).
A leg settled at expiration or by assignment trades nothing and pays nothing.
usage: python3 fills_fees.py result.json TICKER
"""
import json, math, sys

res = json.load(open(sys.argv[1])); tk = sys.argv[2]
costs = res['costs']; slip = costs['slippage_pct_of_spread'] / 100; src = costs['price_source']
imported = res.get('data_source') == 'imported'
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
    if imported:
        p = min(p, mid) if sell else max(p, mid)
    t = tick(p)
    p = math.floor(p / t + EPS) * t if sell else math.ceil(p / t - EPS) * t
    if sell: p = max(p, bid) if bid > 0 else max(p, 0)
    else: p = min(p, ask)
    return round(p, 2)

def fee(date, price):
    if tk != 'SPX' or not costs.get('exchange_fees', False): return 0.0
    if date < '2024-11-01': return 0.44
    return 0.36 if price < 1 else 0.45

bad, n_fills, n_trades = [], 0, 0
com_total = 0.0
for i, t in enumerate(res['trades']):
    n_trades += 1
    expect_com = 0.0
    for leg in t['entry_contracts']:
        f = fill(leg['contract'], leg['side'] == 'short'); n_fills += 1
        if abs(f - leg['price']) > 0.005: bad.append((i, 'entry', leg['contract']['id'], leg['price'], f))
        expect_com += leg['quantity'] * (costs['commission_per_contract'] + fee(t['entry_date'], leg['price']))
    settled = t['exit_scenario'] in ('EXPIRATION',) 
    for leg in t.get('exit_contracts') or []:
        if settled or t['exit_scenario'] == 'ASSIGNMENT':
            continue  # checked by hand (settlement at intrinsic; an assignment's other legs)
        f = fill(leg['contract'], leg['side'] == 'long'); n_fills += 1
        if abs(f - leg['price']) > 0.005: bad.append((i, 'exit', leg['contract']['id'], leg['price'], f))
        expect_com += leg['quantity'] * (costs['commission_per_contract'] + fee(t['exit_date'], leg['price']))
    if t['exit_scenario'] != 'ASSIGNMENT' and abs(round(expect_com, 2) - t['commissions']) > 0.005:
        bad.append((i, 'commissions', t['commissions'], round(expect_com, 2)))
    com_total += t['commissions']
print(json.dumps({'trades': n_trades, 'fills_checked': n_fills, 'commissions_total': round(com_total, 2), 'mismatches': bad}))
