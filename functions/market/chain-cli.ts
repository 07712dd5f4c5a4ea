/**
 * `npm run -s chain -- --ticker SPX --date 2018-01-17 [--source modeled|imported] [--expiry YYYY-MM-DD] [--store DIR]`
 * Prints the day's option contracts (every Contract field) as one JSON array on stdout and
 * nothing else; errors go to stderr with exit code 1 (2 for bad arguments).
 * Without --source, a day an imported chain covers prints the imported contracts, others the model.
 */
import { parseArgs } from 'node:util';
import type { OptionChainProvider, OptionQuote } from '../../shared/engine/market/market-data';
import { createImportedChainProvider } from '../../shared/engine/market/imported-chain';
import { loadMarketData } from './load-market-data';
import { createFolderChainStore } from './chains/chain-store';
import { openImportedChains } from './chains/parquet-chain-source';
import { optionsListedFrom } from '../../shared/engine/market/options-listing';

const USAGE = 'usage: npm run -s chain -- --ticker TICKER --date YYYY-MM-DD [--source modeled|imported] [--expiry YYYY-MM-DD] [--store DIR]';
const ISO = /^\d{4}-\d{2}-\d{2}$/;

class UsageError extends Error {}

function parse(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: { ticker: { type: 'string' }, date: { type: 'string' }, source: { type: 'string' }, expiry: { type: 'string' }, store: { type: 'string' } },
    strict: true,
  });
  if (!values.ticker) throw new UsageError('--ticker is required');
  if (!values.date || !ISO.test(values.date)) throw new UsageError('--date must be YYYY-MM-DD');
  if (values.expiry !== undefined && !ISO.test(values.expiry)) throw new UsageError('--expiry must be YYYY-MM-DD');
  if (values.source !== undefined && values.source !== 'modeled' && values.source !== 'imported') {
    throw new UsageError("--source must be 'modeled' or 'imported'");
  }
  return { ticker: values.ticker, date: values.date, expiry: values.expiry, source: values.source, store: values.store };
}

export function dayContracts(provider: OptionChainProvider, date: string, expiry?: string): OptionQuote[] {
  const expirations = expiry === undefined ? provider.expirations(date) : [expiry];
  return expirations.flatMap((e) => [...provider.chain(date, e, 'call'), ...provider.chain(date, e, 'put')]);
}

async function main(argv: string[]): Promise<OptionQuote[]> {
  const args = parse(argv);
  const store = createFolderChainStore(args.store);
  const market = await loadMarketData(args.ticker, { store: args.source === 'modeled' ? null : store });
  let provider: OptionChainProvider = market.options;
  if (args.source === 'imported') {
    const source = await openImportedChains(store, market.ticker, { riskFreeRate: market.riskFreeRate, range: { start: args.date, end: args.date } });
    if (!source?.covers(args.date)) throw new Error(`no imported chain for ${market.ticker} on ${args.date} (import one with: npm run data -- import-chains FILE)`);
    provider = createImportedChainProvider(source, market.riskFreeRate);
  }
  if (!market.bars.some((b) => b.date === args.date)) {
    throw new Error(`${market.ticker} has no bar on ${args.date} (not a trading day, or outside ${market.bars[0]?.date ?? '?'} to ${market.bars.at(-1)?.date ?? '?'})`);
  }
  const contracts = dayContracts(provider, args.date, args.expiry);
  if (contracts.length === 0) {
    const listedFrom = optionsListedFrom(market.ticker);
    const why = listedFrom !== undefined && args.date < listedFrom ? ` (${market.ticker} options were first listed on ${listedFrom})` : '';
    throw new Error(`no contracts for ${market.ticker} on ${args.date}${args.expiry ? ` expiring ${args.expiry}` : ''}${why}`);
  }
  return contracts;
}

export interface CliIo {
  out(text: string): void;
  err(text: string): void;
}

/** Runs the command; answers the exit code (0 ok, 1 error, 2 bad arguments). */
export async function runChainCli(argv: string[], io: CliIo): Promise<number> {
  try {
    io.out(`${JSON.stringify(await main(argv))}\n`);
    return 0;
  } catch (error) {
    const usage = error instanceof UsageError || (error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'));
    io.err(`chain: ${error instanceof Error ? error.message : String(error)}\n${usage ? `${USAGE}\n` : ''}`);
    return usage ? 2 : 1;
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  void runChainCli(process.argv.slice(2), { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t) }).then((code) => {
    process.exitCode = code;
  });
}
