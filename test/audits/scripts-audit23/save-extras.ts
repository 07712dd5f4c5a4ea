/**
 * Audit 23, more paths to Save through the real local runtime: a sweep cell opened in the builder
 * (the page's own path: spreadsFormFrom / coveredFormFrom of the cell's request, then run), a save
 * with the after-tax filing status, an API client's whole-request spreads save loaded and saved
 * again, the null dates an API client may send, 'sent' saves (no job) and the Saved toolbar's
 * import of an exported file, and a covered run saved without its cost fields (API client).
 * Run: nice -n 10 npx tsx test/audits/scripts-audit23/save-extras.ts
 */
import { CoveredBacktestRequestSchema } from '../../../shared/contracts/covered';
import { BacktestRequestSchema } from '../../../shared/contracts/multileg';
import { SavedBacktestSchema } from '../../../shared/contracts/saved';
import { importSavedBacktestFile, savedBacktestFile } from '../../../shared/analytics/export/saved-file';
import { coveredFormFrom } from '../../../frontend/src/features/backtest/covered/covered-storage';
import { defaultCoveredForm, setStartType } from '../../../frontend/src/features/backtest/covered/covered-form';
import { defaultSpreadsForm, storedSpreadsForm } from '../../../frontend/src/features/backtest/spreads/spreads-form';
import { spreadsFormFrom, spreadsRequest } from '../../../frontend/src/features/backtest/spreads/spreads-storage';
import { sharedRunCosts } from '../../../frontend/src/features/backtest/share/shared-run-costs';
import { startUser, type Answer } from './runtime-user';

const verdict = (a: Answer) => `${a.status} ${String(a.body.results_origin ?? a.body.error ?? a.body.message ?? '')}`;
const mark = (good: boolean) => (good ? 'PASS' : 'FAIL');
type Results = Record<string, unknown> & { data_period?: { start_date: string; end_date: string }; costs?: Parameters<typeof spreadsFormFrom>[2] };

async function main() {
  const u = await startUser();
  try {
    const DATES = { start_date: '2024-01-02', end_date: '2024-02-29' };
    // Sweep cell, spreads: the cell's request (a parsed BacktestRequest, the sweep's base with one value moved).
    const base = spreadsRequest({ ...defaultSpreadsForm(), ticker: 'SPY', ...DATES, min_volume: 0 });
    if (!base.ok) throw new Error(base.message);
    const cellRequest = BacktestRequestSchema.parse({ ...base.request, strategy: { ...base.request.strategy, legs: [{ ...base.request.strategy.legs[0], dte_target: 45 }] } });
    const cellForm = spreadsFormFrom(JSON.parse(JSON.stringify(cellRequest)));
    const cellBuilt = cellForm ? spreadsRequest(cellForm) : undefined;
    if (!cellForm || !cellBuilt?.ok) throw new Error('cell form did not build');
    const cellJob = await u.ran('/backtest', cellBuilt.request);
    const cellSave = await u.save('sweep cell spreads', storedSpreadsForm(cellForm), { job_id: cellJob });
    console.log(`${mark(cellSave.status === 201 && cellSave.body.results_origin === 'run')} sweep cell opened in the spreads builder, run, saved by job: ${verdict(cellSave)}`);

    // Sweep cell, covered.
    const blank = defaultCoveredForm();
    const cForm = { ...blank, ticker: 'SPY', ...DATES, strategy: setStartType(blank.strategy, 'covered_call') };
    const cCell = CoveredBacktestRequestSchema.parse({ ...cForm, strategy: { ...cForm.strategy, covered_call_config: { ...cForm.strategy.covered_call_config, DTE_target: 45 } } });
    const cCellForm = coveredFormFrom(JSON.parse(JSON.stringify(cCell)));
    if (!cCellForm) throw new Error('covered cell form did not load');
    const cCellJob = await u.ran('/backtest/covered', CoveredBacktestRequestSchema.parse(cCellForm));
    const cCellSave = await u.save('sweep cell covered', { ...cCellForm }, { job_id: cCellJob });
    console.log(`${mark(cCellSave.status === 201 && cCellSave.body.results_origin === 'run')} sweep cell opened in the covered builder, run, saved by job: ${verdict(cCellSave)}`);

    // After-tax filing status with a save by job and from a saved run.
    const withFiling = await u.api('POST', '/save-backtest', { backtest_name: 'with filing', strategy: { ...cCellForm }, description: 'd', tags: ['t'], job_id: cCellJob, filing_status: 'married_filing_separately' });
    const filingFrom = await u.api('POST', '/save-backtest', { backtest_name: 'with filing again', strategy: { ...cCellForm }, description: '', tags: [], from_backtest_id: withFiling.body.backtest_id, filing_status: 'single_or_joint' });
    console.log(`${mark(withFiling.status === 201 && filingFrom.status === 201)} filing status with job_id: ${verdict(withFiling)} (${String(withFiling.body.filing_status)}) | with from_backtest_id: ${verdict(filingFrom)} (${String(filingFrom.body.filing_status)})`);

    // API client: a whole spreads request saved by job, loaded by the page and saved again from it.
    const whole = await u.save('whole request', JSON.parse(JSON.stringify(cellBuilt.request)), { job_id: cellJob });
    const wholeRecord = await u.api('GET', `/backtests/${String(whole.body.backtest_id)}`);
    const wr = wholeRecord.body.results as Results;
    const wholeLoaded = spreadsFormFrom(wholeRecord.body.strategy, wr.data_period, wr.costs);
    const wholeAgain = wholeLoaded ? await u.save('whole request loaded', storedSpreadsForm(wholeLoaded), { from_backtest_id: String(whole.body.backtest_id) }) : undefined;
    console.log(`${mark(whole.status === 201 && wholeAgain?.status === 201 && wholeAgain.body.results_origin === 'run')} whole-request spreads save by job: ${verdict(whole)} | loaded and saved from it: ${wholeAgain ? verdict(wholeAgain) : 'did not load'}`);

    // API client: null dates, one side each.
    for (const dates of [{ start_date: null, end_date: '2010-03-01' }, { start_date: '2025-10-01', end_date: null }]) {
      const request = { ...JSON.parse(JSON.stringify(base.request)), ...dates, strategy: { ...base.request.strategy, ...dates } };
      const job = await u.ran('/backtest', request);
      const form = storedSpreadsForm({ ...defaultSpreadsForm(), ticker: 'SPY', min_volume: 0, ...dates } as never);
      const saved = await u.save(`dates ${JSON.stringify(dates)}`, { ...form, legs: base.request.strategy.legs, name: base.request.strategy.name }, { job_id: job });
      const rec = await u.api('GET', `/backtests/${String(saved.body.backtest_id)}`);
      const r = rec.body.results as Results;
      const loaded = spreadsFormFrom(rec.body.strategy, r.data_period, r.costs);
      const again = loaded ? await u.save('dates again', storedSpreadsForm(loaded), { from_backtest_id: String(saved.body.backtest_id) }) : undefined;
      console.log(`${mark(saved.status === 201 && again?.status === 201 && again.body.results_origin === 'run')} null dates ${JSON.stringify(dates)}: by job ${verdict(saved)} | loaded (${loaded?.start_date} → ${loaded?.end_date}) and saved from it ${again ? verdict(again) : '-'}`);
    }

    // 'sent': no job (an imported file, a job gone): the page's copy of the result is sent.
    const cellResult = (await u.api('GET', `/backtests/${String(cellSave.body.backtest_id)}`)).body;
    const sent = await u.save('sent copy', storedSpreadsForm(cellForm), { results: cellResult.results });
    console.log(`${mark(sent.status === 201 && sent.body.results_origin === 'sent')} a save with its result sent (no job): ${verdict(sent)}`);
    // The Saved toolbar's import: a file exported from a 'run' save, imported as a new save.
    const file = savedBacktestFile(SavedBacktestSchema.parse(cellResult), new Date().toISOString());
    const imported = importSavedBacktestFile(JSON.stringify(file));
    const importAnswer = imported.ok ? await u.api('POST', '/save-backtest', { ...imported.payload, backtest_name: `${imported.payload.backtest_name} (imported)` }) : undefined;
    console.log(`${mark(importAnswer?.status === 201 && importAnswer.body.results_origin === 'sent')} Saved toolbar import of an exported 'run' save: ${importAnswer ? verdict(importAnswer) : imported.ok ? '' : imported.message}`);

    // API client: a covered run without cost fields (the contract's defaults, $0.65 and 25%) saved by job without them.
    const { commission_per_contract: _c, slippage_pct_of_spread: _s, exchange_fees: _e, ...costless } = cForm;
    const costlessJob = await u.ran('/backtest/covered', costless);
    const costlessSave = await u.save('covered without costs', costless, { job_id: costlessJob });
    const costlessRecord = await u.api('GET', `/backtests/${String(costlessSave.body.backtest_id)}`);
    const applied = (costlessRecord.body.results as Results).costs;
    // As the covered page loads a saved run (covered-page.tsx initialForm: with its result's costs since audit 23 F1; before, without).
    const loadedCostless = coveredFormFrom(costlessRecord.body.strategy, applied);
    const costlessAgain = loadedCostless ? await u.save('covered without costs, loaded and saved again', { ...loadedCostless }, { from_backtest_id: String(costlessSave.body.backtest_id) }) : undefined;
    const againRecord = costlessAgain ? await u.api('GET', `/backtests/${String(costlessAgain.body.backtest_id)}`) : undefined;
    const againStrategy = againRecord?.body.strategy as Record<string, unknown> | undefined;
    const shareLine = sharedRunCosts(costlessRecord.body.strategy as Record<string, unknown>, costlessRecord.body.results as never);
    const zeroBody = loadedCostless ? { ...loadedCostless, commission_per_contract: 0, slippage_pct_of_spread: 0, exchange_fees: false } : undefined;
    const zeroAgain = zeroBody ? await u.save('covered, costs zeroed', zeroBody, { from_backtest_id: String(costlessSave.body.backtest_id) }) : undefined;
    console.log(`${mark(costlessAgain?.status === 201 && againStrategy?.commission_per_contract === 0.65 && zeroAgain?.status === 400)} covered saved without costs, loaded with its result's costs and saved again: ${costlessAgain ? verdict(costlessAgain) : '-'}; the same with $0 costs: ${zeroAgain ? verdict(zeroAgain) : '-'}`);
    console.log(`INFO covered saved by job without cost fields: ${verdict(costlessSave)}; the run applied ${JSON.stringify(applied)}; the builder loads it with commission ${loadedCostless?.commission_per_contract}, slippage ${loadedCostless?.slippage_pct_of_spread}, exchange fees ${String(loadedCostless?.exchange_fees)}; saved again from it: ${costlessAgain ? verdict(costlessAgain) : '-'}, the copy's strategy states commission ${String(againStrategy?.commission_per_contract)}, slippage ${String(againStrategy?.slippage_pct_of_spread)}, fees ${String(againStrategy?.exchange_fees)}; share page costs line reads ${JSON.stringify(shareLine.costs)}`);
  } finally {
    await u.runtime.stop();
  }
}

main().then(() => process.exit(0), (e) => { console.error(e); process.exit(1); });
