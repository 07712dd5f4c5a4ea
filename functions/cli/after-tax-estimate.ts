/**
 * `npx tsx functions/cli/after-tax-estimate.ts request.json [short%] [long%] [--filing-status=married_filing_separately]`:
 * runs a backtest request as `npm run -s backtest` does and prints, on labelled lines, the after-tax
 * estimate the results panel shows (shared/analytics/tax/after-tax.ts, the regime the ticker suggests,
 * rates 35% and 15% unless given, the filing status's limit on a year's capital loss against income:
 * $3,000 unless 'married_filing_separately', $1,500, is given): the pre-tax P&L and its parts, the tax and the after-tax return; for a
 * run whose long options held over a year were exercised, those trades (taxed short term) and the
 * estimate with them long term as a sale would be (before 2026-12-03); for a
 * covered result also the calls written on its shares by their straddle treatment (`covered_calls`,
 * IRC §1092; with the losses on them made long term, the estimate as a result saved before
 * `long_term_call_losses` gets it; with their losses not deferred by the straddle rules, as a result saved
 * before `deferred_losses` gets it, its lots as this run made them), and the estimates without its years' `assigned_options` and without its
 * `shares_by_year` (the ones a result saved before each gets, the latter with its dividends as ordinary income in the
 * year giving the highest tax; a result saved before `covered_calls`
 * has other lots' holding periods, which this result cannot rebuild); the wash sales applied (IRC §1091)
 * and the estimate without them (a result saved before `lots`); the option wash sales applied (the
 * same contract reopened, option-wash-sales.ts; not under Section 1256) and, when any was washed, the
 * estimate without them (a result saved before `option_wash_sales`); with an option open across a year's end, the
 * estimate with it taxed on its year-end marks and, by holding period, its interest and dividends netted
 * with capital losses (taxed apart as ordinary income since 2026-12-04): a result saved before `interest_by_year`,
 * printed also without an option open across a year's end when it differs. README's after-tax figures are this script's lines.
 */
import { readFile } from 'node:fs/promises';
import { analyticsInputOf } from '../../shared/analytics/analytics-input';
import { capitalLossLimit, carriesAssignedOptions, carriesLotTrades, carriesStraddleLosses, carriesStraddleRules, estimateAfterTax, exercisedAfterAYear, regimeForTicker, taxesOpenOptionsWhenClosed, type FilingStatus, type TaxEstimate, type TaxInput } from '../../shared/analytics/tax/after-tax';
import { filingStatusOf } from '../../shared/analytics/tax/capital-loss-limit';
import { optionPositionsOf } from '../../shared/analytics/tax/option-wash-sales';
import { isCoveredResult, type AnyBacktestResult } from '../../shared/contracts';
import type { ShareYear } from '../../shared/contracts/results';
import { loadMarketData } from '../market/load-market-data';
import { parseRequest } from './parse-request';
import { money as figure, signedPct } from './result-summary';
import { runCli } from './run-cli';

const money = (n: number): string => `${n < 0 ? '−' : ''}$${figure(Math.abs(n))}`;
const signedMoney = (n: number): string => `${n >= 0 ? '+' : ''}${money(n)}`;

const estimateLine = (label: string, e: TaxEstimate): string =>
  `${label}: tax ${money(e.totalTax)} · after-tax return ${signedPct(e.afterTaxReturnPct)}`;

/** The shares by year as a result saved before `covered_calls.<field>` has them. */
function savedBefore(byYear: readonly ShareYear[], field: 'long_term_call_losses' | 'deferred_losses'): ShareYear[] {
  return byYear.map((y) => {
    if (!y.covered_calls) return y;
    const { [field]: _, ...calls } = y.covered_calls;
    return { ...y, covered_calls: calls };
  });
}

/** The wash sales the estimate applied (IRC §1091), as the panel says them. */
export function washSalesLine(w: NonNullable<TaxEstimate['washSales']>): string {
  if (w.washedSales === 0) return 'wash sales (IRC §1091): no share sale at a loss washed';
  const still = w.stillDeferredAtEnd > 0 ? ` · ${money(w.stillDeferredAtEnd)} of it still in shares held at the end (taken in the last year, the shares taxed as if sold)` : '';
  return `wash sales (IRC §1091): ${w.washedSales} share sale${w.washedSales === 1 ? '' : 's'} at a loss · ${money(w.deferred)} deferred into the replacement shares' basis${still}`;
}

/** The wash sales the estimate applied to the options (IRC §1091, the same contract reopened), apart from the shares'. */
export function optionWashSalesLine(w: NonNullable<TaxEstimate['optionWashSales']>): string {
  if (w.washedPositions === 0) return 'option wash sales (IRC §1091, the same contract reopened within 30 days): no option closed at a loss washed';
  return `option wash sales (IRC §1091, the same contract reopened within 30 days): ${w.washedPositions} option position${w.washedPositions === 1 ? '' : 's'} closed at a loss · ${money(w.deferred)} deferred into the replacement options' basis`;
}

/** The labelled lines for one result at the given rates (and filing status: absent, $3,000 of capital loss a year against income). */
export function afterTaxLines(result: AnyBacktestResult, ticker: string, shortTermRatePct: number, longTermRatePct: number, filingStatus?: FilingStatus): string[] {
  const input = analyticsInputOf(result);
  const regime = regimeForTicker(ticker);
  const base: TaxInput = {
    regime, shortTermRatePct, longTermRatePct, startBalance: input.startBalance, equity: input.equity, trades: input.trades,
    ...(result.interest_by_year ? { interestByYear: result.interest_by_year } : {}),
    ...(filingStatus ? { filingStatus } : {}),
    // Read only without shares by year (a result saved before it: its dividends, ordinary income, in the year giving the highest tax).
    ...(isCoveredResult(result) && (result.dividends_received ?? 0) > 0 ? { dividendsReceived: result.dividends_received } : {}),
    // A spread, or a covered run that never held shares: its open options' marks are told without shares by year.
    holdsNoShares: !isCoveredResult(result) || (result.share_pnl === 0 && !((result.dividends_received ?? 0) > 0)),
  };
  const optionPositions = optionPositionsOf(result);
  // Every estimate below applies the options' wash sales when the result carries them (the one without them is named).
  const withOptions: TaxInput = optionPositions ? { ...base, optionPositions } : base;
  const sharesByYear = 'shares_by_year' in result ? result.shares_by_year : undefined;
  const optionTrades = result.trades.reduce((s, t) => s + t.pnl, 0);
  const lines = [
    `${ticker} ${result.data_period.start_date}..${result.data_period.end_date}, ${regime}, ${shortTermRatePct}%/${longTermRatePct}%`
      + (filingStatus ? `, ${filingStatus} (${money(capitalLossLimit(filingStatus))} of capital loss a year against income)` : ''),
    `pre-tax: return ${signedPct(result.total_return_pct)} · P&L ${signedMoney(result.total_pnl)} · option trades ${signedMoney(optionTrades)}`
      + ('share_pnl' in result && result.share_pnl !== undefined ? ` · shares ${signedMoney(result.share_pnl)}` : '')
      + ('dividends_received' in result && result.dividends_received !== undefined ? ` · dividends ${money(result.dividends_received)}` : '')
      + ` · interest ${signedMoney((result.interest_earned ?? 0) - (result.interest_paid ?? 0))}`,
    estimateLine('estimate', estimateAfterTax(sharesByYear ? { ...withOptions, sharesByYear } : withOptions)),
  ];
  const exercised = regime === 'holding_period' ? input.trades.filter(exercisedAfterAYear) : [];
  if (exercised.length > 0) {
    // Held over a year but exercised: short term (the shares' holding period starts at the exercise), named trade by trade.
    const total = exercised.reduce((s, t) => s + t.exercisedPnl, 0);
    lines.push(`exercised, so short term (the shares' holding period starts at the exercise): ${exercised.length} trade${exercised.length === 1 ? '' : 's'} held over a year · ${signedMoney(total)}`
      + ` (${exercised.map((t) => `${t.entryDate} → ${t.exitDate} ${signedMoney(t.exercisedPnl)}`).join('; ')})`);
    const asSold = { ...withOptions, trades: input.trades.map((t) => ({ ...t, exercisedPnl: 0 })) };
    lines.push(estimateLine('estimate with them long term, as a sale would be (before 2026-12-03)', estimateAfterTax(sharesByYear ? { ...asSold, sharesByYear } : asSold)));
  }
  if (carriesAssignedOptions(sharesByYear)) {
    const saved = sharesByYear?.map(({ assigned_options: _, ...y }) => y);
    lines.push(estimateLine('estimate without assigned_options (a result saved before it)', estimateAfterTax({ ...withOptions, ...(saved ? { sharesByYear: saved } : {}) })));
  }
  const estimate = estimateAfterTax(sharesByYear ? { ...withOptions, sharesByYear } : withOptions);
  if (estimate.washSales) lines.push(washSalesLine(estimate.washSales));
  if (estimate.optionWashSales) {
    lines.push(optionWashSalesLine(estimate.optionWashSales));
    if (estimate.optionWashSales.washedPositions > 0) lines.push(estimateLine('estimate without option wash sales (a result saved before option_wash_sales)', estimateAfterTax(sharesByYear ? { ...base, sharesByYear } : base)));
  }
  if (sharesByYear && estimate.washSales && estimate.washSales.stillDeferredAtEnd > 0) {
    lines.push(estimateLine('estimate with that loss never realised (the shares kept)', estimateAfterTax({ ...withOptions, sharesByYear, washKeptAtEnd: true })));
  }
  if (sharesByYear && carriesLotTrades(sharesByYear)) {
    const saved = sharesByYear.map(({ lots: _, ...y }) => y);
    lines.push(estimateLine('estimate without wash sales (a result saved before lots)', estimateAfterTax({ ...withOptions, sharesByYear: saved })));
  }
  if (sharesByYear) {
    // Its dividends then said only in all: with interest by year, taxed as ordinary income in the year giving the highest tax.
    const saved = estimateAfterTax({ ...withOptions, holdsNoShares: false });
    const year = saved.dividendsYear === undefined ? '' : `, its dividends in ${saved.dividendsYear}, the year giving the highest tax`;
    lines.push(estimateLine(`estimate without shares_by_year (a result saved before it${year})`, saved));
  }
  if (regime === 'holding_period' && result.interest_by_year) {
    // What a result saved before interest_by_year gets: options open across a year's end taxed on
    // their year-end marks, and its interest and dividends netted with the year's capital losses.
    const { interestByYear: _, ...saved } = withOptions;
    const old = estimateAfterTax(sharesByYear ? { ...saved, sharesByYear } : saved);
    const openAcross = taxesOpenOptionsWhenClosed(sharesByYear ? { ...base, sharesByYear } : base) && input.trades.some((t) => t.entryDate.slice(0, 4) < t.exitDate.slice(0, 4));
    const marks = openAcross ? 'options open at a year\'s end taxed on their marks, ' : '';
    if (openAcross || old.totalTax !== estimate.totalTax) lines.push(estimateLine(`estimate with ${marks}interest and dividends netted with capital losses (a result saved before interest_by_year)`, old));
  }
  const calls = sharesByYear?.reduce((s, y) => (y.covered_calls ? {
    qualified: s.qualified + y.covered_calls.qualified,
    qualified_in_the_money: s.qualified_in_the_money + y.covered_calls.qualified_in_the_money,
    not_qualified: s.not_qualified + y.covered_calls.not_qualified,
  } : s), { qualified: 0, qualified_in_the_money: 0, not_qualified: 0 });
  if (calls && carriesStraddleRules(sharesByYear)) {
    // Their losses the straddle rules make long term (share-lots.ts callLoss), named only when there are some.
    const longTermLosses = sharesByYear?.reduce((s, y) => s + (y.covered_calls?.long_term_call_losses ?? 0), 0) ?? 0;
    const losses = longTermLosses < 0 ? ` · their losses made long term ${money(longTermLosses)}` : '';
    lines.push(`calls written on the shares (IRC §1092): ${calls.not_qualified} not qualified (30 days or less, or deep in the money) · ${calls.qualified_in_the_money} qualified in the money · ${calls.qualified} qualified${losses}`);
    if (sharesByYear && longTermLosses < 0) {
      lines.push(estimateLine('estimate with those losses short term (a result saved before long_term_call_losses)', estimateAfterTax({ ...withOptions, sharesByYear: savedBefore(sharesByYear, 'long_term_call_losses') })));
    }
    // Under Section 1256 the estimate defers no option's loss (after-tax.ts): no such line.
    if (regime === 'holding_period' && carriesStraddleLosses(sharesByYear) && sharesByYear?.some((y) => y.covered_calls?.deferred_losses?.short_term || y.covered_calls?.deferred_losses?.long_term)) {
      // The calls' losses taken in their year (§1092(a) deferral left out): what a result saved before it estimates.
      lines.push(estimateLine('estimate with the calls\' losses not deferred (a result saved before deferred_losses)', estimateAfterTax({ ...withOptions, sharesByYear: savedBefore(sharesByYear, 'deferred_losses') })));
    }
  }
  return lines;
}

/**
 * The ticker the run used, as the contract reads the request (' spx ' is SPX): the tax regime is
 * chosen by it, so the file's raw text would tax an SPX run as a stock's.
 */
export function runTicker(body: unknown): string {
  const parsed = parseRequest(body);
  if (parsed.kind === 'invalid') throw new Error(parsed.messages.join('; '));
  return parsed.request.ticker;
}

const USAGE = 'usage: npx tsx functions/cli/after-tax-estimate.ts request.json [short-term %] [long-term %] [--filing-status=single_or_joint|married_filing_separately]';

/** The command line: the request's path, the rates and the filing status, or what is wrong with it. */
export function parseArgs(args: readonly string[]): { path: string; shortRate: number; longRate: number; filingStatus?: FilingStatus } | { error: string } | { help: string } {
  if (args.includes('--help') || args.includes('-h')) return { help: USAGE };
  const flag = '--filing-status';
  const positional: string[] = [];
  let status: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i] ?? '';
    if (a === flag) status = args[++i] ?? '';
    else if (a.startsWith(`${flag}=`)) status = a.slice(flag.length + 1);
    else positional.push(a);
  }
  const [path, shortRate = '35', longRate = '15'] = positional;
  if (!path || positional.length > 3 || !Number.isFinite(Number(shortRate)) || !Number.isFinite(Number(longRate))) return { error: USAGE };
  try {
    return { path, shortRate: Number(shortRate), longRate: Number(longRate), ...(status === undefined ? {} : { filingStatus: filingStatusOf(status) }) };
  } catch (e) {
    return { error: `${e instanceof Error ? e.message : String(e)}\n${USAGE}` };
  }
}

async function main(args: readonly string[]): Promise<number> {
  const parsed = parseArgs(args);
  if ('help' in parsed) {
    process.stdout.write(`${parsed.help}\n`);
    return 0;
  }
  if ('error' in parsed) {
    process.stderr.write(`${parsed.error}\n`);
    return 2;
  }
  const { path, shortRate, longRate, filingStatus } = parsed;
  // The run as `npm run -s backtest -- request.json` makes it (same parsing, engine and data).
  const out: string[] = [];
  const code = await runCli([path], {
    readFile: (p) => readFile(p, 'utf8'),
    loadMarketData: (ticker) => loadMarketData(ticker),
    stdout: (t) => out.push(t),
    stderr: (t) => process.stderr.write(`${t}\n`),
  });
  if (code !== 0) return code;
  const result = JSON.parse(out.join('')) as AnyBacktestResult;
  const ticker = runTicker(JSON.parse(await readFile(path, 'utf8')));
  process.stdout.write(`${afterTaxLines(result, ticker, shortRate, longRate, filingStatus).join('\n')}\n`);
  return 0;
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  main(process.argv.slice(2)).then(
    (code) => { process.exitCode = code; },
    (error: unknown) => {
      process.stderr.write(`after-tax-estimate: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
