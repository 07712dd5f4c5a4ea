#!/usr/bin/env python3
"""Audit 18: Cboe's VIX and SKEW formulas applied by hand to the engine's printed modeled chain.

usage: python3 test/audits/scripts18/vix_skew_by_hand.py TICKER DATE [DATE ...]
       (TICKER SPX: compares with VIX, VIX9D, VIX3M, VIX6M, SKEW; QQQ: VXN; IWM: RVX; GLD: GVZ;
        AAPL: VXAPL; AMZN: VXAZN; the index closes read from ../shared/market-data-raw)

Each day's chain comes from `npm run -s chain -- --ticker T --date D --source modeled` (cached in
/tmp/a18/chains). Nothing of the engine's code is used here. The formulas are Cboe's published ones:

VIX white paper (Cboe, "VIX Index Mathematics Methodology"):
  per term, sigma^2 = (2/T) sum dK/K^2 e^{RT} Q(K) - (1/T) (F/K0 - 1)^2
  F = K* + e^{RT} (C - P) at the strike K* whose |C mid - P mid| is least; K0 the first strike at or
  below F; Q the bid/ask midpoint of the out-of-the-money put below K0 and call above it, the average
  of the two at K0; strikes with a zero bid excluded and none taken beyond two consecutive zero bids;
  dK half the distance between the strikes on either side (the one neighbour's at the ends).
  T in minutes to the settlement (the index's close at 16:15 ET; PM settlement 16:00, AM 09:30,
  the third-Friday SPX monthly AM-settled), over a 525,600-minute year.
  Two terms bracketing the target N days, interpolated in total variance:
  index = 100 sqrt{ [T1 s1^2 (N2 - Nt)/(N2 - N1) + T2 s2^2 (Nt - N1)/(N2 - N1)] * N365 / Nt }
  (N in minutes). Terms: VIX 30 days from the Friday expiries with more than 23 and less than 37
  days (Cboe since 2014-10-06; the standard monthlies with 8+ days before); VIX9D 9 days, VIX3M 93,
  VIX6M 184: the two listed expiries nearest either side of the target (this script's choice where
  the white papers name series the modeled chain lists alike).
SKEW white paper (Cboe, "The CBOE SKEW Index"):
  P1 = e^{RT} (-sum dK/K^2 Q) + e1, P2 = e^{RT} sum (2/K^2)(1 - ln(K/F)) dK Q + e2,
  P3 = e^{RT} sum (3/K^2)(2 ln(K/F) - ln(K/F)^2) dK Q + e3,
  e1 = -(1 + ln(F/K0) - F/K0), e2 = 2 ln(K0/F)(F/K0 - 1) + ln(K0/F)^2 / 2,
  e3 = 3 ln(K0/F)^2 (ln(K0/F)/3 - 1 + F/K0),
  S = (P3 - 3 P1 P2 + 2 P1^3) / (P2 - P1^2)^{3/2}, interpolated between the VIX terms with
  w = (T2 - T30)/(T2 - T1); SKEW = 100 - 10 S.
Rates: FRED's constant-maturity 1-month and 3-month T-bill yields (raw files), linear in T between
them (Cboe interpolates the CMT curve; a bp here moves the index by ~0.001).
"""
import csv
import datetime as dt
import json
import math
import os
import statistics
import subprocess
import sys

RAW = '../shared/market-data-raw'
# The chains' cache: A18_CACHE, else /tmp/a18/chains (a cached chain is whichever checkout printed it:
# give each checkout its own).
CACHE = os.environ.get('A18_CACHE', '/tmp/a18/chains')
INDEX_OF = {'SPX': 'VIX', 'SPY': 'VIX', 'QQQ': 'VXN', 'IWM': 'RVX', 'GLD': 'GVZ', 'AAPL': 'VXAPL', 'AMZN': 'VXAZN'}


def read_index(name):
    if name == 'VIX':
        path, datefmt = f'{RAW}/vix/cboe-vix-daily_1990-01-02_to-2026-07-23/vix-daily.csv', '%Y-%m-%d'
    else:
        path, datefmt = f'{RAW}/vol-indices/{name}_History.csv', '%m/%d/%Y'
    out = {}
    with open(path) as f:
        for row in csv.DictReader(f):
            col = 'CLOSE' if 'CLOSE' in row else name
            try:
                out[dt.datetime.strptime(row['DATE'], datefmt).date().isoformat()] = float(row[col])
            except (ValueError, TypeError):
                pass
    return out


def read_fred(name):
    out = {}
    with open(f'{RAW}/rates/fred_via-asmarton-dm_to-2025-06/{name}.csv') as f:
        r = csv.reader(f)
        next(r)
        for row in r:
            try:
                out[row[0]] = float(row[1]) / 100
            except (ValueError, IndexError):
                pass
    return out


M1, M3 = read_fred('DGS1MO'), read_fred('DGS3MO')


def rate(date, t_years):
    def last(series):
        d = dt.date.fromisoformat(date)
        for _ in range(10):
            if d.isoformat() in series:
                return series[d.isoformat()]
            d -= dt.timedelta(days=1)
        return None
    r1, r3 = last(M1), last(M3)
    if r1 is None or r3 is None:
        return r3 if r3 is not None else (r1 or 0.0)
    w = min(max((t_years - 1 / 12) / (3 / 12 - 1 / 12), 0), 1) if t_years < 0.25 else 1
    return r1 + (r3 - r1) * w if t_years < 0.25 else r3


def chain(ticker, date):
    os.makedirs(CACHE, exist_ok=True)
    path = f'{CACHE}/{ticker}-{date}.json'
    if not os.path.exists(path):
        out = subprocess.run(['npm', 'run', '-s', 'chain', '--', '--ticker', ticker, '--date', date, '--source', 'modeled'],
                             capture_output=True, text=True, check=True).stdout
        with open(path, 'w') as f:
            f.write(out)
    with open(path) as f:
        return json.load(f)


def third_friday(d):
    first = d.replace(day=1)
    return first + dt.timedelta(days=(4 - first.weekday()) % 7 + 14)


def minutes_to(date, expiry, ticker):
    d0, d1 = dt.date.fromisoformat(date), dt.date.fromisoformat(expiry)
    days = (d1 - d0).days
    am = ticker == 'SPX' and d1 == third_friday(d1)
    settle = 570 if am else 960
    return (24 * 60 - (16 * 60 + 15)) + settle + (days - 1) * 1440


def term(contracts, date, expiry, ticker):
    """sigma^2, T, and the SKEW moments P1..P3 of one expiry, by the white papers."""
    calls = {c['strike']: c for c in contracts if c['expiry_date'] == expiry and c['call_or_put'] == 'call'}
    puts = {c['strike']: c for c in contracts if c['expiry_date'] == expiry and c['call_or_put'] == 'put'}
    strikes = sorted(set(calls) & set(puts))
    mins = minutes_to(date, expiry, ticker)
    T = mins / 525600
    R = rate(date, T)
    growth = math.exp(R * T)
    mid = lambda q: (q['bid_price'] + q['ask_price']) / 2
    both = [k for k in strikes if calls[k]['bid_price'] > 0 and puts[k]['bid_price'] > 0] or strikes
    kstar = min(both, key=lambda k: abs(mid(calls[k]) - mid(puts[k])))
    F = kstar + growth * (mid(calls[kstar]) - mid(puts[kstar]))
    below = [k for k in strikes if k <= F]
    K0 = below[-1] if below else strikes[0]
    chosen = {}
    # puts below K0, walking down; calls above, walking up; stop after two consecutive zero bids
    zeros = 0
    for k in reversed([k for k in strikes if k < K0]):
        if puts[k]['bid_price'] <= 0:
            zeros += 1
            if zeros == 2:
                break
            continue
        zeros = 0
        chosen[k] = mid(puts[k])
    zeros = 0
    for k in [k for k in strikes if k > K0]:
        if calls[k]['bid_price'] <= 0:
            zeros += 1
            if zeros == 2:
                break
            continue
        zeros = 0
        chosen[k] = mid(calls[k])
    chosen[K0] = (mid(puts[K0]) + mid(calls[K0])) / 2
    ks = sorted(chosen)
    var = 0.0
    p1 = p2 = p3 = 0.0
    for i, k in enumerate(ks):
        if len(ks) == 1:
            dk = 0
        elif i == 0:
            dk = ks[1] - ks[0]
        elif i == len(ks) - 1:
            dk = ks[-1] - ks[-2]
        else:
            dk = (ks[i + 1] - ks[i - 1]) / 2
        q = chosen[k]
        var += dk / k ** 2 * q
        lk = math.log(k / F)
        p1 += -dk / k ** 2 * q
        p2 += 2 / k ** 2 * (1 - lk) * dk * q
        p3 += 3 / k ** 2 * (2 * lk - lk ** 2) * dk * q
    sigma2 = 2 / T * growth * var - (1 / T) * (F / K0 - 1) ** 2
    l0 = math.log(K0 / F)
    e1 = -(1 + math.log(F / K0) - F / K0)
    e2 = 2 * l0 * (F / K0 - 1) + 0.5 * l0 ** 2
    e3 = 3 * l0 ** 2 * (l0 / 3 - 1 + F / K0)
    P1, P2, P3 = growth * p1 + e1, growth * p2 + e2, growth * p3 + e3
    S = (P3 - 3 * P1 * P2 + 2 * P1 ** 3) / (P2 - P1 ** 2) ** 1.5
    return {'expiry': expiry, 'mins': mins, 'T': T, 'sigma2': sigma2, 'S': S, 'F': F, 'K0': K0, 'n': len(ks),
            'lo': ks[0], 'hi': ks[-1], 'days': (dt.date.fromisoformat(expiry) - dt.date.fromisoformat(date)).days}


def interp(t1, t2, target_days):
    nt = target_days * 1440
    if t2 is None or t1['mins'] == t2['mins']:
        return 100 * math.sqrt(t1['sigma2'] * 525600 / t1['mins']) if t1['mins'] == nt else 100 * math.sqrt(t1['T'] * t1['sigma2'] * 525600 / nt)
    w1 = (t2['mins'] - nt) / (t2['mins'] - t1['mins'])
    w2 = (nt - t1['mins']) / (t2['mins'] - t1['mins'])
    return 100 * math.sqrt((t1['T'] * t1['sigma2'] * w1 + t2['T'] * t2['sigma2'] * w2) * 525600 / nt)


def vix_terms(expiries, date, ticker):
    d0 = dt.date.fromisoformat(date)
    days = {e: (dt.date.fromisoformat(e) - d0).days for e in expiries}
    if date >= '2014-10-06' or ticker != 'SPX':
        # the Friday series: a Friday, or a Thursday listed for a Friday holiday (Good Friday)
        listed = set(expiries)
        fridays = [e for e in expiries if dt.date.fromisoformat(e).weekday() == 4
                   or (dt.date.fromisoformat(e).weekday() == 3 and (dt.date.fromisoformat(e) + dt.timedelta(days=1)).isoformat() not in listed)]
        inside = [e for e in fridays if 23 <= days[e] <= 37]
        near = [e for e in inside if days[e] <= 30]
        nxt = [e for e in inside if days[e] > 30]
        if near and nxt:
            return near[-1], nxt[0]
        if len(inside) >= 2:
            return inside[0], inside[1]
    listed = set(expiries)
    monthlies = [e for e in expiries if dt.date.fromisoformat(e) == third_friday(dt.date.fromisoformat(e))
                 or ((dt.date.fromisoformat(e) + dt.timedelta(days=1)) == third_friday(dt.date.fromisoformat(e)) and (dt.date.fromisoformat(e) + dt.timedelta(days=1)).isoformat() not in listed)]
    monthlies = [e for e in monthlies if days[e] >= 8]
    return monthlies[0], monthlies[1]


def bracket(expiries, date, target):
    d0 = dt.date.fromisoformat(date)
    days = {e: (dt.date.fromisoformat(e) - d0).days for e in expiries}
    lo = [e for e in expiries if 0 < days[e] <= target]
    hi = [e for e in expiries if days[e] > target]
    if not lo:
        return hi[0], hi[1]
    return lo[-1], hi[0]


def main():
    ticker = sys.argv[1].upper()
    dates = sys.argv[2:]
    idx = {n: read_index(n) for n in ([INDEX_OF[ticker]] + (['VIX9D', 'VIX3M', 'VIX6M', 'SKEW'] if ticker == 'SPX' else []))}
    rows = []
    for date in dates:
        try:
            cs = chain(ticker, date)
        except subprocess.CalledProcessError as e:
            print(json.dumps({'date': date, 'skipped': (e.stderr or '').strip()[:120]}), flush=True)
            continue
        expiries = sorted({c['expiry_date'] for c in cs if c['expiry_date'] > date})
        n1, n2 = vix_terms(expiries, date, ticker)
        t1, t2 = term(cs, date, n1, ticker), term(cs, date, n2, ticker)
        row = {'date': date, 'terms': f"{t1['days']}/{t2['days']}d", 'strikes': f"{t1['n']}/{t2['n']}"}
        main_index = INDEX_OF[ticker]
        row[main_index] = (round(interp(t1, t2, 30), 2), idx[main_index].get(date))
        if ticker == 'SPX':
            w = (t2['T'] - 30 / 365) / (t2['T'] - t1['T'])
            S = w * t1['S'] + (1 - w) * t2['S']
            row['SKEW'] = (round(100 - 10 * S, 2), idx['SKEW'].get(date))
            for name, target in (('VIX9D', 9), ('VIX3M', 93), ('VIX6M', 184)):
                try:
                    a, b = bracket(expiries, date, target)
                    row[name] = (round(interp(term(cs, date, a, ticker), term(cs, date, b, ticker), target), 2), idx[name].get(date))
                except (IndexError, ValueError, ZeroDivisionError):
                    row[name] = (None, idx[name].get(date))
        rows.append(row)
        print(json.dumps(row), flush=True)
    names = [k for k in rows[0] if isinstance(rows[0][k], tuple)]
    print('by year, mean signed / mean |d| (model by hand - index):')
    for y in sorted({r['date'][:4] for r in rows}):
        cells = []
        for n in names:
            ds = [r[n][0] - r[n][1] for r in rows if r['date'][:4] == y and r[n][0] is not None and r[n][1] is not None]
            cells.append(f"{n} {statistics.mean(ds):+.2f}/{statistics.mean(abs(d) for d in ds):.2f}" if ds else f'{n} -')
        print(f'  {y}: ' + ', '.join(cells))
    print('summary (model by hand - published index):')
    for n in names:
        diffs = [r[n][0] - r[n][1] for r in rows if r[n][0] is not None and r[n][1] is not None]
        if diffs:
            print(f'  {n}: n {len(diffs)}, mean {statistics.mean(diffs):+.2f}, mean |d| {statistics.mean(abs(d) for d in diffs):.2f}, '
                  f'median |d| {statistics.median(abs(d) for d in diffs):.2f}, max |d| {max(abs(d) for d in diffs):.2f} '
                  f'({max(rows, key=lambda r: abs(r[n][0] - r[n][1]) if r[n][0] is not None and r[n][1] is not None else -1)["date"]})')


if __name__ == '__main__':
    main()
