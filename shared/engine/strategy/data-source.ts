import type { DataSource } from '../../contracts/results';
import type { Bar, OptionChainProvider } from '../market/market-data';

/** Which data priced the run's days: one source, or 'mixed' when imported chains cover only part. */
export function dataSourceOf(chains: OptionChainProvider, bars: readonly Bar[]): DataSource {
  let modeled = false;
  let imported = false;
  for (const b of bars) {
    if (chains.source(b.date) === 'imported') imported = true;
    else modeled = true;
    if (modeled && imported) return 'mixed';
  }
  return imported ? 'imported' : 'modeled';
}
