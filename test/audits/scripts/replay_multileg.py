"""Independent replay of a multi-leg result's cash and T-bill interest (audit 6).

Cash moves by each leg's entry fill (a short receives, a long pays, x100 x contracts) less the
entry commissions on the entry day, and by the rest of the trade's pnl on its exit day; idle cash
earns the 3-month T-bill (rates.csv, the rate of the day the balance was struck) on actual/365,
rounded to the cent each day. Prints the replayed interest and end balance beside the engine's.
usage: python3 replay_multileg.py result.json TICKER
"""
import csv, json, sys, datetime as dt

r = json.load(open(sys.argv[1])); tk = sys.argv[2]
rates = [(x['date'], float(x['dgs3mo'])) for x in csv.DictReader(open('functions/market/data/rates.csv')) if x['dgs3mo'] not in ('', 'NaN')]

def rate_on(d):
    v = 0.0
    for rd, x in rates:
        if rd <= d: v = x
        else: break
    return max(0.0, v / 100)

days = [c['date'] if isinstance(c, dict) else c[0] for c in r['equity_curve']]
flows = {}
for t in r['trades']:
    n_in = sum(c['quantity'] for c in t['entry_contracts'])
    filled_out = t['exit_scenario'] not in ('EXPIRATION',)
    n_out = sum(c['quantity'] for c in t['exit_contracts']) if filled_out and t['exit_contracts'] else 0
    comm_in = t['commissions'] * n_in / (n_in + n_out)
    entry = sum((1 if c['side'] == 'short' else -1) * c['price'] * 100 * c['quantity'] for c in t['entry_contracts']) - comm_in
    flows.setdefault(t['entry_date'], []).append(entry)
    flows.setdefault(t['exit_date'], []).append(t['pnl'] - entry)
cash, interest, prev = r['start_balance'], 0.0, None
for d in days:
    if prev:
        n = (dt.date.fromisoformat(d) - dt.date.fromisoformat(prev)).days
        i = round(cash * rate_on(prev) * n / 365, 2) if cash > 0 else round(cash * (rate_on(prev) + 0.015) * n / 360, 2)
        cash += i; interest += i
    cash += sum(flows.get(d, []))
    prev = d
print(json.dumps({'replayed_end_cash': round(cash, 2), 'engine_end_balance': r['end_balance'],
                  'replayed_interest': round(interest, 2), 'engine_interest_net': round(r['interest_earned'] - r['interest_paid'], 2),
                  'start_plus_pnl_plus_interest': round(r['start_balance'] + sum(t['pnl'] for t in r['trades']) + r['interest_earned'] - r['interest_paid'], 2)}))
