/**
 * Do a multi-leg trade's legs add up to its P&L? (README, "What a multi-leg leg shows".) For each
 * trade: Σ legs at their fills ((exit − entry) × sign × contracts × 100, legCash; after a split each
 * side at its own contracts, the exit in the shares the entry leg's `split_adjusted` states)
 * − commissions against `pnl`. A close held to the position's value bounds (value-bounds.ts) was booked at the
 * bound while its legs keep their own fills: there the difference is the gap the reason states
 * (the legs' value a share − the bound) × 100 × units. Also what the legs would have read at the
 * vendor's last prices, as the trade log priced them before legs carried their fills.
 *
 * Runs: the 20 runs of spxw-sample-runs.ts on the real SPXW sample, imported into a temporary chain
 * store, and the multi-leg golden results (test/golden/results).
 *
 * `npx tsx functions/market/spxw-leg-reconciliation.ts` prints the labelled counts.
 */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Trade } from '../../shared/contracts';
import { legCash, legSides } from '../../shared/analytics/leg-cash';
import { runMultiLegBacktest } from '../../shared/engine';
import { loadMarketData } from './load-market-data';
import { createFolderChainStore } from './chains/chain-store';
import { importChains } from './chains/import-chains';
import { SPXW_FIXTURE, SPXW_RANGE, sampleRuns } from './chains/spxw-sample-runs';

export interface LegReconciliation {
  trades: number;
  /** Legs at their fills − commissions = pnl to the cent. */
  toTheCent: number;
  /** Closes held to the value bounds whose difference is the gap their reason states (to its rounding). */
  heldToBoundsMatchingGap: number;
  /** Trades in neither group: a bookkeeping error (0 expected). */
  unexplained: number;
  /** Over the to-the-cent trades: the largest |legs at the vendor's last − commissions − pnl|. */
  worstAtLastPrices: number;
}

/** The legs' dollars at the given per-share price of each side, before commissions. */
function legsDollars(t: Trade, price: (side: 'entry' | 'exit', k: number) => number): number {
  return t.entry_contracts.reduce((sum, leg, k) => {
    const exit = t.exit_contracts[k];
    if (exit === undefined) throw new Error(`trade of ${t.entry_date} has no exit for leg ${k + 1}`);
    return sum + legCash(leg.side, ...legSides(leg, exit, (side) => price(side, k)));
  }, 0);
}

// Reasons name the prices in dollars since 2026-12-02 ('-$13.55'); earlier results wrote '-13.55'.
const BOUND_WORDS = /valued the position at (-?)\$?([\d,.]+) a share, .*so it was priced at (-?)\$?([\d,.]+)/;
const signedPrice = (sign: string | undefined, digits: string | undefined) => (sign === '-' ? -1 : 1) * Number((digits ?? '').replace(/,/g, ''));

export function reconcileLegs(trades: readonly Trade[]): LegReconciliation {
  const out: LegReconciliation = { trades: 0, toTheCent: 0, heldToBoundsMatchingGap: 0, unexplained: 0, worstAtLastPrices: 0 };
  for (const t of trades) {
    out.trades += 1;
    if (t.commissions === undefined) throw new Error(`trade of ${t.entry_date} has no commissions: a result saved before trades carried them`);
    const fill = (side: 'entry' | 'exit', k: number) => {
      const p = (side === 'entry' ? t.entry_contracts : t.exit_contracts)[k]?.price;
      if (p === undefined) throw new Error(`trade of ${t.entry_date}: leg ${k + 1} has no ${side} fill`);
      return p;
    };
    const diff = legsDollars(t, fill) - t.commissions - t.pnl;
    if (Math.abs(diff) < 0.005) {
      out.toTheCent += 1;
      const last = (side: 'entry' | 'exit', k: number) => (side === 'entry' ? t.entry_contracts : t.exit_contracts)[k]?.contract.last_trade_price ?? Number.NaN;
      out.worstAtLastPrices = Math.max(out.worstAtLastPrices, Math.abs(legsDollars(t, last) - t.commissions - t.pnl));
      continue;
    }
    const bound = BOUND_WORDS.exec(t.reason);
    // The reason's prices are rounded to the cent a share: the gap in dollars is known to ½ cent × 100 × units.
    const units = Math.min(...t.entry_contracts.map((l) => l.quantity));
    const gap = bound ? (signedPrice(bound[1], bound[2]) - signedPrice(bound[3], bound[4])) * 100 * units : Number.NaN;
    if (bound && Math.abs(Math.abs(diff) - Math.abs(gap)) <= 0.5 * units + 0.005) out.heldToBoundsMatchingGap += 1;
    else out.unexplained += 1;
  }
  return out;
}

const money = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function reconciliationLine(label: string, r: LegReconciliation): string {
  return `${label}: trades ${r.trades} · legs − commissions = pnl to the cent ${r.toTheCent} · held to value bounds, off by the stated gap ${r.heldToBoundsMatchingGap} · unexplained ${r.unexplained} · worst at the vendor's last prices (to-the-cent trades) $${money(r.worstAtLastPrices)}`;
}

/** One trade in the trade log's words: each leg's side, contracts, type and strike, fills and dollars, and the trade's P&L. */
export function tradeLegsLine(label: string, t: Trade): string {
  const legs = t.entry_contracts.map((leg, k) => {
    const exit = t.exit_contracts[k];
    const dollars = exit?.price === undefined || leg.price === undefined ? Number.NaN
      : legCash(leg.side, ...legSides(leg, exit));
    return `${leg.side.toUpperCase()} ${leg.quantity}× ${leg.contract.call_or_put.toUpperCase()} ${leg.contract.strike} @ ${leg.price} → ${exit?.price} ${dollars < 0 ? '−' : '+'}$${money(Math.abs(dollars))}`;
  });
  return `${label} ${t.entry_date}..${t.exit_date}: pnl ${t.pnl < 0 ? '−' : '+'}$${money(Math.abs(t.pnl))} · ${legs.join(' · ')}`;
}

const GOLDEN_DIR = new URL('../../test/golden/results/', import.meta.url);

/** The golden results that are multi-leg (their trades carry legs with a side). */
async function goldenMultiLegTrades(): Promise<Trade[]> {
  const trades: Trade[] = [];
  for (const f of (await readdir(GOLDEN_DIR)).filter((n) => n.endsWith('.json')).sort()) {
    const result = JSON.parse(await readFile(new URL(f, GOLDEN_DIR), 'utf8')) as { trades: Trade[] };
    if (result.trades.some((t) => t.entry_contracts?.[0]?.side !== undefined)) trades.push(...result.trades);
  }
  return trades;
}

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'spxw-legs-'));
  try {
    await importChains([SPXW_FIXTURE], dir);
    const market = await loadMarketData('SPX', { store: createFolderChainStore(dir), range: SPXW_RANGE });
    const runs = sampleRuns().map((r) => ({ ...r, trades: runMultiLegBacktest(r.request, market).trades }));
    process.stdout.write(`${reconciliationLine(`SPXW sample, ${runs.length} runs`, reconcileLegs(runs.flatMap((r) => r.trades)))}\n`);
    // README's example leg (the 2765 call of January's $5 condor): the first trade of that run.
    const example = runs.find((r) => r.name === '$5 condor to expiry, last')?.trades[0];
    if (example) process.stdout.write(`${tradeLegsLine('example: $5 condor to expiry, last,', example)}\n`);
    process.stdout.write(`${reconciliationLine('multi-leg goldens', reconcileLegs(await goldenMultiLegTrades()))}\n`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  main().catch((error: unknown) => {
    process.stderr.write(`spxw-leg-reconciliation: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
