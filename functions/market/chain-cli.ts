/**
 * `npm run -s chain -- --ticker SPX --date 2018-01-17 [--source modeled|imported] [--raw] [--expiry YYYY-MM-DD] [--store DIR]`
 * Prints the day's option contracts (every Contract field) as one JSON array on stdout and
 * nothing else; errors go to stderr with exit code 1 (2 for bad arguments).
 * Without --source, a day an imported chain covers prints the imported contracts, others the model.
 *
 * An imported day prints as a backtest reads it: pre-split ghost rows left out (the engine answers
 * such a contract from the model; shared/engine/market/pre-split-ghosts.ts), their count on stderr,
 * and each last-price-only row with the bid and ask the engine imputes around its close
 * (last-only-spread.ts), labelled `imputed_spread: true`. `--raw` prints the stored vendor rows
 * instead (last-only rows at bid = ask = the close), each ghost labelled `pre_split_ghost: true`.
 */
import { parseArgs } from 'node:util';
import type { OptionChainProvider, OptionQuote } from '../../shared/engine/market/market-data';
import { createImportedChainProvider } from '../../shared/engine/market/imported-chain';
import { loadMarketData } from './load-market-data';
import { createFolderChainStore } from './chains/chain-store';
import { openImportedChains } from './chains/parquet-chain-source';
import { optionsListedFrom } from '../../shared/engine/market/options-listing';

const USAGE = 'usage: npm run -s chain -- --ticker TICKER --date YYYY-MM-DD [--source modeled|imported] [--raw] [--expiry YYYY-MM-DD] [--store DIR]';
const ISO = /^\d{4}-\d{2}-\d{2}$/;

class UsageError extends Error {}

function parse(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: { ticker: { type: 'string' }, date: { type: 'string' }, source: { type: 'string' }, raw: { type: 'boolean' }, expiry: { type: 'string' }, store: { type: 'string' } },
    strict: true,
  });
  if (!values.ticker) throw new UsageError('--ticker is required');
  if (!values.date || !ISO.test(values.date)) throw new UsageError('--date must be YYYY-MM-DD');
  if (values.expiry !== undefined && !ISO.test(values.expiry)) throw new UsageError('--expiry must be YYYY-MM-DD');
  if (values.source !== undefined && values.source !== 'modeled' && values.source !== 'imported') {
    throw new UsageError("--source must be 'modeled' or 'imported'");
  }
  if (values.raw === true && values.source === 'modeled') throw new UsageError('--raw lists the stored rows of an imported day: not with --source modeled');
  return { ticker: values.ticker, date: values.date, expiry: values.expiry, source: values.source, raw: values.raw === true, store: values.store };
}

export function dayContracts(provider: OptionChainProvider, date: string, expiry?: string): OptionQuote[] {
  const expirations = expiry === undefined ? provider.expirations(date) : [expiry];
  return expirations.flatMap((e) => [...provider.chain(date, e, 'call'), ...provider.chain(date, e, 'put')]);
}

/** A contract as the CLI prints it: the Contract, and on an imported day how the engine reads it. */
type PrintedContract = OptionQuote & { imputed_spread?: true; pre_split_ghost?: true };

/**
 * An imported day's contracts as the engine reads them (`market`: ghosts left out, last-only rows
 * with their imputed spread, labelled), or with `raw` the stored rows with each ghost labelled; and
 * what the listing leaves out or changes, for stderr.
 */
function importedDay(market: OptionChainProvider, stored: OptionChainProvider, date: string, expiry: string | undefined, raw: boolean): { contracts: PrintedContract[]; notes: string[] } {
  const ghost = (q: OptionQuote): boolean => market.preSplitGhost?.(date, q.expiry_date, q.call_or_put, q.strike) === true;
  const rows = dayContracts(stored, date, expiry);
  const ghosts = rows.filter(ghost).length;
  if (raw) {
    const contracts = rows.map((q): PrintedContract => (ghost(q) ? { ...q, pre_split_ghost: true } : q));
    const notes = ghosts > 0 ? [`${ghosts} pre-split ghost row(s) labelled pre_split_ghost: a backtest does not quote them (it answers those contracts from the model)`] : [];
    return { contracts, notes };
  }
  let imputed = 0;
  let unimputed = 0;
  const contracts = dayContracts(market, date, expiry).map((q): PrintedContract => {
    if (q.last_only !== true) return q;
    // The engine's imputed bid and ask (bid = ask: the model has no quote of that day, no spread is paid).
    if (q.bid_price === q.ask_price) {
      unimputed += 1;
      return q;
    }
    imputed += 1;
    return { ...q, imputed_spread: true };
  });
  const notes: string[] = [];
  if (ghosts > 0) notes.push(`${ghosts} pre-split ghost row(s) left out: a backtest answers those contracts from the model (--raw lists them)`);
  if (imputed > 0) notes.push(`${imputed} last-price-only row(s) show the bid and ask a backtest imputes around the vendor's close (imputed_spread; --raw lists the close alone)`);
  if (unimputed > 0) notes.push(`${unimputed} last-price-only row(s) at bid = ask = the close: the model has no quote of ${date} to impute a spread from`);
  return { contracts, notes };
}

async function main(argv: string[]): Promise<{ contracts: PrintedContract[]; notes: string[] }> {
  const args = parse(argv);
  const store = createFolderChainStore(args.store);
  const market = await loadMarketData(args.ticker, { store: args.source === 'modeled' ? null : store });
  if (!market.bars.some((b) => b.date === args.date)) {
    throw new Error(`${market.ticker} has no bar on ${args.date} (not a trading day, or outside ${market.bars[0]?.date ?? '?'} to ${market.bars.at(-1)?.date ?? '?'})`);
  }
  const onImported = args.source !== 'modeled' && market.options.source(args.date) === 'imported';
  if ((args.source === 'imported' || args.raw) && !onImported) throw new Error(`no imported chain for ${market.ticker} on ${args.date} (import one with: npm run data -- import-chains FILE)`);
  let listed: { contracts: PrintedContract[]; notes: string[] };
  if (onImported) {
    const source = await openImportedChains(store, market.ticker, { riskFreeRate: market.riskFreeRate, range: { start: args.date, end: args.date } });
    if (source === undefined) throw new Error(`no imported chain for ${market.ticker} on ${args.date}`);
    listed = importedDay(market.options, createImportedChainProvider(source, market.riskFreeRate), args.date, args.expiry, args.raw);
  } else {
    listed = { contracts: dayContracts(market.options, args.date, args.expiry), notes: [] };
  }
  if (listed.contracts.length === 0) {
    const listedFrom = optionsListedFrom(market.ticker);
    const why = listedFrom !== undefined && args.date < listedFrom ? ` (${market.ticker} options were first listed on ${listedFrom})` : '';
    throw new Error(`no contracts for ${market.ticker} on ${args.date}${args.expiry ? ` expiring ${args.expiry}` : ''}${why}`);
  }
  return listed;
}

export interface CliIo {
  out(text: string): void;
  err(text: string): void;
}

/** Runs the command; answers the exit code (0 ok, 1 error, 2 bad arguments). */
export async function runChainCli(argv: string[], io: CliIo): Promise<number> {
  try {
    const { contracts, notes } = await main(argv);
    io.out(`${JSON.stringify(contracts)}\n`);
    for (const note of notes) io.err(`chain: ${note}\n`);
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
