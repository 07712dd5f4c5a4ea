#!/usr/bin/env python3
"""Audit 18: the modeled AAPL chain of a day (npm run -s chain --source modeled) against the real
LEAN universe file of that day: expiries, and per expiry the strikes and their spacing near the money.
A real expiry counts as listed when a row of it carries a close, volume or open interest (README's
reading); blank rows (no price, no volume, no OI) are reported apart.
usage: python3 test/audits/scripts18/aapl_listing_vs_lean.py model.json lean.csv [band]  (band: +/- share of spot, 0.10)
"""
import csv, json, sys, collections, datetime

model = json.load(open(sys.argv[1]))
band = float(sys.argv[3]) if len(sys.argv) > 3 else 0.10
rows = list(csv.reader(open(sys.argv[2])))
spot_line = rows[1]
spot = float(spot_line[6])
real = collections.defaultdict(set)
blank = collections.defaultdict(set)
for r in rows[2:]:
    exp = f'{r[0][:4]}-{r[0][4:6]}-{r[0][6:]}'
    # OCC dated the standard monthlies on the Saturday after the third Friday until 2015: the same expiry as the model's Friday
    d = datetime.date.fromisoformat(exp)
    if d.weekday() == 5:
        exp = (d - datetime.timedelta(days=1)).isoformat()
    k = float(r[1])
    has = any(x not in ('', '0', '0.0000') for x in (r[6], r[7], r[8]))
    (real if has else blank)[exp].add(k)
mod = collections.defaultdict(set)
for c in model:
    mod[c['expiry_date']].add(c['strike'])
mspot = model[0]['underlying_price']
print(f'spot: LEAN {spot}, model {mspot}')
exps = sorted(set(real) | set(mod) | set(blank))
def steps(ks, lo, hi):
    near = sorted(k for k in ks if lo <= k <= hi)
    return sorted(collections.Counter(round(b - a, 2) for a, b in zip(near, near[1:])).items()), near
miss = extra = 0
for e in exps:
    lo, hi = spot * (1 - band), spot * (1 + band)
    rs, rnear = steps(real.get(e, set()), lo, hi)
    ms, mnear = steps(mod.get(e, set()), lo, hi)
    onlyr = sorted(set(rnear) - set(mnear)); onlym = sorted(set(mnear) - set(rnear))
    tag = 'both' if e in real and e in mod else ('REAL only' if e in real else ('MODEL only' if e in mod else 'blank rows only'))
    if tag == 'REAL only': miss += 1
    if tag == 'MODEL only': extra += 1
    print(f"{e} {tag:15} real {len(real.get(e, ()))} strikes (near: steps {rs}), model {len(mod.get(e, ()))} (near: steps {ms}); near strikes real-not-model {onlyr[:8]}{'...' if len(onlyr) > 8 else ''} model-not-real ({len(onlym)}) {onlym[:8]}{'...' if len(onlym) > 8 else ''}")
print(f'expiries: real {len(real)}, model {len(mod)}, real-only {miss}, model-only {extra}; blank-only expiries {sorted(set(blank) - set(real))}')
