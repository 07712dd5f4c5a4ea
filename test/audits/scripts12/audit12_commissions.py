"""Audit 12: each trade's commissions against README's rule, from the result alone: the result's
`costs.commission_per_contract` a contract a fill; a covered trade pays at entry and at a buy-back
(none at expiration or assignment); a multi-leg trade pays on every entry leg and on every exit leg
except at expiration (settled, no trade). No exchange fee (not SPX). Runs with a per-share
commission are skipped. usage: python3 test/audits/scripts12/audit12_commissions.py result.json...
"""
import json
import sys

for path in sys.argv[1:]:
    r = json.load(open(path))
    c = r.get('costs', {})
    per = c.get('commission_per_contract')
    if c.get('commission_per_share'):
        print(path, 'skipped: per-share commission')
        continue
    bad = []
    for t in r['trades']:
        if 'entry_position' in t:
            q = t['entry_position']['quantity']
            fills = q * (2 if t.get('exit_position') else 1)
        else:
            fills = sum(l['quantity'] for l in t['entry_contracts'])
            if t['exit_scenario'] != 'EXPIRATION':
                fills += sum(l['quantity'] for l in (t.get('exit_contracts') or []))
        want = round(per * fills, 2)
        if abs(t['commissions'] - want) > 0.001:
            bad.append((t['entry_date'], t['exit_scenario'], t['commissions'], want))
    print(path.split('/')[-1], f"${per} a contract;", len(r['trades']), 'trades;', len(bad), 'off', bad[:3])
