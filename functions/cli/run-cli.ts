import type { MarketData } from '../../shared/engine/market/market-data';
import {
  runCoveredBacktest,
  runCoveredBacktestWithModelRisk,
  runMultiLegBacktest,
  runMultiLegBacktestWithModelRisk,
} from '../../shared/engine';
import { parseRequest } from './parse-request';
import { resultSummary } from './result-summary';
import { withScenarioNames } from './scenario-names';

export interface CliIo {
  readFile(path: string): Promise<string>;
  loadMarketData(ticker: string): Promise<MarketData>;
  stdout(text: string): void;
  stderr(text: string): void;
}

export const USAGE = 'usage: npm run -s backtest -- request.json [--model-risk] [--summary]';

/** Adds the model-risk band (the two vol-shifted runs), as the backtest worker does for the app. */
export const MODEL_RISK_FLAG = '--model-risk';

/** Prints the headline figures on one labelled line (result-summary.ts) instead of the JSON. */
export const SUMMARY_FLAG = '--summary';

/**
 * `backtest request.json [--model-risk] [--summary]`: validates the request with the contract schemas (covered
 * or standard by shape), runs it on the bundled data and writes only the result JSON to stdout (a
 * covered trade's `exit_scenario` as its name, scenario-names.ts).
 * The single run by default (a third of the CPU); with --model-risk the result the app shows, with
 * its `model_risk` band (the runs on the surface shifted down and up by the model's error); with
 * --summary one labelled line of headline figures instead of the JSON (what README quotes).
 * Exit codes: 0 done, 2 invalid request or usage (message on stderr), 1 any other failure.
 */
export async function runCli(args: readonly string[], io: CliIo): Promise<number> {
  const withBand = args.includes(MODEL_RISK_FLAG);
  const summary = args.includes(SUMMARY_FLAG);
  const rest = args.filter((a) => a !== MODEL_RISK_FLAG && a !== SUMMARY_FLAG);
  const path = rest[0];
  if (!path || rest.length > 1 || path.startsWith('--')) {
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
      parsed.kind === 'covered'
        ? withScenarioNames((withBand ? runCoveredBacktestWithModelRisk : runCoveredBacktest)(parsed.request, market))
        : (withBand ? runMultiLegBacktestWithModelRisk : runMultiLegBacktest)(parsed.request, market);
    io.stdout(summary ? resultSummary(result) : JSON.stringify(result));
    return 0;
  } catch (error) {
    io.stderr(error instanceof Error ? error.message : String(error));
    return 1;
  }
}
