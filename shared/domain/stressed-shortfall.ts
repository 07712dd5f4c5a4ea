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
