"""Prints a multi-leg result's trades, one line per leg (audit 6)."""
import json, sys
r = json.load(open(sys.argv[1]))
print({k: r[k] for k in r if k not in ('trades', 'equity_curve', 'benchmark_prices', 'benchmark_equity', 'diagnostics', 'daily')})
for i, t in enumerate(r['trades']):
    print(i, t['entry_date'], '->', t['exit_date'], 'pnl', t['pnl'], 'comm', t.get('commissions'), 'fees', t.get('exchange_fees'), 'margin', t.get('entry_margin_required'), t.get('exit_scenario'))
    for en, ex in zip(t['entry_contracts'], t['exit_contracts'] or [None] * len(t['entry_contracts'])):
        c = en['contract']
        line = f"    {en['side']:5} {en['quantity']}x {c['id']} b/a/l {c['bid_price']}/{c['ask_price']}/{c['last_trade_price']} S={c['underlying_price']:.2f} fill {en['price']} {c.get('quote_source','')}"
        if ex:
            x = ex['contract']
            line += f" -> b/a/l {x['bid_price']}/{x['ask_price']}/{x['last_trade_price']} S={x['underlying_price']:.2f} fill {ex['price']} {x.get('quote_source','')}"
        print(line)
    print('    reason:', t.get('reason', '')[:500])
