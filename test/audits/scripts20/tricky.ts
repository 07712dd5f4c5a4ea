/**
 * Audit 20, check 1 (tricky inputs) and check 2 (detectors on both wordings).
 * usage: npx tsx test/audits/scripts20/tricky.ts
 *
 * Each OLD text is as the engine wrote it at e21503e0 (templates copied from that commit's code, see
 * the audit); each NEW text is made by today's engine functions for the same inputs. Both go through
 * the display path: skipped entries and notes through deriveResults (a saved result's copy with them
 * put in), trade reasons through trade-row.tsx's groupDigits(reasonWords(...)). Printed: SAME / DIFF.
 */
import { readFileSync } from 'node:fs';
import { deriveResults } from '../../../frontend/src/features/backtest/results/derive-results';
import { groupDigits } from '../../../shared/domain/group-digits';
import { reasonWords, type AnyBacktestResult } from '../../../frontend/src/features/backtest/lib/shared';
import { nearTargetWords } from '../../../shared/engine/selection/tolerance-words';
import { isVolumeMiss, volumeMissWords } from '../../../shared/engine/selection/select-contract';
import { contractsText, countText, sharesText } from '../../../shared/engine/core/count-text';
import { fartherExpiryNote } from '../../../shared/engine/selection/expiry-fallback';
import { flattenWords } from '../../../shared/engine/strategy/multileg/delivered-shares';
import { modeledLiquidityNote } from '../../../shared/engine/strategy/liquidity-note';
import { Diagnostics } from '../../../shared/engine/strategy/diagnostics';
import { moreSkipsNote, moreSkipsOf, skipCause } from '../../../shared/domain/skip-causes';
import { groupSkips } from '../../../frontend/src/features/backtest/results/skip-groups';
import { fillPriceText } from '../../../shared/engine/core/money';

const base = JSON.parse(readFileSync(process.argv[2] ?? '/tmp/a20/words/spy-cc-minvol3000-2024h1.old.json', 'utf8')) as AnyBacktestResult;

function shownSkip(reason: string): string {
  const r = structuredClone(base);
  r.diagnostics.skipped_entries = [{ date: '2024-01-02', reason }];
  return deriveResults(r).skippedReasons[0]?.reason ?? '(none)';
}
function shownNote(note: string): string {
  const r = structuredClone(base);
  r.diagnostics.notes = [note];
  return deriveResults(r).notes[0] ?? '(none)';
}
const shownReason = (reason: string, indexPoints = false): string => groupDigits(reasonWords(reason, { indexPoints }));

let diff = 0;
function compare(kind: 'skip' | 'note' | 'reason', label: string, oldText: string, newText: string, indexPoints = false): void {
  const show = kind === 'skip' ? shownSkip : kind === 'note' ? shownNote : (t: string) => shownReason(t, indexPoints);
  const a = show(oldText);
  const b = show(newText);
  if (a !== b) diff++;
  console.log(`${a === b ? 'SAME' : 'DIFF'} ${kind} ${label}\n   old raw:   ${oldText}\n   old shown: ${a}${a === b ? '' : `\n   new shown: ${b}`}`);
}

// --- Volume miss with counts of 999 / 1000 / 10000 (old: `no ${type} with volume >= ${min} ...`).
for (const min of [999, 1000, 10000, 2500000]) {
  compare('skip', `volume miss ${min}`, `covered call: no call with volume >= ${min} at the chosen expiration`,
    `covered call: no call ${volumeMissWords(min)} at the chosen expiration`);
}
// --- Tolerances (old: `within tolerance ${tol} of ${label}`), new from nearTargetWords.
const tol: Array<[number | null, 'delta' | 'dollars' | 'fraction', string, string]> = [
  [0, 'delta', 'delta 0.3', 'delta 0.3'],
  [null, 'delta', 'delta 0.3', 'delta 0.3'],
  [0.01, 'delta', 'delta -0.05', 'delta -0.05'],
  [2.5, 'dollars', 'the parent strike + 50', 'the parent strike + 50'],
  [0, 'dollars', 'the parent strike − 10', 'the parent strike − 10'],
  [0.005, 'fraction', '5% OTM', '5% OTM'],
  [0.01, 'fraction', '5% OTM', '5% OTM'],
  // The covered strike-offset label itself changed: '$5' -> fillPriceText(5) '$5.00' (strike-target.ts).
  [2, 'dollars', 'strike offset $5', `strike offset ${fillPriceText(5)}`],
  [0.5, 'dollars', 'strike offset $2.5', `strike offset ${fillPriceText(2.5)}`],
];
for (const [t, unit, oldLabel, newLabel] of tol) {
  compare('skip', `tolerance ${t} ${unit} of '${oldLabel}'`, `covered call: no call with volume >= 1000 within tolerance ${t} of ${oldLabel}`,
    `covered call: no call ${volumeMissWords(1000)} ${nearTargetWords({ tolerance: t, toleranceUnit: unit, targetLabel: newLabel })}`);
}
// A label the rewrite does not know (a spreads leg's own target: 'delta 0.3' is known; 'strike 450' is not).
compare('skip', 'unknown label', 'Leg 1: no put within tolerance 3 of strike 450', 'Leg 1: no put within the $3.00 tolerance of strike 450');
// --- Farther-expiry reason (old: the miss with 'with volume >= N' stripped; minimum volume bare).
compare('reason', 'farther expiry, min volume 2500',
  'Credit Capture: 51.52% of the $0.99 credit captured (target 50.00%; option marked at $0.48). Entered the 2024-03-15 expiry (45 DTE): the nearest, 2024-03-08 (38 DTE), had no strike meeting the minimum volume of 2500 (no put with enough volume within tolerance 2.5 of the parent strike − 5)',
  `Credit Capture: 51.52% of the $0.99 credit captured (target 50.00%; option marked at $0.48). ${fartherExpiryNote('2024-01-30', '2024-03-15', { expiry: '2024-03-08', miss: `no put ${volumeMissWords(2500)} ${nearTargetWords({ tolerance: 2.5, toleranceUnit: 'dollars', targetLabel: 'the parent strike − 5' })}` }, 2500)}`);
// --- Volume-moved reason (old: bare numbers).
compare('reason', 'volume moved the pick',
  'The minimum volume of 1000 moved the pick for delta 0.3: the 4500 call (delta 0.250, volume 1500) was taken, the 4550 (delta 0.301, volume 800) being nearest the target',
  `The minimum volume of ${countText(1000)} moved the pick for delta 0.3: the 4500 call (delta 0.250, volume ${countText(1500)}) was taken, the 4550 (delta 0.301, volume ${countText(800)}) being nearest the target`, true);
// --- Shares: grouped and fractional; 1 share's verb; years and strikes.
compare('reason', 'flatten 24200 shares', 'The 24200 shares the exercise or assignment left long were sold at the close 4500.25 (commission $1.00)',
  flattenWords(24200, 4500.25, '$1.00'));
compare('reason', 'flatten 1 share', 'The 1 share the exercise or assignment left long were sold at the close 450.25 (no commission)', flattenWords(1, 450.25, undefined));
compare('reason', 'called away 2700', '2700 shares called away at 592', `${sharesText(2700)} called away at 592`);
compare('reason', 'split deliverable 133.333', 'OCC adjusted 1 contract of the 100 call: each now delivers 133.333 shares at 75 a share',
  `OCC adjusted ${contractsText(1)} of the 100 call: each now delivers ${sharesText(133.333)} at 75 a share`);
compare('reason', 'split deliverable 1333.333', 'OCC adjusted 12 contracts of the 100 call: each now delivers 1333.333 shares at 75 a share',
  `OCC adjusted ${contractsText(12)} of the 100 call: each now delivers ${sharesText(1333.333)} at 75 a share`);
compare('skip', 'year and strike untouched', 'cash-secured put: cash $326,794.77 does not secure one put at the 4500 strike ($450,000.00 needed): no trade',
  'cash-secured put: cash $326,794.77 does not secure one put at the 4500 strike ($450,000.00 needed): no trade');
compare('reason', 'year, id, SPX strike', 'Expired 2024-12-20: the SPXW241220P04500000 4500 put settled against 2024 (SPX 12345.67) with 10000 contracts',
  `Expired 2024-12-20: the SPXW241220P04500000 4500 put settled against 2024 (SPX 12345.67) with ${contractsText(10000)}`, true);
// --- Entry conditions in words (old: '(RSI(14) 71.35 within [0.00, 70.00])').
compare('skip', 'RSI between', 'covered call: entry condition not met (RSI(14) 71.35 within [0.00, 70.00])', 'covered call: entry condition not met (RSI(14) 71.35, not between 0.00 and 70.00)');
compare('skip', 'RSI top only', 'covered call: entry condition not met (RSI 63.63 within [open, 60.00])', 'covered call: entry condition not met (RSI 63.63, not at or below 60.00)');
compare('skip', 'RSI with a trailing roll', 'covered call roll (dte_stop: 5 DTE left) not made: entry condition not met (SMA(20) -1.50 within [-2.00, open])',
  'covered call roll (DTE Stop: 5 DTE left) not made: entry condition not met (SMA(20) -1.50, not at or above -2.00)');
// --- Notes.
compare('note', 'liquidity note 3000 / 123 days', `Liquidity filter on modeled data: the minimum volume of 3000 contracts was checked against modeled volume on all 124 days (x). It stopped an entry or roll on 123 days (listed as skipped: "no … with volume >= 3000").`,
  `Liquidity filter on modeled data: the minimum volume of ${countText(3000)} contracts was checked against modeled volume on all 124 days (x). It stopped an entry or roll on 123 days (listed as skipped: "no … ${volumeMissWords(3000)}").`);
compare('note', 'liquidity note 100 / 1200 days', `Liquidity filter on modeled data: the minimum volume of 100 contracts was checked against modeled volume on 1300 of 2500 days (x). It stopped an entry or roll on 1200 days (listed as skipped: "no … with volume >= 100").`,
  `Liquidity filter on modeled data: the minimum volume of 100 contracts was checked against modeled volume on ${countText(1300)} of ${countText(2500)} days (x). It stopped an entry or roll on ${countText(1200)} days (listed as skipped: "no … ${volumeMissWords(100)}").`);
compare('note', 'more skips 2667', '2667 more days without an entry or roll not listed (no contract fit: 2600; the strategy\'s own rules did not enter: 67)', moreSkipsNote({ 'no-contract': 2600, rules: 67 } as never));
compare('note', 'ghost rows', '3 trade(s) used a modeled quote in place of 4 vendor row(s) set aside as pre-split ghosts: x', '3 trades used a modeled quote in place of 4 vendor rows set aside as pre-split ghosts: x');
compare('note', 'split note 100 -> 2000', '20-for-1 split on 2022-06-06: 100 shares became 2000.', `20-for-1 split on 2022-06-06: ${sharesText(100)} became ${countText(2000)}.`);
compare('note', 'farther expiry note tolerance', 'Flexible DTE matching: 9 entries or rolls traded a farther expiry … (Leg 2 child 1: no call with enough volume within tolerance 10 of the parent strike + 50).',
  `Flexible DTE matching: 9 entries or rolls traded a farther expiry … (Leg 2 child 1: no call with enough volume ${nearTargetWords({ tolerance: 10, toleranceUnit: 'dollars', targetLabel: 'the parent strike + 50' })}).`);
console.log(`\nDISPLAY: ${diff} pairs read differently`);

// --- Check 2: the detectors on both wordings.
console.log('\n== detectors');
const oldMiss = 'covered call: no call with volume >= 3000 at the chosen expiration';
const newMiss = `covered call: no call ${volumeMissWords(3000)} at the chosen expiration`;
const oldThin = 'Leg 1: no put with volume >= 1500 within tolerance 2.5 of the parent strike − 5';
const newThin = `Leg 1: no put ${volumeMissWords(1500)} ${nearTargetWords({ tolerance: 2.5, toleranceUnit: 'dollars', targetLabel: 'the parent strike − 5' })}`;
const notVolume = ['covered call: no call within tolerance 0.01 of delta 0.05', `covered call: no call ${nearTargetWords({ tolerance: 0.01, toleranceUnit: 'delta', targetLabel: 'delta 0.05' })}`, 'covered call: entry condition not met (RSI 63.63, not at or below 60.00)', 'Leg 1: no put passed the premium and entry filters'];
for (const t of [oldMiss, newMiss, oldThin, newThin, ...notVolume]) console.log(`isVolumeMiss=${isVolumeMiss(t)}  skipCause=${skipCause(t)}  | ${t}`);
// Diagnostics' volume-miss days, read by the liquidity note (one day each wording, one non-miss day).
const d = new Diagnostics();
d.skip('2024-01-02', oldMiss);
d.skip('2024-01-03', newMiss);
d.skip('2024-01-04', oldThin);
d.skip('2024-01-05', newThin);
d.skip('2024-01-08', notVolume[1] as string);
const missDays = (d as unknown as { volumeMissDays: Set<string> }).volumeMissDays;
console.log(`Diagnostics volume-miss days: ${[...missDays].join(', ')} (expected the 4 miss days, not 2024-01-08)`);
console.log(`liquidity note's count from them: ${/stopped an entry or roll on ([\d,]+) day/.exec(modeledLiquidityNote({ source: () => 'modeled' } as never, [{ date: '2024-01-02' }] as never, 3000, missDays.size) ?? '')?.[1]}`);
// expiry-fallback's stripping of the miss.
for (const miss of [`no put with volume >= 2500 at the chosen expiration`, `no put ${volumeMissWords(2500)} at the chosen expiration`, oldThin.slice(7), newThin.slice(7), 'no put with volume >= 2500.5 at the chosen expiration']) {
  console.log(`fartherExpiryNote miss '${miss}' -> ${/\(([^()]*(?:\([^)]*\))?[^()]*)\)$/.exec(fartherExpiryNote('2024-01-30', '2024-03-15', { expiry: '2024-03-08', miss }, 2500))?.[1]}`);
}
// Frontend skip grouping: an old and a new wording of one miss, shown, group together?
const r = structuredClone(base);
r.diagnostics.skipped_entries = [{ date: '2024-01-02', reason: oldMiss }, { date: '2024-01-03', reason: newMiss }, { date: '2024-01-04', reason: oldThin }, { date: '2024-01-05', reason: newThin }];
const groups = deriveResults(r).skippedReasons;
console.log(`skip groups of 4 days (2 misses, each old + new): ${groups.length} groups: ${groups.map((g) => `${g.entries.length}x '${g.reason}'`).join(' / ')}`);
console.log(`groupSkips on the raw texts (no rewrite): ${groupSkips(r.diagnostics.skipped_entries).length} groups`);
// moreSkipsOf on old (bare) and new (grouped) counts.
const oldMore = '2667 more days without an entry or roll not listed (no contract fit: 2600; the strategy\'s own rules did not enter: 67).';
const newMore = `${moreSkipsNote({ 'no-contract': 2600, rules: 67 } as never)}.`;
console.log(`moreSkipsOf old '${oldMore}' -> ${JSON.stringify(moreSkipsOf([oldMore]))}`);
console.log(`moreSkipsOf new '${newMore}' -> ${JSON.stringify(moreSkipsOf([newMore]))}`);
console.log(`moreSkipsOf legacy '120 more skipped entry days not listed' -> ${JSON.stringify(moreSkipsOf(['120 more skipped entry days not listed']))}`);
console.log(`moreSkipsOf malformed '2,66 more days …' -> ${JSON.stringify(moreSkipsOf(['2,66 more days without an entry or roll not listed (no contract fit: 2,66).']))}`);
