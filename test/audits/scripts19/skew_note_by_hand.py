#!/usr/bin/env python3
"""Audit 19: the SKEW-shortfall run note recomputed apart from the note's code.

usage: python3 test/audits/scripts19/skew_note_by_hand.py RESULT.json TICKER [--closes]

RESULT.json is `npm run -s backtest -- CONFIG.json` (the result the app shows). From its trade log:
every opened option (multi-leg entry_contracts, covered entry_position) with its entry day, side,
quantity and delta. For each opened PUT on a modeled SPX/SPY day:
  - z = ln(K/F) / w_atm on the day's PRINTED modeled chain (`npm run -s chain -- --source modeled`):
    F by put-call parity (regression of C mid - P mid on K over the strikes within 3% of the spot:
    slope -D, intercept D*F, no rate assumed); w_atm = sigma*sqrt(T) at K = F, from Black's formula
    inverted (with that D and F, T folded into w: no day-count convention) on the out-of-the-money
    mids of the two strikes either side of F, interpolated in ln K. The tail starts at z = -2
    (chain-rules.ts TAIL_START, the documented rule).
  - the day's SKEW shortfall BY HAND: Cboe's SKEW formula on the printed strip (audit 18's
    vix_skew_by_hand.py term(): the two VIX-rule expiries around 30 days) against the raw Cboe SKEW
    close (the last close on or before the day, as the engine carries it). This is the QUOTED 30-day
    smile's shortfall (discrete strikes: audit 18 read it 3.7 under the index on average over
    2011-2025 where the fit reached SKEW, so only its size, not its 0.5 cut, is checked by it).
  - the fit's shortfall (the note's 0.5 gate): the engine's volModel(date).skewShortfall, printed by
    fitted-shortfall.ts (the one engine number used here; it is the note's input, not its code).
Counted: put, not imported, not neighbour-bounded, fitted shortfall > 0.5, z < -2. Prints the count
by side, the days, the |delta| range, the largest fitted/quoted shortfall, the borderline puts
(|z + 2| < 0.05, where my F/w could disagree with the engine's), and the note the result carries.
"""
import json
import math
import os
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), '..', 'scripts18'))
os.environ.setdefault('A18_CACHE', '/tmp/a19/chains')
import vix_skew_by_hand as h18  # noqa: E402  (its chain cache reads A18_CACHE at import)

NOTE = "Far puts on days the model's put tail fell short of Cboe's SKEW"
N = lambda x: 0.5 * math.erfc(-x / math.sqrt(2))


def black(F, K, w, D, put):
    d1 = (math.log(F / K) + w * w / 2) / w
    d2 = d1 - w
    return D * (K * N(-d2) - F * N(-d1)) if put else D * (F * N(d1) - K * N(d2))


def implied_w(price, F, K, D, put):
    lo, hi = 1e-5, 3.0
    for _ in range(100):
        mid = (lo + hi) / 2
        if black(F, K, mid, D, put) > price:
            hi = mid
        else:
            lo = mid
    return (lo + hi) / 2


def expiry_frame(chain, expiry):
    mid = lambda q: (q['bid_price'] + q['ask_price']) / 2
    calls = {c['strike']: c for c in chain if c['expiry_date'] == expiry and c['call_or_put'] == 'call'}
    puts = {c['strike']: c for c in chain if c['expiry_date'] == expiry and c['call_or_put'] == 'put'}
    spot = next(iter(calls.values()))['underlying_price']
    ks = sorted(k for k in set(calls) & set(puts) if abs(k / spot - 1) <= 0.03)
    if len(ks) < 3:
        ks = sorted(set(calls) & set(puts), key=lambda k: abs(k - spot))[:6]
        ks.sort()
    ys = [mid(calls[k]) - mid(puts[k]) for k in ks]
    n = len(ks)
    mk, my = sum(ks) / n, sum(ys) / n
    slope = sum((k - mk) * (y - my) for k, y in zip(ks, ys)) / sum((k - mk) ** 2 for k in ks)
    D = -slope
    F = (my - slope * mk) / D
    below = max(k for k in calls if k <= F)
    above = min(k for k in calls if k > F)
    wb = implied_w(mid(puts[below]), F, below, D, True)
    wa = implied_w(mid(calls[above]), F, above, D, False)
    t = (math.log(F) - math.log(below)) / (math.log(above) - math.log(below))
    return F, wb + (wa - wb) * t, D


def skew_close(skew, date):
    best = max(d for d in skew if d <= date)
    return skew[best], best


def by_hand_skew(chain, date, ticker):
    expiries = sorted({c['expiry_date'] for c in chain if c['expiry_date'] > date})
    n1, n2 = h18.vix_terms(expiries, date, 'SPX' if ticker == 'SPX' else ticker)
    t1, t2 = h18.term(chain, date, n1, ticker), h18.term(chain, date, n2, ticker)
    w = (t2['T'] - 30 / 365) / (t2['T'] - t1['T'])
    return 100 - 10 * (w * t1['S'] + (1 - w) * t2['S'])


def opened(result):
    for t in result['trades']:
        if 'entry_contracts' in t:
            for p in t['entry_contracts']:
                yield t['entry_date'], p
        elif 'entry_position' in t:
            yield t['entry_date'], t['entry_position']


def main():
    result = json.load(open(sys.argv[1]))
    ticker = sys.argv[2].upper()
    puts = [(d, p) for d, p in opened(result) if p['contract']['call_or_put'] == 'put']
    calls = sum(1 for d, p in opened(result) if p['contract']['call_or_put'] == 'call')
    dates = sorted({d for d, _ in puts})
    fitted = json.loads(subprocess.run(['npx', 'tsx', os.path.join(os.path.dirname(__file__), 'fitted-shortfall.ts'), ticker] + dates,
                                       capture_output=True, text=True, check=True).stdout) if dates else {}
    skew = h18.read_index('SKEW')
    counted, border, rows = [], [], []
    hand = {}
    for d, p in puts:
        c = p['contract']
        real = c.get('quote_source') == 'imported' or c.get('neighbour_bounded') is True
        f = fitted[d]['fitted']
        ch = h18.chain(ticker, d)
        F, w_atm, D = expiry_frame(ch, c['expiry_date'])
        z = math.log(c['strike'] / F) / w_atm
        gate = f is not None and f > 0.5
        if ticker in ('SPX', 'SPY') and gate and d not in hand:
            try:
                s_hand = by_hand_skew(ch, d, ticker)
            except Exception as e:  # a day whose VIX terms the script cannot pick
                s_hand = float('nan')
            close, on = skew_close(skew, d)
            hand[d] = (close - s_hand, close, on, s_hand)
        rows.append((d, c['strike'], c['expiry_date'], p['side'], p['quantity'], abs(c['delta']), z, f, real))
        if abs(z + 2) < 0.05:
            border.append((d, c['strike'], round(z, 3), f))
        if not real and gate and z < -2:
            counted.append((d, p, z, f))
    bought = sum(p['quantity'] for _, p, _, _ in counted if p['side'] == 'long')
    sold = sum(p['quantity'] for _, p, _, _ in counted if p['side'] == 'short')
    days = sorted({d for d, *_ in counted})
    print(f'{sys.argv[1]}: {len(puts)} puts opened ({sum(p["quantity"] for _, p in puts)} contracts), {calls} call positions; '
          f'put days with fitted shortfall > 0.5: {sum(1 for r in rows if r[7] is not None and r[7] > 0.5)}')
    print(f'  puts on gate days by z: ' + ', '.join(f'{r[0]} K{r[1]} z {r[6]:+.2f} |d| {r[5]:.3f} fit {r[7]:.1f}' for r in rows if r[7] is not None and r[7] > 0.5))
    if counted:
        ds = [abs(p['contract']['delta']) for _, p, _, _ in counted]
        print(f'  BY HAND: bought {bought}, sold {sold}, on {len(days)} days ({days[0]} to {days[-1]}), |delta| {min(ds):.3f}-{max(ds):.3f}, '
              f'largest fitted shortfall {max(f for *_, f in counted):.1f}; z of counted {min(z for _, _, z, _ in counted):+.2f}..{max(z for _, _, z, _ in counted):+.2f}')
        qs = [fitted[d]['quoted'] for d in days if fitted[d]['quoted'] is not None]
        print(f'  engine quoted shortfall on those days: max {max(qs):.1f}' if qs else '  no quoted shortfall')
        print('  by-hand quoted shortfall (SKEW close - Cboe formula on the printed strip) per counted day: '
              + ', '.join(f'{d} {hand[d][0]:.1f} (SKEW {hand[d][1]:.2f} of {hand[d][2]}, strip {hand[d][3]:.1f}; engine {fitted[d]["quoted"]:.1f})' for d in days))
    else:
        print('  BY HAND: nothing counted')
    nz = [r for r in rows if r[6] < -2]
    print(f'  puts past the tail start (z < -2) on any day: {len(nz)}; of them on gate days: {sum(1 for r in nz if r[7] is not None and r[7] > 0.5)}; '
          f'min fitted shortfall of puts past start {min((r[7] for r in nz if r[7] is not None), default=None)}')
    inside = [r for r in rows if r[7] is not None and r[7] > 0.5 and r[6] >= -2]
    if inside:
        print(f'  puts inside the tail start on gate days (must not count): {len(inside)}, |delta| {min(r[5] for r in inside):.3f}-{max(r[5] for r in inside):.3f}, z {min(r[6] for r in inside):+.2f}..{max(r[6] for r in inside):+.2f}')
    if border:
        print(f'  borderline |z+2| < 0.05: {border}')
    notes = [n for n in result['diagnostics']['notes'] if n.startswith(NOTE)]
    print(f'  NOTE ({len(notes)}): {notes[0] if notes else "-"}')



def closes(result, ticker):
    """Puts CLOSED at a price (not expiry/assignment) on gate days past the tail start: the note counts
    openings only. A short put bought back there cost less than the index's SKEW implies (flatters);
    a long put sold there fetched less (understates)."""
    rows = []
    for t in result['trades']:
        if t.get('exit_scenario') in ('EXPIRATION', 'ASSIGNMENT'):
            continue
        for p in t.get('exit_contracts', []) or ([t['exit_position']] if t.get('exit_position') else []):
            c = p['contract']
            if c['call_or_put'] == 'put' and c.get('quote_source') != 'imported' and c['bid_price'] + c['ask_price'] > 0:
                rows.append((t['exit_date'], p, t['entry_date'], t.get('exit_scenario')))
    dates = sorted({d for d, *_ in rows})
    fitted = json.loads(subprocess.run(['npx', 'tsx', os.path.join(os.path.dirname(__file__), 'fitted-shortfall.ts'), ticker] + dates,
                                       capture_output=True, text=True, check=True).stdout) if dates else {}
    hit = []
    for d, p, entry, why in rows:
        f = fitted[d]['fitted']
        if f is None or not f > 0.5:
            continue
        c = p['contract']
        F, w_atm, _ = expiry_frame(h18.chain(ticker, d), c['expiry_date'])
        z = math.log(c['strike'] / F) / w_atm
        if z < -2:
            hit.append((d, entry, why, p['side'], p['quantity'], c['strike'], round(abs(c['delta']), 3), round(z, 2), round(f, 1), p.get('price')))
    print(f'  CLOSES of puts at a price: {len(rows)}; on gate days past the tail start: {len(hit)} '
          f'(short bought back: {sum(h[4] for h in hit if h[3] == "short")}, long sold: {sum(h[4] for h in hit if h[3] == "long")})')
    for h in hit:
        print('   ', h)


if __name__ == '__main__':
    if len(sys.argv) > 3 and sys.argv[3] == '--closes':
        closes(json.load(open(sys.argv[1])), sys.argv[2].upper())
    else:
        main()
