import { describe, expect, it } from 'vitest';
import { savedToleranceInWords } from './tolerance-words';

describe("a saved miss's tolerance, in today's words", () => {
  it('reads the unit off the target: a strike in dollars, a delta, a % OTM in points; 0 is exact, null unmeasured', () => {
    const cases: Array<[string, string]> = [
      ['Leg 1 child 1: no put with volume >= 100 within tolerance 2.5 of the parent strike − 5', 'Leg 1 child 1: no put with volume >= 100 within the $2.50 tolerance of the parent strike − 5'],
      ['covered call: no call within tolerance 0.05 of delta 0.3', 'covered call: no call within the 0.05 delta tolerance of delta 0.3'],
      ['no put within tolerance 0.05 of delta -0.35 (nearest 2022-03-18)', 'no put within the 0.05 delta tolerance of delta -0.35 (nearest 2022-03-18)'],
      ['cash-secured put: no put within tolerance 0.01 of 5% OTM', 'cash-secured put: no put within the 1 percentage point tolerance of 5% OTM'],
      ['covered call: no call within tolerance 1 of strike offset $5', 'covered call: no call within the $1.00 tolerance of strike offset $5'],
      ['Leg 1 child 1: no put within tolerance 0 of the parent strike − 5', 'Leg 1 child 1: no put exactly at the parent strike − 5'],
      ['Leg 1: no call within tolerance null of delta 0.3', 'Leg 1: no call that could be measured against delta 0.3'],
      ['had no strike meeting the minimum volume of 100 (Leg 2 child 1: no call with enough volume within tolerance 10 of the parent strike + 50). Next',
        'had no strike meeting the minimum volume of 100 (Leg 2 child 1: no call with enough volume within the $10.00 tolerance of the parent strike + 50). Next'],
    ];
    for (const [saved, today] of cases) {
      expect(savedToleranceInWords(saved)).toBe(today);
      expect(savedToleranceInWords(today)).toBe(today);
    }
  });
  it('leaves a label it does not know as written', () => {
    expect(savedToleranceInWords('no call within tolerance 0.5 of gamma 0.01')).toBe('no call within tolerance 0.5 of gamma 0.01');
  });
});
