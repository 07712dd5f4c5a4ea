"""Audit 17: a Section 1256 result's after-tax estimate by hand, year by year, apart from the engine.

python3 test/audits/scripts17/tax1256_by_hand.py result.json [limit]   (limit 3000, or 1500 MFS)
DIVIDENDS_IN=YEAR python3 ... : the result read as one saved before shares_by_year (the units left in
the 60/40 gain, as such a result is estimated) with all its dividends_received paid in YEAR

Reads only the result's equity curve, interest_by_year and (a covered SPX run) shares_by_year,
and applies the law as written, not the engine's formulation:
- the options' gain of a year = the marked equity change less net interest, dividends and the
  shares' marked P&L (realised + change in unrealised); 40% short, 60% long term (§1256(a)(3));
- the shares (index units: no 1256 contract) realised by their own holding period, those held at
  the end taxed as if sold on the last day (short term unless held_long_term says otherwise);
- Schedule D before netting: ST = 0.4 O + shares ST - ST carry; LT = 0.6 O + shares LT - LT carry;
- §1211(b): the deduction = min(limit, excess of losses over gains, ordinary income left); the
  ordinary income = net interest + dividends, a net interest expense carried to later years' income;
- §1212(b)(1) literally, with (2)(A): the deduction counted as a short-term gain, then
  ST carry = net ST loss in excess of net LT gain, LT carry = net LT loss in excess of net ST gain;
- tax = 35% x (net ST gain over net LT loss + ordinary income - deduction) + 15% x (net LT gain over net ST loss).
"""
import json, sys

r = json.load(open(sys.argv[1]))
limit = float(sys.argv[2]) if len(sys.argv) > 2 else 3000.0
ST, LT = 0.35, 0.15
last_eq = {}
for p in r['equity_curve']:
    d, e = (p['date'], p['equity']) if isinstance(p, dict) else (p[0], p[1])  # a covered result: [date, equity]
    last_eq[int(d[:4])] = e
interest = {y['year']: y['earned'] - y['paid'] for y in r.get('interest_by_year', [])}
import os
shares = {y['year']: y for y in r.get('shares_by_year', [])}
div_year = int(os.environ['DIVIDENDS_IN']) if os.environ.get('DIVIDENDS_IN') else None
if div_year is not None:
    shares = {}
years = sorted(last_eq)
prev, unreal_before = r['start_balance'], 0.0
carry_st = carry_lt = carry_int = 0.0
total = 0.0
for y in years:
    pnl = last_eq[y] - prev; prev = last_eq[y]
    sh = shares.get(y)
    div = sh['dividends'] if sh else (r.get('dividends_received', 0.0) if y == div_year else 0.0)
    sh_marked = (sh['realised_short_term'] + sh['realised_long_term'] + sh['unrealised'] - unreal_before) if sh else 0.0
    sh_st = sh_lt = 0.0
    if sh:
        sh_st, sh_lt = sh['realised_short_term'], sh['realised_long_term']
        if y == years[-1]:
            held_lt = sh.get('held_long_term', 0)
            sh_st += sh['unrealised'] - held_lt; sh_lt += held_lt
        unreal_before = sh['unrealised']
    inc = interest.get(y, 0.0) + div
    opts = pnl - interest.get(y, 0.0) - div - sh_marked
    ordinary = inc - carry_int
    carry_int = max(0.0, -ordinary)
    ordinary = max(0.0, ordinary)
    st = 0.4 * opts + sh_st - carry_st
    lt = 0.6 * opts + sh_lt - carry_lt
    net = st + lt
    deduction = min(limit, max(0.0, -net), ordinary)
    st_adj = st + deduction  # §1212(b)(2)(A)
    carry_st = max(0.0, -st_adj - max(0.0, lt))
    carry_lt = max(0.0, -lt - max(0.0, st_adj))
    taxable_st = max(0.0, st + min(0.0, lt)) if st > 0 else 0.0
    taxable_lt = max(0.0, lt + min(0.0, st)) if lt > 0 else 0.0
    tax = round(ST * (taxable_st + ordinary - deduction) + LT * taxable_lt, 2)
    total += tax
    print(f"{y}: pnl {pnl:,.2f} options {opts:,.2f} shares ST {sh_st:,.2f} LT {sh_lt:,.2f} ordinary {inc:,.2f} (after expense carry {ordinary:,.2f}) "
          f"ST {st:,.2f} LT {lt:,.2f} deduction {deduction:,.2f} -> taxable ST {taxable_st:,.2f} LT {taxable_lt:,.2f} tax {tax:,.2f} "
          f"carry ST {carry_st:,.2f} LT {carry_lt:,.2f} interest expense {carry_int:,.2f}")
print(f"total tax {total:,.2f} carry {carry_st + carry_lt + carry_int:,.2f}")
