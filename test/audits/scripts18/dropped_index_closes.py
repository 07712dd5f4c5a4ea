#!/usr/bin/env python3
"""Audit 18: every raw Cboe close (../shared/market-data-raw/vol-indices) on a day the bundled
functions/market/data/vol-indices.csv has a row for but no value of that index: what the build
dropped as a 'bad print', with its context: the last close before the run, the run, the next closes,
VIX those days, and whether the index really came back (next close within 10% of the close before
the run) or stayed at the new level (a real move the model then carried over as 'missing').
usage: python3 test/audits/scripts18/dropped_index_closes.py
"""
import csv, datetime as dt, math

RAW = '../shared/market-data-raw'
bundled = list(csv.DictReader(open('functions/market/data/vol-indices.csv')))
days = [r['date'] for r in bundled]
vix = {r['DATE']: float(r['CLOSE']) for r in csv.DictReader(open(f'{RAW}/vix/cboe-vix-daily_1990-01-02_to-2026-07-23/vix-daily.csv'))}
for name in [c for c in bundled[0].keys() if c != 'date']:
    raw = {}
    with open(f'{RAW}/vol-indices/{name.upper()}_History.csv') as f:
        for row in csv.DictReader(f):
            col = 'CLOSE' if 'CLOSE' in row else name.upper()
            try:
                raw[dt.datetime.strptime(row['DATE'], '%m/%d/%Y').date().isoformat()] = float(row[col])
            except (ValueError, TypeError):
                pass
    have = {r['date']: r[name] for r in bundled}
    dropped = [d for d in days if d in raw and have.get(d, '') == '']
    if not dropped:
        continue
    runs, cur = [], []
    for d in dropped:
        if cur and days.index(d) == days.index(cur[-1]) + 1:
            cur.append(d)
        else:
            if cur: runs.append(cur)
            cur = [d]
    runs.append(cur)
    for run in runs:
        i0, i1 = days.index(run[0]), days.index(run[-1])
        before = next((days[j] for j in range(i0 - 1, -1, -1) if days[j] in raw), None)
        after = [days[j] for j in range(i1 + 1, min(i1 + 4, len(days))) if days[j] in raw]
        pb = raw.get(before)
        back = after and pb and abs(raw[after[0]] / pb - 1) <= 0.10
        # A stricter 'came back' (a suggestion, F1): the next close at least halfway back from the run's farthest close.
        far = max(abs(math.log(raw[d] / pb)) for d in run) if pb else 0
        halfway = bool(after and pb and abs(math.log(raw[after[0]] / pb)) <= far / 2)
        print(f"{name.upper():6} {run[0]}..{run[-1]} ({len(run)}d): before {before} {pb} (VIX {vix.get(before)}); "
              f"dropped {[raw[d] for d in run]} (VIX {[vix.get(d) for d in run]}); after {[(d, raw[d]) for d in after]}; "
              f"{'came back' if back else 'STAYED at the new level'}; halfway rule: {'bad print' if halfway else 'KEPT'}")
