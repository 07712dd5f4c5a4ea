"""Audit 16: a wheel's after-tax figure by hand WITH the straddle rules (IRC §1092) and wash sales,
from the trades and the raw price files alone (nothing imported from the engine).

Rules applied (the law as README states it and as read here; where the engine's reading is one of
two, both are printed):
  lots      a put assigned: 100 x contracts shares at the strike, basis less the premium net of its
            commission; a call assigned: lots sold first in first out at the strike plus the premium
            net of its commission; lots still held at the run's end taxed as if sold at its last close;
  QCC       a call is a qualified covered call iff written more than 30 days before its expiry and its
            strike is not below the lowest qualified benchmark: the highest $1 strike (SPY/AAPL list
            $1 near the money in these years; taken from the strikes the run's quotes show) below the
            applicable price (the prior raw close, or the day's open if above 110% of it); the second
            highest for a call over 90 days out with a strike over $50;
  holding   a lot not held over a year when a non-qualified call is written restarts its holding
            period when that call closes (Reg. §1.1092(b)-2T(a)(1)); an in-the-money QCC suspends it;
            a lot called away while its call is open is held for no time: short term;
  deferral  a loss on a call closed without delivering shares counts in its year only beyond the
            unrecognised gain at the year's last close of the lots held when it closed and still held;
            the rest carried and retested; all taken in the run's last year;
  washes    a share loss with shares bought within 30 days either side (not the sold lot itself) goes
            into that lot's basis, chained;
  income    interest (the result's interest_by_year) and dividends (raw: per share, on the shares held
            the eve of each ex-date) ordinary; a year's net capital loss offsets up to $3,000 of it,
            the rest carried by character. Tax 35% short, 15% long.
usage: python3 wheel_1092_by_hand.py result.json TICKER
"""
import os
LIMIT = float(os.environ.get("LIMIT", "3000"))  # audit 17: $1,500 married filing separately (IRC §1211(b)(1))
import csv, json, sys, datetime as dt

r = json.load(open(sys.argv[1])); tk = sys.argv[2]
RAW = '/work/shared/market-data-raw'
close, opn, adj = {}, {}, {}
if tk in ('SPY', 'QQQ', 'IWM'):
    for row in csv.DictReader(open(f'{RAW}/etfs/alphavantage-raw-unadjusted_to-2024-11-08/{tk}.csv')):
        close[row['date']] = float(row['4. close']); opn[row['date']] = float(row['1. open'])
    for row in csv.DictReader(open(f'{RAW}/equities/yahoo-adjusted_to-2025-10-08/{tk}.csv')):
        adj[row['Date']] = float(row['Close'])  # Yahoo's dividend-adjusted close
else:
    for f in [f'{RAW}/equities/yahoo-close-adjclose_2020-01-02_to-2026-04-24/{tk}.csv', f'{RAW}/equities/yahoo-close-adjclose_to-2024-03-08/{tk}.csv']:
        try:
            for row in csv.DictReader(open(f)):
                close.setdefault(row['Date'], float(row['Close'])); opn.setdefault(row['Date'], float(row['Open'])); adj.setdefault(row['Date'], float(row['Adj Close']))
        except FileNotFoundError:
            pass
days = sorted(d for d in close if d in adj)
# audit 17: Yahoo's Close is split-adjusted; the trades' strikes before a split are not. Put the
# closes and opens before each split the result names in the units of that day (x the ratio).
for y_ in r.get('shares_by_year', []):
    for sp in (y_.get('lots') or {}).get('splits', []):
        for d_ in days:
            if d_ < sp['date']: close[d_] *= sp['ratio']; opn[d_] *= sp['ratio']
start, end = r['data_period']['start_date'], r['data_period']['end_date']
def prev_day(d): return max(x for x in days if x < d)
def D(s): return dt.date.fromisoformat(s)
# dividends from the raw adjusted/raw close ratios (ex-date: the ratio steps)
divs = {}
for a, b in zip(days, days[1:]):
    dv = close[a] * (1 - (adj[a] / close[a]) / (adj[b] / close[b]))
    if dv > 0.01 and start < b <= end: divs[b] = round(dv, 4)
cpc = r['costs']['commission_per_contract']; cps = r['costs']['commission_per_share']

trades = r['trades']
lots = []  # dict: id, bought, shares, basis (total $), hp_start (holding period start), sold, proceeds
events = []
calls = []
opt_income = {}  # year -> short-term P&L of options not assigned
call_losses = []  # (date, loss) of calls closed without delivery
def add(year_map, y, v): year_map[y] = year_map.get(y, 0) + v
for i, t in enumerate(trades):
    ep = t['entry_position']; c = ep['contract']; q = ep['quantity']
    prem = ep['price'] * 100 * q - cpc * q
    assigned = t['exit_scenario'] == 'ASSIGNMENT'
    if c['call_or_put'] == 'call':
        dte = (D(c['expiry_date']) - D(t['entry_date'])).days
        pc = close[prev_day(t['entry_date'])]; o = opn[t['entry_date']]
        price = o if o > 1.10 * pc else pc
        strikes_below = sorted({k for k in range(int(price) - 30, int(price) + 1) if k < price})
        bench = strikes_below[-2] if (dte > 90 and c['strike'] > 50) else strikes_below[-1]
        qcc = dte > 30 and c['strike'] >= bench
        itm = c['strike'] < price
        calls.append(dict(i=i, written=t['entry_date'], closed=t['exit_date'], dte=dte, strike=c['strike'], bench=bench, qcc=qcc, itm=itm, assigned=assigned, pnl=t['pnl']))
    if assigned:
        events.append((t['exit_date'], i, c['call_or_put'], c['strike'], q, prem))
    else:
        add(opt_income, D(t['exit_date']).year, t['pnl'])
        # audit 17: a qualified covered call makes no straddle with the shares (§1092(c)(4)(A)): its loss is
        # not deferred unless the year-end rule (§1092(c)(4)(E)) takes the exemption away (stock sold within
        # 30 days after the call's close, in a later year); printed below when it would
        if c['call_or_put'] == 'call' and t['pnl'] < 0: call_losses.append((t['exit_date'], t['pnl'], i))

# lots, in date order of the assignments; fees: commission_per_share x shares on each stock trade
realised = []  # (date, lot, gain, long_term_by_date, long_term_1092)
held = []
nid = 0
for d, i, cp, k, q, prem in sorted(events):
    if cp == 'put':
        sh = 100 * q
        held.append(dict(id=nid, bought=d, shares=sh, basis=k * sh - prem + cps * sh, hp=d, wash_in=0.0, tacked=None)); nid += 1
    else:
        sh = 100 * q; amount = k * sh + prem - cps * sh
        while sh > 0:
            lot = held.pop(0); take = min(sh, lot['shares'])
            frac = take / lot['shares']
            g = amount * take / (100 * q) - lot['basis'] * frac
            realised.append(dict(date=d, lot=lot['id'], gain=g, bought=lot['bought'], call=i, basis=lot['basis'] * frac, shares=take))
            lot['shares'] -= take; lot['basis'] *= (1 - frac); sh -= take
            if lot['shares'] > 0: held.insert(0, lot)
# the lots still held at the end: as if sold at the last close
for lot in held:
    g = close[end] * lot['shares'] - lot['basis']
    realised.append(dict(date=end, lot=lot['id'], gain=g, bought=lot['bought'], call=None, end=True, basis=lot['basis'], shares=lot['shares']))
# holding period with §1092: restart at the close of each non-qualified call written while the lot is
# held under a year; by date without it
for s in realised:
    s['lt_by_date'] = (D(s['date']) - D(s['bought'])).days > 365
    hp = s['bought']
    for c in calls:
        if s['bought'] <= c['written'] <= s['date']:
            if (D(c['written']) - D(hp)).days > 365: continue  # held over a year before the call: keeps it
            if not c['qcc']: hp = max(hp, c['closed'])
    s['hp_1092'] = hp
    s['lt_1092'] = (D(s['date']) - D(hp)).days > 365 and not (s.get('call') is not None and s['date'] == hp)
# wash sales: a loss with another lot bought within 30 days either side moves into that lot (chained,
# in date order); the loss realised when that lot is sold
lot_buy = {}
for d, i, cp, k, q, prem in sorted(events):
    if cp == 'put': lot_buy[len(lot_buy)] = d
washed_into = {}
extra = {}
for s in sorted(realised, key=lambda s: s['date']):
    s['gain'] += extra.get(s['lot'], 0.0)
    if s['gain'] < 0 and not s.get('end'):
        cands = [l for l, bd in lot_buy.items() if l != s['lot'] and abs((D(bd) - D(s['date'])).days) <= 30 and l not in washed_into.values()]
        cands = [l for l in cands if not any(x['lot'] == l and x['date'] < s['date'] for x in realised)] or cands
        if cands:
            tgt = min(cands, key=lambda l: lot_buy[l]); washed_into[s['lot']] = tgt
            extra[tgt] = extra.get(tgt, 0.0) + s['gain']; s['washed'] = s['gain']; s['gain'] = 0.0

years = list(range(D(start).year, D(end).year + 1))
# §1092(a)(1): a call's loss closed without delivery counts only beyond the unrecognised gain, at the
# year's last close, of the lots held when it closed and still held (basis with washed losses in it)
deferred = {}; carry = []
for y in years:
    ye = max(x for x in days if D(x).year == y)
    qcc_of = {c['i']: c['qcc'] for c in calls}
    pend = carry + [(d, l) for d, l, i in call_losses if D(d).year == y and not (qcc_of.get(i) and os.environ.get('QCC_DEFERRED') != '1')]
    for d, l in carry: add(opt_income, y, l)  # released into this year, retested below
    carry = []
    if y == years[-1] or not pend: deferred[y] = 0.0; continue
    # the losses that closed while a lot still held at the year end was held: only those can be deferred
    held_ye = [s_ for s_ in realised if s_['date'] > ye and s_['bought'] <= ye]
    ug = sum(max(0.0, close[ye] * s_['shares'] - (s_['basis'] - extra.get(s_['lot'], 0.0))) for s_ in held_ye)
    loss = -sum(l for d, l in pend if any(s_['bought'] <= d for s_ in held_ye)); dfr = min(loss, ug)
    deferred[y] = dfr
    if dfr > 0:
        add(opt_income, y, dfr); carry = [(ye, -dfr)]
# tax by year: short = options not assigned + short-term lots; long = long-term lots; ordinary income
# = interest + dividends; a net capital loss offsets up to $3,000 of ordinary income, the rest carried
interest = {x['year']: x['earned'] - x['paid'] for x in r['interest_by_year']}
divinc = {}
for exd, dv in divs.items():
    # shares held at the eve's close (a lot called away at an eve's close, early, no longer holds them)
    eve = prev_day(exd); n = sum(s_['shares'] for s_ in realised if s_['bought'] <= eve and s_['date'] > eve)
    add(divinc, D(exd).year, round(dv * n, 2))
def tax_of(use_1092):
    total = 0.0; cs = cl = 0.0; rows = []
    for y in years:
        st = opt_income.get(y, 0.0); lt = 0.0
        for s_ in realised:
            if D(s_['date']).year != y: continue
            if (s_['lt_1092'] if use_1092 else s_['lt_by_date']): lt += s_['gain']
            else: st += s_['gain']
        ordinary = interest.get(y, 0.0) + divinc.get(y, 0.0)
        # carries: a short-term carry offsets short-term first, then long; likewise long
        st += cs; lt += cl; cs = cl = 0.0
        if st < 0 and lt > 0: n = st + lt; st, lt = min(n, 0), max(n, 0)
        elif lt < 0 and st > 0: n = st + lt; st, lt = max(n, 0), min(n, 0)
        loss = -(min(0, st) + min(0, lt)); ded = min(LIMIT, loss, max(0.0, ordinary))
        fs = min(ded, max(0.0, -st)); st += fs; lt += ded - fs
        tax = 0.35 * (max(0, st) + ordinary - ded) + 0.15 * max(0, lt)
        if st < 0: cs = st
        if lt < 0: cl = lt
        rows.append((y, round(st, 2), round(lt, 2), round(ordinary, 2), round(ded, 2), round(tax, 2)))
        total += tax
    return total, rows, (cs, cl)
print('calls:', len(calls), 'qualified', sum(c['qcc'] for c in calls), 'not qualified', sum(not c['qcc'] for c in calls),
      'qualified in the money', sum(c['qcc'] and c['itm'] for c in calls))
for c in calls:
    if c['qcc']: print('  QCC', c)
for s in realised:
    print(f"lot {s['lot']} bought {s['bought']} sold {s['date']} gain {s['gain']:.2f}{' (washed ' + format(s['washed'], '.2f') + ')' if 'washed' in s else ''} long term by date {s['lt_by_date']} with §1092 {s['lt_1092']} (period from {s['hp_1092']}){' [held at end]' if s.get('end') else ''}")
print('call losses closed without delivery:', [(d, l) for d, l, i in call_losses])
print('divs', divs)
print('dividends by year (raw, shares held at each eve):', divinc, 'interest:', interest)
print('call losses deferred at year ends (§1092(a)(1)):', {y: round(v, 2) for y, v in deferred.items()})
for use in (True, False):
    t_, rows, carry_ = tax_of(use)
    print(('with §1092 holding periods' if use else 'holding period by date'), f'tax {t_:.2f}', rows, 'carry out (short, long):', tuple(round(x, 2) for x in carry_))
