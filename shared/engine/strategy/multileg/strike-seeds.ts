/**
 * Where a run's searches last found each leg's strike, as a seed for its next search
 * (selection/targeted-search.ts): a delta target sits at about the same moneyness from one day to the next, so
 * the seed is the last strike scaled by the spot's move since.
 */
export class StrikeSeeds {
  readonly #strike: Float64Array;
  readonly #spot: Float64Array;

  constructor(legs: number) {
    this.#strike = new Float64Array(legs).fill(Number.NaN);
    this.#spot = new Float64Array(legs).fill(Number.NaN);
  }

  /** The strike to start leg `leg`'s search from at `spot` (NaN: none yet). */
  seed(leg: number, spot: number): number {
    return ((this.#strike[leg] ?? Number.NaN) * spot) / (this.#spot[leg] ?? Number.NaN);
  }

  record(leg: number, strike: number, spot: number): void {
    this.#strike[leg] = strike;
    this.#spot[leg] = spot;
  }
}
