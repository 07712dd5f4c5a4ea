#!/usr/bin/env python3
"""F5: how far below the spot real SPX chains list puts, by days to expiry, against the modeled chain.

usage (from the repo root): python3 test/audits/scripts-f5/spx_listing_by_dte.py [CACHE_DIR]

Real: the SPXW end-of-month sample of 2018-01-02..02-28 (every day: its lowest listed put and its
lowest put with a bid, over the spot) and the LEAN SPX universes of 2015-12-22/23 (traded rows only,
so a lower bound on how far each expiry listed). Modeled: `npm run -s chain -- --ticker SPX --date D
--source modeled` on the same days (cached in CACHE_DIR, default /tmp/f5/chains): the same expiry's
lowest listed put and lowest put with a bid. 'strip end' is where Cboe's VIX/SKEW strip stops
walking down (the last put with a bid before two consecutive zero bids, or the lowest listed).
"""
import csv
import collections
import datetime as dt
import json
import os
import subprocess
import sys

RAW = '../shared/market-data-raw/options'
CACHE = sys.argv[1] if len(sys.argv) > 1 else '/tmp/f5/chains'


def modeled(date):
    os.makedirs(CACHE, exist_ok=True)
    path = f'{CACHE}/SPX-{date}.json'
    if not os.path.exists(path):
        out = subprocess.run(['npm', 'run', '-s', 'chain', '--', '--ticker', 'SPX', '--date', date, '--source', 'modeled'],
                             capture_output=True, text=True, check=True).stdout
        with open(path, 'w') as f:
            f.write(out)
    with open(path) as f:
        return json.load(f)


def strip_end(puts, spot):
    """puts: [(strike, bid)] ascending; the strip's lowest put walking down from the spot."""
    end, zeros = None, 0
    for k, b in reversed([p for p in puts if p[0] < spot]):
        if b <= 0:
            zeros += 1
            if zeros == 2:
                break
            continue
        zeros, end = 0, k
    return end


def main():
    rows = collections.defaultdict(list)
    with open(f'{RAW}/historicaloptiondata-samples_via-optopsy/SPXW_2018-01-02_to_2018-02-28.csv', encoding='utf-8-sig') as f:
        for r in csv.DictReader(f):
            if r['type'] == 'put':
                rows[(r['quotedate'], r['expiration'])].append(r)
    print('SPXW 2018 (end-of-month series): date expiry dte | real low/spot, strip end/spot | modeled low/spot, strip end/spot')
    real_lows, model_lows = [], []
    for (q, e), rs in sorted(rows.items(), key=lambda x: dt.datetime.strptime(x[0][0], '%m/%d/%Y')):
        d = dt.datetime.strptime(q, '%m/%d/%Y').date().isoformat()
        x = dt.datetime.strptime(e, '%m/%d/%Y').date().isoformat()
        dte = (dt.date.fromisoformat(x) - dt.date.fromisoformat(d)).days
        spot = float(rs[0]['underlying_last'])
        real = sorted((float(r['strike']), float(r['bid'])) for r in rs)
        cs = modeled(d)
        mspot = cs[0]['underlying_price']
        mod = sorted((c['strike'], c['bid_price']) for c in cs if c['expiry_date'] == x and c['call_or_put'] == 'put')
        if not mod:
            print(f'{d} {x} {dte:2d} | modeled lists no {x} expiry')
            continue
        re, me = strip_end(real, spot), strip_end(mod, mspot)
        real_lows.append(real[0][0] / spot)
        model_lows.append(mod[0][0] / mspot)
        print(f'{d} {x} {dte:2d} | real {real[0][0]:6.0f} {real[0][0] / spot:.3f}, end {re or 0:6.0f} {(re or 0) / spot:.3f}'
              f' | modeled {mod[0][0]:6.0f} {mod[0][0] / mspot:.3f}, end {me or 0:6.0f} {(me or 0) / mspot:.3f}')
    print(f'lowest listed put / spot over {len(real_lows)} days: real {min(real_lows):.3f}-{max(real_lows):.3f}, '
          f'modeled {min(model_lows):.3f}-{max(model_lows):.3f}')
    print('LEAN SPX universes (traded rows only): date expiry dte | real lowest put/spot | modeled lowest put/spot, strip end/spot')
    for day, spot_col in (('20151222', None), ('20151223', None)):
        d = f'{day[:4]}-{day[4:6]}-{day[6:]}'
        cs = modeled(d)
        mspot = cs[0]['underlying_price']
        lows = {}
        with open(f'{RAW}/quantconnect-lean-universes/spx/{day}.csv') as f:
            for r in csv.reader(f):
                if r[0].startswith('#') or r[2] != 'P':
                    continue
                x = f'{r[0][:4]}-{r[0][4:6]}-{r[0][6:]}'
                lows[x] = min(lows.get(x, 1e9), float(r[1]))
        for x, low in sorted(lows.items()):
            dte = (dt.date.fromisoformat(x) - dt.date.fromisoformat(d)).days
            mod = sorted((c['strike'], c['bid_price']) for c in cs if c['expiry_date'] == x and c['call_or_put'] == 'put')
            m = f'{mod[0][0]:6.0f} {mod[0][0] / mspot:.3f}, end {strip_end(mod, mspot) or 0:6.0f}' if mod else 'not listed'
            print(f'{d} {x} {dte:4d} | real {low:6.0f} {low / mspot:.3f} | modeled {m}')


if __name__ == '__main__':
    main()
