/**
 * Audit 10: the equity CSV's own columns beside the curve: `cumulative_pnl` = equity − start balance
 * to the cent and `drawdown_pct` = the fall below the running peak (the start balance included) to
 * its 4 decimals, and the column's lowest value against the result's `max_drawdown_pct`.
 * usage: npx tsx test/audits/scripts10/audit10-equity-csv.ts result.json …
 */
import { readFileSync } from 'node:fs';
import { equityCsv } from '../../../shared/analytics/export/equity-csv';
import type { AnyBacktestResult } from '../../../shared/contracts';

for (const f of process.argv.slice(2)) {
 const r = JSON.parse(readFileSync(f, 'utf8')) as AnyBacktestResult & { equity_curve: unknown[] };
 const rows = equityCsv(r).trim().split(/\r?\n/).slice(1).map((l: string)=>l.split(','));
 const minDd = Math.min(...rows.map((x: string[])=>Number(x[3])));
 const pts: number[] = r.equity_curve.map((p)=>(Array.isArray(p) ? Number(p[1]) : Number((p as { equity: number }).equity))); let pk=r.start_balance; const mine:number[]=[];
 for (const e of pts){pk=Math.max(pk,e); mine.push(-(pk-e)/pk*100);}
 let off=0; let worst=0; rows.forEach((x: string[],i: number)=>{ const d=Math.abs(Number(x[3])-(mine[i] ?? NaN)); worst=Math.max(worst,d); if (d>0.00006) off++; if (Math.abs(Number(x[2])-((pts[i] ?? NaN)-r.start_balance))>0.005) off++;});
 console.log(f, 'csv min drawdown', minDd, 'engine', r.max_drawdown_pct, 'rows off', off, 'of', rows.length, 'worst', worst);
}
