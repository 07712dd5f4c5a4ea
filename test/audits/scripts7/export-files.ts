/**
 * Audit 7: writes the three CSV exports the results panel downloads (trade log, daily equity, P&L
 * summary) for a result JSON, with the product's own functions, for check_exports.py to read.
 * usage: npx tsx test/audits/scripts7/export-files.ts result.json OUT_PREFIX
 */
import { readFile, writeFile } from 'node:fs/promises';
import type { AnyBacktestResult } from '../../../shared/contracts';
import { equityCsv } from '../../../shared/analytics/export/equity-csv';
import { pnlSummaryCsv } from '../../../shared/analytics/export/pnl-summary-csv';
import { tradeLogCsv } from '../../../shared/analytics/export/trade-log-csv';

const [path, out] = process.argv.slice(2);
if (!path || !out) throw new Error('usage: export-files.ts result.json OUT_PREFIX');
const result = JSON.parse(await readFile(path, 'utf8')) as AnyBacktestResult;
await writeFile(`${out}-trades.csv`, tradeLogCsv(result), 'utf8');
await writeFile(`${out}-equity.csv`, equityCsv(result), 'utf8');
await writeFile(`${out}-pnl.csv`, pnlSummaryCsv(result), 'utf8');
