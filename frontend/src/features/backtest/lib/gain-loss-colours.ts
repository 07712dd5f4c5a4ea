/**
 * Fills that tell a loss from a gain where colour is the encoding (the sweep heatmap, the trade
 * returns histogram): a blue-orange diverging scheme from ColorBrewer's ends, orange for a loss
 * (PuOr's), blue for a gain (RdBu's), RdBu's pale grey for break-even. Red against green (the text
 * colours --bt-negative / --bt-positive) merges into one olive-yellow for red-green colour-blind
 * readers (deuteranopia and protanopia, about 8% of men), and even red against blue fades to grey
 * in its pale shades for them; orange against blue stays yellow against blue down to the palest
 * cells. Text next to these fills still carries the sign ('+10.33', '-10.74') and the legend
 * names loss and gain, so the meaning never rests on colour alone.
 */
export const LOSS_FILL = '#e66101';
export const BREAK_EVEN_FILL = '#f7f7f7';
export const GAIN_FILL = '#0571b0';

/**
 * A metric with no break-even (drawdown, win rate, trades) is shaded by a neutral grey ramp
 * (ColorBrewer Greys), light for low and dark for high: ECharts' own default ramp is blue, which
 * would read as the gain fill.
 */
export const NEUTRAL_RAMP = ['#f0f0f0', '#636363'] as const;
