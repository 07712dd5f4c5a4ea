"""Audit 7: an after-tax estimate recomputed from a result JSON by the rules README states
('Results a trader takes away', After-tax estimate), written apart from shared/analytics/tax.

holding period (equity/ETF options): a closed trade is taxed in its exit year; a written option's
P&L (a multi-leg trade's pnl less its long legs' fill P&L, the costs with it) is short term; the rest
long term only when sold after the entry date's anniversary (date arithmetic, not string compare);
the rest of the year's equity change (interest, open positions; a covered run's shares, whose lots
here were all held under a year: the script checks that from the trades and says so) short term.
Section 1256 (SPX): the year's change in marked equity less its net interest, 60% long / 40% short;
the interest ordinary (short-term rate); a 1256 loss carried to later 1256 gains, never against interest.
Both: short and long netted within a year, net losses carried forward by character.
Since 2026-12-03 (README; audit 7's N3, fixed on branch h-taxex): a long leg exercised, named in the
trade's reason ('Exercised rather than sold: the long K call (n contracts) ...') or expired in the
money at an 'EXPIRATION' exit (not SPX: cash-settled), is short term whatever its holding period (the
shares' holding period starts at the exercise): its fill P&L, all of the trade's non-written P&L
when every long leg was. `--exercise-as-sale` taxes it by the option's holding period, as audit 7 did.
usage: python3 after_tax.py result.json 1256|hp [short%] [long%] [TICKER, for a covered result] [--exercise-as-sale]
"""
import json, sys, datetime as dt

as_sale = '--exercise-as-sale' in sys.argv
sys.argv = [a for a in sys.argv if a != '--exercise-as-sale']
r = json.load(open(sys.argv[1])); regime = sys.argv[2]
st = float(sys.argv[3]) / 100 if len(sys.argv) > 3 else 0.35
lt = float(sys.argv[4]) / 100 if len(sys.argv) > 4 else 0.15
curve = [(c['date'], c['equity']) if isinstance(c, dict) else (c[0], c[1]) for c in r['equity_curve']]
last = {}
for d, e in curve: last[int(d[:4])] = e
prev, ypnl = r['start_balance'], {}
for y in sorted(last): ypnl[y] = last[y] - prev; prev = last[y]

def over_a_year(a, b):
    a, b = dt.date.fromisoformat(a), dt.date.fromisoformat(b)
    try: ann = a.replace(year=a.year + 1)
    except ValueError: ann = a.replace(year=a.year + 1, day=28)  # Feb 29: the anniversary is Feb 28 → a sale from Mar 1 is over a year
    return b > ann

covered = 'entry_position' in r['trades'][0] if r['trades'] else False
unreal = {}
if covered:
    # The shares' unrealised P&L at each year end against their tax basis (README: lots are taxed when
    # sold or called away, and at the run's end as if sold): rebuilt from the trades and the bundled bars.
    # Runs without splits; all lots here are held under a year (checked below), so all short term.
    import csv
    tk = sys.argv[5]
    close = {b['date']: float(b['close']) for b in csv.DictReader(open(f'functions/market/data/bars/{tk}.csv'))}
    days = sorted(d for d in close if r['data_period']['start_date'] <= d <= r['data_period']['end_date'])
    lots = []  # [shares, basis $, acquired]
    events = {}
    for t in r['trades']:
        events.setdefault(t['exit_date'], []).append(t)
    first = r['trades'][0]
    if first['entry_position']['contract']['call_or_put'] == 'call':
        n = first['entry_position']['quantity'] * 100
        lots.append([n, n * close[days[0]], days[0]])
    long_held = False
    for d in days:
        for t in events.get(d, []):
            if t['exit_scenario'] != 3: continue
            c = t['entry_position']['contract']; n = t['entry_position']['quantity'] * 100
            if c['call_or_put'] == 'put':
                lots.append([n, c['strike'] * n - (t['pnl'] + t['settlement_price'] * n), d])
            else:
                sold = lots.pop(0)
                long_held |= over_a_year(sold[2], d)
                if not r.get('wheel_enabled', False) and not any(x['entry_position']['contract']['call_or_put'] == 'put' for x in r['trades']):
                    lots.append([n, n * close[d], d])  # a covered call alone buys the shares back at that close
        if d[:4] != (days[days.index(d) + 1][:4] if d != days[-1] else ''):
            unreal[int(d[:4])] = sum(n * close[d] - b for n, b, _ in lots)
    unreal[int(days[-1][:4])] = 0.0  # the last year: held lots taxed as if sold
    print('lots held over a year at a sale:', long_held, '| unrealised at year ends:', {y: round(v, 2) for y, v in unreal.items()}, file=sys.stderr)
def exercised(t, i):
    """Long leg i left by exercise: named in the reason, or expired in the money (an equity option's exercise by exception)."""
    x = t['exit_contracts'][i]; c = x['contract']
    if c['id'].startswith('SPX'): return False
    reason = t['reason']
    if 'Exercised rather than sold: ' in reason:
        names = reason.split('Exercised rather than sold: ', 1)[1]
        if f"the long {c['strike']:g} {c['call_or_put']} ({x['quantity']} contract" in names: return True
    expired = c['expiry_date'] <= t['exit_date'] or all(e['contract']['expiry_date'] > t['exit_date'] for e in t['exit_contracts'])
    return t.get('exit_scenario') == 'EXPIRATION' and expired and x['price'] > 0

real = {}
moved = 0.0
for t in r['trades']:
    y = int(t['exit_date'][:4]); b = real.setdefault(y, [0.0, 0.0])
    if covered:
        b[0] += t['pnl']; continue
    longs = [(i, c) for i, c in enumerate(t['entry_contracts']) if c['side'] == 'long']
    leg_pnl = {i: (t['exit_contracts'][i]['price'] - c['price']) * 100 * c['quantity'] for i, c in longs}
    if any(c['side'] == 'short' for c in t['entry_contracts']):
        long_pnl = sum(leg_pnl.values())
        written = t['pnl'] - long_pnl
    else:
        long_pnl, written = t['pnl'], 0.0
    ex = [i for i, _ in longs if exercised(t, i)] if not as_sale else []
    ex_pnl = long_pnl if ex and len(ex) == len(longs) else sum(leg_pnl[i] for i in ex)
    b[0] += written
    if over_a_year(t['entry_date'], t['exit_date']):
        b[0] += ex_pnl; b[1] += long_pnl - ex_pnl; moved += ex_pnl
    else:
        b[0] += long_pnl
interest = {x['year']: x['earned'] - x['paid'] for x in r.get('interest_by_year', [])}
cs = cl = ci = 0.0; total = 0.0; rows = []
def net(s, l):
    if s < 0 < l or l < 0 < s:
        n = s + l
        return (min(n, 0), max(n, 0)) if s < 0 else (max(n, 0), min(n, 0))
    return s, l
for y in sorted(ypnl):
    p = ypnl[y]
    if regime == '1256':
        i = interest.get(y, 0.0); marked = p - i
        ordinary = i - ci; ci = max(0.0, -ordinary)
        n = marked - cs; cs = max(0.0, -n)
        s = max(0.0, n) * 0.4 + max(0.0, ordinary); l = max(0.0, n) * 0.6
    else:
        s0, l0 = real.get(y, [0.0, 0.0])
        if covered: p = p - (unreal.get(y, 0.0) - unreal.get(y - 1, 0.0))
        outside = p - s0 - l0
        s, l = net(s0 + outside - cs, l0 - cl)
        cs, cl = max(0.0, -s), max(0.0, -l); s, l = max(0.0, s), max(0.0, l)
    tax = round(s * st + l * lt, 2); total += tax
    rows.append({'year': y, 'taxable_base': round(p, 2), 'st': round(s, 2), 'lt': round(l, 2), 'tax': tax})
end = curve[-1][1]
if moved: print('exercised long P&L held over a year, short term:', round(moved, 2), file=sys.stderr)
print(json.dumps({'years': rows, 'totalTax': round(total, 2), 'afterTaxReturnPct': round((end - total) / r['start_balance'] * 100 - 100, 4), 'carryForward': round(cs + cl + ci, 2)}))
