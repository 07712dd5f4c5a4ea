/**
 * Audit 8: the three CSVs a *saved* run exports (the Saved page's menu: saved-exports.ts reads the
 * stored results through savedResultOf, then the same CSV functions), for a result JSON as stored
 * (the share check showed the stored results equal the CLI's JSON). Written beside audit 7's
 * export-files.ts output so the two can be compared byte for byte, and checked by check_exports8.py.
 * usage: npx tsx test/audits/scripts8/saved-export-files.ts result.json OUT_PREFIX
 */
import { readFile, writeFile } from 'node:fs/promises';
import { equityCsv } from '../../../shared/analytics/export/equity-csv';
import { pnlSummaryCsv } from '../../../shared/analytics/export/pnl-summary-csv';
import { savedResultOf } from '../../../shared/analytics/export/saved-result';
import { tradeLogCsv } from '../../../shared/analytics/export/trade-log-csv';

const [path, out] = process.argv.slice(2);
if (!path || !out) throw new Error('usage: saved-export-files.ts result.json OUT_PREFIX');
const result = savedResultOf(JSON.parse(await readFile(path, 'utf8')));
if (!result) throw new Error(`${path}: the saved page could not read it as a result`);
await writeFile(`${out}-trades.csv`, tradeLogCsv(result), 'utf8');
await writeFile(`${out}-equity.csv`, equityCsv(result), 'utf8');
await writeFile(`${out}-pnl.csv`, pnlSummaryCsv(result), 'utf8');
