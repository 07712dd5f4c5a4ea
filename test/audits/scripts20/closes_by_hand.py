#!/usr/bin/env python3
"""Audit 20: the far puts a run CLOSES at the model's price on SKEW-shortfall days, recomputed apart
from the note's code (skew-tail-note.ts, far-put-note.ts, book.ts filledCloses are not read).

usage: python3 test/audits/scripts20/closes_by_hand.py RESULT.json TICKER

RESULT.json is `npm run -s backtest -- CONFIG.json`. A put leg counts as closed at a price when the
result says so by its own fields, leg by leg (audit 19's closes() skipped whole ASSIGNMENT and
EXPIRATION trades, and so missed another leg of such a trade that was sold at a price):
  - covered: `exit_position` is not null (the result's contract: null at expiry or assignment);
  - multi-leg: each exit leg not flagged `exercised_at_close` / `assigned_early`, and whose expiry is
    after the exit day (a leg on its expiry day settles at intrinsic value; such legs are listed apart
    so a same-day fill, if the engine made one, would show).
Counted: modeled put (not imported, not neighbour-bounded), on a close day whose fitted shortfall is
over 0.5 (the engine's volModel number, fitted-shortfall.ts of audit 19: the note's input, not its
code), past the tail start z < -2, with z = ln(K/F)/w_atm on the printed modeled chain of the close's
day (audit 19's expiry_frame: put-call parity F, Black-inverted ATM w). Side as the position's:
a short put closed is bought back, a long put closed is sold.
Also, for the far-put note (under 0.01 delta on a close by a fill): the count of such closes by side.
"""
import json
import math
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', 'scripts19'))
os.environ.setdefault('A18_CACHE', '/tmp/a20/chains')
import skew_note_by_hand as a19  # noqa: E402  (its math only: expiry_frame and the chain cache)

SKEW_NOTE = "Far puts on days the model's put tail fell short of Cboe's SKEW"
FAR_NOTE = 'Far out-of-the-money puts on modeled quotes'


def closes(result):
    """(close day, exit leg, how) for every put leg closed at a price; how = 'fill' or 'expiry-day'."""
    for t in result['trades']:
        if 'exit_contracts' in t:
            for p in t['exit_contracts']:
                c = p['contract']
                if c['call_or_put'] != 'put' or p.get('exercised_at_close') or p.get('assigned_early'):
                    continue
                if c['expiry_date'] > t['exit_date']:
                    how = 'fill'
                else:  # on its expiry day: settled when the run expired or was assigned, else an exit rule's fill that day
                    how = 'expiry-day settled' if t['exit_scenario'] in ('EXPIRATION', 'ASSIGNMENT') else 'expiry-day fill'
                yield t['exit_date'], p, how, t['exit_scenario']
        elif t.get('exit_position'):
            p = t['exit_position']
            if p['contract']['call_or_put'] == 'put':
                yield t['exit_date'], p, 'fill', t['exit_scenario']


def main():
    result = json.load(open(sys.argv[1]))
    ticker = sys.argv[2].upper()
    rows = list(closes(result))
    fills = [r for r in rows if r[2] == 'fill']
    same_day = [r for r in rows if r[2] == 'expiry-day fill']
    dates = sorted({d for d, *_ in fills})
    fitted = json.loads(subprocess.run(['npx', 'tsx', os.path.join(HERE, '..', 'scripts19', 'fitted-shortfall.ts'), ticker] + dates,
                                       capture_output=True, text=True, check=True).stdout) if dates else {}
    hit = []
    for d, p, how, why in fills:
        c = p['contract']
        if c.get('quote_source') == 'imported' or c.get('neighbour_bounded') is True:
            continue
        f = fitted[d]['fitted']
        if f is None or not f > 0.5:
            continue
        F, w_atm, _ = a19.expiry_frame(a19.h18.chain(ticker, d), c['expiry_date'])
        z = math.log(c['strike'] / F) / w_atm
        if abs(z + 2) < 0.05:
            print(f'    borderline: {d} K{c["strike"]} z {z:+.3f}')
        if z < -2:
            hit.append((d, why, p['side'], p['quantity'], c['strike'], round(abs(c['delta']), 3), round(z, 2), round(f, 1), p.get('price')))
    bb = sum(h[3] for h in hit if h[2] == 'short')
    ls = sum(h[3] for h in hit if h[2] == 'long')
    days = sorted({h[0] for h in hit})
    print(f'{os.path.basename(sys.argv[1])}: {len(result["trades"])} trades; put legs closed: {len(rows)} '
          f'(by a fill {len(fills)}, filled on their expiry day {len(same_day)}, settled at expiry {len(rows) - len(fills) - len(same_day)}); close days over 0.5: '
          f'{sum(1 for d in dates if (fitted[d]["fitted"] or 0) > 0.5)}')
    if hit:
        ds = [h[5] for h in hit]
        print(f'  BY HAND (SKEW note closes): short bought back {bb}, long sold {ls}, on {len(days)} days ({days[0]} to {days[-1]}), '
              f'|delta| {min(ds):.3f}-{max(ds):.3f}, largest fitted {max(h[7] for h in hit):.1f}')
        for h in hit:
            print('   ', h)
    else:
        print('  BY HAND (SKEW note closes): none')
    for d, p, how, why in same_day:
        c = p['contract']
        print(f'  filled on its expiry day ({why}): {d} K{c["strike"]} {p["side"]} x{p["quantity"]} at {p.get("price")} (bid/ask {c["bid_price"]}/{c["ask_price"]}, '
              f'delta {c["delta"]}, close {c["underlying_price"]}); its z cannot be read on a chain past that day (T = 0); fitted shortfall that day: '
              + str(json.loads(subprocess.run(['npx', 'tsx', os.path.join(HERE, '..', 'scripts19', 'fitted-shortfall.ts'), ticker, d],
                                             capture_output=True, text=True, check=True).stdout)[d]['fitted']))
    far = [(d, p) for d, p, how, _ in fills + same_day if abs(p['contract']['delta']) < 0.01 and p['contract'].get('quote_source') != 'imported'
           and p['contract'].get('neighbour_bounded') is not True]
    print(f'  BY HAND (far-put note closes, |delta| < 0.01 by a fill): short bought back {sum(p["quantity"] for _, p in far if p["side"] == "short")}, '
          f'long sold {sum(p["quantity"] for _, p in far if p["side"] == "long")}: '
          + ', '.join(f'{d} K{p["contract"]["strike"]} {p["side"]} d{abs(p["contract"]["delta"]):.4f}' for d, p in far))
    for n in result['diagnostics']['notes']:
        if n.startswith(SKEW_NOTE) or n.startswith(FAR_NOTE):
            print(f'  NOTE: {n[:420]}')


if __name__ == '__main__':
    main()
