"""Audit 9: the trade-log CSV's three split columns, leg row by leg row, against the JSON.
A multi-leg trade's rows are its entry legs in order: each carries its leg's `split_adjusted`
(empty when absent); a covered trade's single row carries the trade's. usage: check_split_csv.py result.json PREFIX
"""
import csv, json, sys
res = json.load(open(sys.argv[1]))
rows = list(csv.DictReader(open(f'{sys.argv[2]}-trades.csv', newline='')))
cols = ['split_adjusted_contracts', 'split_adjusted_strike', 'split_adjusted_shares_per_contract']
keys = ['contracts', 'strike', 'shares_per_contract']
want = []
for t in res['trades']:
    legs = t.get('entry_contracts')
    if legs:
        want += [l.get('split_adjusted') for l in legs]
    else:
        want.append(t.get('split_adjusted'))
problems, filled = [], 0
if len(want) != len(rows):
    problems.append(('rows', len(rows), len(want)))
for i, (r, w) in enumerate(zip(rows, want)):
    for c, k in zip(cols, keys):
        if w is None:
            if r[c] != '':
                problems.append((i, c, r[c], None))
        else:
            filled += 1
            if float(r[c]) != float(w[k]):
                problems.append((i, c, r[c], w[k]))
print(json.dumps({'rows': len(rows), 'split_cells_filled': filled, 'problems': problems}))
