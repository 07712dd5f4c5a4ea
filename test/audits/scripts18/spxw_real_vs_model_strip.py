#!/usr/bin/env python3
"""Audit 18: the same per-term arithmetic as vix_skew_by_hand.py (Cboe's VIX white paper's sigma^2
and the SKEW paper's S, one term) on the REAL SPXW strip of the historicaloptiondata sample and on
the modeled SPX strip of the same day at the same expiry (the sample holds one expiry a day: 2018-01-31
in January, 02-28 in February), days with 7+ days left: the model's listed strip against real quotes,
apart from any fit. Also the published VIX and SKEW of the day (a 30-day blend, for scale only).
usage: python3 test/audits/scripts18/spxw_real_vs_model_strip.py
"""
import csv, datetime as dt, json, math, statistics as st, sys, os
sys.path.insert(0, os.path.dirname(__file__))
import vix_skew_by_hand as v

SRC = '../shared/market-data-raw/options/historicaloptiondata-samples_via-optopsy/SPXW_2018-01-02_to_2018-02-28.csv'
real = {}
with open(SRC, encoding='utf-8-sig') as f:
    for r in csv.DictReader(f):
        r = {k.strip(): x for k, x in r.items()}
        d = dt.datetime.strptime(r['quotedate'], '%m/%d/%Y').date().isoformat()
        e = dt.datetime.strptime(r['expiration'], '%m/%d/%Y').date().isoformat()
        real.setdefault(d, []).append({'strike': float(r['strike']), 'expiry_date': e, 'call_or_put': r['type'],
                                       'bid_price': float(r['bid']), 'ask_price': float(r['ask'])})
vix, skew = v.read_index('VIX'), v.read_index('SKEW')
rows = []
for d in sorted(real):
    e = real[d][0]['expiry_date']
    days = (dt.date.fromisoformat(e) - dt.date.fromisoformat(d)).days
    if days < 7:
        continue
    model = [c for c in v.chain('SPX', d) if c['expiry_date'] == e]
    if not model:
        print(json.dumps({'date': d, 'expiry': e, 'model': 'expiry not listed'}))
        continue
    out = {'date': d, 'expiry': e, 'days': days, 'VIX': vix.get(d), 'SKEW': skew.get(d)}
    for name, cs in (('real', real[d]), ('model', model)):
        t = v.term(cs, d, e, 'SPXW')
        out[name] = {'swap': round(100 * math.sqrt(t['sigma2']), 2), 'skew': round(100 - 10 * t['S'], 1), 'strip': f"{t['lo']:.0f}-{t['hi']:.0f} ({t['n']})"}
    rows.append(out)
    print(json.dumps(out))
for key in ('swap', 'skew'):
    ds = [r['model'][key] - r['real'][key] for r in rows]
    print(f"{key}: model strip - real strip, n {len(ds)}: mean {st.mean(ds):+.2f}, mean |d| {st.mean(abs(x) for x in ds):.2f}, max |d| {max(abs(x) for x in ds):.2f}")
    for m in ('2018-01', '2018-02'):
        dm = [r['model'][key] - r['real'][key] for r in rows if r['date'].startswith(m)]
        if dm:
            print(f'  {m}: n {len(dm)}, mean {st.mean(dm):+.2f}, mean |d| {st.mean(abs(x) for x in dm):.2f}')
