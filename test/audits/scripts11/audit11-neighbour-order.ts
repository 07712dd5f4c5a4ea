/**
 * Audit 11, N3: how often real quotes obey each bound real-neighbour-bound.ts could put on a modeled
 * quote, leave one out. For every real quote of the SPXW sample's raw file with a two-sided quote
 * (bid > 0, bid ≤ ask) whose next lower and next higher strikes (same day, expiry, type) have one
 * too, counts the quotes whose bid, ask or midpoint lies outside what each bound computed from those
 * two neighbours allows, and by how much (median, 90th percentile, max):
 * - side by side: monotone in strike, the vertical's width, convexity (same side of both neighbours);
 * - executable (cross-side): a bid above the dearer neighbour's ask, above the cheaper's ask plus the
 *   strike distance, above the blend of both asks; an ask below the cheaper's bid, below the
 *   dearer's bid less the strike distance.
 * A bound that a real quote of that side breaks could, clamped onto a modeled side, move it past
 * where a real quote would have been. usage: npx tsx test/audits/scripts11/audit11-neighbour-order.ts
 */
import { readFileSync } from 'node:fs';
import { RAW } from './raw-series';

const FILE = `${RAW}/options/historicaloptiondata-samples_via-optopsy/SPXW_2018-01-02_to_2018-02-28.csv`;
interface Row { k: number; b: number; a: number }
type Side = readonly [string, (r: Row) => number];
const SIDES: readonly Side[] = [['bid', (r) => r.b], ['ask', (r) => r.a], ['mid', (r) => (r.a + r.b) / 2]];
const EPS = 1e-9;

const chains = new Map<string, Row[]>();
for (const line of readFileSync(FILE, 'utf8').trim().split('\n').slice(1)) {
  const c = line.split(',');
  const b = Number(c[10]);
  const a = Number(c[11]);
  if (!(b > 0) || !(a >= b)) continue;
  const key = `${c[7]}|${c[6]}|${c[5]}`;
  const list = chains.get(key) ?? [];
  list.push({ k: Number(c[8]), b, a });
  chains.set(key, list);
}

const breaks = new Map<string, number[]>();
const note = (name: string, by: number): void => {
  if (by > EPS) breaks.set(name, [...(breaks.get(name) ?? []), by]);
};
let interior = 0;
for (const [key, rows] of chains) {
  rows.sort((x, y) => x.k - y.k);
  const put = key.endsWith('put');
  for (let i = 1; i < rows.length - 1; i += 1) {
    const [low, q, high] = [rows[i - 1], rows[i], rows[i + 1]] as [Row, Row, Row];
    const [cheaper, dearer] = put ? [low, high] : [high, low];
    const toCheaper = Math.abs(q.k - cheaper.k);
    const toDearer = Math.abs(dearer.k - q.k);
    const w = (high.k - q.k) / (high.k - low.k);
    interior += 1;
    for (const [name, v] of SIDES) {
      const x = v(q);
      note(`${name} above the dearer neighbour's (monotone cap)`, x - v(dearer));
      note(`${name} below the cheaper neighbour's (monotone floor)`, v(cheaper) - x);
      note(`${name} above the cheaper's + distance (width cap)`, x - v(cheaper) - toCheaper);
      note(`${name} below the dearer's - distance (width floor)`, v(dearer) - toDearer - x);
      note(`${name} above the blend of both (convexity)`, x - w * v(low) - (1 - w) * v(high));
    }
    note("executable: bid above the dearer's ask", q.b - dearer.a);
    note("executable: ask below the cheaper's bid", cheaper.b - q.a);
    note("executable: bid above the cheaper's ask + distance", q.b - cheaper.a - toCheaper);
    note("executable: ask below the dearer's bid - distance", dearer.b - toDearer - q.a);
    note('executable: bid above the blend of both asks', q.b - w * low.a - (1 - w) * high.a);
  }
}
const at = (sorted: number[], p: number): string => (sorted[Math.floor(p * (sorted.length - 1))] ?? 0).toFixed(2);
console.log(`${interior} interior real quotes with both neighbours quoted`);
for (const [name, sizes] of [...breaks].sort(([a], [b]) => a.localeCompare(b))) {
  const s = [...sizes].sort((x, y) => x - y);
  console.log(`${name}: ${s.length} (${((100 * s.length) / interior).toFixed(2)}%), median ${at(s, 0.5)}, p90 ${at(s, 0.9)}, max ${at(s, 1)}`);
}
const executable = [...breaks.keys()].filter((k) => k.startsWith('executable'));
if (executable.length === 0) console.log('executable bounds: no real quote breaks any');
