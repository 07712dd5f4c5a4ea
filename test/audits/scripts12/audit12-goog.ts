/**
 * Audit 12: can the product run on LEAN's GOOG universes (2015-12-22..31)? Imports them into a
 * temporary store and asks the loader for GOOG, then runs a request on GOOG through the CLI's parser:
 * prints what each step answers (the bundle has GOOGL's bars, not GOOG's).
 * usage: npx tsx test/audits/scripts12/audit12-goog.ts
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importChains } from '../../../functions/market/chains/import-chains';
import { createFolderChainStore } from '../../../functions/market/chains/chain-store';
import { loadMarketData } from '../../../functions/market/load-market-data';
import { parseRequest } from '../../../functions/cli/parse-request';
import { RAW } from '../scripts11/raw-series';

const folder = `${RAW}/options/quantconnect-lean-universes/goog`;
const files = (await readdir(folder)).sort().map((f) => join(folder, f));
const dir = await mkdtemp(join(tmpdir(), 'a12-goog-'));
try {
  const report = await importChains(files, dir);
  console.log('import:', JSON.stringify(report).slice(0, 600));
  const parsed = parseRequest({ ticker: 'GOOG', balance: 100000, start_date: '2015-12-22', end_date: '2015-12-31', strategy: { name: 'x', legs: [{ side: 'short', option_type: 'put', dte_target: 30, target_strike_condition: { type: 'delta', value: -0.3 } }] } });
  console.log('request:', JSON.stringify(parsed).slice(0, 300));
  try {
    const m = await loadMarketData('GOOG', { store: createFolderChainStore(dir), range: { start: '2015-12-22', end: '2015-12-31' } });
    console.log('loaded GOOG bars:', m.bars.length);
  } catch (e) {
    console.log('loader:', (e as Error).message);
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
