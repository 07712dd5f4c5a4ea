/**
 * Audit 9: the trade log's view of a split (what Contract Details and the leg dollars read), through
 * the frontend's own derivation (derive-trades.ts): each entry leg's splitAdjusted against the
 * JSON's split_adjusted, and each trade's leg dollars (legDollarPnl) less its commissions against its
 * pnl. Prints the trades a split adjusted and any mismatch.
 * usage: npx tsx test/audits/scripts9/ui-split-legs.ts result.json
 */
import { readFile } from 'node:fs/promises';
import { deriveCoveredTrade, deriveStandardTrade, legDollarPnl } from '../../../frontend/src/features/backtest/results/derive-trades';

const [path] = process.argv.slice(2);
if (!path) throw new Error('usage: ui-split-legs.ts result.json');
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const r = JSON.parse(await readFile(path, 'utf8')) as any;
const out: unknown[] = [];
const problems: unknown[] = [];
// eslint-disable-next-line @typescript-eslint/no-explicit-any
r.trades.forEach((t: any, i: number) => {
  const covered = 'entry_position' in t;
  const d = covered ? deriveCoveredTrade(t, i) : deriveStandardTrade(t, i, 'x');
  const want = covered ? [t.split_adjusted] : t.entry_contracts.map((l: { split_adjusted?: unknown }) => l.split_adjusted);
  d.entry_contracts.forEach((leg, k) => {
    const w = want[k];
    const g = leg.splitAdjusted;
    const same = (!w && !g) || (w && g && w.contracts === g.contracts && w.strike === g.strike && w.shares_per_contract === g.sharesPerContract);
    if (!same) problems.push({ trade: i, leg: k, ui: g, json: w });
  });
  if (!want.some(Boolean)) return;
  if (covered) { out.push({ trade: i, ui_rows: d.entry_contracts[0]?.splitAdjusted }); return; }
  const legs = d.entry_contracts.map((e, k) => legDollarPnl(e, d.exit_contracts[k] ?? null) ?? 0);
  const sum = Math.round((legs.reduce((s, x) => s + x, 0) - (d.commissions ?? 0)) * 100) / 100;
  if (Math.abs(sum - t.pnl) > 0.005) problems.push({ trade: i, legs_less_commissions: sum, pnl: t.pnl });
  out.push({ trade: i, legs: legs.map((x) => Math.round(x * 100) / 100), commissions: d.commissions, legs_less_commissions: sum, pnl: t.pnl });
});
process.stdout.write(`${JSON.stringify({ adjusted: out, problems })}\n`);
