/**
 * Audit 20: the run notes of a saved (old) and a fresh (new) result as derive-results shows them,
 * printed whole where they differ. usage: npx tsx test/audits/scripts20/show-notes.ts OLD.json NEW.json
 */
import { readFileSync } from 'node:fs';
import { deriveResults } from '../../../frontend/src/features/backtest/results/derive-results';
import type { AnyBacktestResult } from '../../../frontend/src/features/backtest/lib/shared';

const [a, b] = process.argv.slice(2).map((f) => deriveResults(JSON.parse(readFileSync(f, 'utf8')) as AnyBacktestResult).notes);
for (const x of a ?? []) {
  const y = (b ?? []).find((n) => n.slice(0, 25) === x.slice(0, 25));
  if (y !== undefined && y !== x) console.log(`SAVED SHOWN: ${x}\nFRESH SHOWN: ${y}\n`);
}
