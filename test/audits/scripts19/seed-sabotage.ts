/**
 * `npx tsx test/audits/scripts19/seed-sabotage.ts config.json...` (audit 19): does the targeted
 * search's answer depend on the chain's delta seed (shared/engine/market/delta-seed.ts)? Each config
 * is run (worker's run with model risk, hashed whole) with the chain's deltaSeed as shipped, without
 * it, with a seed drawn at random from the expiry's strike grid (a fixed-seed PRNG), and with the
 * grid's lowest/highest strike; it also counts how many deltaSeed calls the shipped run made and how
 * many returned a finite strike, so a config that never reaches the seed is visible.
 */
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import * as contracts from '../../../shared/contracts';
import * as engine from '../../../shared/engine';
import { loadMarketData } from '../../../functions/market/load-market-data';

type Mode = 'shipped' | 'none' | 'random' | 'lowest' | 'highest';
const files = process.argv.slice(2);
let rng = 12345;
const random = (): number => { rng = (rng * 1103515245 + 12345) % 2147483648; return rng / 2147483648; };

for (const f of files) {
  const raw = JSON.parse(readFileSync(f, 'utf8'));
  const req = Array.isArray(raw.strategy?.legs) ? contracts.BacktestRequestSchema.parse(raw) : contracts.CoveredBacktestRequestSchema.parse(raw);
  const hashes: string[] = [];
  let calls = 0;
  let finite = 0;
  for (const mode of ['shipped', 'none', 'random', 'lowest', 'highest'] as Mode[]) {
    const m = await loadMarketData(req.ticker, { store: null });
    // The worker's run reads the market through withVolShift(0) (engine index.ts modelRiskFamily)
    // and the band through further shifts: every market handed out is wrapped the same way.
    const wrap = (market: typeof m): typeof m => {
      const o = market.options;
      const shipped = o.deltaSeed?.bind(o);
      if (shipped === undefined && mode !== 'none') throw new Error('this checkout has no deltaSeed');
      if (mode === 'none' || shipped === undefined) delete (o as { deltaSeed?: unknown }).deltaSeed;
      else o.deltaSeed = (date, expiry, type, delta) => {
        const s = shipped(date, expiry, type, delta);
        if (mode === 'shipped') { calls++; if (Number.isFinite(s)) finite++; return s; }
        const grid = o.strikes?.(date, expiry) ?? [];
        if (grid.length === 0) return s;
        if (mode === 'lowest') return grid[0] as number;
        if (mode === 'highest') return grid[grid.length - 1] as number;
        return grid[Math.floor(random() * grid.length)] as number;
      };
      const shift = market.withVolShift?.bind(market);
      if (shift) market.withVolShift = ((...a: Parameters<typeof shift>) => wrap(shift(...a))) as typeof shift;
      return market;
    };
    wrap(m);
    const r = 'legs' in req.strategy
      ? engine.runMultiLegBacktestWithModelRisk(contracts.BacktestRequestSchema.parse(raw), m)
      : engine.runCoveredBacktestWithModelRisk(contracts.CoveredBacktestRequestSchema.parse(raw), m);
    hashes.push(`${mode} ${createHash('sha256').update(JSON.stringify(r)).digest('hex').slice(0, 12)}`);
  }
  const same = new Set(hashes.map((h) => h.split(' ')[1])).size === 1;
  console.log(same ? 'SAME' : 'DIFF', f.split('/').slice(-1)[0], `seed calls ${calls}, finite ${finite}`, hashes.join(' | '));
}
