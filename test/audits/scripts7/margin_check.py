"""Audit 7: each multi-leg trade's entry margin recomputed from its legs by the Reg T rules README
states ('Spreads': defined risk reserves its maximum loss, naked shorts the 20%/10% rule, longs their
debit; a long covers a short only when it expires on or after it). Same expiry: the requirement is
the position's worst value at expiry (payoff at every strike, at 0 and far above) less the net
premium received, floored at 0 when that is bounded; a short the longs cannot cover (more short calls
than long calls above it, or a long expiring first) is charged naked: the premium + max(20% of the
underlying − the out-of-the-money amount, 10% of the strike [of the underlying for a call]), ×100,
plus the longs' debit. Fills are the legs' entry prices, the underlying the entry close.
usage: python3 margin_check.py result.json
"""
import json, sys

r = json.load(open(sys.argv[1]))
bad, n = [], 0
for i, t in enumerate(r['trades']):
    legs = [(c['side'], c['contract']['call_or_put'], c['contract']['strike'], c['contract']['expiry_date'], c['quantity'], c['price']) for c in t['entry_contracts']]
    s = t['entry_contracts'][0]['contract']['underlying_price']
    premium = sum((1 if sd == 'short' else -1) * q * px * 100 for sd, _, _, _, q, px in legs)
    expiries = {l[3] for l in legs}
    def payoff(x, subset):
        return sum((1 if sd == 'long' else -1) * q * 100 * (max(0, x - k) if cp == 'call' else max(0, k - x)) for sd, cp, k, e, q, px in subset)
    def naked(sd, cp, k, q, px):
        otm = max(0, k - s) if cp == 'call' else max(0, s - k)
        return (px + max(0.2 * s - otm, 0.1 * (s if cp == 'call' else k))) * 100 * q
    shorts = [l for l in legs if l[0] == 'short']
    longs = [l for l in legs if l[0] == 'long']
    calls_short = sum(l[4] for l in shorts if l[1] == 'call'); calls_long = sum(l[4] for l in longs if l[1] == 'call')
    if len(expiries) == 1 and calls_short <= calls_long:
        grid = [0.0] + [l[2] for l in legs] + [max(l[2] for l in legs) * 10]
        worst = min(payoff(x, legs) for x in grid)
        want = max(0.0, -(worst + premium))
    else:
        # Different expiries: a short covered by a long of its type expiring on or after it (a
        # calendar or diagonal) reserves the net debit plus the strikes' gap a diagonal risks; a short
        # no long covers (a reverse calendar's) is naked, and the longs are their debit.
        pool = [list(l) for l in longs]; want = sum(q * px * 100 for sd, cp, k, e, q, px in longs)
        for sd, cp, k, e, q, px in shorts:
            cover = next((l for l in pool if l[1] == cp and l[3] >= e and l[4] >= q), None)
            if cover is None:
                want += naked(sd, cp, k, q, px)
            else:
                cover[4] -= q
                want += max(0.0, (k - cover[2]) if cp == 'put' else (cover[2] - k)) * 100 * q - px * 100 * q
    n += 1
    if abs(want - t['entry_margin_required']) > 0.011: bad.append((i, t['entry_date'], round(want, 2), t['entry_margin_required']))
print(json.dumps({'trades': n, 'margin_mismatches': bad[:10], 'count': len(bad)}))
