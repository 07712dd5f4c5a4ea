import { useId, useMemo, useState } from 'react';
import { blockBootstrap, DEFAULT_RESAMPLES } from '../../../../../shared/sweep/robustness/monte-carlo';
import { fewStepsWords, resampleWords, type ResampleUnit } from './monte-carlo-words';
import { SideScroll } from '../../../components/side-scroll';
import { formatMetric, formatPercent } from '../../../../../shared/analytics/format-metric';

/**
 * Whole dollars, a loss with its minus sign held to the figure by a word joiner (U+2060): a phone's
 * line broke between them ('add up to −' above '$10,910').
 */
const money = (v: number) => `${v < 0 ? '−\u2060' : ''}$${Math.abs(Math.round(v)).toLocaleString('en-US')}`;

/**
 * Cents, as the cells table, the trade log and the Total P&L card write a P&L: the backtest's own
 * P&L read '$3,356' beside the table's '+$3,355.94', the worst trade '−$1,273' beside its row's '-$1,273.40'.
 * The resampled equity keeps whole dollars: it is an estimate, not a figure of the backtest.
 */
const centsText = (v: number) => `${v < 0 ? '−\u2060' : ''}$${Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The opened cell's own backtest, for what the resampled trades leave out. */
export interface BacktestFigures {
  total_pnl: number;
  max_drawdown_pct: number;
}

/**
 * Monte Carlo of the opened cell's trades: 10,000 block-bootstrap resamples, run in the browser.
 * The resampled equity is the start plus closed trades' P&L only: it says so, and beside it what the
 * backtest itself made and lost marked to market daily, which the resamples cannot show (interest on
 * cash, open positions' marks: the e2e sweep's 2020-2023 SPY put at 30 DTE and delta 0.2 made $3,354, of
 * which its 12 trades $701 and interest $2,654, and drew down 16.97% marked daily against a resampled
 * 95th percentile of 14.1%).
 */
/**
 * The ruin level as a share of the start balance, 0-100, or null: an emptied field read as 0 and
 * ran, "Probability of ruin (below $0) 0.0%", and 150 as ruin before the first trade.
 */
export function ruinShare(text: string): number | null {
  const pct = text.trim() === '' ? Number.NaN : Number(text);
  return Number.isFinite(pct) && pct >= 0 && pct <= 100 ? pct / 100 : null;
}

export function MonteCarloPanel({ label, pnls, dailyPnls, heldShares = false, startBalance, backtest }: { label: string; pnls: number[]; dailyPnls?: number[]; heldShares?: boolean; startBalance: number; backtest?: BacktestFigures }) {
  const [ruinPct, setRuinPct] = useState('50');
  const ruinProblemId = useId();
  // A run that held shares opens on its days: no closed trade holds the shares' P&L, so its trades
  // alone read the mildest drawdowns on offer (audit 14 N1: an SPX covered cell's trades 18.31% at
  // the 95th percentile, its days 23.91%, its own backtest 17.43%).
  const [unit, setUnit] = useState<ResampleUnit>(heldShares && dailyPnls ? 'day' : 'trade');
  const [result, setResult] = useState<(ReturnType<typeof blockBootstrap> & { ruinLevel: number; unit: ResampleUnit }) | null>(null);
  const share = ruinShare(ruinPct);
  const ruinLevel = useMemo(() => (share === null ? null : startBalance * share), [startBalance, share]);
  // Days are offered when the opened run's daily equity came with it (a cell opened in the builder).
  const steps = unit === 'day' && dailyPnls ? dailyPnls : pnls;
  const shownUnit: ResampleUnit = unit === 'day' && dailyPnls ? 'day' : 'trade';
  const words = resampleWords(shownUnit);
  const few = fewStepsWords(steps.length, words);
  // The figures keep the level they were run with: editing the field does not relabel an old answer.
  // Another unit is another question: choosing it clears the answer, so the paragraph above the
  // figures (what the resamples hold) never describes one unit beside another's figures (audit 14 N3).
  const choose = (next: ResampleUnit) => {
    setUnit(next);
    setResult(null);
  };
  const run = () => {
    if (ruinLevel !== null) setResult({ ...blockBootstrap({ pnls: steps, startBalance, ruinLevel, resamples: DEFAULT_RESAMPLES }), ruinLevel, unit: shownUnit });
  };
  const last = result?.bands.at(-1);
  const stepsPnl = steps.reduce((sum, p) => sum + p, 0);
  const worst = steps.length ? Math.min(...steps) : 0;
  const shownWords = resampleWords(result?.unit ?? shownUnit);
  const marks = result ? [0.25, 0.5, 0.75, 1].map((f) => result.bands[Math.round(f * (result.bands.length - 1))]).filter((b) => b !== undefined) : [];
  return (
    <section aria-label="Monte Carlo" className="bt-card bt-card__body">
      <h3>Monte Carlo of {label}</h3>
      {dailyPnls ? (
        <fieldset className="bt-mc__unit">
          <legend>Resample</legend>
          <label><input type="radio" name="bt-mc-unit" checked={shownUnit === 'trade'} onChange={() => choose('trade')} /> Closed trades ({pnls.length.toLocaleString('en-US')})</label>
          <label><input type="radio" name="bt-mc-unit" checked={shownUnit === 'day'} onChange={() => choose('day')} /> Days marked to market ({dailyPnls.length.toLocaleString('en-US')})</label>
        </fieldset>
      ) : null}
      {heldShares && dailyPnls ? <p className="bt-note">This run held shares, whose P&L is in no closed trade: its days are resampled first.</p> : null}
      <p className="bt-note">{words.count(steps.length)}, resampled {DEFAULT_RESAMPLES.toLocaleString('en-US')} times in blocks of consecutive {words.plural}.</p>
      {few ? <p className="bt-note bt-note--warn" role="note" aria-label="Few to draw from">{few}</p> : null}
      <p className="bt-note" aria-label="What the resamples leave out">
        {words.leftOut}, so none of its {words.plural} loses more than the worst here, {centsText(worst)}.
        {backtest
          ? ` ${words.addUp(centsText(stepsPnl), centsText(backtest.total_pnl), Math.abs(stepsPnl - backtest.total_pnl) < 0.005)}; the backtest's own max drawdown, marked to market daily, was ${formatMetric('percent', backtest.max_drawdown_pct)}.`
          : ''}
      </p>
      <div className="bt-sweep__controls">
        {/* Named by the words on screen (WCAG 2.5.3, label in name): its name was 'Ruin level %', which a
            voice-control user reading the label could not say; its problem is tied to it. */}
        <label>
          Ruin when equity falls below (% of start)
          <input className="bt-input" type="number" min="0" max="100" value={ruinPct} onChange={(e) => setRuinPct(e.target.value)}
            aria-invalid={ruinLevel === null ? true : undefined} aria-describedby={ruinLevel === null ? ruinProblemId : undefined} />
        </label>
        <button type="button" className="bt-btn bt-btn--primary" onClick={run} disabled={steps.length === 0 || ruinLevel === null}>Run Monte Carlo</button>
      </div>
      {ruinLevel === null ? <p className="bt-note" role="alert" id={ruinProblemId}>The ruin level is a percentage of the start balance from 0 to 100.</p> : null}
      {result && last ? (
        <div className="bt-sweep__results" role="region" aria-label="Monte Carlo results">
          <div className="bt-mc__figures">
            <div className="bt-mc__figure" role="group" aria-label="Probability of ruin"><span>Probability of ruin (below {money(result.ruinLevel)})</span><strong>{formatPercent(result.ruin_probability * 100, 1)}</strong></div>
            <div className="bt-mc__figure" role="group" aria-label="Median max drawdown"><span>{shownWords.drawdown}, median</span><strong>{formatMetric('percent', result.max_drawdown_pct.p50)}</strong></div>
            <div className="bt-mc__figure" role="group" aria-label="95th percentile max drawdown"><span>{shownWords.drawdown}, 95th percentile</span><strong>{formatMetric('percent', result.max_drawdown_pct.p95)}</strong></div>
          </div>
          {/* Its first column kept a cell name's 200px and the page scrolled 43px sideways on a phone: narrower now, and it scrolls, saying so, if still too wide. */}
          <p className="bt-note" id="bt-mc-bands-note">Equity after each number of {shownWords.plural}: 5th / 50th / 95th percentile of the resamples (90% of them between the 5th and 95th)</p>
          <SideScroll label="Equity bands, scrolling" what="every column">
            <table className="bt-table bt-table--bands" aria-label="Equity bands" aria-describedby="bt-mc-bands-note">
              <thead><tr><th>{shownWords.after}</th><th>5th</th><th>Median</th><th>95th</th></tr></thead>
              <tbody>
                {marks.map((b) => (b ? <tr key={b[0]}><td>{b[0].toLocaleString('en-US')}</td><td>{money(b[1])}</td><td>{money(b[2])}</td><td>{money(b[3])}</td></tr> : null))}
              </tbody>
            </table>
          </SideScroll>
        </div>
      ) : null}
    </section>
  );
}
