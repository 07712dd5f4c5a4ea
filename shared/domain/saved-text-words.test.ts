import { describe, expect, it } from 'vitest';
import { savedTextInWords } from './saved-text-words';
import { skipReasonWords } from './skip-reason-words';
import { reasonWords } from './trade-words';
import { nearTargetWords } from '../engine/selection/tolerance-words';
import { strikeMeasure } from '../engine/strategy/covered/strike-target';
import { flattenWords } from '../engine/strategy/multileg/delivered-shares';

/** A skipped day's reason as the skip list shows it (derive-results.ts skippedInWords). */
const shownSkip = (reason: string): string => savedTextInWords(skipReasonWords(reason));
/** A trade's reason as its row shows it (trade-row.tsx). */
const shownReason = (reason: string): string => savedTextInWords(reasonWords(reason));

describe('savedTextInWords: an engine text of any age in today\'s words', () => {
  it('groups counts, words the volume operator and gives a bare tolerance its unit, in one pass', () => {
    expect(savedTextInWords('the nearest had no strike (no put with volume >= 2500 within tolerance 2.5 of the parent strike − 5); 4800 shares delivered'))
      .toBe('the nearest had no strike (no put with a volume of at least 2,500 within the $2.50 tolerance of the parent strike − 5); 4,800 shares delivered');
  });

  it("leaves a text already in today's words as it is", () => {
    const today = 'no put with a volume of at least 2,500 within the $2.50 tolerance of the parent strike − 5; 4,800 shares delivered on 2024-12-20 at the 4500 strike';
    expect(savedTextInWords(today)).toBe(today);
  });

  // Audit 20 F4: strike-target.ts wrote the offset as JavaScript prints a number until 2026-12-05.
  it("reads a saved covered strike-offset label as a fresh run writes it ('$5' -> '$5.00')", () => {
    for (const [offset, tolerance] of [[5, 2], [2.5, 0.5], [1000, 10], [0.125, 0.05]] as const) {
      const label = strikeMeasure('call', { type: 'strike_offset', strike_offset: offset, tolerance }, 480).label;
      const fresh = `covered call: no call with a volume of at least 1,000 ${nearTargetWords({ tolerance, toleranceUnit: 'dollars', targetLabel: label })}`;
      const saved = `covered call: no call with volume >= 1000 within tolerance ${tolerance} of strike offset $${offset}`;
      expect(shownSkip(saved)).toBe(shownSkip(fresh));
      expect(shownSkip(fresh)).toBe(fresh);
    }
    expect(shownSkip('covered call: no call with volume >= 1000 within tolerance 2 of strike offset $5'))
      .toBe('covered call: no call with a volume of at least 1,000 within the $2.00 tolerance of strike offset $5.00');
    // The label elsewhere than a miss: a no-bid skip names the nearest contract to it, a note the pick it moved.
    expect(savedTextInWords('the 485 call (SPY240621C00485000), the nearest to strike offset $2.5, had no bid'))
      .toBe('the 485 call (SPY240621C00485000), the nearest to strike offset $2.50, had no bid');
    expect(savedTextInWords('The minimum volume of 3000 moved the pick for strike offset $5: the 485 call'))
      .toBe('The minimum volume of 3,000 moved the pick for strike offset $5.00: the 485 call');
  });

  it('touches no year, date, strike, contract id or other dollar amount next to the label', () => {
    const saved = 'On 2024-06-03 (2024) the 4500 strike SPXW240621P04500000 at $5 and $2.5: no call within tolerance 2 of strike offset $5; strike offset $1,000.00 stays';
    expect(savedTextInWords(saved))
      .toBe('On 2024-06-03 (2024) the 4500 strike SPXW240621P04500000 at $5 and $2.5: no call within the $2.00 tolerance of strike offset $5.00; strike offset $1,000.00 stays');
    for (const today of ['strike offset $5.00', 'strike offset $0.0025', 'strike offset $1,000.00', 'strike offset -$5.00']) expect(savedTextInWords(today)).toBe(today);
  });

  // Audit 20 F6: one leftover share 'was' sold since 2026-12-05; a saved result said 'were'.
  it("reads a saved 'The 1 share … were sold' as a fresh run's 'was', and leaves plural shares alone", () => {
    for (const net of [1, -1, 100, -24200]) {
      const fresh = flattenWords(net, 450.25, undefined);
      const saved = fresh.replace(' was ', ' were ');
      expect(shownReason(saved)).toBe(shownReason(fresh));
    }
    expect(shownReason('The 1 share the exercise or assignment left long were sold at the close 450.25 (no commission)'))
      .toBe('The 1 share the exercise or assignment left long was sold at the close $450.25 (no commission)');
    expect(shownReason('The 1 share the exercise or assignment left short were bought back at the close 450.25 (commission $1.00)'))
      .toBe('The 1 share the exercise or assignment left short was bought back at the close $450.25 (commission $1.00)');
    expect(shownReason('The 21 share the exercise or assignment left long were sold at the close 450.25 (no commission)')).toContain('left long were sold');
  });
});
