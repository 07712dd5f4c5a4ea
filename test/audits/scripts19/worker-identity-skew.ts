/**
 * `npx tsx test/audits/scripts19/worker-identity-skew.ts ROOT_A ROOT_B config.json...` (audit 19):
 * test/bench/worker-identity.ts's comparison (the worker's whole result with model risk, hashed),
 * where ROOT_A predates the SKEW-shortfall run note and ROOT_B has it. The only allowed difference:
 * B's result carries, in diagnostics.notes (and nowhere else), notes starting with the note's fixed
 * opening words, which A's must not. Every such string found anywhere in B's result is counted by
 * path; it is removed only where it sits in a `diagnostics.notes` array, then both results are
 * hashed whole. A note anywhere else, or a note list at the 50-note cap (where an added note would
 * push another into 'N more notes'), is reported, not hidden.
 */
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';

const PREFIX = "Far puts on days the model's put tail fell short of Cboe's SKEW";
const [rootA, rootB, ...files] = process.argv.slice(2);
if (rootA === undefined || rootB === undefined || files.length === 0) throw new Error('usage: worker-identity-skew.ts ROOT_A ROOT_B config.json...');

/** Paths of every string starting with PREFIX. */
function findNotes(v: unknown, path: string, out: string[]): void {
  if (typeof v === 'string') { if (v.startsWith(PREFIX)) out.push(path); return; }
  if (Array.isArray(v)) { v.forEach((x, i) => findNotes(x, `${path}[${i}]`, out)); return; }
  if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) findNotes(x, `${path}.${k}`, out);
}

/** Removes the SKEW note from every `diagnostics.notes` array (at any depth: the band's runs too); returns the note texts removed. */
function stripDiagnosticsNotes(v: unknown, removed: string[], capped: string[], path = ''): void {
  if (Array.isArray(v)) { v.forEach((x, i) => stripDiagnosticsNotes(x, removed, capped, `${path}[${i}]`)); return; }
  if (v === null || typeof v !== 'object') return;
  const o = v as Record<string, unknown>;
  const d = o.diagnostics as { notes?: unknown } | undefined;
  if (d && Array.isArray(d.notes)) {
    if (d.notes.length >= 48) capped.push(`${path}.diagnostics.notes (${d.notes.length})`);
    d.notes = d.notes.filter((n) => { const hit = typeof n === 'string' && n.startsWith(PREFIX); if (hit) removed.push(n as string); return !hit; });
  }
  for (const [k, x] of Object.entries(o)) stripDiagnosticsNotes(x, removed, capped, `${path}.${k}`);
}

async function runAll(root: string) {
  const contracts = await import(`${root}/shared/contracts`);
  const engine = await import(`${root}/shared/engine`);
  const loader = await import(`${root}/functions/market/load-market-data`);
  const out: Record<string, { hash: string; found: string[]; removed: string[]; capped: string[]; trades: number }> = {};
  for (const f of files) {
    const raw = JSON.parse(readFileSync(f, 'utf8'));
    const multi = Array.isArray(raw.strategy?.legs);
    const req = multi ? contracts.BacktestRequestSchema.parse(raw) : contracts.CoveredBacktestRequestSchema.parse(raw);
    const m = await loader.loadMarketData(req.ticker, { store: null });
    const r = multi ? engine.runMultiLegBacktestWithModelRisk(req, m) : engine.runCoveredBacktestWithModelRisk(req, m);
    const found: string[] = [];
    findNotes(r, '', found);
    const removed: string[] = [];
    const capped: string[] = [];
    stripDiagnosticsNotes(r, removed, capped);
    const hash = createHash('sha256').update(JSON.stringify(r)).digest('hex').slice(0, 12);
    out[f] = { hash, found, removed, capped, trades: Array.isArray(r.trades) ? r.trades.length : -1 };
  }
  return out;
}
const a = await runAll(rootA);
const b = await runAll(rootB);
let same = 0;
for (const f of files) {
  const x = a[f];
  const y = b[f];
  if (x === undefined || y === undefined) throw new Error(`no result for ${f}`);
  const ok = x.hash === y.hash && x.found.length === 0 && y.found.length === y.removed.length;
  if (ok) same++;
  console.log(ok ? 'SAME' : 'DIFF', f.split('/').slice(-1)[0], x.hash, y.hash, `trades ${x.trades}/${y.trades}`,
    `A notes ${x.found.length}, B notes ${y.found.length} at ${y.found.join(' ')}`, x.capped.length + y.capped.length ? `CAPPED ${[...x.capped, ...y.capped].join(' ')}` : '');
  for (const n of y.removed) console.log('   B note:', n);
}
console.log(`${same}/${files.length} identical apart from the SKEW note`);
