"""Audit 17: a call diagonal's entry margin by hand (Reg T spread: the long expires after the short):
per unit, the net debit paid (a credit: received, negative) plus the strike gap where the long's
strike is above the short's, x 100; compared with each trade's entry_margin_required.
python3 test/audits/scripts17/diagonal_margin.py result.json"""
import json, sys
r = json.load(open(sys.argv[1])); bad = 0; rows = []
for t in r['trades']:
    legs = t['entry_contracts']
    sh = next(l for l in legs if l['side'] == 'short'); lo = next(l for l in legs if l['side'] == 'long')
    units = sh['quantity']
    debit = (lo['price'] - sh['price']) * 100 * units
    gap = max(0.0, lo['contract']['strike'] - sh['contract']['strike']) * 100 * units
    hand = round(max(0.0, debit + gap), 2)
    ok = abs(hand - t['entry_margin_required']) < 0.005
    bad += not ok
    rows.append((t['entry_date'], sh['contract']['strike'], lo['contract']['strike'], units, round(debit, 2), gap, hand, t['entry_margin_required'], ok))
for x in rows[:5] + [x for x in rows if not x[-1]][:10]: print(x)
print(f'{len(rows)} trades, margin differs on {bad}; credits: {sum(1 for x in rows if x[4] < 0)}, long strike above the short: {sum(1 for x in rows if x[2] > x[1])}')
