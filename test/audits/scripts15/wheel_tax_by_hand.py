"""Audit 15: a wheel's after-tax estimate by hand from its trades alone (holding-period regime).

Written apart from shared/analytics/tax: the lots are rebuilt here from the trades, not read from
`shares_by_year`. Rules (IRS Pub. 550 as README reads it):
- a put assigned (exit ASSIGNMENT, early or at expiry) buys 100 x contracts shares at the strike; the
  premium less its commissions lowers their basis; the holding period starts at the assignment;
- a call assigned sells lots first in first out at the strike; its premium less its commissions is
  added to the amount realised;
- a written option that expires or is bought back: its P&L is short term in its exit year;
- wash sale (IRC 1091): a share sale at a loss with shares acquired within 30 days before or after
  it (not the sold lot itself) is disallowed; the loss goes into the replacement lot's basis and is
  realised when that lot is sold (itself maybe washed); the replacement keeps its own holding period
  plus the washed lot's (tacked; irrelevant here when all are short term);
- lots still held at the end: as if sold at the last close (last year);
- interest and dividends ordinary (short-term rate), netted with the year's capital result (README);
- each year: short and long netted, a net loss carried forward by character.
usage: python3 wheel_tax_by_hand.py result.json TICKER [short%] [long%]
Prints each lot, each wash, each year's taxable figures and the total tax.
"""
import csv, json, sys, datetime as dt

r = json.load(open(sys.argv[1])); tk = sys.argv[2]
st = float(sys.argv[3]) / 100 if len(sys.argv) > 3 else 0.35
lt = float(sys.argv[4]) / 100 if len(sys.argv) > 4 else 0.15
D = dt.date.fromisoformat

def held_over_year(a, b):
    a, b = D(a), D(b)
    try: ann = a.replace(year=a.year + 1)
    except ValueError: ann = a.replace(year=a.year + 1, day=28)
    return b > ann

lots = []   # dict(id, date, shares, basis, left)
sales = []  # dict(lot, date, shares, proceeds, basis)
option_st = {}
for t in sorted(r['trades'], key=lambda t: (t['exit_date'], t['entry_date'])):
    e = t['entry_position']; c = e['contract']; q = e['quantity']; y = int(t['exit_date'][:4])
    if t['exit_scenario'] != 'ASSIGNMENT':
        option_st[y] = option_st.get(y, 0) + t['pnl']; continue
    n = 100 * q; prem_net = e['price'] * n - t['commissions']
    if c['call_or_put'] == 'put':
        lots.append(dict(id=len(lots), date=t['exit_date'], shares=n, basis=c['strike'] * n - prem_net, left=n))
    else:
        need = n
        for lot in lots:
            if need == 0: break
            if lot['left'] == 0: continue
            k = min(need, lot['left']); part = k / lot['shares']
            sales.append(dict(lot=lot['id'], date=t['exit_date'], shares=k,
                              proceeds=(c['strike'] * n + prem_net) * k / n, basis=lot['basis'] * part,
                              acq=lot['date']))
            lot['left'] -= k; need -= k
        assert need == 0, 'call assigned with no shares'

# wash sales, in date order: a loss moves into the first replacement lot bought within +-30 days
extra = {l['id']: 0.0 for l in lots}
realised = {}
for s in sorted(sales, key=lambda s: s['date']):
    s['basis'] += extra[s['lot']] * s['shares'] / next(l['shares'] for l in lots if l['id'] == s['lot'])
    gain = s['proceeds'] - s['basis']
    repl = [l for l in lots if l['id'] != s['lot'] and abs((D(l['date']) - D(s['date'])).days) <= 30
            and not (D(l['date']) < D(s['date']) and l['left'] == 0 and l['id'] < s['lot'])]
    if gain < 0 and repl:
        to = repl[0]; extra[to['id']] += -gain
        print(f"wash: lot {s['lot']} sold {s['date']} loss {gain:.2f} -> lot {to['id']} bought {to['date']}")
        continue
    y = int(s['date'][:4]); lt_ = held_over_year(s['acq'], s['date'])
    realised.setdefault(y, [0.0, 0.0])[1 if lt_ else 0] += gain
    print(f"sale: lot {s['lot']} {s['date']} {s['shares']} sh gain {gain:.2f}{' LT' if lt_ else ''}")

# lots held at the end, as if sold at the last close
end = r['data_period']['end_date']
close = {b['date']: float(b['close']) for b in csv.DictReader(open(f'functions/market/data/bars/{tk}.csv'))}
last_day = max(d for d in close if d <= end); ylast = int(end[:4])
for l in lots:
    if l['left']:
        gain = l['left'] * close[last_day] - (l['basis'] + extra[l['id']]) * l['left'] / l['shares']
        lt_ = held_over_year(l['date'], last_day)
        realised.setdefault(ylast, [0.0, 0.0])[1 if lt_ else 0] += gain
        print(f"held at end: lot {l['id']} {l['left']} sh at {close[last_day]} gain {gain:.2f}")

interest = {i['year']: i['earned'] - i['paid'] for i in r.get('interest_by_year', [])}
divs = {}
for y in r.get('shares_by_year', []): divs[y['year']] = y.get('dividends', 0)
years = sorted(set(option_st) | set(realised) | set(interest))
cs = cl = 0.0; total = 0.0
for y in years:
    s_ = option_st.get(y, 0) + realised.get(y, [0, 0])[0] + interest.get(y, 0) + divs.get(y, 0) - cs
    l_ = realised.get(y, [0, 0])[1] - cl
    if s_ < 0 and l_ > 0: l_ += s_; s_ = 0 if l_ >= 0 else 0; s_ = min(0, l_) if l_ < 0 else 0; l_ = max(0, l_)
    elif l_ < 0 and s_ > 0: s_ += l_; l_ = min(0, s_); s_ = max(0, s_)
    cs, cl = max(0, -s_), max(0, -l_)
    tax = max(0, s_) * st + max(0, l_) * lt; total += tax
    print(f"{y}: options {option_st.get(y,0):.2f} shares realised {realised.get(y,[0,0])} interest {interest.get(y,0):.2f} -> taxable st {max(0,s_):.2f} lt {max(0,l_):.2f}, carry {cs:.2f}/{cl:.2f}, tax {tax:.2f}")
print(f"total tax {total:.2f}; pre-tax P&L {r['total_pnl']:.2f}; after-tax return {(r['total_pnl'] - total) / r['start_balance'] * 100:+.2f}%")
