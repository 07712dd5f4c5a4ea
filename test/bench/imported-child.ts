/**
 * One cold step of `npm run bench -- --imported`, in its own process so its memory and time are
 * its own: `import FILE STORE_DIR` or `run short_put|iron_condor STORE_DIR END_DATE`. Prints one
 * JSON line: milliseconds from before the first read to the end, and the process's peak RSS.
 */
import { performance } from 'node:perf_hooks';
import { BacktestRequestSchema, CoveredBacktestRequestSchema } from '../../shared/contracts';
import { runCoveredBacktest, runMultiLegBacktest } from '../../shared/engine';
import { createFolderChainStore } from '../../functions/market/chains/chain-store';
import { importChains } from '../../functions/market/chains/import-chains';
import { loadMarketData } from '../../functions/market/load-market-data';
import { ironCondorRequest, shortPutRequest } from './scenarios';

const [mode = '', a = '', b = '', c = ''] = process.argv.slice(2);
const peakRssMb = (): number => Math.round(process.resourceUsage().maxRSS / 1024);
/** CPU time of this process (user + system): wall time on a shared machine is inflated by the others' load. */
const cpuMs = (): number => Math.round((process.cpuUsage().user + process.cpuUsage().system) / 1000);
const t0 = performance.now();
if (mode === 'import') {
  const report = await importChains([a], b);
  console.log(JSON.stringify({ ms: Math.round(performance.now() - t0), rows: report.rows, imported: report.imported, rejected: report.rejected.count, partitions: report.partitions.length, cpu_ms: cpuMs(), peak_rss_mb: peakRssMb() }));
} else if (mode === 'run') {
  const store = createFolderChainStore(b);
  if (a === 'short_put') {
    const request = CoveredBacktestRequestSchema.parse(shortPutRequest(c));
    const market = await loadMarketData('SPY', { store, range: { start: request.start_date, end: request.end_date ?? c } });
    const result = runCoveredBacktest(request, market);
    const imported = result.trades.filter((t) => t.entry_position.contract.quote_source === 'imported').length;
    console.log(JSON.stringify({ ms: Math.round(performance.now() - t0), trades: result.total_trades, imported_entries: imported, data_source: result.data_source, cpu_ms: cpuMs(), peak_rss_mb: peakRssMb() }));
  } else {
    const request = BacktestRequestSchema.parse({ ...ironCondorRequest(), end_date: c });
    const market = await loadMarketData('SPY', { store, range: { start: request.start_date ?? '2010-01-04', end: c } });
    const result = runMultiLegBacktest(request, market);
    const imported = result.trades.filter((t) => t.entry_contracts.every((l) => l.contract.quote_source === 'imported')).length;
    console.log(JSON.stringify({ ms: Math.round(performance.now() - t0), trades: result.total_trades, imported_entries: imported, data_source: result.data_source, cpu_ms: cpuMs(), peak_rss_mb: peakRssMb() }));
  }
} else throw new Error('usage: imported-child.ts import FILE STORE | run short_put|iron_condor STORE END');
