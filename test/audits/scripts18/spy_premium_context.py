#!/usr/bin/env python3
"""Audit 18: the real-market side of the issue's premium claim, from raw files only. For SPY
2010-2025: VIX minus the realised vol of the next 21 sessions (the variance swap's realised leg,
sqrt(252/21 sum R^2) on Yahoo's dividend-adjusted closes), per year and overall: the real variance
premium, which the modeled ATM-minus-realised (the report's `premium`) sits beneath by the smile's
VIX/ATM ratio.
usage: python3 test/audits/scripts18/spy_premium_context.py
"""
import csv, math, statistics as st
RAW = '../shared/market-data-raw'
px = [(r['Date'], float(r['Close'])) for r in csv.DictReader(open(f'{RAW}/etfs/yahoo-adjusted_to-2026-03-27/SPY.csv'))]
vix = {r['DATE']: float(r['CLOSE']) for r in csv.DictReader(open(f'{RAW}/vix/cboe-vix-daily_1990-01-02_to-2026-07-23/vix-daily.csv'))}
rets = [math.log(px[i][1] / px[i - 1][1]) for i in range(1, len(px))]
by = {}
for i, (d, _) in enumerate(px[:-21]):
    if not ('2010-01-01' <= d <= '2025-12-31') or d not in vix:
        continue
    rv = 100 * math.sqrt(252 / 21 * sum(r * r for r in rets[i:i + 21]))
    by.setdefault(d[:4], []).append(vix[d] - rv)
allv = [x for v in by.values() for x in v]
print('VIX - next-21-session realised, SPY: mean %+.2f, median %+.2f, positive %.0f%% (n %d)' % (st.mean(allv), st.median(allv), 100 * sum(x > 0 for x in allv) / len(allv), len(allv)))
for y, v in sorted(by.items()):
    print(f'  {y}: mean {st.mean(v):+.2f}, median {st.median(v):+.2f}')
