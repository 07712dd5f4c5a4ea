/**
 * How a stressed-market shortfall compares with the model-risk band (both vol points), in the words
 * the result's note and the chart's caption share: 'more than' past the band, 'as large as' from
 * 0.8 × it (index 1.3 against 1.4), 'within' below (stocks with an index 1.9 against 2.7, 'as large
 * as' at 2.4 before 2026-12-02; the stocks without an index: 1.9 against 5.9).
 */
export function shortfallAgainstBand(shortfall: number, band: number): 'more than' | 'as large as' | 'within' {
  if (shortfall > band) return 'more than';
  return shortfall >= band * 0.8 ? 'as large as' : 'within';
}

/**
 * The model-risk band in a trader's words, as the results show it (the chart's shaded band, the
 * range under each card 'across the vol model's error'): 'the ±1.4 vol-point range the results
 * show as the vol model's error'. `points` is the run's own class's band (MODEL_RISK_VOL_POINTS of
 * its ticker, or the figure a saved note carries), never a fixed 1.4: a stock's is 2.7, a stock
 * without a volatility index of its own 5.9.
 */
export function bandRangeWords(points: number | string): string {
  return `the ±${points} vol-point range the results show as the vol model's error`;
}

/**
 * A run note in today's words: notes saved before 2026-12-03 named the band by the engine's term
 * ('as large as the ±1.4 model-risk band', 'Model-risk runs (surface shifted ±1.4 vol points)
 * failed'). Read, not rewritten: the saved result keeps its text; its figure is kept as it was saved
 * (the band that run was shown with).
 */
export function noteInWords(note: string): string {
  return note
    .replace(/the ±(\d+(?:\.\d+)?) model-risk band/g, (_, points: string) => bandRangeWords(points))
    .replace(/^Model-risk runs \(surface shifted ±(\d+(?:\.\d+)?) vol points\) failed: /, (_, points: string) => failedBandWords(points));
}

/** The start of the note left when a run at lower or higher vol was refused: no band is then shown. */
export function failedBandWords(points: number | string): string {
  return `The runs at ${points} vol points lower and higher implied volatility (the vol model's error) could not be run: `;
}
