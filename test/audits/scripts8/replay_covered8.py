"""Independent replay of a covered/wheel result's cash ledger (audit 6; audit 8 extends it).

Audit 8: the wording of today's reasons for a covered call or a cash-secured put assigned without
the wheel (the shares bought back / sold at that close, or at the next trading day's close after an
early exercise), and `costs.commission_per_share` on every share trade (assignment, sale, buy-back),
which audit 6's replay did not know.

Reads the bundled CSVs (not the engine) and the result's trade list, rebuilds cash, shares,
dividends and T-bill interest day by day, and prints the end balance beside the engine's.
With a third argument, the option-marks.ts output, also compares each day's equity (cash + shares
at the as-traded close - the open short option's mark) with the engine's equity curve on every day,
and prints the largest difference.
usage: python3 replay_covered.py result.json TICKER [marks.json]
"""
import csv, json, re, sys, datetime as dt

DATA = 'functions/market/data'
res = json.load(open(sys.argv[1]))
tk = sys.argv[2]
start, end = res['data_period']['start_date'], res['data_period']['end_date']

def rows(path):
    with open(path) as f:
        return list(csv.DictReader(f))

bars = [b for b in rows(f'{DATA}/bars/{tk}.csv')]
splits = [(s['date'], float(s['ratio'])) for s in rows(f'{DATA}/splits.csv') if s['ticker'] == tk] if 'ticker' in rows(f'{DATA}/splits.csv')[0] else []
divs = {d['date']: float(d['amount']) for d in rows(f'{DATA}/dividends.csv') if d['ticker'] == tk}
rates = [(r['date'], float(r['dgs3mo'])) for r in rows(f'{DATA}/rates.csv') if r['dgs3mo'] not in ('', 'NaN')]

def factor_after(date):
    """Product of split ratios effective after `date`: as-traded price = adjusted * factor."""
    f = 1.0
    for d, r in splits:
        if d > date:
            f *= r
    return f

def factor_between(a, b):
    """Product of split ratios effective after `a` up to and including `b`."""
    f = 1.0
    for d, r in splits:
        if a < d <= b:
            f *= r
    return f

def as_traded(b):
    return float(b['close']) * factor_after(b['date'])

def rate_on(date):
    r = 0.0
    for d, v in rates:
        if d <= date:
            r = v
        else:
            break
    return max(0.0, r / 100)

days = [b for b in bars if start <= b['date'] <= end]
cash = res['start_balance']
shares = 0
if res['trades'] and res['trades'][0]['entry_position']['contract']['call_or_put'] == 'call':
    # covered call start: the start balance is the shares bought at the first close
    shares = round(res['start_balance'] / as_traded(days[0]))
    cash = 0.0
interest = 0.0
divsum = 0.0
byday = {}
for t in res['trades']:
    byday.setdefault(t['entry_date'], []).append(('entry', t))
    byday.setdefault(t['exit_date'], []).append(('exit', t))
prev = None
pending = []  # share trades booked at the next trading day's close
per_share = res.get('costs', {}).get('commission_per_share', 0) or 0
per_contract = res.get('costs', {}).get('commission_per_contract', 0.65)
sizing_bad, sizing_checked = [], 0
eq = {e[0]: e[1] for e in res['equity_curve']}
marks = json.load(open(sys.argv[3])) if len(sys.argv) > 3 else None
worst, checked = (None, 0.0), 0
for b in days:
    d = b['date']
    if prev is not None:
        n = (dt.date.fromisoformat(d) - dt.date.fromisoformat(prev)).days
        i = round(cash * rate_on(prev) * n / 365, 2) if cash > 0 else round(cash * (rate_on(prev) + 0.015) * n / 360, 2)
        cash += i
        interest += i
    for sd, r in splits:
        if sd == d:
            shares = shares * r
    if d in divs and shares:
        amt = divs[d] * factor_after(d)
        cash += shares * amt
        divsum += shares * amt
    for qty in pending:  # (+ bought / - sold) at this close, the day after an early exercise
        shares += qty; cash -= qty * as_traded(b) + abs(qty) * per_share
    pending = []
    for kind, t in sorted(byday.get(d, []), key=lambda k: 0 if k[0] == 'exit' else 1):
        e = t['entry_position']; c = e['contract']; q = e['quantity']
        mult = 100
        if kind == 'entry':
            if c['call_or_put'] == 'put':
                # sizing (README, Spreads bullet's neighbour): one contract per 100 shares of
                # shares_multiple (split-adjusted), but only as many as the cash before the premium
                # secures at the strike: q = min(cap, floor(cash / (strike x 100)))
                need = c['strike'] * mult
                cap = round(res['start_balance'] / as_traded(days[0]) / 100 * factor_between(days[0]['date'], d))
                if q != min(cap, int((cash + 0.005) // need)):
                    sizing_bad.append((d, c['strike'], q, round(cash, 2)))
                sizing_checked += 1
            cash += e['price'] * mult * q - per_contract * q
        else:
            if t.get('exit_position'):
                x = t['exit_position']
                cash -= x['price'] * mult * x['quantity'] + (t['commissions'] - per_contract * q)
            elif t['exit_scenario'] in (3, 'ASSIGNMENT'):  # the CLI prints the name since 2026-12-03
                k = c['strike']
                m = re.search(r'(\d+) shares (?:called away|bought) at ([\d.]+)', t['reason'])
                if m:  # an OCC-adjusted contract (split) delivers the shares and strike its reason names
                    q = int(m.group(1)) / mult; k = float(m.group(2))
                n = mult * q
                cash -= n * per_share
                if c['call_or_put'] == 'put':
                    shares += n; cash -= k * n
                    if 'shares are sold at the close' in t['reason']:
                        shares -= n; cash += as_traded(b) * n - n * per_share
                    elif "shares are sold at the next trading day's close" in t['reason']:
                        pending.append(-n)
                else:
                    shares -= n; cash += k * n
                    if re.search(r'shares are bought back at (the|that) close', t['reason']):
                        shares += n; cash -= as_traded(b) * n + n * per_share
                    elif "bought back at the next trading day's close" in t['reason']:
                        pending.append(n)
    close = as_traded(b)
    mine = cash + (shares or 0) * close
    if marks is not None and d in eq:
        diff = round(mine - marks[d] - eq[d], 2)
        if abs(diff) > abs(worst[1]):
            worst = (d, diff)
        checked += 1
    prev = d
print(json.dumps({'replayed_end_cash_plus_shares': round(mine, 2), 'engine_end_balance': res['end_balance'],
                  'replayed_interest': round(interest, 2), 'engine_interest': res['interest_earned'] - res['interest_paid'],
                  'replayed_dividends': round(divsum, 2), 'engine_dividends': res.get('dividends_received'),
                  'shares_at_end': shares, 'put_entries_sized': sizing_checked, 'sizing_mismatches': sizing_bad, 'days_compared': checked, 'largest_daily_equity_gap': worst}))
