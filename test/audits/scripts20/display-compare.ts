/**
 * Audit 20, check 1: a result saved before h-words21 shown today against a fresh run of the same
 * request, both through the display path the results screens use:
 *   - skipped entries and run notes: deriveResults (derive-results.ts skippedInWords, runInfo notes);
 *   - each trade's reason: trade-row.tsx's groupDigits(reasonWords(reason, { indexPoints })).
 * usage: npx tsx test/audits/scripts20/display-compare.ts OLD.json NEW.json [OLD.json NEW.json ...]
 * Prints, per pair, whether the numbers agree (total P&L, trades), and every displayed text that
 * differs (old shown | new shown), with the raw old text; and old texts still holding the old
 * wording after display (markers below).
 */
import { readFileSync } from 'node:fs';
import { deriveResults } from '../../../frontend/src/features/backtest/results/derive-results';
import { groupDigits } from '../../../shared/domain/group-digits';
import { isIndexOptionId, reasonWords, type AnyBacktestResult } from '../../../frontend/src/features/backtest/lib/shared';

const OLD_MARKERS: Array<[string, RegExp]> = [
  ['tolerance as code', /within tolerance /],
  ['volume >=', /volume >= /],
  ['interval in code', / within \[/],
  ['(s) plural', /\w\(s\)/],
  ['bare count >= 1,000', /(?<![\w.,$-])\d{4,}(?= (?:shares|contracts|days|trades|exits|entries|more|modeled|of the run|delta picks)\b)/],
];

type Any = AnyBacktestResult & { trades: Array<{ reason?: string; entry_contracts?: Array<{ contract: { id: string } }>; entry_position?: { contract: { id: string } } }> };

function shown(result: Any): { skips: string[]; notes: string[]; reasons: string[] } {
  const d = deriveResults(result);
  const skips = d.skippedReasons.map((g) => `${g.reason} · ${g.entries.length} days`);
  const firstId = result.trades[0]?.entry_contracts?.[0]?.contract.id ?? result.trades[0]?.entry_position?.contract.id;
  const reasons = result.trades.map((t) => (t.reason ? groupDigits(reasonWords(t.reason, { indexPoints: isIndexOptionId(firstId) })) : ''));
  // The skipped days one by one too (a group's summary is its first reason).
  const each = d.skippedReasons.flatMap((g) => g.entries.map((e) => `${e.date}: ${e.reason}`));
  return { skips: [...skips, ...each], notes: d.notes, reasons };
}

/** The first place two texts part, with some context either side. */
function where(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const from = Math.max(0, i - 60);
  return `…${a.slice(from, i + 70)}…\n        NEW …${b.slice(from, i + 70)}…`;
}

const args = process.argv.slice(2);
let differ = 0;
let leftOld = 0;
for (let k = 0; k + 1 < args.length; k += 2) {
  const oldFile = args[k] as string;
  const newFile = args[k + 1] as string;
  const o = JSON.parse(readFileSync(oldFile, 'utf8')) as Any;
  const n = JSON.parse(readFileSync(newFile, 'utf8')) as Any;
  const same = o.total_pnl === n.total_pnl && o.trades.length === n.trades.length;
  const so = shown(o);
  const sn = shown(n);
  console.log(`== ${oldFile.split('/').pop()} vs ${newFile.split('/').pop()}: P&L ${o.total_pnl} / ${n.total_pnl}, trades ${o.trades.length} / ${n.trades.length}${same ? '' : '  NUMBERS DIFFER'}; `
    + `skip lines ${so.skips.length}/${sn.skips.length}, notes ${so.notes.length}/${sn.notes.length}, reasons ${so.reasons.filter(Boolean).length}/${sn.reasons.filter(Boolean).length}`);
  for (const kind of ['skips', 'notes', 'reasons'] as const) {
    let a = so[kind];
    let b = sn[kind];
    if (kind === 'notes') {
      // Notes paired by their opening words: a note only one side has is content, not wording.
      const head = (s: string) => s.slice(0, 25);
      for (const x of a) if (!b.some((y) => head(y) === head(x))) console.log(`  note only in the saved result: ${x.slice(0, 120)}`);
      for (const y of b) if (!a.some((x) => head(x) === head(y))) console.log(`  note only in the fresh run: ${y.slice(0, 120)}`);
      a = a.filter((x) => b.some((y) => head(y) === head(x)));
      b = a.map((x) => b.find((y) => head(y) === head(x)) as string);
    }
    const seen = new Set<string>();
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      const x = a[i] ?? '(none)';
      const y = b[i] ?? '(none)';
      if (x === y) continue;
      differ++;
      // One line per distinct difference (a reason repeated over trades is told once, with its count).
      const key = where(x, y);
      if (seen.has(key)) continue;
      seen.add(key);
      const times = a.filter((s, j) => s !== (b[j] ?? '(none)') && where(s, b[j] ?? '(none)') === key).length;
      console.log(`  ${kind}[${i}] differs (${times}x): OLD ${key}`);
    }
    for (const text of a) {
      for (const [name, re] of OLD_MARKERS) {
        if (re.test(text)) {
          leftOld++;
          console.log(`  ${kind}: old wording left after display (${name}): ${text.slice(Math.max(0, (re.exec(text)?.index ?? 0) - 60), (re.exec(text)?.index ?? 0) + 80)}`);
        }
      }
    }
  }
}
console.log(`TOTAL displayed texts differing: ${differ}; old-wording markers left after display: ${leftOld}`);
