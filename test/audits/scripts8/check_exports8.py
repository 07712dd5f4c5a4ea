"""Audit 8 copy of audit 7's check_exports.py: the benchmark_kind column follows the result's
`benchmark_dividends` ('reinvested' since h-reinvest, 2026-12-03; kept as cash before).

Audit 7: the CSV exports checked against the result JSON they came from, every row and column,
read with Python's csv module (not the product's parser). Trade log: one row per leg in order; the
trade's fields on every leg row, trade_pnl / trade_commissions / margin / capital on the first leg
only; fills per share as booked (a covered short expired or assigned: its settlement_price); every
entry_/exit_ Contract field equal to the JSON's, numbers as written (float equality after parsing,
and the text a plain decimal or exponent: no thousands separators, no currency sign). Equity: one row per
curve day, cumulative_pnl = equity − start to the cent, drawdown_pct = (equity − running peak from
the start balance) / peak × 100 to 4 decimals, benchmark_equity the result's. P&L: the lines sum to
total_pnl to the cent and each is the JSON's figure. Also: CRLF line ends, UTF-8, no BOM.
usage: python3 check_exports.py result.json OUT_PREFIX
"""
import csv, io, json, re, sys

r = json.load(open(sys.argv[1])); pre = sys.argv[2]
problems, checked = [], 0
def read(kind):
    raw = open(f'{pre}-{kind}.csv', 'rb').read()
    if raw.startswith(b'\xef\xbb\xbf'): problems.append(f'{kind}: BOM')
    if b'\n' in raw.replace(b'\r\n', b''): problems.append(f'{kind}: a bare LF line end')
    return list(csv.DictReader(io.StringIO(raw.decode('utf-8'), newline='')))
def num(cell, want, where):
    global checked
    checked += 1
    if want is None or want == '':
        if cell != '': problems.append(f'{where}: {cell!r} for empty')
        return
    if isinstance(want, bool): ok = cell == str(want).lower()
    elif isinstance(want, (int, float)):
        ok = cell != '' and float(cell) == float(want)
        if ok and not re.fullmatch(r'-?\d+(\.\d+)?(e[-+]?\d+)?', cell): problems.append(f'{where}: written {cell!r} for {want!r}')
    else: ok = cell.lstrip("'") == str(want)
    if not ok: problems.append(f'{where}: {cell!r} != {want!r}')

covered = 'entry_position' in (r['trades'][0] if r['trades'] else {})
rows = read('trades'); i = 0
fields = None
for n, t in enumerate(r['trades'], 1):
    if covered:
        legs = [(t['entry_position'], t.get('exit_position'))]
    else:
        legs = [(e, (t['exit_contracts'][k] if k < len(t['exit_contracts']) else None)) for k, e in enumerate(t['entry_contracts'])]
    for k, (en, ex) in enumerate(legs):
        row = rows[i]; i += 1; w = f'trade {n} leg {k + 1}'
        fields = fields or [f[6:] for f in row if f.startswith('entry_') and f not in ('entry_date', 'entry_fill_price', 'entry_margin_required', 'entry_capital_required')]
        num(row['trade_number'], n, w); num(row['leg_number'], k + 1, w)
        num(row['entry_date'], t['entry_date'], w); num(row['exit_date'], t['exit_date'], w)
        first = k == 0
        num(row['trade_pnl'], t['pnl'] if first else None, w + ' trade_pnl')
        num(row['trade_commissions'], t.get('commissions') if first else None, w + ' commissions')
        if covered:
            num(row['premium_received'], t['premium_received'], w + ' premium')
            num(row['exit_fill_price'], ex['price'] if ex else t.get('settlement_price'), w + ' exit fill')
        else:
            num(row['entry_margin_required'], t['entry_margin_required'] if first else None, w + ' margin')
            num(row['entry_capital_required'], t['entry_capital_required'] if first else None, w + ' capital')
            num(row['exit_fill_price'], ex['price'] if ex else None, w + ' exit fill')
        num(row['side'], en['side'], w); num(row['quantity'], en['quantity'], w)
        num(row['entry_fill_price'], en['price'], w + ' entry fill')
        for f in fields:
            num(row[f'entry_{f}'], en['contract'].get(f), f'{w} entry_{f}')
            num(row[f'exit_{f}'], (ex or {}).get('contract', {}).get(f) if ex else None, f'{w} exit_{f}')
        if row['exit_scenario_code'] == '' or row['reason'] == '': problems.append(f'{w}: empty scenario or reason')
if i != len(rows): problems.append(f'trade log has {len(rows)} rows, {i} legs')
total_pnl_col = sum(float(x['trade_pnl']) for x in rows if x['trade_pnl'] != '')
if round(total_pnl_col, 2) != round(sum(t['pnl'] for t in r['trades']), 2): problems.append('trade_pnl column sum')

eq = read('equity')
curve = [(c['date'], c['equity']) if isinstance(c, dict) else (c[0], c[1]) for c in r['equity_curve']]
bench = {(c['date'] if isinstance(c, dict) else c[0]): (c['equity'] if isinstance(c, dict) else c[1]) for c in r.get('benchmark_equity', [])}
if len(eq) != len(curve): problems.append(f'equity rows {len(eq)} vs {len(curve)}')
peak = r['start_balance']
for row, (d, e) in zip(eq, curve):
    peak = max(peak, e)
    num(row['date'], d, 'equity date'); num(row['equity'], e, f'equity {d}')
    num(row['cumulative_pnl'], round(e - r['start_balance'], 2), f'cum {d}')
    dd = round((e - peak) / peak * 100, 4) + 0.0
    checked += 1
    if abs(float(row['drawdown_pct']) - dd) > 1e-9: problems.append(f'drawdown {d}: {row["drawdown_pct"]} vs {dd}')
    num(row['benchmark_equity'], bench.get(d), f'bench {d}')
    want_kind = 'Total return (dividends reinvested)' if r.get('benchmark_dividends') == 'reinvested' else 'Total return (dividends kept as cash)'
    if row['benchmark_kind'] != want_kind: problems.append(f'benchmark_kind {row["benchmark_kind"]!r}')

pnl = read('pnl')
want = {'option_trades': round(sum(t['pnl'] for t in r['trades']), 2), 'interest_earned': r['interest_earned'], 'interest_paid': -r['interest_paid']}
if covered: want.update({'dividends': r['dividends_received'], 'shares': r['share_pnl']})
got = {x['line']: float(x['amount']) for x in pnl}
for k, v in want.items():
    checked += 1
    if abs(got.get(k, 1e9) - v) > 0.005: problems.append(f'pnl {k}: {got.get(k)} vs {v}')
if 'unexplained' in got: problems.append(f'unexplained {got["unexplained"]}')
if abs(sum(v for k, v in got.items() if k != 'total_pnl') - r['total_pnl']) > 0.005 or got['total_pnl'] != r['total_pnl']: problems.append('pnl lines do not sum to total_pnl')
print(json.dumps({'trade_rows': len(rows), 'equity_rows': len(eq), 'pnl_lines': [x['line'] for x in pnl], 'cells_checked': checked, 'problems': problems[:15], 'problem_count': len(problems)}))
