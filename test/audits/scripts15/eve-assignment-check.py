"""Audit 15: each ITM short call of a QQQ result held over an ex-date's eve, by hand: assigned when the
dividend is worth more than the same-strike put's mark plus the interest on the strike to expiry
(README's rule: strike x (1 - exp(-r tau)), r the 3-month T-bill of the eve, tau calendar days/365).
Put marks from `npm run -s chain` (the engine's modeled chain: the midpoint), the dividend from the
bundle's dividends.csv, the close from the raw Alpha Vantage file.
usage: python3 eve-assignment-check.py result.json TICKER
"""
import csv, json, math, subprocess, sys, datetime as dt
r = json.load(open(sys.argv[1])); tk = sys.argv[2]
divs = [(row['date'], float(row['amount'])) for row in csv.DictReader(open('functions/market/data/dividends.csv')) if row['ticker'] == tk]
rates = [(row['date'], row['dgs3mo']) for row in csv.DictReader(open('functions/market/data/rates.csv'))]
closes = {row['date']: float(row['4. close']) for row in csv.DictReader(open(f'/work/shared/market-data-raw/etfs/alphavantage-raw-unadjusted_to-2024-11-08/{tk}.csv'))}
days = sorted(closes)
def rate(d):
    v = 0.0
    for rd, x in rates:
        if rd > d: break
        if x not in ('', 'NaN'): v = float(x)
    return v / 100
chains = {}
def put_mark(d, exp, k):
    key = (d, exp)
    if key not in chains:
        out = subprocess.run(['npm', 'run', '-s', 'chain', '--', '--ticker', tk, '--date', d, '--expiry', exp], capture_output=True, text=True).stdout
        chains[key] = json.loads(out)
    q = [x for x in chains[key] if x['call_or_put'] == 'put' and x['strike'] == k]
    return (q[0]['bid_price'] + q[0]['ask_price']) / 2 if q else None
for ex, amt in divs:
    if not (r['data_period']['start_date'] < ex <= r['data_period']['end_date']): continue
    eve = max(d for d in days if d < ex)
    S = closes[eve]
    for i, t in enumerate(r['trades']):
        short = [c for c in t['entry_contracts'] if c['side'] == 'short' and c['contract']['call_or_put'] == 'call'][0]['contract']
        if not (t['entry_date'] <= eve and t['exit_date'] >= eve and short['expiry_date'] >= ex): continue
        k = short['strike']; exp = short['expiry_date']
        if S <= k: continue
        tau = (dt.date.fromisoformat(exp) - dt.date.fromisoformat(eve)).days / 365
        interest = k * (1 - math.exp(-rate(eve) * tau))
        put = put_mark(eve, exp, k)
        assign = amt > (put or 0) + interest
        engine = t['exit_scenario'] == 'ASSIGNMENT' and t['exit_date'] == eve
        print(f"#{i} eve {eve} ex {ex} div {amt} close {S} strike {k} exp {exp}: put {put:.3f} + interest {interest:.3f} = {put + interest:.3f} -> {'assign' if assign else 'hold'}; engine {'assigned' if engine else 'held'} {'OK' if assign == engine else 'DIFFERS'}")
