import type { MarketData } from '../../shared/engine/market/market-data';
import { runCoveredBacktest, runMultiLegBacktest } from '../../shared/engine';
import { parseRequest } from './parse-request';

export interface CliIo {
  readFile(path: string): Promise<string>;
  loadMarketData(ticker: string): Promise<MarketData>;
  stdout(text: string): void;
  stderr(text: string): void;
}

export const USAGE = 'usage: npm run -s backtest -- request.json';

/**
 * `backtest request.json`: validates the request with the contract schemas (covered or standard
 * by shape), runs it on the bundled data and writes only the result JSON to stdout.
 * Exit codes: 0 done, 2 invalid request or usage (message on stderr), 1 any other failure.
 */
export async function runCli(args: readonly string[], io: CliIo): Promise<number> {
  const path = args[0];
  if (!path || args.length > 1) {
    io.stderr(USAGE);
    return 2;
  }
  let body: unknown;
  try {
    body = JSON.parse(await io.readFile(path));
  } catch (error) {
    io.stderr(`Cannot read ${path} as JSON: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  const parsed = parseRequest(body);
  if (parsed.kind === 'invalid') {
    io.stderr(parsed.messages.join('\n'));
    return 2;
  }
  try {
    const market = await io.loadMarketData(parsed.request.ticker);
    const result =
      parsed.kind === 'covered' ? runCoveredBacktest(parsed.request, market) : runMultiLegBacktest(parsed.request, market);
    io.stdout(JSON.stringify(result));
    return 0;
  } catch (error) {
    io.stderr(error instanceof Error ? error.message : String(error));
    return 1;
  }
}
