import { describe, expect, it } from 'vitest';
import { borrowedCashNote } from './borrowed-cash-note';
import { InterestTally } from './cash-interest';

describe('the borrowed-cash note (audit 21 F1)', () => {
  it('is absent while the cash never went below zero', () => {
    const t = new InterestTally();
    t.accrue(38_000, 0.05, 1, '2023-12-28');
    expect(borrowedCashNote(t, 'x', () => 100_000)).toBeUndefined();
  });
  it('counts the closes borrowed at and names the largest loan at the close it was struck', () => {
    const t = new InterestTally();
    t.accrue(1000, 0.05, 1, '2024-06-20');
    // Struck at the close of Friday 2024-06-21, credited Monday 2024-06-24 (3 calendar days).
    t.accrue(-25_765.75, 0.0525, 3, '2024-06-24');
    t.accrue(-25_700, 0.0525, 1, '2024-06-25');
    expect(t.borrowedCloses).toBe(2);
    expect(t.deepest).toEqual({ cash: -25_765.75, date: '2024-06-21' });
    const note = borrowedCashNote(t, 'the shares cost more than the cash held', (d) => (d === '2024-06-21' ? 97_000 : undefined));
    expect(note).toContain('Cash below zero at 2 closes: the run borrowed as a margin loan (the shares cost more than the cash held)');
    // 25,765.75 / 97,000 = 26.6 % → 27 %.
    expect(note).toContain('at most $25,765.75 at the close of 2024-06-21, 27% of that day\'s equity');
    expect(note).toContain(`paid $${t.paid.toFixed(2)} of interest`);
  });
  it('counts a debit struck at the run\'s last close, which no interest follows (audit 22)', () => {
    const t = new InterestTally();
    t.accrue(-1000, 0.05, 1, '2020-12-30');
    t.finalClose(-16_000, '2020-12-31');
    expect(t.borrowedCloses).toBe(2);
    expect(t.deepest).toEqual({ cash: -16_000, date: '2020-12-31' });
    const clear = new InterestTally();
    clear.finalClose(500, '2020-12-31');
    expect(clear.deepest).toBeNull();
  });
});
