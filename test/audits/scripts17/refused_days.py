"""Audit 17: which refused tries of a covered run the minimum volume shaped, recomputed apart from the
check's bookkeeping: each day the run skipped a cash-secured put for cash, the same request is run
from that day with that day's cash as its balance, once at the request's minimum volume and once at
0, and the two tries of that day compared (the skip's strike, or the trade entered, and its expiry).

python3 test/audits/scripts17/refused_days.py request.json result.json [workdir]
"""
import json, re, subprocess, sys, os

req = json.load(open(sys.argv[1])); res = json.load(open(sys.argv[2]))
work = sys.argv[3] if len(sys.argv) > 3 else '/tmp/a17/refused'
os.makedirs(work, exist_ok=True)
mv = req['strategy'].get('min_volume_for_entry', 100)

def run(day, cash, minv):
    r = json.loads(json.dumps(req)); r['start_date'] = day; r['end_date'] = day; r['balance'] = cash
    r['strategy']['min_volume_for_entry'] = minv
    p = f'{work}/{day}-{minv}.json'; json.dump(r, open(p, 'w'))
    out = subprocess.run(['npm', 'run', '-s', 'backtest', '--', p], capture_output=True, text=True)
    if out.returncode != 0: return ('error', out.stderr.strip()[-200:])
    o = json.loads(out.stdout)
    for s in o['diagnostics']['skipped_entries']:
        if s['date'] == day: return ('skip', re.search(r'at the ([0-9.]+) strike', s['reason']).group(1) if 'strike' in s['reason'] else s['reason'])
    for t in o['trades']:
        if t['entry_date'] == day: return ('trade', t['entry_position']['contract']['id'])
    return ('nothing', '')

shaped = 0
for s in res['diagnostics']['skipped_entries']:
    m = re.search(r'cash \$([0-9,.]+) does not secure one put at the ([0-9.]+) strike', s['reason'])
    if not m: print(s['date'], 'other skip:', s['reason']); continue
    cash = float(m.group(1).replace(',', '')); k = m.group(2)
    at_min, at_0 = run(s['date'], cash, mv), run(s['date'], cash, 0)
    same = at_min == at_0
    shaped += not same
    print(f"{s['date']} cash {cash:,.2f} run's strike {k} | rerun at {mv}: {at_min} | at 0: {at_0} | {'same try' if same else 'SHAPED'}")
print(f'refused tries shaped by the minimum: {shaped} of {len(res["diagnostics"]["skipped_entries"])} skipped days')
