/**
 * The strategy's line colour, shared by every chart that draws a run: the results' P&L chart
 * (portfolio line), its model-risk band (the same orange, faint) and the comparison's run 1.
 * A light orange, not the accent #f97316: beside the benchmark's green it kept a lightness gap
 * for red-green colour-blind readers (results/chart-option.ts says why).
 */
export const PORTFOLIO_COLOR = '#ffa657';
/** PORTFOLIO_COLOR at 18% alpha: the band of the vol model's error around the portfolio line. */
export const PORTFOLIO_BAND_FILL = 'rgba(255, 166, 87, 0.18)';
