"""Audit 9: each trade held over a split reconciled from the bundled data and OCC's rule alone.

For every trade (multi-leg or covered) whose entry and exit straddle a split of splits.csv:
- the ratio r since the entry (product of the whole-number ratios after the entry, up to the exit);
- each entry leg's `split_adjusted` must be {contracts: quantity × r, strike: round(strike / r, 2),
  shares_per_contract: 100} and the exit leg (same order) at those contracts and strike;
- a leg settled on its expiry day (EXPIRATION / ASSIGNMENT at the expiry) at its intrinsic value
  against the as-traded close (bundled split-adjusted close × the ratios of splits after that day);
- a long the reason says was exercised at a close, or a short it says was assigned early, at its
  intrinsic value against that close, without a contract commission;
- commissions = rate × (the entry contracts + the post-split contracts of each leg closed by a trade,
  not the ones settled at expiration or exercised; a covered call assigned or expired pays no exit commission);
- pnl = Σ legs (entry fill × 100 × quantity − exit fill × 100 × contracts after the split, by side)
  − commissions; a covered assignment: premium − (settlement − adjusted strike) × 100 × contracts.
usage: python3 split_legs.py result.json TICKER
"""
import csv, json, sys

DATA = 'functions/market/data'
res = json.load(open(sys.argv[1]))
tk = sys.argv[2]
splits = [(s['date'], float(s['ratio'])) for s in csv.DictReader(open(f'{DATA}/splits.csv')) if s['ticker'] == tk]
bars = {b['date']: float(b['close']) for b in csv.DictReader(open(f'{DATA}/bars/{tk}.csv'))}
rate = res['costs']['commission_per_contract']

def ratio(a, b):
    r = 1.0
    for d, x in splits:
        if a < d <= b:
            r *= x
    return r

def traded_close(d):
    return bars[d] * ratio(d, '9999-12-31')

def intrinsic(kind, strike, s):
    return max(0.0, s - strike) if kind == 'call' else max(0.0, strike - s)

checked, problems = [], []
for i, t in enumerate(res['trades']):
    r = ratio(t['entry_date'], t['exit_date'])
    if r == 1:
        continue
    close = traded_close(t['exit_date'])
    row = {'trade': i, 'entry': t['entry_date'], 'exit': t['exit_date'], 'ratio': r, 'close': round(close, 4)}
    if 'entry_contracts' in t:
        pnl, comm = 0.0, 0.0
        for e, x in zip(t['entry_contracts'], t['exit_contracts']):
            c = e['contract']
            want = {'contracts': e['quantity'] * r, 'strike': round(c['strike'] / r, 2), 'shares_per_contract': 100}
            got = e.get('split_adjusted')
            if not got or any(abs(got[k] - want[k]) > 1e-9 for k in want):
                problems.append((i, 'split_adjusted', c['id'], got, want))
            if x['quantity'] != want['contracts'] or abs(x['contract']['strike'] - want['strike']) > 1e-9:
                problems.append((i, 'exit leg', x['contract']['id'], x['quantity'], x['contract']['strike'], want))
            settles = c['expiry_date'] == t['exit_date'] and t['exit_scenario'] in ('EXPIRATION', 'ASSIGNMENT')
            # A long the engine exercised at a close (the reason names it: 'Exercised rather than sold: the
            # long 316.67 put (3 contracts)'): its intrinsic value against that close, no contract commission.
            named = f"the long {x['contract']['strike']:g} {c['call_or_put']} ({int(want['contracts'])} contract"
            exercised = e['side'] == 'long' and 'Exercised rather than sold: ' in t['reason'] and named in t['reason']
            # A short assigned early (before its expiry): 'the short 291.67 put was assigned', at intrinsic, no commission.
            assigned = e['side'] == 'short' and f"the short {x['contract']['strike']:g} {c['call_or_put']} was assigned" in t['reason']
            if settles or exercised or assigned:
                v = intrinsic(c['call_or_put'], want['strike'], close)
                if abs(x['price'] - round(v, 2)) > 0.005:
                    problems.append((i, 'settlement', c['id'], x['price'], round(v, 4)))
            else:
                comm += rate * want['contracts']
            comm += rate * e['quantity']
            sign = 1 if e['side'] == 'short' else -1
            pnl += sign * (e['price'] * 100 * e['quantity'] - x['price'] * 100 * want['contracts'])
        row.update(pnl_by_hand=round(pnl - comm, 2), pnl=t['pnl'], comm_by_hand=round(comm, 2), commissions=t['commissions'])
        if abs(pnl - comm - t['pnl']) > 0.005 or abs(comm - t['commissions']) > 0.005:
            problems.append((i, 'pnl/commissions', row))
    else:
        p = t['entry_position']; c = p['contract']
        want = {'contracts': p['quantity'] * r, 'strike': round(c['strike'] / r, 2), 'shares_per_contract': 100}
        got = t.get('split_adjusted')
        if not got or any(abs(got[k] - want[k]) > 1e-9 for k in want):
            problems.append((i, 'split_adjusted', got, want))
        prem = p['price'] * 100 * p['quantity']
        comm = rate * p['quantity']
        if t['exit_scenario'] == 'ASSIGNMENT':
            pay = (close - want['strike']) * 100 * want['contracts']
        elif t['exit_scenario'] == 'EXPIRATION':
            pay = 0.0
        else:
            pay = t['exit_position']['price'] * 100 * want['contracts']; comm += rate * want['contracts']
        row.update(pnl_by_hand=round(prem - pay - comm, 2), pnl=t['pnl'])
        if abs(prem - pay - comm - t['pnl']) > 0.005:
            problems.append((i, 'pnl', row))
    checked.append(row)
print(json.dumps({'checked': checked, 'problems': problems}))
