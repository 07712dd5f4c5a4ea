/**
 * Audit 20: every trade reason and skipped day of the given results as the screens show them
 * (trade-row's groupDigits(reasonWords), deriveResults' skip list and notes), scanned for numbers the
 * display rewrites broke: a dollar sign put on a grouped count ('$1.00,000'), a grouped year or
 * 4-digit strike ('2,024', 'the 4,500 strike'), a grouped contract id or date.
 * usage: npx tsx test/audits/scripts20/mangle-scan.ts RESULT.json...
 */
import { readFileSync } from 'node:fs';
import { deriveResults } from '../../../frontend/src/features/backtest/results/derive-results';
import { groupDigits } from '../../../shared/domain/group-digits';
import { isIndexOptionId, reasonWords, type AnyBacktestResult } from '../../../frontend/src/features/backtest/lib/shared';

const BROKEN: Array<[string, RegExp]> = [
  ['dollar on a grouped count', /\$\d+\.\d\d,\d/],
  ['dollar on a count of shares/contracts', /\$[\d,.]+ (?:shares|contracts?)\b/],
  ['grouped year', /\b[12],0\d\d-\d\d-\d\d|\b(?:19|20)\d,\d{2}\b(?!,)/],
  ['grouped 4-digit index strike (points, no dollar)', /\bthe \d,\d{3}(?:\.\d+)? (?:call |put )?strike\b/],
  ['comma inside an id', /[A-Z]{1,5}\d{6}[CP]\d*,\d/],
];
let texts = 0;
let broken = 0;
for (const file of process.argv.slice(2)) {
  const r = JSON.parse(readFileSync(file, 'utf8')) as AnyBacktestResult & { trades: Array<{ reason?: string; entry_contracts?: Array<{ contract: { id: string } }>; entry_position?: { contract: { id: string } } }> };
  const id = r.trades[0]?.entry_contracts?.[0]?.contract.id ?? r.trades[0]?.entry_position?.contract.id;
  const d = deriveResults(r);
  const all = [
    ...r.trades.map((t) => (t.reason ? groupDigits(reasonWords(t.reason, { indexPoints: isIndexOptionId(id) })) : '')),
    ...d.skippedReasons.flatMap((g) => g.entries.map((e) => e.reason)),
    ...d.notes,
  ];
  for (const text of all) {
    texts++;
    for (const [name, re] of BROKEN) {
      const m = re.exec(text);
      if (m) {
        broken++;
        console.log(`${file.split('/').pop()}: ${name}: …${text.slice(Math.max(0, m.index - 80), m.index + 60)}…`);
      }
    }
  }
}
console.log(`${texts} texts scanned, ${broken} broken`);
