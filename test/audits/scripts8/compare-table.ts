/**
 * Audit 8: the Compare page's table (compareRows, as compare-page.tsx calls it) for a set of CLI
 * results, printed row by row with the starred runs, so compare_check.py can check every value
 * against the result JSONs and each star against the row's rule.
 * usage: npx tsx test/audits/scripts8/compare-table.ts result.json… > table.json
 */
import { readFile } from 'node:fs/promises';
import { compareRows } from '../../../shared/analytics/compare/compare-rows';
import type { AnyBacktestResult } from '../../../shared/contracts/results';

const paths = process.argv.slice(2);
if (paths.length < 2) throw new Error('usage: compare-table.ts result.json result.json…');
const results = await Promise.all(paths.map(async (p) => JSON.parse(await readFile(p, 'utf8')) as AnyBacktestResult));
process.stdout.write(`${JSON.stringify({ files: paths, rows: compareRows(results) }, null, 1)}\n`);
