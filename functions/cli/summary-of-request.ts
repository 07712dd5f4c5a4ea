/**
 * `label: <the CLI's --summary line>` for one request held in memory, run as
 * `npm run -s backtest -- request.json --summary` runs it (same parsing, same bundled data): the
 * report scripts that print several README figures (listing-effects.ts, golden-condor-years.ts).
 */
import { loadMarketData } from '../market/load-market-data';
import { runCli } from './run-cli';

export async function summaryOf(label: string, request: unknown): Promise<string> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(['request.json', '--summary'], {
    readFile: async () => JSON.stringify(request),
    loadMarketData: (ticker) => loadMarketData(ticker),
    stdout: (t) => out.push(t),
    stderr: (t) => err.push(t),
  });
  return code === 0 ? `${label}: ${out.join('')}` : `${label}: failed (${err.join(' ')})`;
}
