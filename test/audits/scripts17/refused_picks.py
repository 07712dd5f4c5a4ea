"""Audit 17: which refused tries of a wheel the minimum volume shaped, from the printed chains.

python3 test/audits/scripts17/refused_picks.py request.json result.json [every-nth-day]

For each day the run skipped a cash-secured put for cash ('cash $C does not secure one put at the K
strike'), the day's chain (`npm run -s chain`) is read and the put picked by hand twice: the
expiry nearest the DTE target (calendar days), then the put whose delta is nearest the target; at
the request's minimum volume only puts with volume >= it count, an expiry with none giving way to
the next nearest. The pick at the minimum must be the run's K (a check of this reading); the try
is shaped by the filter when the pick at 0 differs (strike or expiry). Also printed: whether the
cash would have secured the pick at 0 (then the run without the minimum would have entered).
"""
import json, re, subprocess, sys, datetime as dt

req = json.load(open(sys.argv[1])); res = json.load(open(sys.argv[2]))
cfg = req['strategy']['cash_secured_put_config']
target_dte = cfg['DTE_target']; target = cfg['strike_target_condition']['delta']
mv = req['strategy'].get('min_volume_for_entry', 100)
D = dt.date.fromisoformat

tol = cfg['strike_target_condition'].get('tolerance')

def pick(chain, day, minv):
    # a put counts when it passes the volume and lies within the delta tolerance of the target
    puts = [c for c in chain if c['call_or_put'] == 'put' and c['expiry_date'] > day and c['volume'] >= minv
            and (tol is None or abs(c['delta'] - target) <= tol + 1e-12)]
    exps = sorted({c['expiry_date'] for c in puts}, key=lambda e: (abs((D(e) - D(day)).days - target_dte), e))
    if not exps: return None
    e = exps[0]
    best = min((c for c in puts if c['expiry_date'] == e), key=lambda c: (abs(c['delta'] - target), c['strike']))
    return (e, best['strike'], round(best['delta'], 3), best['volume'])

shaped = agree = 0; would_enter = 0; rows = []
every = int(sys.argv[3]) if len(sys.argv) > 3 else 1
for s in res['diagnostics']['skipped_entries'][::every]:
    m = re.search(r'cash \$([0-9,.]+) does not secure one put at the ([0-9.]+) strike', s['reason'])
    if not m: continue
    cash = float(m.group(1).replace(',', '')); k = float(m.group(2)); day = s['date']
    out = subprocess.run(['npm', 'run', '-s', 'chain', '--', '--ticker', req['ticker'], '--date', day], capture_output=True, text=True)
    chain = json.loads(out.stdout)
    p_min, p_0 = pick(chain, day, mv), pick(chain, day, 0)
    ok = p_min is not None and p_min[1] == k
    agree += ok
    differs = p_0 != p_min
    shaped += differs
    enters = p_0 is not None and p_0[1] * 100 <= cash
    would_enter += differs and enters
    print(f"{day} cash {cash:,.2f} run's K {k:g} | at {mv}: {p_min} {'=' if ok else '!= run'} | at 0: {p_0} | {'SHAPED' if differs else 'same'}{' (0 would enter)' if differs and enters else ''}")
print(f'pick at the minimum = the run\'s strike on {agree} of {len(res["diagnostics"]["skipped_entries"])} days; shaped (pick at 0 differs): {shaped}; of them the cash secures the pick at 0: {would_enter}')
