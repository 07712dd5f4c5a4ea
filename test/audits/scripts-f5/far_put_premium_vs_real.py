#!/usr/bin/env python3
"""F5: what a buyer of a far put pays at a target |delta|, real SPXW vs the modeled chain before/after.

usage (from the repo root): python3 test/audits/scripts-f5/far_put_premium_vs_real.py BEFORE_CACHE AFTER_CACHE
(the chain caches spx_listing_by_dte.py wrote from the two checkouts: SPX-<date>.json printed by
`npm run -s chain -- --ticker SPX --date D --source modeled`).

For each SPXW sample day with 7+ days to the sample's expiry and each target put |delta|, the put a
strike search picks (the listed put whose |delta| is nearest the target; ties to the lower strike)
on the real chain (vendor delta, ask: what a buyer pays) and on each modeled chain (model delta,
ask). Prints per target the mean ask and the mean picked strike / spot, and the mean of modeled ask
minus real ask: under 0 means the model's buyer paid less than the real one. Then the same
contract: the modeled ask of the strike each modeled chain picked minus the real ask of that strike
on the real chain (what the backtest's trade cost against what the same trade really cost).
"""
import csv
import collections
import datetime as dt
import json
import statistics
import sys

RAW = '../shared/market-data-raw/options/historicaloptiondata-samples_via-optopsy/SPXW_2018-01-02_to_2018-02-28.csv'
TARGETS = (0.002, 0.005, 0.01, 0.02)


def pick(puts, target):
    """puts: [(strike, |delta|, ask)]; the nearest |delta| to the target, ties to the lower strike."""
    return min(puts, key=lambda p: (abs(p[1] - target), p[0]))


def main():
    before, after = sys.argv[1], sys.argv[2]
    rows = collections.defaultdict(list)
    with open(RAW, encoding='utf-8-sig') as f:
        for r in csv.DictReader(f):
            if r['type'] == 'put':
                rows[(r['quotedate'], r['expiration'])].append(r)
    out = {t: collections.defaultdict(list) for t in TARGETS}
    for (q, e), rs in sorted(rows.items()):
        d = dt.datetime.strptime(q, '%m/%d/%Y').date().isoformat()
        x = dt.datetime.strptime(e, '%m/%d/%Y').date().isoformat()
        if (dt.date.fromisoformat(x) - dt.date.fromisoformat(d)).days < 7:
            continue
        spot = float(rs[0]['underlying_last'])
        real = [(float(r['strike']), abs(float(r['delta'])), float(r['ask'])) for r in rs if float(r['ask']) > 0]
        chains = {}
        for name, cache in (('before', before), ('after', after)):
            with open(f'{cache}/SPX-{d}.json') as f:
                cs = json.load(f)
            chains[name] = [(c['strike'], abs(c['delta']), c['ask_price']) for c in cs if c['expiry_date'] == x and c['call_or_put'] == 'put' and c['ask_price'] > 0]
        real_ask = {k: a for k, _, a in real}
        for t in TARGETS:
            r = pick(real, t)
            out[t]['real'].append((r[2], r[0] / spot))
            for name in ('before', 'after'):
                m = pick(chains[name], t)
                out[t][name].append((m[2], m[0] / spot))
                out[t][name + '-real'].append(m[2] - r[2])
                if m[0] in real_ask:
                    out[t][name + '-same'].append(m[2] - real_ask[m[0]])
    print('target |delta| | days | mean ask (strike/spot): real, modeled before, after | modeled - real ask: before, after (mean; days under real)')
    for t in TARGETS:
        o = out[t]
        cell = lambda k: f"{statistics.mean(a for a, _ in o[k]):.3f} ({statistics.mean(s for _, s in o[k]):.3f})"
        diff = lambda k: f"{statistics.mean(o[k]):+.3f}; {sum(1 for v in o[k] if v < 0)} under"
        print(f'{t:.3f} | {len(o["real"])} | {cell("real")}, {cell("before")}, {cell("after")} | {diff("before-real")}, {diff("after-real")}')
    print('target |delta| | the picked strike, modeled ask - real ask of that strike: before (days), after (days)')
    for t in TARGETS:
        o = out[t]
        print(f'{t:.3f} | {statistics.mean(o["before-same"]):+.3f} ({len(o["before-same"])}), {statistics.mean(o["after-same"]):+.3f} ({len(o["after-same"])})')


if __name__ == '__main__':
    main()
