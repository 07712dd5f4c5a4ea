"""Audit 16: a calendar or diagonal on a single stock, every fill, settlement, early-assignment and
exercise decision and the cash recomputed from the printed quotes and the RAW files, apart from the
engine's code (nothing imported from it; the rules are README's, re-implemented here).

Per trade:
  fills    each entry leg and each exit leg closed by a fill: the price source's price (the last
           trade inside the bid/ask, else the mid) -/+ the result's slippage share of the bid/ask,
           on the penny-class tick ($0.01 under $3, $0.05 from $3), a sale rounded down, a buy up;
  spot     the quote's underlying_price against the raw close of the day (Yahoo, split-adjusted only);
  expiry   a leg expiring on the exit day settles at its intrinsic value against the raw close;
  early    on each eve of an ex-date inside the holding (the dividend from the raw Close / Adj Close
           ratios), a short call in the money is assigned iff the dividend exceeds the same-strike
           put's mid (the chain the engine quotes, `npm run -s chain`, as the market of the day) plus
           the interest on the strike to expiry, K(1 - exp(-r tau)), r the eve's DGS3MO (raw FRED),
           tau calendar days / 365;
  longs    a long closed at the day's fills leaves at the better of its sale (fill less $0.65 a
           contract) and its exercise (intrinsic less commission_per_share a share), counting the
           one stock trade that flattens whatever shares the settled legs leave unpaired;
  pnl      sum of legs (entry - exit) x 100 x contracts, commissions as above.
Cash: trades' P&L + interest = end - start; the interest recomputed day by day (at the end).
usage: python3 calendar_by_hand.py result.json TICKER
"""
import csv, json, math, subprocess, sys, datetime as dt

r = json.load(open(sys.argv[1])); tk = sys.argv[2]
RAW = '/work/shared/market-data-raw'
close, adj = {}, {}
for f in [f'{RAW}/equities/yahoo-close-adjclose_2020-01-02_to-2026-04-24/{tk}.csv', f'{RAW}/equities/yahoo-close-adjclose_to-2024-03-08/{tk}.csv']:
    try:
        for row in csv.DictReader(open(f)):
            close.setdefault(row['Date'], float(row['Close'])); adj.setdefault(row['Date'], float(row['Adj Close']))
    except FileNotFoundError:
        pass
days = sorted(close)
rate = {}
for row in csv.DictReader(open(f'{RAW}/rates/fred_via-asmarton-dm_to-2025-06/DGS3MO.csv')):
    if row['DGS3MO'] not in ('', '.'): rate[row['Date']] = float(row['DGS3MO']) / 100
def rate_on(d):
    k = max(x for x in rate if x <= d); return rate[k]
# ex-dates: the day the Adj Close / Close ratio steps up; dividend = eve close x (1 - r_eve / r_ex)
divs = {}
for a, b in zip(days, days[1:]):
    ra, rb = adj[a] / close[a], adj[b] / close[b]
    d = close[a] * (1 - ra / rb)
    if d > 0.01: divs[b] = (a, round(d, 4))
cps = r['costs']['commission_per_share']; cpc = r['costs']['commission_per_contract']
SLIP = 0.25
def tick(p): return 0.01 if p < 3 else 0.05
def on_tick(p, buy):
    t = tick(max(p, 0)); n = p / t
    n = math.ceil(n - 1e-9) if buy else math.floor(n + 1e-9)
    return round(max(0.0, n * t), 2)
SRC = r['costs'].get('price_source', 'last'); SLIP = r['costs']['slippage_pct_of_spread'] / 100
def fill(q, buy):
    # the price source's price: the last trade unless it lies outside the bid/ask (then the mid)
    mid = (q['bid_price'] + q['ask_price']) / 2; s = q['ask_price'] - q['bid_price']
    base = q['last_trade_price'] if SRC == 'last' and q['bid_price'] <= q['last_trade_price'] <= q['ask_price'] else mid
    return on_tick(base + SLIP * s if buy else base - SLIP * s, buy)
def intrinsic(c, s): return max(0.0, s - c['strike']) if c['call_or_put'] == 'call' else max(0.0, c['strike'] - s)
chain_cache = {}
puts_early = []
def call_mid(date, expiry, strike): return put_mid(date, expiry, strike, 'call')
def put_mid(date, expiry, strike, cp='put'):
    key = (date, expiry)
    if key not in chain_cache:
        out = subprocess.run(['npm', 'run', '-s', 'chain', '--', '--ticker', tk, '--date', date, '--expiry', expiry], capture_output=True, text=True).stdout
        chain_cache[key] = json.loads(out)
    rows = sorted(((q['strike'], (q['bid_price'] + q['ask_price']) / 2) for q in chain_cache[key] if q['call_or_put'] == cp))
    for k, m in rows:
        if abs(k - strike) < 1e-9: return m
    # a strike listed when the position opened but not in the day's listing (the grid follows the
    # spot): the mid interpolated between the listed strikes either side
    lo = [x for x in rows if x[0] < strike]; hi = [x for x in rows if x[0] > strike]
    if not lo or not hi: return None
    (k0, m0), (k1, m1) = lo[-1], hi[0]
    return m0 + (m1 - m0) * (strike - k0) / (k1 - k0)

bad = 0; n_fills = 0; eves = []; exercised = 0; sold_long = 0
for i, t in enumerate(r['trades']):
    ent, ex = t['entry_contracts'], t['exit_contracts']; S = close[t['exit_date']]
    msgs = []
    for a in ent:
        n_fills += 1
        want = fill(a['contract'], a['side'] == 'long')
        if abs(want - a['price']) > 1e-9: msgs.append(f"entry fill {a['contract']['id']} {a['price']} by hand {want}")
        if abs(a['contract']['underlying_price'] - round(close[t['entry_date']], 2)) > 0.005: msgs.append(f"entry spot {a['contract']['underlying_price']} raw {close[t['entry_date']]}")
    # early assignment decisions on every eve inside the holding
    assigned_by_hand = False
    for exd, (eve, dv) in divs.items():
        if not (t['entry_date'] <= eve <= t['exit_date']): continue
        for a in ent:
            c = a['contract']
            if a['side'] != 'short' or c['call_or_put'] != 'call' or c['expiry_date'] < exd: continue
            if intrinsic(c, close[eve]) <= 0: eves.append((i, eve, c['strike'], c['expiry_date'], 'out of the money', None, 'hold', eve == t['exit_date'] and t['exit_scenario'] == 'ASSIGNMENT')); continue
            tau = (dt.date.fromisoformat(c['expiry_date']) - dt.date.fromisoformat(eve)).days / 365
            pm = put_mid(eve, c['expiry_date'], c['strike'])
            hurdle = pm + c['strike'] * (1 - math.exp(-rate_on(eve) * tau))
            decide = 'assign' if dv > hurdle else 'hold'
            engine = 'assign' if (eve == t['exit_date'] and t['exit_scenario'] == 'ASSIGNMENT') else 'hold'
            if decide == 'assign': assigned_by_hand = True
            eves.append((i, eve, c['strike'], c['expiry_date'], f'div {dv:.4f} vs put mid {pm:.3f} + interest {hurdle - pm:.3f} = {hurdle:.3f}', decide, engine))
            if decide != engine: msgs.append(f'eve {eve} {c["strike"]} call: by hand {decide}, engine {engine}')
    # exit: settled legs, then the long closed by the better route
    pnl = 0.0; comm = 0.0; shares = 0
    for a in ent: comm += cpc * a['quantity']
    settled = []
    for a, b in zip(ent, ex):
        c = a['contract']; q = a['quantity']; sg = 1 if a['side'] == 'short' else -1
        bq = b['contract']
        early = t['exit_scenario'] == 'ASSIGNMENT' and a['side'] == 'short' and bq['bid_price'] == bq['ask_price'] == bq['last_trade_price'] == b['price']
        is_settled = c['expiry_date'] <= t['exit_date'] or early
        if early and c['call_or_put'] == 'put':
            # a put exercised early by its holder: rational only when the interest on the strike to
            # expiry exceeds the same-strike call (what a holder gives up: parity) plus the dividends
            # going ex before expiry
            tau = (dt.date.fromisoformat(c['expiry_date']) - dt.date.fromisoformat(t['exit_date'])).days / 365
            cm = call_mid(t['exit_date'], c['expiry_date'], c['strike'])
            dv = sum(v for x, (e_, v) in divs.items() if t['exit_date'] < x <= c['expiry_date'])
            intr = c['strike'] * (1 - math.exp(-rate_on(t['exit_date']) * tau))
            puts_early.append((i, t['exit_date'], c['strike'], c['expiry_date'], round(S, 2), f'interest {intr:.4f} vs call mid {cm:.3f} + dividends {dv:.2f}', 'rational' if intr > cm + dv else 'NOT rational by parity'))
        if is_settled:
            v = intrinsic(c, S)
            if abs(b['price'] - round(v, 2)) > 0.005: msgs.append(f"settled {c['id']} at {b['price']}, intrinsic by hand {v:.2f}")
            pnl += sg * (a['price'] - v) * 100 * q
            if v > 0:
                comm += cps * 100 * q
                buys = (c['call_or_put'] == 'call') == (a['side'] == 'long')
                shares += (100 if buys else -100) * q
        else:
            settled.append((a, b))
    for a, b in settled:
        c = a['contract']; q = a['quantity']; sg = 1 if a['side'] == 'short' else -1
        if a['side'] == 'long':
            sale = fill(b['contract'], False); v = intrinsic(c, S)
            delivers = (100 if c['call_or_put'] == 'call' else -100) * q
            # net of each route, the flattening stock trade of unpaired shares included
            via_sale = sale * 100 * q - cpc * q - abs(shares) * cps
            via_ex = v * 100 * q - cps * 100 * q - abs(shares + delivers) * cps if v > 0 else -1e18
            take_ex = via_ex > via_sale + 1e-9
            engine_ex = bool(b.get('exercised_at_close'))
            if take_ex != engine_ex: msgs.append(f"long {c['id']}: by hand {'exercise' if take_ex else 'sell'} ({via_ex:.2f} vs {via_sale:.2f}), engine {'exercise' if engine_ex else 'sell'}")
            px = v if take_ex else sale
            if abs(px - b['price']) > 0.005: msgs.append(f"long {c['id']} exit {b['price']} by hand {px}")
            if take_ex: exercised += 1; comm += cps * 100 * q; shares += delivers
            else: sold_long += 1; comm += cpc * q
            pnl += sg * (a['price'] - px) * 100 * q
        else:
            px = fill(b['contract'], True); comm += cpc * q
            if abs(px - b['price']) > 0.005: msgs.append(f"short {c['id']} exit {b['price']} by hand {px}")
            pnl += sg * (a['price'] - px) * 100 * q
    comm += abs(shares) * cps
    mine = round(pnl - comm, 2)
    if abs(mine - t['pnl']) > 0.005 or abs(round(comm, 2) - t['commissions']) > 0.005: msgs.append(f"pnl {t['pnl']} comm {t['commissions']} | by hand {mine} comm {comm:.2f}")
    if msgs:
        bad += 1; print(f'#{i} {t["entry_date"]}->{t["exit_date"]} {t["exit_scenario"]}:', '; '.join(msgs))

tot = round(sum(t['pnl'] for t in r['trades']) + r['interest_earned'] - r['interest_paid'], 2)
print(f"{len(r['trades'])} trades, {n_fills} entry legs, {bad} trades differ; longs exercised {exercised}, sold {sold_long}")
print(f"cash: trades' P&L + interest = {tot}, end - start = {round(r['end_balance'] - r['start_balance'], 2)}")
for e in eves: print('eve', e)
for e in puts_early: print('put exercised early', e)

# interest on the cash, day by day: cash at a close = start + entry cash of positions opened (credits
# less debits less entry commissions) + exit cash of positions closed (their P&L less that entry
# cash) + interest credited so far; each close's cash earns that day's DGS3MO for the calendar days
# to the next session, actual/365 (a negative cash pays DGS3MO + 1.5 points, actual/360)
flows = {}
for t in r['trades']:
    e_cash = sum((1 if a['side'] == 'short' else -1) * a['price'] * 100 * a['quantity'] for a in t['entry_contracts']) - cpc * sum(a['quantity'] for a in t['entry_contracts'])
    flows[t['entry_date']] = flows.get(t['entry_date'], 0) + e_cash
    flows[t['exit_date']] = flows.get(t['exit_date'], 0) + t['pnl'] - e_cash
sess = [d for d in days if r['data_period']['start_date'] <= d <= r['data_period']['end_date']]
for rounding in (False, True):
    cash = r['start_balance']; earned = 0.0; paid = 0.0
    for d, nxt in zip(sess, sess[1:] + [None]):
        cash += flows.get(d, 0)
        if nxt is None: break
        gap = (dt.date.fromisoformat(nxt) - dt.date.fromisoformat(d)).days
        i_ = cash * rate_on(d) * gap / 365 if cash >= 0 else cash * (rate_on(d) + 0.015) * gap / 360
        if rounding: i_ = round(i_, 2)
        cash += i_
        if i_ >= 0: earned += i_
        else: paid -= i_
    print(f"interest by hand ({'each day to the cent' if rounding else 'unrounded'}): earned {earned:.2f} paid {paid:.2f}; engine earned {r['interest_earned']} paid {r['interest_paid']}")
