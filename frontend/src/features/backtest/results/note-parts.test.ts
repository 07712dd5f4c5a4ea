import { describe, expect, it } from 'vitest';
import { noteParts } from './note-parts';

describe('a run note as a lead and its detail', () => {
  it('keeps a short note whole, leads a long one with its first clause or sentence, never drops a word', () => {
    expect(noteParts('Dividends received on shares held: $70.00')).toEqual({ lead: 'Dividends received on shares held: $70.00', detail: null });
    const clause = `Liquidity filter on modeled data: ${'the minimum volume was checked against modeled volume, '.repeat(4)}end.`;
    const byClause = noteParts(clause);
    expect(byClause.lead).toBe('Liquidity filter on modeled data:');
    expect(`${byClause.lead} ${byClause.detail}`).toBe(clause);
    const sentence = `The run used modeled chains. ${'Modeled prices rest on a fitted volatility surface and its error band, '.repeat(3)}end.`;
    const bySentence = noteParts(sentence);
    expect(bySentence.lead).toBe('The run used modeled chains.');
    expect(`${bySentence.lead} ${bySentence.detail}`).toBe(sentence);
    const plain = 'x'.repeat(200);
    expect(noteParts(plain)).toEqual({ lead: plain, detail: null });
  });

  it("folds the minimum-volume check's note under its opening clause (it has no colon or full stop near its start)", () => {
    const note = 'The minimum volume of 100 was checked against modeled volume, not contracts that really traded, and moved 13 picks off the contract nearest the target '
      + '(by up to 0.645 of delta) and sent 4 entries or rolls to a farther expiry; with no minimum volume the same strategy returned +25.01% (max drawdown 63.04%), '
      + 'this run -27.24%. On real chains of these dates the filter could have moved other picks, fewer or none.';
    const parts = noteParts(note);
    expect(parts.lead).toBe('The minimum volume of 100 was checked against modeled volume,');
    expect(`${parts.lead} ${parts.detail}`).toBe(note);
  });
});
