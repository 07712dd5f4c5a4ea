/**
 * `npm run -s backtest -- request.json` — run a backtest request (the body of POST /backtest or
 * POST /backtest/covered) on the bundled market data and print the result JSON, nothing else.
 */
import { readFile } from 'node:fs/promises';
import { loadMarketData } from '../market/load-market-data';
import { runCli } from './run-cli';

const code = await runCli(process.argv.slice(2), {
  readFile: (path) => readFile(path, 'utf8'),
  loadMarketData: (ticker) => loadMarketData(ticker),
  stdout: (text) => process.stdout.write(`${text}\n`),
  stderr: (text) => process.stderr.write(`${text}\n`),
});
process.exitCode = code;
