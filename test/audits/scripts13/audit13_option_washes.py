"""Area 3: the option wash sales of a saved multi-leg result recomputed by hand (apart from
shared/analytics/tax/option-wash-sales.ts). Each leg of each trade is a position: its fill P&L
(long (exit-entry)*100*qty, short the reverse), plus its share by contracts of the trade's costs
(pnl less the fills). A loss is washed when the same side reopened the same contract (type,
strike, expiry) within 30 calendar days before or after the loss's close, the replacement not the
position itself and not closed before it; matched by contracts in the order opened. Not washable:
a written leg that expired in the money (assigned) or named assigned in the reason, a long leg
exercised (flagged, or expired in the money on a stock/ETF). The deferred loss goes to the
replacement and is released at its close. Prints: positions washed, deferred total (of own
losses), per-year adjustment, and each wash.
usage: python3 test/audits/scripts13/audit13_option_washes.py result.json
"""
import json
import sys
from datetime import date

r = json.load(open(sys.argv[1]))
d = lambda s: date.fromisoformat(s)
pos = []
for t in r['trades']:
    ents, exs = t['entry_contracts'], t['exit_contracts']
    fills = []
    for e, x in zip(ents, exs):
        sh = 100
        cash = (x['price'] * x['quantity'] - e['price'] * e['quantity']) * sh
        fills.append(round(cash if e['side'] == 'long' else -cash, 2))
    costs = t['pnl'] - sum(fills)
    ncon = sum(e['quantity'] for e in ents)
    for k, (e, x) in enumerate(zip(ents, exs)):
        c = e['contract']
        expired = x['contract']['expiry_date'] <= t['exit_date'] and t.get('exit_scenario') == 'EXPIRATION'
        assigned = e['side'] == 'short' and ((expired and x['price'] > 0) or f"the short {x['contract']['strike']} {x['contract']['call_or_put']} was assigned" in t['reason'])
        exercised = e['side'] == 'long' and (x.get('exercised_at_close') or (expired and x['price'] > 0 and not c['id'].startswith('SPX')))
        pos.append(dict(seq=len(pos), opened=t['entry_date'], closed=t['exit_date'], side=e['side'],
                        key=(c['call_or_put'], round(c['strike'], 2), c['expiry_date']), n=e['quantity'],
                        pnl=fills[k] + costs * e['quantity'] / ncon, washable=not assigned and not exercised))
order = sorted(pos, key=lambda p: (p['closed'], p['seq']))
used, carried, adj, washed, deferred, log = {}, {}, {}, 0, 0.0, []
for i, p in enumerate(order):
    extra = carried.pop(p['seq'], 0.0)
    tax = p['pnl'] - extra
    matched, reps = 0, []
    if tax < 0 and p['washable']:
        cands = [q for q in order[i + 1:] if q['side'] == p['side'] and q['key'] == p['key'] and abs((d(q['opened']) - d(p['closed'])).days) <= 30]
        cands.sort(key=lambda q: (q['opened'], q['seq']))
        for q in cands:
            if matched >= p['n']:
                break
            take = min(q['n'] - used.get(q['seq'], 0), p['n'] - matched)
            if take <= 0:
                continue
            used[q['seq']] = used.get(q['seq'], 0) + take
            matched += take
            reps.append((q, take))
    f = matched / p['n']
    y = int(p['closed'][:4])
    booked = (1 - f) * tax
    adj[y] = adj.get(y, 0) + booked - p['pnl']
    if f == 0:
        continue
    washed += 1
    deferred += max(-f * p['pnl'], 0)
    for q, take in reps:
        carried[q['seq']] = carried.get(q['seq'], 0) + (-f * tax) * take / matched
    log.append(f"{p['closed']} {p['side']} {p['key']} x{p['n']} pnl {p['pnl']:.2f} (carried {extra:.2f}) washed {f:.2f} into " + ', '.join(f"{q['opened']}..{q['closed']} x{take}" for q, take in reps))
print(json.dumps(dict(positions=len(pos), washed_positions=washed, deferred=round(deferred, 2), still_carried=round(sum(carried.values()), 2),
                      adjustment_by_year={k: round(v, 2) for k, v in sorted(adj.items())}), indent=1))
for line in log:
    print(line)
