/**
 * Audit 20: the trade row's "Shares while the call was open" line (derive-trades.ts sharesCalledAway)
 * on a result's assigned covered calls: how many trades' reasons say shares were called away, and for
 * how many the row gets the shares' side. usage: npx tsx test/audits/scripts20/called-away.ts RESULT.json...
 */
import { readFileSync } from 'node:fs';
import { deriveResults } from '../../../frontend/src/features/backtest/results/derive-results';
import type { AnyBacktestResult } from '../../../frontend/src/features/backtest/lib/shared';

for (const file of process.argv.slice(2)) {
  const result = JSON.parse(readFileSync(file, 'utf8')) as AnyBacktestResult;
  const trades = deriveResults(result).trades;
  const said = trades.filter((t) => / shares called away at /.test(t.reason ?? ''));
  const shown = said.filter((t) => t.sharesCalledAway !== undefined);
  console.log(`${file.split('/').pop()}: ${said.length} trades say shares were called away; the row shows their side for ${shown.length}`
    + (shown[0]?.sharesCalledAway ? ` (first: ${shown[0].sharesCalledAway.shares} shares, ${shown[0].sharesCalledAway.dollars})` : ''));
}
