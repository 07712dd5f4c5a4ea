/**
 * The deflated Sharpe ratio (Bailey and López de Prado, "The Deflated Sharpe Ratio: Correcting for
 * Selection Bias, Backtest Overfitting and Non-Normality", 2014). Sharpe ratios here are per
 * period (daily, not annualised), as the paper's formulas take them.
 *
 * Probabilistic Sharpe ratio, the probability that the true Sharpe exceeds SR₀ given the observed
 * SR over T returns with skewness γ₃ and kurtosis γ₄:
 *   PSR(SR₀) = Φ( (SR − SR₀) · √(T − 1) / √(1 − γ₃·SR + (γ₄ − 1)/4 · SR²) )
 *
 * Expected maximum Sharpe of N independent trials with true Sharpe 0, whose Sharpe ratios vary
 * with variance V (γ ≈ 0.5772 the Euler-Mascheroni constant, e Euler's number):
 *   SR₀ = √V · ( (1 − γ)·Φ⁻¹(1 − 1/N) + γ·Φ⁻¹(1 − 1/(N·e)) )
 *
 * DSR = PSR(SR₀): the probability that the best of N cells is better than luck would make the
 * best of N. P(SR > 0) = PSR(0) ignores the number of trials.
 */
import { normCdf, normInv } from './normal';
import type { ReturnMoments } from './return-stats';

const EULER_MASCHERONI = 0.5772156649015329;

export function probabilisticSharpe(m: ReturnMoments, benchmarkSr: number): number {
  if (m.n < 2) return Number.NaN;
  const denominator = 1 - m.skew * m.sr + ((m.kurt - 1) / 4) * m.sr * m.sr;
  if (!(denominator > 0)) return Number.NaN;
  return normCdf(((m.sr - benchmarkSr) * Math.sqrt(m.n - 1)) / Math.sqrt(denominator));
}

/** SR₀ for N trials whose Sharpe ratios have variance V; 0 for a single trial. */
export function expectedMaxSharpe(trials: number, variance: number): number {
  if (trials <= 1 || !(variance > 0)) return 0;
  const g = EULER_MASCHERONI;
  return Math.sqrt(variance) * ((1 - g) * normInv(1 - 1 / trials) + g * normInv(1 - 1 / (trials * Math.E)));
}

export interface DeflatedSharpe {
  trials: number;
  /** SR₀, per period. */
  expected_max_sr: number;
  /** The best cell's per-period Sharpe. */
  sr: number;
  deflated_sharpe: number;
  prob_sr_above_zero: number;
}

/**
 * The DSR of `best` given every trial's per-period Sharpe (`trialSrs`, the cells that ran; their
 * sample variance (n − 1) is V).
 */
export function deflatedSharpe(best: ReturnMoments, trialSrs: readonly number[]): DeflatedSharpe {
  const n = trialSrs.length;
  const mean = n ? trialSrs.reduce((s, x) => s + x, 0) / n : 0;
  const variance = n > 1 ? trialSrs.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1) : 0;
  const sr0 = expectedMaxSharpe(n, variance);
  return {
    trials: n,
    expected_max_sr: sr0,
    sr: best.sr,
    deflated_sharpe: probabilisticSharpe(best, sr0),
    prob_sr_above_zero: probabilisticSharpe(best, 0),
  };
}
