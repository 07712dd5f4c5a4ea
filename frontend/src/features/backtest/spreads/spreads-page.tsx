import { useEffect, useMemo, useRef, useState } from 'react';
import { z } from 'zod';
import { useRunBacktest } from '../../../lib/api/run-backtest';
import { jobIdOfResult } from '../../../lib/api/result-job';
import { useSaveBacktest } from '../../../lib/api/save-backtest';
import { useSavedHandoff } from '../../../lib/saved-handoff';
import { STORAGE_KEYS, readStored } from '../../../lib/storage';
import { BacktestLayout } from '../common/backtest-layout';
import { RunAnnouncer } from '../common/run-announcer';
import { costsOf, type RunCosts } from '../common/cost-fields';
import { withDraftCostDefaults } from '../common/draft-costs';
import { FieldProblemsScope, useFieldProblems } from '../common/field-problems';
import { useBacktestRun } from '../common/use-backtest-run';
import { useRunOverCheckout } from '../common/use-run-over-checkout';
import { RestoringRun } from '../common/restoring-run';
import { RunNotBack } from '../common/run-not-back';
import { useStoredForm } from '../common/use-stored-form';
import { SPREADS_RUN_FAILED, validateSpreadsRun, type BacktestRequest, type BacktestResult, type SavedBacktest } from '../lib/shared';
import { rangeProblem } from '../lib/dates';
import { deriveResults } from '../results/derive-results';
import type { RequestedRange } from '../results/data-period-notice';
import { ResultsPanel } from '../results/results-panel';
import { useSavedIdentity } from '../share/use-saved-identity';
import { useKeptFilingStatus } from '../share/use-kept-filing-status';
import { dailyPnls } from '../../../../../shared/sweep/robustness/monte-carlo';
import { SweepPanel, type OpenedCell } from '../sweep/sweep-panel';
import type { SweepBase } from '../sweep/sweep-form';
import { SpreadsBuilder } from './spreads-builder';
import { defaultSpreadsForm, legQuantitiesOf, spreadsRunName, storedSpreadsForm, type SpreadsForm } from './spreads-form';
import { spreadsFormFrom, spreadsRequest, spreadsResultFrom } from './spreads-storage';
import { parseBacktestResult } from '../../../lib/api/parse-results';
import { spreadsStrategyTitle } from '../../../../../shared/domain/spreads-title';

export interface SpreadsBacktestPageProps {
  /** Called with the strategy on every edit (spec section 4: form changes are reported upward). */
  onStrategyChange?: (form: SpreadsForm) => void;
}

function initialForm(saved: SavedBacktest | null): SpreadsForm {
  if (saved) {
    const result = spreadsResultFrom(saved.results);
    const fromSaved = spreadsFormFrom(saved.strategy, result?.data_period, result?.costs);
    if (fromSaved) return fromSaved;
  }
  // The draft the form kept: new defaults for fields it predates (a saved backtest above keeps its own).
  return spreadsFormFrom(withDraftCostDefaults(readStored(STORAGE_KEYS.spreadsStrategy, z.unknown()))) ?? defaultSpreadsForm();
}

export function SpreadsBacktestPage({ onStrategyChange }: SpreadsBacktestPageProps) {
  const saved = useSavedHandoff('spreads');
  const [form, change] = useStoredForm<SpreadsForm>(STORAGE_KEYS.spreadsStrategy, () => initialForm(saved), saved !== null, onStrategyChange, storedSpreadsForm);
  const [result, setResult] = useState<BacktestResult | null>(() => (saved ? spreadsResultFrom(saved.results) : null));
  const [results, setResults] = useState(() => (result ? deriveResults(result, { strategyName: spreadsStrategyTitle(form.name, form.legs) }) : null));
  // The dates the shown results were asked for (a loaded saved backtest: its form's dates).
  const [requested, setRequested] = useState<RequestedRange>(() => ({ start_date: form.start_date, end_date: form.end_date }));
  const [runName, setRunName] = useState(() => spreadsRunName(form));
  // The costs the shown results ran with (issue 14), said above them.
  const [ranCosts, setRanCosts] = useState<RunCosts>(() => costsOf(form));
  // The underlying the shown results ran on (the costs line names an exchange fee left out).
  const [ranTicker, setRanTicker] = useState(() => form.ticker);
  // The legs' contracts per unit the shown results ran with, to say the units they were sized to.
  const [ranLegQuantities, setRanLegQuantities] = useState(() => legQuantitiesOf(form));
  // The form the shown results ran with, as stored: kept over checkout with the run's job id.
  const [ranForm, setRanForm] = useState(() => storedSpreadsForm(form));
  const { running, error, setError, dismissError, run, formChanged } = useBacktestRun();
  // An edit clears a refusal the form showed (Run checks again).
  useEffect(() => formChanged(form), [form, formChanged]);
  const runSpreads = useRunBacktest();
  const save = useSaveBacktest();
  const savedResult = useSavedIdentity(saved);
  // The after-tax panel's filing status, kept with the saved backtest the results are.
  const filing = useKeptFilingStatus(saved, savedResult.identity);
  const fieldProblems = useFieldProblems();

  const [opened, setOpened] = useState<OpenedCell | null>(null);
  const opening = useRef<string | null>(null);

  /** Shows a result and what it ran with (a run's form, or the one kept over checkout). */
  const show = (res: BacktestResult, ran: SpreadsForm) => {
    setRequested({ start_date: ran.start_date, end_date: ran.end_date });
    setRunName(spreadsRunName(ran));
    setRanCosts({ ...costsOf(ran), price_source: ran.price_source });
    setRanTicker(ran.ticker);
    setRanLegQuantities(legQuantitiesOf(ran));
    setRanForm(storedSpreadsForm(ran));
    setResult(res);
    setResults(deriveResults(res, { strategyName: spreadsStrategyTitle(ran.name, ran.legs) }));
  };

  // Back from checkout: the result that was on screen, read again by its job id (nothing re-run).
  const overCheckout = useRunOverCheckout({
    mode: 'spreads',
    loadedNow: saved !== null,
    result,
    ranForm,
    saved: savedResult.identity,
    filingStatus: filing.keeping.status,
    parse: parseBacktestResult,
    fromSaved: spreadsResultFrom,
    onRestored: (res, kept) => {
      savedResult.restore(kept.saved);
      filing.restore(kept.filingStatus);
      show(res, spreadsFormFrom(kept.ranForm) ?? form);
    },
    onNotBack: (message) => setError(message),
  });

  const runForm = (form: SpreadsForm) => {
    overCheckout.cancelRestore();
    let request: BacktestRequest | null = null;
    void run({
      form,
      validate: () => {
        // A field left blank comes first: the form still holds its last number, which the other
        // checks would read, while the screen shows none.
        const invalid = validateSpreadsRun(form) ?? fieldProblems.first({ blankOnly: true }) ?? rangeProblem(form.start_date, form.end_date);
        if (invalid) return invalid;
        const built = spreadsRequest(form);
        if (!built.ok) return built.message;
        // Anything else a field shows (none expected once the contract passed) still blocks the run.
        const onScreen = fieldProblems.first();
        if (onScreen) return onScreen;
        request = built.request;
        return null;
      },
      request: () => {
        if (!request) throw new Error(SPREADS_RUN_FAILED);
        return request;
      },
      call: (req: BacktestRequest) => runSpreads.mutateAsync(req),
      onFailure: () => {
        setResult(null);
        setResults(null);
      },
      onResult: (res: BacktestResult) => {
        savedResult.ranNew();
        show(res, form);
        // A sweep cell opened here: its trades feed the Monte Carlo panel.
        const label = opening.current;
        opening.current = null;
        setOpened(label ? { label, pnls: res.trades.map((t) => t.pnl), dailyPnls: dailyPnls(res.start_balance, res.equity_curve.map((p) => p.equity)), startBalance: res.start_balance } : null);
      },
      fallback: () => SPREADS_RUN_FAILED,
    });
  };

  const onRun = () => runForm(form);

  // The sweep's base is the request the form would run now, or why it cannot.
  // A field left blank (on screen or folded away) holds no number to sweep around.
  const sweepBase = useMemo((): SweepBase | string => {
    const invalid = validateSpreadsRun(form) ?? fieldProblems.first({ blankOnly: true });
    if (invalid) return invalid;
    const built = spreadsRequest(form);
    return built.ok ? { kind: 'spreads', base: built.request } : built.message;
  }, [form, fieldProblems]);

  const onSave = async (fields: { backtest_name: string; description: string }) => {
    if (!result) return;
    // The saved strategy keeps the costs it ran with, so loading it never changes its numbers.
    savedResult.savedAs(await save.mutateAsync({ ...fields, strategy: ranForm, results: { ...result }, tags: [], ...savedResult.copyFrom(jobIdOfResult(result)), ...filing.saveField }), fields.backtest_name);
  };

  return (
    <BacktestLayout
      running={running}
      showResultsOnOpen={saved !== null}
      results={
        <>
          <RunAnnouncer running={running} results={results} />
          {overCheckout.restoring && !running ? <RestoringRun onReturn={overCheckout.restoringOnReturn} /> : overCheckout.notBack !== null && !running ? <RunNotBack message={overCheckout.notBack} onRetry={overCheckout.retry} /> : <ResultsPanel mode="spreads" loading={running} results={results} result={result} onSave={onSave} requested={requested} costs={ranCosts} ticker={ranTicker} saved={savedResult.identity} runName={runName} filingKept={filing.keeping} legQuantities={ranLegQuantities} />}
          <SweepPanel
            base={sweepBase}
            opened={opened}
            onOpenCell={(cell, label) => {
              if (cell.kind !== 'spreads') return;
              // The cell's run fields and costs come along: the form then runs what the cell ran.
              const next = spreadsFormFrom(cell.request);
              if (!next) return;
              // The cell's form replaces the whole form: what was typed over the old one goes.
              fieldProblems.clear();
              change(next);
              opening.current = label;
              runForm(next);
            }}
          />
        </>
      }
      form={
        <FieldProblemsScope problems={fieldProblems}>
          <SpreadsBuilder form={form} onChange={change} onRun={onRun} running={running} error={error} onDismissError={dismissError} />
        </FieldProblemsScope>
      }
    />
  );
}
